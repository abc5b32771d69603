import { integer, jsonb, pgTable, unique, uuid } from "drizzle-orm/pg-core";
import { badges } from "./badges";
import { id, scoutRef, troopRef, tstz } from "./columns";

/** A scout's ticked requirements for one badge (indexes into the badge's requirements). */
export const badgeProgress = pgTable(
  "badge_progress",
  {
    id: id(),
    troopId: troopRef(),
    scoutId: scoutRef().notNull(),
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
