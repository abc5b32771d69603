import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { id, scoutRef, troopRef, tstz } from "./columns";
import { events } from "./events";
import { users } from "./users";

/**
 * Who joined an event. A scout's place points at their roster entry (scout_id) and, once they have
 * an account, at it too; a parent can sign up a child who has no account (user_id null). Leaders
 * join as themselves (scout_id null). A scout's own join is `pending` while the troop asks for a
 * parent's OK; a pending row holds its place like a joined one. A `waitlisted` row holds no place:
 * it waits, first come first served by `joinedDate`, for one to free up. `paid` is ticked by a leader.
 */
export const eventParticipants = pgTable(
  "event_participants",
  {
    id: id(),
    troopId: troopRef(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    scoutId: scoutRef(),
    status: text("status", { enum: ["joined", "pending", "waitlisted"] })
      .notNull()
      .default("joined"),
    joinedDate: tstz("joined_date").notNull().defaultNow(),
    paid: boolean("paid").notNull().default(false),
  },
  (t) => [
    unique("event_participants_event_user_unique").on(t.eventId, t.userId),
    unique("event_participants_event_scout_unique").on(t.eventId, t.scoutId),
    index("event_participants_user_idx").on(t.userId),
    index("event_participants_scout_idx").on(t.scoutId),
    index("event_participants_waiting_idx").on(t.eventId, t.joinedDate).where(sql`${t.status} = 'waitlisted'`),
    check("event_participants_someone", sql`${t.userId} is not null or ${t.scoutId} is not null`),
  ],
);
