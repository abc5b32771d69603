import { integer, jsonb, pgTable, unique, uuid } from "drizzle-orm/pg-core";
import { badges } from "./badges";
import { id, tstz } from "./columns";
import { scouts } from "./scouts";
import { troops } from "./troops";

/** A scout's ticked requirements for one badge (indexes into the badge's requirements). */
export const badgeProgress = pgTable(
  "badge_progress",
  {
    id: id(),
    troopId: uuid("troop_id")
      .notNull()
      .references(() => troops.id, { onDelete: "cascade" }),
    scoutId: uuid("scout_id")
      .notNull()
      .references(() => scouts.id, { onDelete: "cascade" }),
    badgeId: uuid("badge_id")
      .notNull()
      .references(() => badges.id),
    completedRequirements: jsonb("completed_requirements").$type<number[]>().notNull().default([]),
    // Every index that has ever given its points: ticking it again after an untick gives none.
    rewardedRequirements: jsonb("rewarded_requirements").$type<number[]>().notNull().default([]),
    progressPercentage: integer("progress_percentage").notNull().default(0),
    lastUpdated: tstz("last_updated").notNull().defaultNow(),
  },
  (t) => [unique("badge_progress_scout_badge_unique").on(t.scoutId, t.badgeId)],
);
