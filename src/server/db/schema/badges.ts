import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, troopRef, tstz, updatedAt } from "./columns";

/** A badge definition. Deleting sets deleted_at so earned history keeps its name. */
export const badges = pgTable(
  "badges",
  {
    id: id(),
    troopId: troopRef(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    imageUrl: text("image_url").notNull(),
    // A built-in category (BADGE_CATEGORIES) or one of the troop's custom keys.
    category: text("category").notNull().default("outdoor"),
    requirements: jsonb("requirements").$type<string[]>().notNull(),
    // The starting progress every scout sees before doing anything.
    progressPercentage: integer("progress_percentage").notNull().default(0),
    deletedAt: tstz("deleted_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("badges_troop_idx").on(t.troopId, t.name)],
);
