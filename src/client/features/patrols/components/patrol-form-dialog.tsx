import { PATROL_MOTTO_MAX, PATROL_NAME_MAX, type Patrol, type PatrolCreateRequest, patrolCreateRequest } from "@shared/api/patrols";
import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { FormDialog } from "@/components/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useRequestForm } from "@/lib/use-request-form";
import { toast, toastError } from "@/lib/use-toast";
import { createPatrol, refreshPatrols, updatePatrol } from "../api";
import { nextPatrolColor } from "../patrol-colors";

/** Add patrol, or change one's name, motto or colour (`patrol` given). */
export function PatrolFormDialog({
  open,
  onOpenChange,
  patrol,
  usedColors = [],
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  patrol: Patrol | null;
  /** The troop's patrols' colours: a new patrol starts with one none of them has. */
  usedColors?: readonly string[];
}) {
  const id = useId();
  const startColor = nextPatrolColor(usedColors);
  const { register, handleSubmit, formState, showServerErrors } = useRequestForm({
    schema: patrolCreateRequest,
    defaults: { name: patrol?.name ?? "", color: patrol?.color ?? startColor, motto: patrol?.motto ?? "" },
    resetOn: open && [patrol, startColor],
  });

  const mutation = useMutation({
    mutationFn: (body: PatrolCreateRequest) => (patrol ? updatePatrol(patrol.id, body) : createPatrol(body)),
    onSuccess: (saved) => {
      void refreshPatrols();
      toast({ title: patrol ? "Patrol saved" : "Patrol added", description: saved.name });
      onOpenChange(false);
    },
    onError: (error) => {
      if (showServerErrors(error).length === 0) toastError("Failed to save the patrol. Please try again.");
    },
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={patrol ? "Edit patrol" : "Add patrol"}
      description="A patrol's name, its motto and the colour that marks its scouts on the roster."
      onSubmit={handleSubmit((body) => mutation.mutate(body))}
      submitLabel={patrol ? "Save patrol" : "Add patrol"}
      pending={mutation.isPending}
      dirty={formState.isDirty}
    >
      <FormField id={`${id}-name`} label="Patrol name" error={formState.errors.name} required>
        {(control) => <Input {...control} maxLength={PATROL_NAME_MAX} autoComplete="off" {...register("name")} />}
      </FormField>
      <FormField id={`${id}-motto`} label="Motto" hint="Optional: the patrol's call, shown to its scouts." error={formState.errors.motto}>
        {(control) => <Input {...control} maxLength={PATROL_MOTTO_MAX} autoComplete="off" {...register("motto")} />}
      </FormField>
      <FormField id={`${id}-color`} label="Colour" error={formState.errors.color}>
        {(control) => <Input {...control} type="color" className="h-10 w-20 p-1" {...register("color")} />}
      </FormField>
    </FormDialog>
  );
}
