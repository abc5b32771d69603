import { sql } from "drizzle-orm";
import { index, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { badges } from "./badges";
import { id, scoutRef, troopRef, tstz } from "./columns";
import { users } from "./users";

/** An award: "earned" means one of these exists. Unique per (scout, badge). */
export const scoutBadges = pgTable(
  "scout_badges",
  {
    id: id(),
    troopId: troopRef(),
    scoutId: scoutRef().notNull(),
    badgeId: uuid("badge_id")
      .notNull()
      .references(() => badges.id),
    earnedDate: tstz("earned_date").notNull().defaultNow(),
    awardedByUserId: uuid("awarded_by_user_id").references(() => users.id, { onDelete: "set null" }),
    // The acting user's full name at the time, kept even if that account goes away.
    awardedBy: text("awarded_by").notNull(),
    // When a leader recorded that the physical badge was handed over; null while it is still owed.
    presentedAt: tstz("presented_at"),
  },
  (t) => [
    unique("scout_badges_scout_badge_unique").on(t.scoutId, t.badgeId),
    index("scout_badges_troop_earned_idx").on(t.troopId, t.earnedDate, t.id),
    index("scout_badges_badge_idx").on(t.badgeId),
    index("scout_badges_to_present_idx").on(t.troopId).where(sql`${t.presentedAt} is null`),
  ],
);
