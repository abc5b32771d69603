import { join } from "node:path";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { packageRoot } from "../lib/package-root";
import type { Database } from "./client";

export const migrationsFolder = join(packageRoot(), "drizzle");

/** Applies the committed SQL migrations; both drivers run the very same files. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.driver === "pglite") {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  }
}
