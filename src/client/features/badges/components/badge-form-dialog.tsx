import type { Badge } from "@shared/api/badges";
import type { CustomKey } from "@shared/constants";
import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { FormDialog } from "@/components/form-dialog";
import { SelectField } from "@/components/select-field";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useRequestForm } from "@/lib/use-request-form";
import { toast, toastError } from "@/lib/use-toast";
import { createBadge, refreshBadgeQueries, updateBadge } from "../api";
import { type BadgeFormValues, badgeForm, badgeFormValues, CATEGORY_OPTIONS, parseRequirements } from "../badge-form-rules";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The badge to edit; null creates a new one. */
  badge: Badge | null;
  /** The troop's own categories, offered after the built-in ones. */
  customCategories?: CustomKey[];
};

/** Add Badge / Edit Badge dialog (rules in badge-form-rules.ts). */
export function BadgeFormDialog({ open, onOpenChange, badge, customCategories = [] }: Props) {
  const id = useId();
  const isEdit = Boolean(badge);
  // In the order the form shows them: the first field a refusal names takes focus.
  const form = useRequestForm({ schema: badgeForm, defaults: badgeFormValues(badge), resetOn: open && [badge] });
  const { register, control, handleSubmit, formState, watch, showServerErrors } = form;
  const errors = formState.errors;

  // A refusal is told the same way whether this form or the server finds it (the form checks the server's rules).
  const failedToast = () => toastError(isEdit ? "Failed to update badge. Please try again." : "Failed to create badge");

  const mutation = useMutation({
    mutationFn: (body: ReturnType<typeof badgeForm.parse>) => (badge ? updateBadge(badge.id, body) : createBadge(body)),
    onSuccess: async (saved, body) => {
      toast(
        isEdit
          ? { title: "Badge Updated", description: `${saved?.name ?? body.name} has been updated.` }
          : { title: "Badge created successfully!" },
      );
      await refreshBadgeQueries();
      onOpenChange(false);
    },
    onError: (error) => {
      showServerErrors(error);
      failedToast();
    },
  });

  const requirementCount = parseRequirements(watch("requirements")).length;
  const fieldId = (name: keyof BadgeFormValues) => `${id}-${name}`;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isEdit ? "Edit Badge" : "Add New Badge"}
      description={isEdit ? "Change the badge details and save." : "Create a badge your scouts can work towards."}
      onSubmit={handleSubmit((body) => mutation.mutate(body), failedToast)}
      submitLabel={isEdit ? "Update Badge" : "Create Badge"}
      pending={mutation.isPending}
    >
      <FormField id={fieldId("name")} label="Name *" error={errors.name} required>
        {(props) => <Input {...props} {...register("name")} />}
      </FormField>
      <FormField id={fieldId("description")} label="Description *" error={errors.description} required>
        {(props) => <Textarea {...props} {...register("description")} />}
      </FormField>
      <div className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-2">
        <SelectField
          control={control}
          name="category"
          id={fieldId("category")}
          label="Category *"
          error={errors.category}
          required
          options={[...CATEGORY_OPTIONS, ...customCategories.map((c) => ({ value: c.key, label: c.label }))]}
        />
        <FormField id={fieldId("progressPercentage")} label="Initial Progress (%)" hint="0 to 100" error={errors.progressPercentage}>
          {(props) => <Input {...props} type="number" inputMode="numeric" min={0} max={100} step={1} {...register("progressPercentage")} />}
        </FormField>
      </div>
      <FormField id={fieldId("imageUrl")} label="Image URL *" error={errors.imageUrl} required>
        {(props) => <Input {...props} type="url" inputMode="url" placeholder="https://… or /badges/hiker.svg" {...register("imageUrl")} />}
      </FormField>
      <FormField
        id={fieldId("requirements")}
        label="Requirements *"
        hint={`One requirement per line (${requirementCount} so far).`}
        error={errors.requirements}
        required
      >
        {(props) => <Textarea {...props} rows={5} placeholder={"Pitch a tent\nCook a meal outdoors"} {...register("requirements")} />}
      </FormField>
    </FormDialog>
  );
}
