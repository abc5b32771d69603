import { type AnyPgColumn, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { AUDIENCE_KINDS } from "../../../shared/api/messages";
import { createdAt, id, troopRef, tstz } from "./columns";
import { events } from "./events";
import { users } from "./users";

/**
 * A message a leader wrote to an audience of the troop, or a parent's reply to the leaders. The
 * audience is kept as it was chosen; who actually received it is in message_recipients, resolved
 * once when it was sent, so read receipts never change when the roster does.
 */
export const messages = pgTable(
  "messages",
  {
    id: id(),
    troopId: troopRef(),
    sentByUserId: uuid("sent_by_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    audienceKind: text("audience_kind", { enum: AUDIENCE_KINDS }).notNull(),
    // No foreign key yet: patrols are not a table of their own so far.
    audiencePatrolId: uuid("audience_patrol_id"),
    audienceEventId: uuid("audience_event_id").references(() => events.id, { onDelete: "set null" }),
    // Set on a parent's reply: the message it answers.
    replyToMessageId: uuid("reply_to_message_id").references((): AnyPgColumn => messages.id, { onDelete: "set null" }),
    // How many addresses of families without an account got it by email only ("{m} emailed").
    emailedCount: integer("emailed_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("messages_troop_created_idx").on(t.troopId, t.createdAt)],
);

/**
 * One row per account a message reached: its read receipt. Deleting the account (erasing a
 * scout) deletes its rows, so an erased child never shows as a recipient.
 */
export const messageRecipients = pgTable(
  "message_recipients",
  {
    // The message's troop, so the wall between troops stands on this table too (docs/decisions/026).
    troopId: troopRef(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    readAt: tstz("read_at"),
  },
  (t) => [
    primaryKey({ name: "message_recipients_pk", columns: [t.messageId, t.userId] }),
    index("message_recipients_user_idx").on(t.userId, t.readAt),
  ],
);
