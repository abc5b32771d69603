import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, scoutRef, troopRef, tstz, updatedAt } from "./columns";
import { events } from "./events";
import { users } from "./users";

/**
 * A scout's answer to an event, given by the scout or a parent: "yes" (Going; the place itself is the
 * event_participants row) or "no" (Can't come). One per scout per event; answering again replaces it.
 */
export const eventReplies = pgTable(
  "event_replies",
  {
    id: id(),
    troopId: troopRef(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    scoutId: scoutRef().notNull(),
    answer: text("answer", { enum: ["yes", "no"] }).notNull(),
    note: text("note"),
    answeredByUserId: uuid("answered_by_user_id").references(() => users.id, { onDelete: "set null" }),
    answeredAt: tstz("answered_at").notNull().defaultNow(),
  },
  (t) => [unique("event_replies_event_scout_unique").on(t.eventId, t.scoutId)],
);

/**
 * Consent records, kept as given: the text a parent agreed to is copied in, so a later change to the
 * event's consent text never changes what was signed. A withdrawal is recorded on the row; the
 * scout's current consent is their latest row not withdrawn.
 */
export const eventConsents = pgTable(
  "event_consents",
  {
    id: id(),
    troopId: troopRef(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    scoutId: scoutRef().notNull(),
    method: text("method", { enum: ["signed", "paper"] }).notNull(),
    signedName: text("signed_name"),
    signedByUserId: uuid("signed_by_user_id").references(() => users.id, { onDelete: "set null" }),
    consentText: text("consent_text").notNull(),
    signedAt: tstz("signed_at").notNull().defaultNow(),
    withdrawnAt: tstz("withdrawn_at"),
    withdrawnByUserId: uuid("withdrawn_by_user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("event_consents_event_scout_idx").on(t.eventId, t.scoutId, t.signedAt),
    check("event_consents_signed_has_name", sql`${t.method} <> 'signed' or ${t.signedName} is not null`),
  ],
);

/** A parent's offer to drive (with seats) or help at an event: one per parent per event. */
export const eventHelpers = pgTable(
  "event_helpers",
  {
    id: id(),
    troopId: troopRef(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["driver", "helper"] }).notNull(),
    seats: integer("seats"),
    note: text("note"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("event_helpers_event_user_unique").on(t.eventId, t.userId),
    check("event_helpers_seats", sql`${t.seats} is null or ${t.seats} between 1 and 20`),
  ],
);

/**
 * Every read of an event's camp sheet (children's medical notes): who looked, and when. `kind`
 * "offline" is a copy kept on the leader's device for camp, read there without the network; "view"
 * is the sheet opened.
 */
export const campSheetViews = pgTable(
  "camp_sheet_views",
  {
    id: id(),
    troopId: troopRef(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    // Kept when the account goes: the log names the leader as they were.
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    leaderName: text("leader_name").notNull(),
    viewedAt: tstz("viewed_at").notNull().defaultNow(),
    kind: text("kind", { enum: ["view", "offline"] })
      .notNull()
      .default("view"),
  },
  (t) => [
    index("camp_sheet_views_event_idx").on(t.eventId, t.viewedAt),
    check("camp_sheet_views_kind_check", sql`${t.kind} in ('view', 'offline')`),
  ],
);

/**
 * Every read of a scout's "Health" card (allergies, medical notes, dietary needs) by a leader or a
 * parent: who, and when. Erased with the child.
 */
export const healthReads = pgTable(
  "health_reads",
  {
    id: id(),
    troopId: troopRef(),
    scoutId: scoutRef().notNull(),
    // Kept when the account goes: the log names the reader as they were.
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    readerName: text("reader_name").notNull(),
    readAt: tstz("read_at").notNull().defaultNow(),
  },
  (t) => [index("health_reads_scout_idx").on(t.scoutId, t.readAt)],
);
