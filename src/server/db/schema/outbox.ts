import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, tstz } from "./columns";
import { events } from "./events";
import { troops } from "./troops";

export const OUTBOX_CHANNELS = ["email", "sms"] as const;
export const OUTBOX_STATUSES = ["unsent", "sent", "failed"] as const;
export const OUTBOX_KINDS = [
  "event-reminder",
  "badge-reminder",
  "weekly-report",
  "password-reset",
  "contact-message",
  "troop-message",
  "event-cancelled",
  "join-request",
  "parent-invite",
  "leader-invite",
  "district-invite",
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/**
 * Every message the app decides to send, written in the same transaction as its cause and
 * delivered later by the notification worker. A message is never edited after it is queued,
 * only its delivery state.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: id(),
    // Null only for the deployment's own mail, of no troop (a district's invite to a commissioner):
    // such rows are seen only by work across troops (the outbox worker), never in a troop's scope.
    troopId: uuid("troop_id").references(() => troops.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: OUTBOX_CHANNELS }).notNull(),
    kind: text("kind", { enum: OUTBOX_KINDS }).notNull(),
    // One address or phone number: never a list, so no family sees another's address.
    recipient: text("recipient").notNull(),
    // The person the email is from (the leader who wrote, the parent who asked): a reply in a mail program reaches them.
    replyTo: text("reply_to"),
    // The address's unsubscribe link (List-Unsubscribe), for emails to families without an account.
    unsubscribeUrl: text("unsubscribe_url"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    // Set for event reminders: with the unique index below, once per recipient per event.
    eventId: uuid("event_id").references(() => events.id, { onDelete: "cascade" }),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("unsent"),
    reason: text("reason"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: tstz("next_attempt_at").notNull().defaultNow(),
    // A worker that claimed the message owns it until then; a crashed worker's claim simply lapses.
    claimedUntil: tstz("claimed_until"),
    createdAt: createdAt(),
    sentAt: tstz("sent_at"),
  },
  (t) => [
    uniqueIndex("outbox_event_recipient_unique").on(t.eventId, t.recipient, t.channel, t.kind).where(sql`${t.eventId} is not null`),
    index("outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'unsent'`),
    index("outbox_troop_created_idx").on(t.troopId, t.createdAt),
  ],
);
