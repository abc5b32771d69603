import { index, pgTable, unique, uuid } from "drizzle-orm/pg-core";
import { id, tstz } from "./columns";
import { events } from "./events";
import { scouts } from "./scouts";
import { troops } from "./troops";
import { users } from "./users";

/** Who joined an event: any signed-in user; scout accounts also point at their roster entry. */
export const eventParticipants = pgTable(
  "event_participants",
  {
    id: id(),
    troopId: uuid("troop_id")
      .notNull()
      .references(() => troops.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    scoutId: uuid("scout_id").references(() => scouts.id, { onDelete: "cascade" }),
    joinedDate: tstz("joined_date").notNull().defaultNow(),
  },
  (t) => [unique("event_participants_event_user_unique").on(t.eventId, t.userId), index("event_participants_user_idx").on(t.userId)],
);
