import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { realisticTroop } from "../../tests/factories/realistic-troop";
import { login, type SignedIn, signUpLeader } from "../../tests/factories/users";
import { registeredRoutes } from "../../tests/setup/registered-routes";
import { requestsTo } from "../../tests/setup/request-as";
import { BUILT_INDEX, createClientDir, createTestApp } from "../../tests/setup/test-app";
import { createTestDatabase } from "../../tests/setup/test-database";
import { buildApp } from "./app";
import { SESSION_COOKIE } from "./auth/session-cookie";
import type { Db } from "./db/client";
import { troops } from "./db/schema";

/**
 * Reads are kept for a second and forgotten only after changes (plugins/read-cache.ts): correct
 * only while no GET changes anything. This calls every GET the app answers, as a leader, a scout, a
 * parent and signed out, over a troop with something in every table, while the database records
 * every INSERT, UPDATE and DELETE statement it receives (a statement trigger on every table, so
 * both databases record alike); anything beyond the bookkeeping listed below fails.
 */

/** Writes any request may make, by table and statement, and why they are no change a read shows. */
const BOOKKEEPING: Record<string, { ops: string[]; why: string }> = {
  sessions: { ops: ["UPDATE"], why: "a session in use slides its expiry (auth/sessions.ts); no kept answer shows it" },
  attempt_counters: {
    ops: ["INSERT", "UPDATE", "DELETE"],
    why: "rate limits count requests (the calendar file is limited); counters are no one's data",
  },
  app_instances: {
    ops: ["INSERT", "UPDATE", "DELETE"],
    why: "each instance on PostgreSQL says every second that it runs (plugins/forget-everywhere.ts), whatever it is asked",
  },
};

/**
 * GET routes that write by design, and the tables they may write. The first three declare
 * `config: { changes: true }`, so kept answers are forgotten after them like after any change; the
 * camp sheet's trace is shown by no kept answer.
 */
const WRITING_GETS: Record<string, { tables: string[]; why: string }> = {
  "GET /api/logout": { tables: ["sessions"], why: "signing out ends the session (a GET, so a plain link signs out)" },
  "GET /api/login": { tables: ["users"], why: "the Browse Badges navigation marks the person no longer new" },
  "GET /api/calendar/feed": { tables: ["calendar_feeds"], why: "the private calendar address is made the first time it is shown" },
  "GET /api/events/:id/camp-sheet": {
    tables: ["camp_sheet_views"],
    why: "opening a camp sheet (children's health details) leaves a trace of who read it, as the sheet shows",
  },
  "GET /api/scouts/:id/health": {
    tables: ["health_reads"],
    why: "a leader reading a scout's Health card leaves a trace of who read it, as the card shows",
  },
  "GET /api/parent/children/:scoutId/health": {
    tables: ["health_reads"],
    why: "a parent reading their child's Health card leaves the same trace as a leader's read",
  },
};

type Write = { tbl: string; op: string };

/** The rows of db.execute's answer, from either driver. */
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

/** A log of write statements, filled by a statement-level trigger on every table of the app. */
async function recordWrites(db: Db) {
  await db.execute(sql.raw("create table if not exists test_write_log (id bigserial primary key, tbl text not null, op text not null)"));
  await db.execute(
    sql.raw(`create or replace function test_log_write() returns trigger language plpgsql security definer as $$
      begin insert into test_write_log (tbl, op) values (TG_TABLE_NAME, TG_OP); return null; end $$`),
  );
  const tables = await db.execute(sql.raw("select tablename from pg_tables where schemaname = 'public' and tablename <> 'test_write_log'"));
  const names = rowsOf<{ tablename: string }>(tables).map((row) => row.tablename);
  for (const table of names) {
    await db.execute(
      sql.raw(`create trigger test_log_write after insert or update or delete on "${table}"
        for each statement execute function test_log_write()`),
    );
  }
  expect(names).toEqual(expect.arrayContaining(["troops", "scouts", "sessions", "events", "activities"]));
  /** The write statements `run` made, bookkeeping and `allowed` tables left out. */
  return async (run: () => Promise<unknown>, allowed: string[] = []): Promise<Write[]> => {
    await db.execute(sql.raw("delete from test_write_log"));
    await run();
    const logged = await db.execute(sql.raw("select tbl, op from test_write_log order by id"));
    return rowsOf<Write>(logged).filter(
      (w) => w.tbl !== "test_write_log" && !BOOKKEEPING[w.tbl]?.ops.includes(w.op) && !allowed.includes(w.tbl),
    );
  };
}

describe("no GET changes anything but what it declares", async () => {
  const { app, database, as } = await createTestApp({ clientDir: createClientDir(BUILT_INDEX) });
  const troop = await realisticTroop(app, await signUpLeader(app));
  const writesOf = await recordWrites(database.db);
  const gets = registeredRoutes()
    .filter((r) => r.method === "GET")
    .map((r) => `GET ${r.url}`);
  const people: [string, SignedIn | null][] = [
    ["leader", troop.leader],
    ["scout", troop.scout],
    ["parent", troop.parent],
    ["signed out", null],
  ];

  it.each(people)(
    "every GET route and page the server draws, as %s, writes only bookkeeping",
    async (who, person) => {
      expect(gets.length).toBeGreaterThan(40);
      const found: { call: string; writes: Write[] }[] = [];
      for (const route of gets) {
        const url = troop.concrete(route.slice(4));
        // Signing out ends the session it is called with: a session of its own.
        const own =
          person && route === "GET /api/logout"
            ? await login(app, person.email, person.password, who === "scout" ? "scout" : "leader")
            : null;
        const headers = own ? { authorization: `Bearer ${own.json().authToken}` } : (person?.headers ?? {});
        const writes = await writesOf(() => as(null, { headers }).get(url), WRITING_GETS[route]?.tables);
        if (writes.length > 0) found.push({ call: route, writes });
      }
      // The signed-out home and sign-in page, and a signed-in first view.
      for (const page of ["/", "/login", "/badges"]) {
        const headers = person ? { cookie: `${SESSION_COOKIE}=${person.token}` } : {};
        const writes = await writesOf(() => as(null, { headers }).get(page));
        if (writes.length > 0) found.push({ call: `GET ${page} (page)`, writes });
      }
      expect(found).toEqual([]);
    },
    240_000,
  );

  it("catches a GET route that writes (a planted one)", async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ database });
    const as = requestsTo(app);
    app.get("/api/planted", async () => {
      await database.db.update(troops).set({ troopName: sql`${troops.troopName}` });
      return { ok: true };
    });
    await app.ready();
    try {
      const writesOf = await recordWrites(database.db);
      expect(await writesOf(() => as(null).get("/api/planted"))).toEqual([{ tbl: "troops", op: "UPDATE" }]);
      // The listed bookkeeping is left out, and so is what a declared route may write.
      expect(await writesOf(() => database.db.execute(sql`update sessions set expire = expire where false`))).toEqual([]);
      expect(await writesOf(() => as(null).get("/api/planted"), ["troops"])).toEqual([]);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
