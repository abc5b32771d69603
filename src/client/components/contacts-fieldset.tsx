import type { Contact } from "@shared/api/contacts";
import { CONTACTS_MAX } from "@shared/contact-columns";
import { Plus, Trash2 } from "lucide-react";
import type { FieldErrors, FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

/** One contact as the form holds it: every field as typed ("" is not set). */
export type ContactFormValue = { name: string; email: string; phone: string; relationship: string };

export const EMPTY_CONTACT: ContactFormValue = { name: "", email: "", phone: "", relationship: "" };

/** The contacts a form edits: the stored ones (a linked account shown among them is not one of them). */
export function contactFormValues(contacts: Contact[]): ContactFormValue[] {
  return contacts
    .filter((c) => !c.account)
    .map((c) => ({ name: c.name, email: c.email ?? "", phone: c.phone ?? "", relationship: c.relationship ?? "" }));
}

/** Form values → the request's contacts: blank optional fields are null ("not set"). */
export function toContactRequests(values: ContactFormValue[]) {
  const optional = (value: string) => value.trim() || null;
  return values.map((c) => ({ name: c.name, email: optional(c.email), phone: optional(c.phone), relationship: optional(c.relationship) }));
}

type WithContacts = FieldValues & { contacts: ContactFormValue[] };

const FIELDS = [
  { key: "name", label: "Name", type: "text", autoComplete: "off" },
  { key: "relationship", label: "Relationship", type: "text", autoComplete: "off", placeholder: "Mother, grandad…" },
  { key: "email", label: "Email", type: "email", autoComplete: "off" },
  { key: "phone", label: "Phone", type: "tel", autoComplete: "off" },
] as const;

/**
 * The family's contacts (up to four) in a roster form: the people a leader reaches for a child,
 * with or without an account. Linked parent accounts are listed above them, marked as having an
 * account; they keep their own details. Each contact's fields carry their own errors.
 */
export function ContactsFieldset<T extends FieldValues>({
  form,
  idPrefix,
  accounts,
  childName,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  idPrefix: string;
  /** The contacts that are linked parent accounts (read only here). */
  accounts: Contact[];
  childName: string;
}) {
  // The list is kept with the form's own setValue rather than useFieldArray, which would add its code
  // to the form library every page loads first (scripts/page-budgets.mjs).
  const name = "contacts" as Path<T>;
  const fields = (form.watch(name) ?? []) as ContactFormValue[];
  const setContacts = (next: ContactFormValue[]) =>
    form.setValue(name, next as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const current = () => (form.getValues(name) ?? []) as ContactFormValue[];
  const append = () => setContacts([...current(), { ...EMPTY_CONTACT }]);
  const remove = (index: number) => setContacts(current().filter((_, i) => i !== index));
  const errors = (form.formState.errors as FieldErrors<WithContacts>).contacts;
  // A problem with the list itself (a server's "at most 4") rather than with one contact.
  const listError = errors && !Array.isArray(errors) ? (errors as { message?: string }).message : undefined;
  return (
    <fieldset className="grid gap-3 rounded-lg border p-3">
      <legend className="px-1 text-sm font-semibold">Family contacts</legend>
      <p className="text-xs text-muted-foreground">
        Who to reach for {childName || "this scout"}, with or without an account: they get the troop's messages, reminders and parent
        invites by email. Seen by leaders and this child's parents only.
      </p>
      {accounts.length > 0 && (
        <ul aria-label="Parents with an account" className="grid gap-1 text-sm">
          {accounts.map((a) => (
            <li key={a.email ?? a.name} className="wrap-anywhere">
              {a.name} <span className="text-muted-foreground">({a.email})</span>{" "}
              <span className="text-xs font-medium text-emerald-800">has an account</span>
            </li>
          ))}
        </ul>
      )}
      {fields.map((_, index) => {
        const contactErrors = Array.isArray(errors) ? errors[index] : undefined;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the list; the form's values, not the inputs, hold what each says
          <fieldset key={index} aria-label={`Contact ${index + 1}`} className="grid gap-3 rounded-md bg-muted/40 p-3 sm:grid-cols-2">
            {FIELDS.map((f) => (
              <FormField
                key={f.key}
                id={`${idPrefix}-contact-${index}-${f.key}`}
                label={`Contact ${index + 1} ${f.label.toLowerCase()}`}
                required={f.key === "name"}
                error={contactErrors?.[f.key]}
              >
                {(props) => (
                  <Input
                    {...props}
                    type={f.type}
                    autoComplete={f.autoComplete}
                    placeholder={"placeholder" in f ? f.placeholder : undefined}
                    {...form.register(`contacts.${index}.${f.key}` as Path<T>)}
                  />
                )}
              </FormField>
            ))}
            <div className="sm:col-span-2">
              <Button type="button" variant="ghost" size="sm" onClick={() => remove(index)}>
                <Trash2 className="size-4" aria-hidden="true" />
                Remove contact {index + 1}
              </Button>
            </div>
          </fieldset>
        );
      })}
      {listError && <p className="text-sm text-destructive">{listError}</p>}
      {fields.length < CONTACTS_MAX && (
        <div>
          <Button type="button" variant="outline" size="sm" onClick={append}>
            <Plus className="size-4" aria-hidden="true" />
            Add a contact
          </Button>
        </div>
      )}
    </fieldset>
  );
}
