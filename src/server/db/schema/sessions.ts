import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { tstz } from "./columns";
import { troops } from "./troops";
import { users } from "./users";

/** Sessions keep only the SHA-256 of the token (sid); `sess` holds what the session was opened with. */
export const sessions = pgTable(
  "sessions",
  {
    sid: text("sid").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /**
     * The troop the session acts in (many-troops M2): one at a time, switched with POST /api/session/troop.
     * None for an account that belongs to no troop (a district's commissioner, many-troops M6): such a
     * session reaches the account's own routes and the district's overview, and no troop's.
     */
    troopId: uuid("troop_id").references(() => troops.id, { onDelete: "cascade" }),
    sess: jsonb("sess").$type<{ createdAt: string; userAgent?: string }>().notNull(),
    expire: tstz("expire").notNull(),
    /** Sign-in time: a session ends 90 days after it whatever its use (the expiry slides only up to then). */
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expire_idx").on(t.expire)],
);
