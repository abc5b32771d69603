import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { seedManyTroops, signInSeededTroop } from "../../../tests/factories/many-troops";
import { asTestAppRole, TEST_APP_ROLE } from "../../../tests/setup/database-template";
import { largeScans, largeTables, readsSentBy, type Statement } from "../../../tests/setup/query-plans";
import { createTestApp } from "../../../tests/setup/test-app";
import { testDriver } from "../../../tests/setup/test-database";
import { hashPassword } from "../lib/passwords";
import { acrossTroops } from "./troop-scope";

/**
 * The plans of a troop's list calls on a database of many troops (many-troops M8): every statement a
 * call sends is explained, as the app's role in the troop's scope, and none may read a large table
 * from end to end. A query that does not lead with its troop, or an index missing, shows here as a
 * sequential scan long before a thousand troops would feel it. PostgreSQL only: the embedded database
 * holds one deployment's few troops.
 */
const TROOPS = 200;
/** A table this large is read through an index, never scanned. */
const LARGE_ROWS = 5_000;

const CALLS = [
  { path: "/api/badges", as: "scout" },
  { path: "/api/badges/stats", as: "leader" },
  { path: "/api/activities", as: "leader" },
  { path: "/api/events", as: "leader" },
  { path: "/api/scouts", as: "leader" },
  { path: "/api/attendance", as: "leader" },
] as const;

/** 200 troops on a fresh database, a troop's leader and scout signed in, and a connection as the app's role to explain with. */
async function prepare() {
  const { database, as } = await createTestApp();
  const db = database.db;
  await seedManyTroops(db, { count: TROOPS, slugPrefix: "plan", passwordHash: await hashPassword("bench-pass-1") });
  await db.execute("analyze");
  const { tokens, ...troop } = await signInSeededTroop(db, "plan", TROOPS / 2);
  const explainer = new pg.Client({ connectionString: asTestAppRole(database.url ?? "") });
  await explainer.connect();
  afterAll(() => explainer.end());
  const large = await largeTables(explainer, LARGE_ROWS);
  return { db, as, troop, tokens, large, scannedBy: (statement: Statement) => largeScans(explainer, troop.troopId, statement, large) };
}

const onPostgres = testDriver() === "pg";

describe.skipIf(!onPostgres)("the plans of a troop's list calls among many troops", async () => {
  // A skipped suite is still collected: on the embedded database nothing is prepared, and its tests are skipped.
  const prepared = onPostgres ? await prepare() : null;
  if (!prepared) return;
  const { db, as, tokens, large, scannedBy } = prepared;

  it("holds tables large enough for a plan to tell an index from a scan", () => {
    for (const table of ["scout_badges", "attendance", "activities", "badges", "scouts", "users", "memberships"])
      expect(large).toContain(table);
  });

  it("catches a large troop table without an index leading with the troop: a planted one", async () => {
    // Walled like every troop table, so the policy's condition is there, but with no index for it.
    await db.execute(`create table planted_rows (troop_id uuid not null, n int not null);
      alter table planted_rows enable row level security; alter table planted_rows force row level security;
      create policy troop_wall on planted_rows using (troop_id = any ((select app_troop_ids())::uuid[]));
      grant select on planted_rows to ${TEST_APP_ROLE};`);
    await acrossTroops("the test plants rows in every troop", () =>
      db.execute("insert into planted_rows select t.id, n from troops t, generate_series(1, 40) n"),
    );
    await db.execute("analyze planted_rows");
    large.add("planted_rows");
    const planted = { text: "select count(*) from planted_rows where n = $1", values: [7] };
    expect(await scannedBy(planted)).toEqual(["planted_rows"]);
    // An index leading with the troop, and the same statement reads only the troop's rows.
    await db.execute("create index planted_rows_troop_idx on planted_rows (troop_id, n); analyze planted_rows");
    expect(await scannedBy(planted)).toEqual([]);
  });

  it.each(CALLS)("$path reads no large table from end to end", async ({ path, as: who }) => {
    const caller = { headers: { authorization: `Bearer ${who === "scout" ? tokens.scout : tokens.leader}` } };
    const statements = await readsSentBy(async () => {
      const res = await as(caller).get(path);
      expect(res.statusCode).toBe(200);
    });
    expect(statements.length).toBeGreaterThan(0);
    const scanned: string[] = [];
    for (const statement of statements) {
      for (const table of await scannedBy(statement)) scanned.push(`${table} in: ${statement.text.slice(0, 160)}`);
    }
    expect(scanned).toEqual([]);
  });
});
