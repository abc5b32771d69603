import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminQuery, asTestAppRole, databaseUrl, randomDatabaseName, TEST_APP_ROLE } from "../../../tests/setup/database-template";
import { requestsTo } from "../../../tests/setup/request-as";
import { testDriver } from "../../../tests/setup/test-database";
import { type App, buildApp } from "../app";
import { type Database, openPg } from "./client";
import { migrateDatabase, migrationsFolder } from "./migrate";
import { troops } from "./schema";

const count = async (database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n;

describe.skipIf(testDriver() !== "pg")(
  "instances starting together on an empty PostgreSQL (PostgreSQL only: one process owns the embedded database)",
  () => {
    it("both migrate and come up, and every migration is applied once", async () => {
      const serverUrl = process.env.TEST_DATABASE_URL ?? "";
      const name = randomDatabaseName("sb_migrate");
      // As a deployment has it: the app's own role owns the database, migrates it and runs on it,
      // neither superuser nor BYPASSRLS, so the policies hold it too.
      await adminQuery(serverUrl, `create database ${name} owner ${TEST_APP_ROLE}`);
      const url = asTestAppRole(databaseUrl(serverUrl, name));
      // Two instances: each its own connection pool.
      const instances = [openPg(url, 3), openPg(url, 3)] as const;
      const apps: App[] = [];
      try {
        await Promise.all(instances.map((database) => migrateDatabase(database)));
        const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
        expect(await count(instances[0], sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toBe(journal.entries.length);
        apps.push(...(await Promise.all(instances.map((database) => buildApp({ database })))));
        for (const app of apps) expect((await requestsTo(app)(null).get("/api/health")).statusCode).toBe(200);
        expect(await instances[1].db.select().from(troops)).toHaveLength(1);
        // A restart finds nothing left to apply.
        await migrateDatabase(instances[1]);
        expect(await count(instances[1], sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toBe(journal.entries.length);
      } finally {
        await Promise.all(apps.map((app) => app.close()));
        await Promise.all(instances.map((database) => database.close()));
        await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
      }
    });
  },
);
