import { index, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { badges } from "./badges";
import { id, scoutRef, troopRef, tstz } from "./columns";
import { users } from "./users";

/**
 * A scout's request that a leader approve a badge, while the troop's requireLeaderApproval is on.
 * At most one per (scout, badge): "pending" until a leader approves it (the row goes and the
 * award is created in the same transaction) or returns it with a note ("returned"; the scout
 * may ask again, which makes it pending once more).
 */
export const badgeApprovals = pgTable(
  "badge_approvals",
  {
    id: id(),
    troopId: troopRef(),
    scoutId: scoutRef().notNull(),
    badgeId: uuid("badge_id")
      .notNull()
      .references(() => badges.id),
    status: text("status", { enum: ["pending", "returned"] }).notNull(),
    note: text("note"),
    requestedAt: tstz("requested_at").notNull().defaultNow(),
    returnedAt: tstz("returned_at"),
    returnedByUserId: uuid("returned_by_user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    unique("badge_approvals_scout_badge_unique").on(t.scoutId, t.badgeId),
    index("badge_approvals_troop_status_idx").on(t.troopId, t.status, t.requestedAt),
  ],
);
