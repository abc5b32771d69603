import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, scoutRef, troopRef, tstz } from "./columns";

/**
 * The people a leader can reach for one child (docs/product.md, "Families who never sign up"): up
 * to four per roster entry, in the order the leader gave them. A contact needs no account: their
 * email gets the troop's messages, reminders and parent invites. Emails are not unique: siblings
 * share their parents.
 */
export const scoutContacts = pgTable(
  "scout_contacts",
  {
    id: id(),
    troopId: troopRef(),
    scoutId: scoutRef().notNull(),
    // 0–3: the order of the roster form and of the CSV's "Contact 1 …" to "Contact 4 …" columns.
    position: integer("position").notNull(),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    relationship: text("relationship"),
    // When this contact was last emailed a parent invite for this child (null: never).
    invitedAt: tstz("invited_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("scout_contacts_scout_position_unique").on(t.scoutId, t.position),
    index("scout_contacts_troop_email_idx").on(t.troopId, sql`lower(${t.email})`),
  ],
);

/**
 * Addresses that asked, through the link in an email, to get no more email from the troop. Every
 * later message, notice, reminder and invite to the address is left out (outbox.service.ts).
 */
export const emailUnsubscribes = pgTable(
  "email_unsubscribes",
  {
    troopId: troopRef(),
    // Lower-cased.
    email: text("email").notNull(),
    unsubscribedAt: tstz("unsubscribed_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.troopId, t.email] })],
);
