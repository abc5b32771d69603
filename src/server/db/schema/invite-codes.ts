import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, scoutRef, troopRef, tstz } from "./columns";
import { users } from "./users";

/**
 * Personal codes a leader hands out for one roster scout: `scout` signs that child's own account
 * up, `parent` signs a parent up (or links another child to a parent). Codes are looked up by their
 * SHA-256; single use, 14 days. The code itself is kept only while it can still be used, so leaders
 * can show and reprint the card they handed out instead of replacing it: it is cleared when the code
 * is used, and a replaced code's row goes.
 */
export const inviteCodes = pgTable(
  "invite_codes",
  {
    id: id(),
    troopId: troopRef(),
    scoutId: scoutRef().notNull(),
    kind: text("kind", { enum: ["scout", "parent"] }).notNull(),
    codeHash: text("code_hash").notNull().unique(),
    // The printable code while it is live; null once used (and for codes made before it was kept).
    code: text("code"),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    expiresAt: tstz("expires_at").notNull(),
    usedAt: tstz("used_at"),
    usedByUserId: uuid("used_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("invite_codes_scout_idx").on(t.scoutId, t.kind)],
);
