import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { troopRef, tstz } from "./columns";
import { users } from "./users";

/** Sessions keep only the SHA-256 of the token (sid); `sess` holds what the session was opened with. */
export const sessions = pgTable(
  "sessions",
  {
    sid: text("sid").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The troop the session acts in (many-troops M2): one at a time, switched with POST /api/session/troop. */
    troopId: troopRef(),
    sess: jsonb("sess").$type<{ createdAt: string; userAgent?: string }>().notNull(),
    expire: tstz("expire").notNull(),
    /** Sign-in time: a session ends 90 days after it whatever its use (the expiry slides only up to then). */
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expire_idx").on(t.expire)],
);
