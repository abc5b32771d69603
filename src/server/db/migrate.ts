import { join } from "node:path";
import { sql } from "drizzle-orm";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { packageRoot } from "../lib/package-root";
import { appRoleGrants, createAppRole } from "./app-role";
import type { Database, Db } from "./client";
import { EMBEDDED_APP_ROLE } from "./scoped-connection";
import { acrossTroops } from "./troop-scope";

export const migrationsFolder = join(packageRoot(), "drizzle");

/**
 * The advisory lock migrations run under on PostgreSQL: any fixed number, the same in every
 * instance, and not one the app locks for anything else (the starter data uses 4242).
 */
export const MIGRATION_LOCK = 5_318_008_027;

/**
 * Applies the committed SQL migrations; both drivers run the very same files. A migration that
 * moves data sees every troop: on PostgreSQL the owner is held to row-level security too.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  await acrossTroops("migrations change every troop's tables", async () => {
    if (database.driver === "pglite") {
      // One process owns the embedded database: nothing can migrate it at the same time.
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
      await grantEmbeddedAppRole(database.db);
      return;
    }
    await migrateUnderLock(database.db as unknown as NodePgDatabase);
  });
}

/**
 * The embedded database's app role, made once and given the tables as they are now: it reads and
 * writes rows and owns nothing, so the policies hold for it as they do for the app on PostgreSQL.
 */
async function grantEmbeddedAppRole(db: Db): Promise<void> {
  await db.execute(sql.raw(createAppRole(EMBEDDED_APP_ROLE, false)));
  for (const grant of appRoleGrants(EMBEDDED_APP_ROLE)) await db.execute(sql.raw(grant));
}

/**
 * Several instances may start at the same moment on one PostgreSQL. Unserialised, both would find
 * an empty database and create the same schema and tables, and one would fail. Each waits for the
 * lock on a connection of its own, so the second finds the migrations already applied and skips
 * them. The lock belongs to that connection: if the process dies, the server releases it.
 */
async function migrateUnderLock(db: NodePgDatabase): Promise<void> {
  const { $client } = db as NodePgDatabase & { $client: pg.Pool | pg.Client };
  const client = $client instanceof pg.Pool ? await $client.connect() : null;
  const connection = client ?? $client;
  let failed = false;
  try {
    await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await migratePg(drizzle(connection), { migrationsFolder });
    } finally {
      await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    // After a failure the connection is closed rather than reused: that also ends the lock if
    // unlocking failed.
    client?.release(failed);
  }
}
