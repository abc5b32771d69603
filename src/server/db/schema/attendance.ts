import { index, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { id, scoutRef, troopRef, tstz } from "./columns";
import { events } from "./events";

/** One record per (scout, event); recording again updates it. */
export const attendance = pgTable(
  "attendance",
  {
    id: id(),
    troopId: troopRef(),
    scoutId: scoutRef().notNull(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id),
    status: text("status", { enum: ["present", "absent"] }).notNull(),
    notes: text("notes"),
    recordedAt: tstz("recorded_at").notNull().defaultNow(),
  },
  (t) => [unique("attendance_scout_event_unique").on(t.scoutId, t.eventId), index("attendance_troop_idx").on(t.troopId, t.recordedAt)],
);
