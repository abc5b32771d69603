import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { tstz } from "./columns";

/**
 * Counters behind the sign-in, password-change and sign-up limits, shared by every app instance on
 * this database. One row per key (e.g. `login:email:ann@example.org`); a hit after `window_ends`
 * starts a new window at 1. Expired rows are swept by the maintenance task.
 */
export const attemptCounters = pgTable(
  "attempt_counters",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    windowEnds: tstz("window_ends").notNull(),
  },
  (t) => [index("attempt_counters_window_ends_idx").on(t.windowEnds)],
);
