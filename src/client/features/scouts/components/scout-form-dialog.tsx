import type { Scout, ScoutCreateRequest } from "@shared/api/scouts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Controller } from "react-hook-form";
import { ContactsFieldset } from "@/components/contacts-fieldset";
import { FormDialog } from "@/components/form-dialog";
import { SelectField } from "@/components/select-field";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { useRequestForm } from "@/lib/use-request-form";
import { toast, toastError } from "@/lib/use-toast";
import { patrolsQuery, refreshPatrols } from "../../patrols/api";
import { createScout, refreshRosterQueries, updateScout } from "../api";
import { type ScoutFormValues, scoutForm, scoutFormValues, withoutHealth } from "../scout-form-rules";

/**
 * Add Scout / Edit Scout dialog: the scout schema without id and joinDate, name required.
 * `scout` null adds (POST), a scout edits it (PATCH).
 */
export function ScoutFormDialog({
  open,
  onOpenChange,
  scout,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  scout: Scout | null;
}) {
  const id = useId();
  const editing = scout !== null;
  const form = useRequestForm({ schema: scoutForm, defaults: scoutFormValues(scout), resetOn: open && [scout] });
  const { register, handleSubmit, control, formState, watch, showServerErrors } = form;
  const patrols = useQuery(patrolsQuery);
  const patrolList = patrols.data ?? [];
  const inPatrol = watch("patrolId") !== "";
  const childName = watch("name");

  // A refusal is told the same way whether this form or the server finds it (the form checks the server's rules).
  const failedToast = () => toastError(editing ? "Failed to update scout. Please try again." : "Failed to add scout. Please try again.");

  const mutation = useMutation({
    mutationFn: (body: ScoutCreateRequest) => (scout ? updateScout(scout.id, withoutHealth(body)) : createScout(body)),
    onSuccess: (saved) => {
      void refreshRosterQueries();
      void refreshPatrols();
      toast(
        editing
          ? { title: "Scout Updated", description: `${saved.name}'s details have been saved.` }
          : { title: "Scout Added", description: `${saved.name} has been added to your group.` },
      );
      onOpenChange(false);
    },
    onError: (error) => {
      // A 400 names the fields (a contact's problem lands on the contacts).
      showServerErrors(error);
      failedToast();
    },
  });

  const onSubmit = handleSubmit((body) => mutation.mutate(body), failedToast);

  const errors = formState.errors;
  const text = (
    name: keyof Omit<ScoutFormValues, "isActive" | "notes" | "patrolLeader" | "contacts">,
    label: string,
    type = "text",
    autoComplete = "off",
  ) => (
    <FormField
      id={`${id}-${name}`}
      error={errors[name]}
      required={name === "name"}
      label={
        <>
          {label}
          {name === "name" && (
            <span aria-hidden="true" className="text-destructive">
              {" "}
              *
            </span>
          )}
        </>
      }
    >
      {(props) => <Input {...props} type={type} autoComplete={autoComplete} {...register(name)} />}
    </FormField>
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? "Edit Scout" : "Add Scout"}
      description={editing ? "Update this scout's details." : "Add a scout to your group. Fields marked * are required."}
      onSubmit={onSubmit}
      submitLabel={editing ? "Save Changes" : "Add Scout"}
      pending={mutation.isPending}
      spinner
      formClassName="grid grid-cols-1 gap-4"
    >
      {text("name", "Name", "text", "off")}
      {text("email", "Email", "email")}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {text("phone", "Phone", "tel")}
        {text("dateOfBirth", "Date of Birth", "date")}
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {text("emergencyContact", "Emergency Contact")}
        {text("emergencyPhone", "Emergency Phone", "tel")}
      </div>
      {patrolList.length > 0 && (
        <div className="grid grid-cols-1 items-end gap-4 sm:grid-cols-2">
          <SelectField
            control={control}
            name="patrolId"
            id={`${id}-patrolId`}
            label="Patrol"
            error={errors.patrolId}
            noneLabel="No patrol"
            placeholder="No patrol"
            options={patrolList.map((p) => ({ value: p.id, label: p.name }))}
          />
          <FormField
            id={`${id}-patrolLeader`}
            label="Patrol leader"
            hint="At most two per patrol: they take their patrol's register."
            error={errors.patrolLeader}
            layout="inline"
            className="justify-start"
          >
            {(props) => (
              <Controller
                control={control}
                name="patrolLeader"
                render={({ field }) => (
                  <Checkbox
                    {...props}
                    ref={field.ref}
                    disabled={!inPatrol}
                    checked={inPatrol && field.value}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    className="order-first"
                  />
                )}
              />
            )}
          </FormField>
        </div>
      )}
      <FormField id={`${id}-isActive`} label="Active" error={errors.isActive} layout="inline" className="justify-start">
        {(props) => (
          <Controller
            control={control}
            name="isActive"
            render={({ field }) => (
              <Switch {...props} ref={field.ref} checked={field.value} onCheckedChange={field.onChange} className="order-first" />
            )}
          />
        )}
      </FormField>
      <ContactsFieldset form={form} idPrefix={id} accounts={scout?.contacts.filter((c) => c.account) ?? []} childName={childName} />
      <FormField id={`${id}-notes`} label="Notes" error={errors.notes}>
        {(props) => <Textarea {...props} rows={3} {...register("notes")} />}
      </FormField>
      {editing ? (
        <p className="text-xs text-muted-foreground">
          Health and food notes are on the scout's Health card (the heart on the roster row), where each read is logged.
        </p>
      ) : (
        <fieldset className="grid gap-4 rounded-lg border p-3">
          <legend className="px-1 text-sm font-semibold">Health and food</legend>
          <p className="text-xs text-muted-foreground">
            Private: read by leaders on the Health card and the camp sheet (each read is logged), the scout and their own parents.
          </p>
          {(
            [
              ["allergies", "Allergies", "Peanuts, bee stings…"],
              ["medicalNotes", "Medical information", "Asthma: inhaler in bag…"],
              ["dietaryNeeds", "Dietary needs", "Vegetarian, no pork…"],
            ] as const
          ).map(([name, label, placeholder]) => (
            <FormField key={name} id={`${id}-${name}`} label={label} error={errors[name]}>
              {(props) => <Textarea {...props} rows={2} placeholder={placeholder} {...register(name)} />}
            </FormField>
          ))}
        </fieldset>
      )}
    </FormDialog>
  );
}
