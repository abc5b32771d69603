import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { appRoleGrants, createAppRole } from "../../src/server/db/app-role";
import { openPg, openPglite } from "../../src/server/db/client";
import { migrateDatabase } from "../../src/server/db/migrate";

/**
 * Where the migrated starting point of every test database is: a dump of a migrated embedded
 * database, or a migrated template database on the PostgreSQL server of TEST_DATABASE_URL.
 */
export type DatabaseTemplate = { driver: "pglite"; dumpFile: string } | { driver: "pg"; name: string };

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

export function randomDatabaseName(prefix: string): string {
  return `${prefix}_${Date.now()}_${Math.random().toString(16).slice(2, 10)}`;
}

export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The role the app under test connects as on PostgreSQL: no superuser, no BYPASSRLS, as a
 * deployment's must be; the server's own user writes the fixtures.
 */
export const TEST_APP_ROLE = "scout_badges_test_app";

/** The same database as `url`, connected as the test app role. */
export function asTestAppRole(url: string): string {
  const app = new URL(url);
  app.username = TEST_APP_ROLE;
  app.password = "";
  return app.toString();
}

/** Makes the test app role (once per server) and lets it read and write the tables of the database at `url`. */
export async function grantTestAppRole(url: string): Promise<void> {
  await adminQuery(url, createAppRole(TEST_APP_ROLE, true));
  for (const grant of appRoleGrants(TEST_APP_ROLE)) await adminQuery(url, grant);
}

/** Migrates once per test run; returns the template and how to remove it afterwards. */
export async function createDatabaseTemplate(): Promise<{ template: DatabaseTemplate; remove: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const client = await PGlite.create();
    await migrateDatabase(openPglite(client));
    const dump = await client.dumpDataDir("none");
    await client.close();
    const dir = mkdtempSync(join(tmpdir(), "scout-badges-test-template-"));
    const dumpFile = join(dir, "migrated.tar");
    writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
    return { template: { driver: "pglite", dumpFile }, remove: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = randomDatabaseName("sb_template");
  await adminQuery(serverUrl, `create database ${name}`);
  const database = openPg(databaseUrl(serverUrl, name), 2);
  await migrateDatabase(database);
  await grantTestAppRole(databaseUrl(serverUrl, name));
  // CREATE DATABASE … TEMPLATE refuses a template with open connections.
  await database.close();
  return {
    template: { driver: "pg", name },
    remove: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
