import { type SQL, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { realisticTroop } from "../../tests/factories/realistic-troop";
import { setTroopSettings, startTroopSignedOut } from "../../tests/factories/troops";
import { type SignedIn, signUpLeader } from "../../tests/factories/users";
import { registeredRoutes } from "../../tests/setup/registered-routes";
import { createTestApp } from "../../tests/setup/test-app";
import { createTestDatabase } from "../../tests/setup/test-database";
import { buildApp } from "./app";
import { SESSION_COOKIE } from "./auth/session-cookie";
import type { DbOrTx } from "./db/client";
import { inTroop } from "./db/troop-scope";
import { DEPLOYMENT_TABLES, tablesWithoutWalls, tableWalls } from "./db/troop-walls";

/**
 * Walls between troops (many-troops M5, docs/decisions/026): the database itself keeps each troop's
 * rows from every other, whatever a query forgets. Run on the embedded database and on PostgreSQL,
 * the app as a role that is neither superuser nor BYPASSRLS, over two troops with something in
 * every corner.
 */

/** The rows of db.execute's answer, from either driver. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const one = async <T>(db: DbOrTx, query: SQL): Promise<T> => rowsOf<T>(await db.execute(query))[0] as T;

/** The message of a refused statement, from either driver (drizzle wraps the database's error). */
const refusal = (error: unknown) => String((error as { cause?: Error }).cause?.message ?? (error as Error).message);

class RolledBack extends Error {}

/**
 * What realisticTroop leaves empty, so every walled table holds rows of both troops: a patrol, a
 * family contact, paper consent, a parent's offer of help, a camp sheet and a health read, a
 * requirement signed off, a badge waiting for approval, an unsubscribed address.
 */
async function everyOtherCorner(troop: Awaited<ReturnType<typeof realisticTroop>>, name: string) {
  const { call, leader, scout, parent, badgeId, eventId } = troop;
  await call("POST", "/api/patrols", leader, { name: "Owls", color: "#336699" });
  await call("PATCH", `/api/scouts/${scout.scoutId}`, leader, { contacts: [{ name: "Kim Kin", email: `kin-${name}@example.com` }] });
  await call("PATCH", `/api/events/${eventId}`, leader, { consentRequired: true, consentText: "I agree to the camp." });
  await call("POST", `/api/events/${eventId}/participants/${scout.scoutId}/consent`, leader, { method: "paper" });
  await call("POST", `/api/events/${eventId}/helpers`, parent, { kind: "helper" });
  await call("GET", `/api/events/${eventId}/camp-sheet`, leader);
  await call("GET", `/api/scouts/${scout.scoutId}/health`, leader);
  await call("POST", `/api/scouts/${scout.scoutId}/badges/${badgeId}/requirements/2/sign-off`, leader, {});
  await setTroopSettings(troop.app, leader, { requireLeaderApproval: true });
  const requirements = (await call("GET", "/api/badges", scout)).find((b: { id: string }) => b.id === badgeId).requirements as unknown[];
  await call("PATCH", `/api/badges/${badgeId}/progress`, scout, { completedRequirements: requirements.map((_, i) => i) });
  await call("PATCH", `/api/badges/${badgeId}/earn`, scout);
}

describe("walls between troops", async () => {
  const { app, database, as } = await createTestApp({ troopSignup: { mode: "open" } });
  const owner = database.db;

  // Troop A: the deployment's first troop; troop B: started from the deployment's page.
  const leaderA = await signUpLeader(app);
  await setTroopSettings(app, leaderA, { troopName: "Alpha Troop" });
  const alpha = await realisticTroop(app, leaderA);
  const started = await startTroopSignedOut(app, { troopName: "Bravo Troop", slug: "bravo" });
  if (started.statusCode !== 201) throw new Error(`starting troop B failed: ${started.body}`);
  const { authToken, user, troop: troopB } = started.json();
  const leaderB: SignedIn = {
    token: authToken,
    userId: user.id,
    email: user.email,
    password: "long enough password",
    headers: { authorization: `Bearer ${authToken}` },
  };
  const bravo = await realisticTroop(app, leaderB);
  for (const [troop, name] of [
    [alpha, "alpha"],
    [bravo, "bravo"],
  ] as const) {
    await everyOtherCorner(troop, name);
  }
  // The weekly jobs and queued emails of both troops,
  // and an address each troop no longer emails (written as its link would; the link is the
  // unsubscribe feature's own test).
  await app.notifier.tick();
  await owner.execute(sql`insert into email_unsubscribes (troop_id, email) select id, 'gone-' || slug || '@example.com' from troops`);
  const troopA = (await one<{ id: string }>(owner, sql`select id from troops where troop_name = 'Alpha Troop'`)).id;
  const B = troopB.id as string;

  const walls = await tableWalls(owner);
  const walled = walls.filter((t) => t.troopWall).map((t) => t.table);

  /** Every id of a row troop A holds, its people's emails, its name and codes: none may reach troop B. */
  const markersOfA = new Set<string>(["Alpha Troop"]);
  for (const table of walled) {
    const hasId = await one<{ has: boolean }>(
      owner,
      sql`select exists (select 1 from information_schema.columns where table_schema = 'public' and table_name = ${table} and column_name = 'id') as has`,
    );
    if (!hasId.has) continue;
    for (const row of rowsOf<{ id: string }>(
      await owner.execute(sql`select id::text from ${sql.identifier(table)} where troop_id = ${troopA}`),
    )) {
      markersOfA.add(row.id);
    }
  }
  for (const row of rowsOf<{ text: string }>(
    await owner.execute(sql`
      select u.email as text from users u join memberships m on m.user_id = u.id and m.troop_id = ${troopA}
      where not exists (select 1 from memberships o where o.user_id = u.id and o.troop_id <> ${troopA})
      union all select leader_invite_code from troops where id = ${troopA}
      union all select scout_join_code from troops where id = ${troopA}`),
  )) {
    markersOfA.add(row.text);
  }

  describe("every table", () => {
    it("either carries its troop behind forced row-level security or is listed as the deployment's, with why", async () => {
      expect(walls.length).toBeGreaterThan(25);
      expect(await tablesWithoutWalls(owner)).toEqual([]);
      // The list names only tables that exist.
      const names = walls.map((t) => t.table);
      for (const table of Object.keys(DEPLOYMENT_TABLES)) expect(names).toContain(table);
      expect(walled.length).toBe(walls.length - Object.keys(DEPLOYMENT_TABLES).length - 1);
    });

    it("catches a new table without the wall (a planted one)", async () => {
      await owner.execute(sql.raw("create table planted_notes (id uuid primary key, troop_id uuid not null, note text)"));
      try {
        expect(await tablesWithoutWalls(owner)).toEqual(["planted_notes"]);
        // Enabled is not enough: the tables' owner would still see every troop.
        await owner.execute(sql.raw("alter table planted_notes enable row level security"));
        expect(await tablesWithoutWalls(owner)).toEqual(["planted_notes"]);
        await owner.execute(sql.raw("alter table planted_notes force row level security"));
        expect(await tablesWithoutWalls(owner)).toEqual(["planted_notes"]);
        await owner.execute(sql.raw("create policy troop_wall on planted_notes using (troop_id = any ((select app_troop_ids())::uuid[]))"));
        expect(await tablesWithoutWalls(owner)).toEqual([]);
      } finally {
        await owner.execute(sql.raw("drop table planted_notes"));
      }
    });

    it("holds rows of both troops in every walled table, so the checks below check something", async () => {
      const empty: string[] = [];
      for (const table of walled) {
        const counts = await one<{ a: number; b: number }>(
          owner,
          sql`select count(*) filter (where troop_id = ${troopA})::int as a, count(*) filter (where troop_id = ${B})::int as b from ${sql.identifier(table)}`,
        );
        if (counts.a === 0 || counts.b === 0) empty.push(table);
      }
      expect(empty).toEqual([]);
    });

    it.each(walled)("%s: troop A's scope reads only A's rows and can neither change nor write B's", async (table) => {
      const t = sql.identifier(table);
      const counts = await one<{ a: number; b: number }>(
        owner,
        sql`select count(*) filter (where troop_id = ${troopA})::int as a, count(*) filter (where troop_id = ${B})::int as b from ${t}`,
      );
      await inTroop(troopA, async () => {
        const app = database.appDb;
        const seen = await one<{ all: number; others: number }>(
          app,
          sql`select count(*)::int as all, count(*) filter (where troop_id <> ${troopA})::int as others from ${t}`,
        );
        expect(seen).toEqual({ all: counts.a, others: 0 });
        await app
          .transaction(async (tx) => {
            const changed = await one<{ n: number }>(
              tx,
              sql`with changed as (update ${t} set troop_id = troop_id where troop_id = ${B} returning 1) select count(*)::int as n from changed`,
            );
            const removed = await one<{ n: number }>(
              tx,
              sql`with removed as (delete from ${t} where troop_id = ${B} returning 1) select count(*)::int as n from removed`,
            );
            expect({ changed: changed.n, removed: removed.n }).toEqual({ changed: 0, removed: 0 });
            if (counts.a > 0) {
              // Moving one of A's rows to B, or writing a copy of it as B's: refused by the policy.
              const moved = tx.transaction((inner) =>
                inner.execute(sql`update ${t} set troop_id = ${B} where ctid = (select ctid from ${t} limit 1)`),
              );
              await expect(moved.then(() => "written", refusal)).resolves.toMatch(/row-level security/);
              const copied = tx.transaction((inner) =>
                inner.execute(sql`insert into ${t} select (jsonb_populate_record(null::${t},
                  to_jsonb(r) || jsonb_build_object('troop_id', ${B}::uuid, 'id', gen_random_uuid()))).* from ${t} r limit 1`),
              );
              await expect(copied.then(() => "written", refusal)).resolves.toMatch(/row-level security/);
            }
            throw new RolledBack();
          })
          .catch((error) => {
            if (!(error instanceof RolledBack)) throw error;
          });
      });
      // Outside any troop, the app sees no troop's rows at all.
      expect(await one<{ n: number }>(database.appDb, sql`select count(*)::int as n from ${t}`)).toEqual({ n: 0 });
      // Nothing of B moved.
      expect(await one<{ b: number }>(owner, sql`select count(*) filter (where troop_id = ${B})::int as b from ${t}`)).toEqual({
        b: counts.b,
      });
    });

    it("lets a troop change only its own troop row", async () => {
      await inTroop(troopA, async () => {
        const renamed = await one<{ n: number }>(
          database.appDb,
          sql`with renamed as (update troops set troop_name = 'Taken' where id = ${B} returning 1) select count(*)::int as n from renamed`,
        );
        expect(renamed.n).toBe(0);
      });
      expect(await one<{ name: string }>(owner, sql`select troop_name as name from troops where id = ${B}`)).toEqual({
        name: "Bravo Troop",
      });
    });
  });

  describe("every route, as each of troop B's people, with troop A's ids", async () => {
    const people: [string, SignedIn][] = [
      ["leader", leaderB],
      ["scout", bravo.scout],
      ["parent", bravo.parent],
    ];
    // Public reads and the token-addressed calendar file are addressed by what A published, not by a session.
    const routes = registeredRoutes().filter((r) => !r.url.startsWith("/api/public/") && r.url !== "/api/calendar/:file");
    const withIds = routes.filter((r) => r.url.includes(":"));
    // Every kind of id a route takes, one of troop A's each (alpha.concrete covers badges, events,
    // scouts, messages and the children's pages).
    const idOfA = async (query: SQL) => (await one<{ id: string }>(owner, query)).id;
    const idsOfA: [RegExp, string][] = [
      [/\/patrols\/:id/, `/patrols/${await idOfA(sql`select id from patrols where troop_id = ${troopA} limit 1`)}`],
      [/\/activities\/:id/, `/activities/${await idOfA(sql`select id from activities where troop_id = ${troopA} limit 1`)}`],
      [/\/badge-approvals\/:id/, `/badge-approvals/${await idOfA(sql`select id from badge_approvals where troop_id = ${troopA} limit 1`)}`],
      [/:participantId/, await idOfA(sql`select id from event_participants where troop_id = ${troopA} limit 1`)],
      [/\/children\/:id/, `/children/${alpha.scout.scoutId}`],
      [/:userId/, alpha.parent.userId],
      [/:scoutId/, alpha.scout.scoutId],
      [/:badgeId/, alpha.badgeId],
      [/:eventId/, alpha.eventId],
      [/:index/, "0"],
    ];
    const withIdsOfA = (url: string) => alpha.concrete(idsOfA.reduce((u, [pattern, id]) => u.replace(pattern, id), url));
    const before = await snapshotOfA();

    /** Every row of troop A, as the owner reads it: nothing B's people do may change one. */
    async function snapshotOfA(): Promise<string> {
      const parts: string[] = [];
      for (const table of walled) {
        const rows = rowsOf<{ r: string }>(
          await owner.execute(sql`select to_jsonb(x)::text as r from ${sql.identifier(table)} x where troop_id = ${troopA} order by 1`),
        );
        parts.push(`${table}: ${rows.map((row) => row.r).join("\n")}`);
      }
      return parts.join("\n");
    }

    const leaks = (body: string) => [...markersOfA].filter((marker) => body.includes(marker));

    it.each(people)(
      "as B's %s, every call with one of A's ids is refused (403/404, or 400 for its body) and names nothing of A",
      async (_who, person) => {
        expect(withIds.length).toBeGreaterThan(40);
        const found: string[] = [];
        for (const route of withIds) {
          const url = withIdsOfA(route.url);
          expect(url).not.toContain("00000000-0000-4000-8000-000000000000");
          const res = await as(person).send(route.method, url, route.hasBody ? {} : undefined);
          if (![400, 403, 404].includes(res.statusCode)) found.push(`${route.method} ${url}: ${res.statusCode}`);
          for (const marker of leaks(res.body)) found.push(`${route.method} ${url} names ${marker}`);
        }
        expect(found).toEqual([]);
      },
    );

    it.each(people)("as B's %s, every read, page and feed names nothing of A", async (_who, person) => {
      const found: string[] = [];
      for (const route of routes.filter((r) => r.method === "GET" && !r.url.includes(":") && r.url !== "/api/logout")) {
        const res = await as(person).get(route.url);
        for (const marker of leaks(res.body)) found.push(`GET ${route.url} names ${marker}`);
      }
      for (const page of ["/", "/login", "/badges", "/manifest.webmanifest"]) {
        const res = await as(null, { headers: { cookie: `${SESSION_COOKIE}=${person.token}` } }).get(page);
        for (const marker of leaks(res.body)) found.push(`page ${page} names ${marker}`);
      }
      const feed = (await as(person).get("/api/calendar/feed")).json();
      const ics = await as(null).get(new URL(feed.url).pathname);
      expect(ics.statusCode).toBe(200);
      for (const marker of leaks(ics.body)) found.push(`calendar feed names ${marker}`);
      expect(found).toEqual([]);
    });

    it("leaves every row of troop A as it was", async () => {
      expect(await snapshotOfA()).toBe(before);
    });

    it("sends troop B's emails without a word of troop A", async () => {
      const bodies = rowsOf<{ body: string }>(
        await owner.execute(
          sql`select coalesce(subject, '') || text_body || coalesce(html_body, '') as body from outbox where troop_id = ${B}`,
        ),
      );
      for (const { body } of bodies) expect(leaks(body)).toEqual([]);
    });
  });
});

describe("limits stay per address and per account", async () => {
  const { app, as } = await createTestApp({ troopSignup: { mode: "open" } });
  const leaderA = await signUpLeader(app);
  const started = await startTroopSignedOut(app, { troopName: "Bravo Troop", slug: "bravo" }, "bravo-leader@example.com");
  if (started.statusCode !== 201) throw new Error(`starting troop B failed: ${started.body}`);
  const signIn = (email: string, password: string, remoteAddress: string) =>
    as(null, { remoteAddress }).post("/api/login-credentials", { username: email, password, role: "leader" });

  it("a burst against troop A's leader and codes locks out that address and that account, never troop B's people", async () => {
    const attacker = "203.0.113.66";
    for (let i = 0; i < 12; i++) await signIn(leaderA.email, "wrong password", attacker);
    for (let i = 0; i < 12; i++) {
      await as(null, { remoteAddress: attacker }).post("/api/signup", {
        email: `guess-${i}@example.com`,
        password: "long enough password",
        firstName: "Guess",
        lastName: "Work",
        role: "scout",
        inviteCode: `WRONG${i}`,
      });
    }
    expect((await signIn(leaderA.email, leaderA.password, attacker)).statusCode).toBe(429);
    expect((await signIn(leaderA.email, leaderA.password, "198.51.100.7")).statusCode).toBe(429);
    // Troop B's leader, from the troop's own Wi-Fi, signs in; and a scout of B signs up with B's code.
    expect((await signIn("bravo-leader@example.com", "long enough password", "198.51.100.20")).statusCode).toBe(200);
    const codes = (await as({ headers: { authorization: `Bearer ${started.json().authToken}` } }).get("/api/troop/configuration")).json();
    const joined = await as(null, { remoteAddress: "198.51.100.21" }).post("/api/signup", {
      email: "bravo-scout@example.com",
      password: "long enough password",
      firstName: "Bea",
      lastName: "Bravo",
      role: "scout",
      inviteCode: codes.scoutJoinCode,
    });
    expect(joined.statusCode).toBe(201);
  });
});

describe("the app's database role", () => {
  it("refuses to start on a role that row-level security does not hold, naming the setting", async () => {
    const database = await createTestDatabase();
    afterAll(() => database.close());
    // The tables' owner in tests is the database server's superuser.
    await expect(buildApp({ database: { ...database, appDb: database.db } })).rejects.toThrow(
      /DATABASE_URL connects as "postgres", a role that is a superuser or has BYPASSRLS.*Set DATABASE_URL to a role without SUPERUSER and BYPASSRLS/,
    );
  });
});
