import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type Database, openPg, openPglite } from "../../src/server/db/client";
import { migrateDatabase } from "../../src/server/db/migrate";

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a throwaway
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = openPglite(await PGlite.create());
    await migrateDatabase(database);
    return database;
  }
  const name = `sb_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPg(url.toString(), 20);
  await migrateDatabase(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export const testDriver = () => (process.env.TEST_DATABASE_URL ? "pg" : "pglite");
