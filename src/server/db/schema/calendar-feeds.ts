import { pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, troopRef } from "./columns";
import { users } from "./users";

/**
 * Each account's private calendar address. The token is `selector + secret`:
 * the feed is looked up by the selector and the secret is compared in constant time, so response
 * times tell nothing about a guessed token. The secret is kept (not a hash) because the same address
 * must be shown again on every visit until the person resets it; it only opens a read-only list of
 * the troop's events. One address per account and troop: each names its troop.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    troopId: troopRef(),
    selector: text("selector").notNull().unique(),
    secret: text("secret").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.troopId] })],
);
