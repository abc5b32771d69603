import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { type Database, openPg, openPglite } from "../../src/server/db/client";
import { adminQuery, asTestAppRole, databaseUrl, randomDatabaseName } from "./database-template";

/**
 * A fresh, migrated database for one test file, copied from the template the global setup migrated
 * once: an in-memory PGlite loaded from its dump by default, or a throwaway database created from the
 * template database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close; `url` names
 * it, so a test can open a second connection pool as a second app instance would).
 */
export type TestDatabase = Database & {
  /**
   * A second, independent connection to the same database, as a second app instance would open
   * (a new pool on PostgreSQL; the embedded database has one connection, so the same one).
   */
  connectAgain: () => Database;
};

export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject("databaseTemplate");
  if (template.driver === "pglite") {
    const database = openPglite(await PGlite.create({ loadDataDir: new Blob([readFileSync(template.dumpFile)]) }));
    return { ...database, connectAgain: () => ({ ...database, close: async () => {} }) };
  }
  const serverUrl = process.env.TEST_DATABASE_URL ?? "";
  const name = randomDatabaseName("sb_test");
  await adminQuery(serverUrl, `create database ${name} template ${template.name}`);
  const url = databaseUrl(serverUrl, name);
  const database = openPg(url, 20, asTestAppRole(url));
  return {
    ...database,
    url,
    connectAgain: () => openPg(url, 5, asTestAppRole(url)),
    close: async () => {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export const testDriver = () => (process.env.TEST_DATABASE_URL ? "pg" : "pglite");
