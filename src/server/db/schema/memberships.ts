import { index, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { LEADER_ROLES, ROLES } from "../../../shared/constants";
import { createdAt, id, troopRef, tstz } from "./columns";
import { users } from "./users";

/**
 * An account's role in one troop (many-troops M2). An account belongs to the deployment; each troop
 * it takes part in is one row here: a scout in one troop only, a parent through the children linked
 * to it, a leader (admin or assistant) in as many troops as made it one.
 */
export const memberships = pgTable(
  "memberships",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    troopId: troopRef(),
    role: text("role", { enum: ROLES }).notNull(),
    // Leaders only: an admin may do everything; an assistant cannot change settings, codes, roles or erase and merge scouts.
    leaderRole: text("leader_role", { enum: LEADER_ROLES }),
    // When a session last acted in this troop (null: never yet); sign-in lands in the troop used last.
    lastUsedAt: tstz("last_used_at"),
    createdAt: createdAt(),
  },
  (t) => [unique("memberships_user_troop_unique").on(t.userId, t.troopId), index("memberships_troop_role_idx").on(t.troopId, t.role)],
);
