import { type ChildScout, childUpdateRequest } from "@shared/api/family";
import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import type { z } from "zod";
import { ContactsFieldset, contactFormValues } from "@/components/contacts-fieldset";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api-request";
import { useRequestForm } from "@/lib/use-request-form";
import { toast, toastError } from "@/lib/use-toast";
import { refreshFamilyQueries, updateChild } from "../api";

type Values = z.input<typeof childUpdateRequest>;
type Field = "email" | "phone" | "emergencyContact" | "emergencyPhone" | "dateOfBirth";

const FIELDS: { key: Field; label: string; type?: string; autoComplete?: string }[] = [
  { key: "email", label: "Email", type: "email", autoComplete: "off" },
  { key: "phone", label: "Phone", type: "tel", autoComplete: "off" },
  { key: "emergencyContact", label: "Emergency contact", autoComplete: "off" },
  { key: "emergencyPhone", label: "Emergency phone", type: "tel", autoComplete: "off" },
  { key: "dateOfBirth", label: "Date of birth", type: "date" },
];

/** An emptied field means "not set" (null), as the shared schema expects; an empty date is not a date. */
const emptyAsNull = (v: unknown) => (v === "" ? null : v);

/** The child's contact and emergency details, checked by the shared schema; the server's field errors land at the field. */
export function ChildDetailsForm({ scout }: { scout: ChildScout }) {
  const prefix = useId();
  const form = useRequestForm({
    schema: childUpdateRequest,
    defaults: {
      email: scout.email ?? "",
      phone: scout.phone ?? "",
      emergencyContact: scout.emergencyContact ?? "",
      emergencyPhone: scout.emergencyPhone ?? "",
      dateOfBirth: scout.dateOfBirth ?? "",
      contacts: contactFormValues(scout.contacts),
    },
  });
  const save = useMutation({
    mutationFn: (values: Values) => updateChild(scout.id, values),
    onSuccess: async () => {
      toast({ title: "Details saved", description: `${scout.name}'s details are up to date.` });
      await refreshFamilyQueries();
    },
    onError: (error) => {
      // 400 (a field the schema let through) and 409 (email already on the roster) land at the field.
      form.showServerErrors(error);
      toastError(errorMessage(error, "Could not save the details."));
    },
  });

  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      aria-label={`Contact and emergency details of ${scout.name}`}
      onSubmit={form.handleSubmit((values) => save.mutate({ ...values, dateOfBirth: values.dateOfBirth ?? null }))}
    >
      {FIELDS.map((f) => (
        <FormField key={f.key} id={`${prefix}-${f.key}`} label={f.label} error={form.formState.errors[f.key]}>
          {(props) => (
            <Input
              {...props}
              type={f.type ?? "text"}
              autoComplete={f.autoComplete}
              {...form.register(f.key, { setValueAs: emptyAsNull })}
            />
          )}
        </FormField>
      ))}
      <div className="sm:col-span-2">
        <ContactsFieldset form={form} idPrefix={prefix} accounts={scout.contacts.filter((c) => c.account)} childName={scout.name} />
      </div>
      <div className="flex items-end sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save details"}
        </Button>
      </div>
    </form>
  );
}
