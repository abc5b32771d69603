import { pgTable, text } from "drizzle-orm/pg-core";
import { tstz } from "./columns";

/**
 * The app instances running on this PostgreSQL database, each seen within the last seconds while
 * it runs (plugins/forget-everywhere.ts): a change that forgets kept reads waits for each recently
 * seen instance to say it forgot. Deployment-wide, not troop data; rows of stopped instances are
 * removed when they stop, or a day later.
 */
export const appInstances = pgTable("app_instances", {
  id: text("id").primaryKey(),
  seenAt: tstz("seen_at").notNull(),
});
