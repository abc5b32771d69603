import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { login, signUpLeader } from "../../../tests/factories/users";
import { requestsTo } from "../../../tests/setup/request-as";
import { createTestDatabase } from "../../../tests/setup/test-database";
import { buildApp } from "../app";
import { type Database, EMBEDDED_CONFIG, openDatabase, openPglite } from "./client";
import { migrateDatabase } from "./migrate";
import { troops } from "./schema";

describe("the embedded database in DATA_DIR", () => {
  const root = mkdtempSync(join(tmpdir(), "scout-badges-data-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("keeps accounts, sessions and the troop across a restart", async () => {
    // A folder that does not exist yet is created on first start.
    const dataDir = join(root, "nested", "data");

    const first = await openDatabase({ dataDir });
    expect(first.driver).toBe("pglite");
    await migrateDatabase(first);
    const app1 = await buildApp({ database: first });
    const leader = await signUpLeader(app1, { password: "persisted-pass" });
    const troopBefore = (await requestsTo(app1)(leader).get("/api/troop/configuration")).json();
    await app1.close();
    await first.close();

    const second = await openDatabase({ dataDir });
    // Migrating again on every start is a no-op.
    await migrateDatabase(second);
    const app2 = await buildApp({ database: second });
    try {
      const res = await login(app2, leader.email, "persisted-pass", "leader");
      expect(res.statusCode).toBe(200);
      expect(res.json().user.id).toBe(leader.userId);
      // The earlier session survives too, and the troop is the same one (not created again).
      const config = await requestsTo(app2)(leader).get("/api/troop/configuration");
      expect(config.statusCode).toBe(200);
      expect(config.json().id).toBe(troopBefore.id);
      expect(config.json().leaderUserId).toBe(leader.userId);
      expect(await second.db.select().from(troops)).toHaveLength(1);
    } finally {
      await app2.close();
      await second.close();
    }
  }, 120_000);

  it("starts an empty folder from a copy of the built empty database, which stays as it was", async () => {
    // What `npm run build` makes (src/server/db/make-template.ts): a migrated, empty database.
    const templateDir = join(root, "template");
    const maker = await PGlite.create(templateDir, { postgresqlconf: EMBEDDED_CONFIG });
    await migrateDatabase(openPglite(maker));
    await maker.close();

    const dataDir = join(root, "from-template");
    const database = await openDatabase({ dataDir, templateDir });
    try {
      // Every migration is there already: migrating applies nothing, and the app runs on it.
      const applied = async () =>
        (
          (await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]?.n;
      const before = await applied();
      expect(before).toBeGreaterThan(0);
      await migrateDatabase(database);
      expect(await applied()).toBe(before);
      const app = await buildApp({ database });
      const leader = await signUpLeader(app);
      expect((await login(app, leader.email, leader.password, "leader")).statusCode).toBe(200);
      await app.close();
    } finally {
      await database.close();
    }
    // The copy took the sign-up, the template did not.
    const template = openPglite(await PGlite.create(templateDir, { postgresqlconf: EMBEDDED_CONFIG }));
    try {
      expect(await template.db.select().from(troops)).toHaveLength(0);
    } finally {
      await template.close();
    }
  }, 120_000);
});

type ColumnRow = { table_name: string; column_name: string; data_type: string; is_nullable: string; column_default: string | null };

async function describeSchema(database: Database) {
  const columns = await database.db.execute(sql`
    select table_name, column_name, data_type, is_nullable, column_default
    from information_schema.columns
    where table_schema = 'public'
    order by table_name, column_name`);
  const indexes = await database.db.execute(sql`
    select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by tablename, indexname`);
  const constraints = await database.db.execute(sql`
    select tc.table_name, tc.constraint_name, tc.constraint_type
    from information_schema.table_constraints tc
    where tc.table_schema = 'public' and tc.constraint_type in ('PRIMARY KEY', 'FOREIGN KEY', 'UNIQUE', 'CHECK')
      and tc.constraint_name not like '%_not_null'
    order by tc.table_name, tc.constraint_name`);
  // Both drivers answer with { rows }; the shared Db type does not say so.
  const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;
  return {
    columns: rowsOf(columns) as ColumnRow[],
    indexes: rowsOf(indexes),
    constraints: rowsOf(constraints),
  };
}

describe("both drivers", () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "apply the same migrations to the same schema",
    async () => {
      const embedded = openPglite(await PGlite.create());
      const server = await createTestDatabase();
      try {
        expect(server.driver).toBe("pg");
        await migrateDatabase(embedded);
        const a = await describeSchema(embedded);
        const b = await describeSchema(server);
        const tables = new Set(a.columns.map((c) => c.table_name));
        for (const table of ["users", "sessions", "troops", "scouts", "badges", "events", "scout_badges", "attendance", "activities"]) {
          expect(tables.has(table), table).toBe(true);
        }
        expect(b.columns).toEqual(a.columns);
        expect(b.indexes).toEqual(a.indexes);
        expect(b.constraints).toEqual(a.constraints);
      } finally {
        await embedded.close();
        await server.close();
      }
    },
    60_000,
  );
});
