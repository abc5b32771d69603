import { date, index, integer, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { badges } from "./badges";
import { createdAt, id, scoutRef, troopRef } from "./columns";
import { users } from "./users";

/**
 * A leader's sign-off of one requirement for one scout: who and on which day. A signed-off
 * requirement counts as ticked and the scout cannot untick it; a leader's undo deletes the row.
 * The leader's name is copied in so "Signed off by …" still reads right after the account is gone.
 */
export const requirementSignOffs = pgTable(
  "requirement_sign_offs",
  {
    id: id(),
    troopId: troopRef(),
    scoutId: scoutRef().notNull(),
    badgeId: uuid("badge_id")
      .notNull()
      .references(() => badges.id, { onDelete: "cascade" }),
    requirementIndex: integer("requirement_index").notNull(),
    signedByUserId: uuid("signed_by_user_id").references(() => users.id, { onDelete: "set null" }),
    signedByName: text("signed_by_name").notNull(),
    signedOn: date("signed_on", { mode: "string" }).notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    unique("requirement_sign_offs_unique").on(t.scoutId, t.badgeId, t.requirementIndex),
    index("requirement_sign_offs_badge_idx").on(t.troopId, t.badgeId),
  ],
);
