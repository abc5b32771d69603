import { z } from "zod";
import { LIMITS } from "../constants";
import { optionalEmail, optionalText, requiredText } from "./common";
import { contactList, contactResponse, contactsFromColumns } from "./contacts";
import { healthFields } from "./event-logistics";

/** Today's date where it is latest on Earth (UTC+14), so "born today" is accepted from every time zone. */
function latestToday(): string {
  return new Date(Date.now() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

const scoutFields = {
  name: requiredText(LIMITS.name, "Name"),
  email: optionalEmail("Email"),
  phone: optionalText(50, "Phone"),
  emergencyContact: optionalText(LIMITS.name, "Emergency contact"),
  emergencyPhone: optionalText(50, "Emergency phone"),
  dateOfBirth: z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: "Date of birth must be a date (YYYY-MM-DD)." })
    .nullish()
    .transform((v) => (v ? v.slice(0, 10) : null))
    .refine((v) => v === null || v <= latestToday(), { error: "Date of birth cannot be in the future." }),
  isActive: z.boolean({ error: "Active must be true or false." }),
  notes: optionalText(LIMITS.notes, "Notes"),
  // Health and food: leaders and the child's parents edit them; never on feeds, calendars or messages.
  ...healthFields,
  // The family's contacts (up to 4); sent replaces them all, left out keeps them.
  contacts: contactList,
};

/** A scout's patrol (null: none) and whether they are one of its (at most two) patrol leaders. */
const patrolFields = {
  patrolId: z.string({ error: "Choose one of the troop's patrols." }).nullable(),
  patrolLeader: z.boolean({ error: "Patrol leader must be true or false." }),
};

/** Scout form and POST body: the scout schema without id and joinDate. */
export const scoutCreateRequest = z.object({
  ...scoutFields,
  isActive: scoutFields.isActive.default(true),
  contacts: scoutFields.contacts.default([]),
  patrolId: patrolFields.patrolId.default(null),
  patrolLeader: patrolFields.patrolLeader.default(false),
});
export type ScoutCreateRequest = z.input<typeof scoutCreateRequest>;

/**
 * One row of a roster import: the scout form's fields without a patrol (patrols are given on the
 * roster). Contacts come as `contacts`, as on the form, or as the CSV's column names ("Contact 1
 * Name" …, or "Parent Name", "Parent Email", "Parent Phone").
 */
export const scoutImportRow = z.preprocess(
  (row) => {
    if (typeof row !== "object" || row === null || Array.isArray(row) || "contacts" in row) return row;
    const contacts = contactsFromColumns(row as Record<string, unknown>);
    return contacts ? { ...row, contacts } : row;
  },
  z.object({ ...scoutFields, isActive: scoutFields.isActive.default(true), contacts: scoutFields.contacts.default([]) }),
);

/** PATCH body: only the fields sent (no defaults, so nothing unsent is overwritten). */
export const scoutUpdateRequest = z.object({ ...scoutFields, ...patrolFields }).partial();
export type ScoutUpdateRequest = z.input<typeof scoutUpdateRequest>;

export const scoutResponse = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  emergencyContact: z.string().nullable(),
  emergencyPhone: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  joinDate: z.string(),
  isActive: z.boolean(),
  notes: z.string().nullable(),
  // Health and food notes are never on the roster: they are read on the scout's Health card and the
  // camp sheet, where each read is logged (GET /api/scouts/{id}/health).
  hasAccount: z.boolean(),
  patrolId: z.string().nullable(),
  patrolLeader: z.boolean(),
  /** The family's contacts, then the linked parent accounts that are none of them (`account`). */
  contacts: z.array(contactResponse),
  /** Linked parent accounts: leaders see who follows this child. */
  parents: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string() })),
  /**
   * Other roster entries of the troop with the same name (ignoring case and spaces) or the same email:
   * likely the same child entered twice (a sign-up with the troop's join code always makes a new entry).
   */
  possibleDuplicateOf: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type Scout = z.infer<typeof scoutResponse>;

/** POST /api/scouts/{id}/merge: everything of `id` moves into the entry kept, then `id` is erased. */
export const scoutMergeRequest = z.object({
  intoScoutId: z.string({ error: "Choose the entry to keep." }).min(1, { error: "Choose the entry to keep." }),
});
export type ScoutMergeRequest = z.input<typeof scoutMergeRequest>;

/** How many scouts one import may add: a troop's whole roster, with room to spare. */
export const IMPORT_MAX_ROWS = 500;

/**
 * POST /api/scouts/import: the rows of a roster CSV, each with the fields of the scout form. The rows
 * are checked one by one on the server (each refusal names its row), so here they are only a list.
 */
export const scoutImportRequest = z.object({
  rows: z
    .array(z.unknown(), { error: "rows must be a list of scouts." })
    .min(1, { error: "Add at least one scout to import." })
    .max(IMPORT_MAX_ROWS, { error: `At most ${IMPORT_MAX_ROWS} scouts can be imported at once.` }),
});
export type ScoutImportRequest = { rows: ScoutCreateRequest[] };

export const scoutImportResponse = z.object({ created: z.number() });
export type ScoutImportResult = z.infer<typeof scoutImportResponse>;

/**
 * A refused import: nothing was created; `row` counts the request's rows from 1, `fields` maps a field
 * to its message. A request that is not a list of 1 to 500 rows answers the usual `{error, fields}`.
 */
export const scoutImportRefusal = z.object({
  error: z.string(),
  rows: z.array(z.object({ row: z.number(), fields: z.record(z.string(), z.string()) })).optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ScoutImportRefusal = { error: string; rows: { row: number; fields: Record<string, string> }[] };
