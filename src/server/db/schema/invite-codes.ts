import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, tstz } from "./columns";
import { scouts } from "./scouts";
import { troops } from "./troops";
import { users } from "./users";

/**
 * Personal codes a leader hands out for one roster scout: `scout` signs that child's own account
 * up, `parent` signs a parent up (or links another child to a parent). Only the SHA-256 of a code
 * is kept, so a copy of the database does not hand out accounts; single use, 14 days.
 */
export const inviteCodes = pgTable(
  "invite_codes",
  {
    id: id(),
    troopId: uuid("troop_id")
      .notNull()
      .references(() => troops.id, { onDelete: "cascade" }),
    scoutId: uuid("scout_id")
      .notNull()
      .references(() => scouts.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["scout", "parent"] }).notNull(),
    codeHash: text("code_hash").notNull().unique(),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    expiresAt: tstz("expires_at").notNull(),
    usedAt: tstz("used_at"),
    usedByUserId: uuid("used_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("invite_codes_scout_idx").on(t.scoutId, t.kind)],
);
