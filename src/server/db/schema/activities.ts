import { index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { scouts } from "./scouts";
import { troops } from "./troops";

/** The activity feed; rows are written by the server in the transaction of the change they describe. */
export const activities = pgTable(
  "activities",
  {
    id: id(),
    troopId: uuid("troop_id")
      .notNull()
      .references(() => troops.id, { onDelete: "cascade" }),
    scoutId: uuid("scout_id")
      .notNull()
      .references(() => scouts.id, { onDelete: "cascade" }),
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
