import { type Scout, type ScoutCreateRequest, scoutCreateRequest } from "@shared/api/scouts";
import { z } from "zod";
import { contactFormValues, EMPTY_CONTACT, toContactRequests } from "@/components/contacts-fieldset";
import { requestForm } from "@/lib/request-form";

/** Add / Edit Scout form: the form's values, its transform into the request, and its schema. */

const scoutFormValuesSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  dateOfBirth: z.string(),
  emergencyContact: z.string(),
  emergencyPhone: z.string(),
  // "" is no patrol.
  patrolId: z.string(),
  patrolLeader: z.boolean(),
  isActive: z.boolean(),
  notes: z.string(),
  allergies: z.string(),
  medicalNotes: z.string(),
  dietaryNeeds: z.string(),
  contacts: z.array(z.object({ name: z.string(), email: z.string(), phone: z.string(), relationship: z.string() })),
});
export type ScoutFormValues = z.infer<typeof scoutFormValuesSchema>;

const EMPTY: ScoutFormValues = {
  name: "",
  email: "",
  phone: "",
  dateOfBirth: "",
  emergencyContact: "",
  emergencyPhone: "",
  patrolId: "",
  patrolLeader: false,
  isActive: true,
  notes: "",
  allergies: "",
  medicalNotes: "",
  dietaryNeeds: "",
  // A new scout starts with one contact to fill in: most families give one.
  contacts: [{ ...EMPTY_CONTACT }],
};

/** The form's starting values: empty for a new scout, the scout's fields when editing. */
export function scoutFormValues(scout: Scout | null): ScoutFormValues {
  if (!scout) return EMPTY;
  return {
    name: scout.name,
    email: scout.email ?? "",
    phone: scout.phone ?? "",
    dateOfBirth: scout.dateOfBirth?.slice(0, 10) ?? "",
    emergencyContact: scout.emergencyContact ?? "",
    emergencyPhone: scout.emergencyPhone ?? "",
    patrolId: scout.patrolId ?? "",
    patrolLeader: scout.patrolLeader,
    isActive: scout.isActive,
    notes: scout.notes ?? "",
    // Never on the roster: an entry's health notes are read and kept on its Health card.
    allergies: "",
    medicalNotes: "",
    dietaryNeeds: "",
    contacts: contactFormValues(scout.contacts),
  };
}

/**
 * Contact rows left wholly blank at the end are no contacts (a new scout's form offers one). A blank
 * row between filled ones stays, so every problem is told at the row the leader sees.
 */
function withoutTrailingBlanks(contacts: ScoutFormValues["contacts"]) {
  let end = contacts.length;
  while (end > 0 && Object.values(contacts[end - 1] ?? {}).every((v) => v.trim() === "")) end--;
  return contacts.slice(0, end);
}

/** Form values → request body: blank optional fields are sent as null ("not set"). */
export function toScoutRequest(values: ScoutFormValues): ScoutCreateRequest {
  const optional = (value: string) => value.trim() || null;
  return {
    name: values.name,
    email: optional(values.email),
    phone: optional(values.phone),
    emergencyContact: optional(values.emergencyContact),
    emergencyPhone: optional(values.emergencyPhone),
    dateOfBirth: values.dateOfBirth || null,
    patrolId: values.patrolId || null,
    // Only a scout in a patrol leads one.
    patrolLeader: values.patrolId ? values.patrolLeader : false,
    isActive: values.isActive,
    notes: optional(values.notes),
    allergies: optional(values.allergies),
    medicalNotes: optional(values.medicalNotes),
    dietaryNeeds: optional(values.dietaryNeeds),
    contacts: toContactRequests(withoutTrailingBlanks(values.contacts)),
  };
}

/** The form's schema: values → request body, checked by the server's own scout schema. */
export const scoutForm = requestForm({
  values: scoutFormValuesSchema,
  toRequest: toScoutRequest,
  request: scoutCreateRequest,
  nested: ["contacts"],
});

/** An edit's body: the health notes are the Health card's to change, so an edit never sends (and clears) them. */
export function withoutHealth({ allergies: _a, medicalNotes: _m, dietaryNeeds: _d, ...rest }: ScoutCreateRequest) {
  return rest;
}
