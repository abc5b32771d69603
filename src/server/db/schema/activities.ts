import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, scoutRef, troopRef } from "./columns";

/** The activity feed; rows are written by the server in the transaction of the change they describe. */
export const activities = pgTable(
  "activities",
  {
    id: id(),
    troopId: troopRef(),
    scoutId: scoutRef().notNull(),
    activityType: text("activity_type").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    points: integer("points").notNull().default(0),
    metadata: jsonb("metadata").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("activities_troop_created_idx").on(t.troopId, t.createdAt, t.id),
    index("activities_scout_created_idx").on(t.scoutId, t.createdAt, t.id),
  ],
);
