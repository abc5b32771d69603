/**
 * Load test of the main read calls on a realistic troop, on the embedded database and on PostgreSQL,
 * each next to a bare Fastify route (no database, no auth) answering a JSON body of the same size.
 *
 *   npm run bench                      10 s per call, 50 connections, one round
 *   BENCH_DURATION=3 npm run bench     shorter runs
 *   BENCH_RUNS=3 npm run bench         three rounds; the table shows medians (ratios are per round)
 *   BENCH_ONLY=embedded,startup        only some parts (embedded, postgres, startup, served, district, thousand)
 *   BENCH_TROOPS=1000                  troops of the thousand-troop run
 *   BENCH_THOUSAND_PARTS=served,weekly its parts (calls, served, migration, weekly; all by default)
 *   BENCH_WARMUP=3                     seconds of load on each call and bare route before the rounds (0: none)
 *   BENCH_DATABASE_URL=postgres://…    PostgreSQL server to create a throwaway database on
 *                                      (default postgres://postgres@127.0.0.1:5432/postgres; skipped when unreachable)
 *
 * It also checks that each list call runs the same number of SQL statements on a troop a quarter
 * of the size (no query per row), measures start-up time and idle memory of the built server
 * (`npm run build` first) on the embedded database, and a scout's badges from the built server as
 * `npm start` runs it on PostgreSQL, idle and with one core kept busy (bench/served.ts), a
 * district's overview over 100 troops on PostgreSQL (bench/district-overview.ts), and one troop among
 * a thousand on PostgreSQL beside a database of one troop (bench/thousand-troops.ts).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../src/server/app";
import { type Database, openPg, openPglite } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { forgetReads } from "../src/server/plugins/read-cache";
import { createAppDatabase } from "./app-database";
import { DISTRICT_TROOPS, measureDistrictOverview } from "./district-overview";
import { countQueries, LIST_CALLS, type ListCall, load, median, printTable, startBare } from "./measure";
import { scaled, seedTroop, TROOP_SIZE, type TroopSize } from "./seed-troop";
import { measureServedBadges } from "./served";
import { measureStartup } from "./startup";
import { measureThousandTroops, printThousandTroops, THOUSAND } from "./thousand-troops";

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const ONLY = new Set(
  (process.env.BENCH_ONLY ?? "embedded,postgres,startup,served,district,thousand").split(",").map((part) => part.trim()),
);

const CALLS: ListCall[] = [
  ...LIST_CALLS,
  // The feed's page before it was paged (200 newest), to compare like with like.
  { name: "GET /api/activities?limit=200", path: "/api/activities?limit=200", as: "leader" },
];

/** Failures of the fixed-statement check; any makes the bench exit non-zero. */
const problems: string[] = [];

/** Migrates, builds the app, seeds a troop and answers each call once to capture its body and statement count. */
async function prepare(database: Database, queryCounter: { n: number }, size: TroopSize) {
  await migrateDatabase(database);
  const app = await buildApp({ database, logger: false });
  const started = Date.now();
  const tokens = await seedTroop(database, size);
  // What autovacuum (PostgreSQL) or the app's hourly maintenance (embedded) does after a bulk load.
  await database.db.execute(sql`analyze`);
  const seededMs = Date.now() - started;
  const captured = new Map<string, { body: unknown; bytes: number; items: string; queries: number; headers: Record<string, string> }>();
  for (const call of CALLS) {
    const headers = { authorization: `Bearer ${call.as === "scout" ? tokens.scoutToken : tokens.leaderToken}` };
    const url = `http://bench${call.path}`;
    await app.inject({ method: "GET", url, headers }); // warm-up
    // Counted as the first read of a second: nothing kept from the warm-up (see plugins/read-cache.ts).
    forgetReads();
    const before = queryCounter.n;
    const res = await app.inject({ method: "GET", url, headers });
    const queries = queryCounter.n - before;
    if (res.statusCode !== 200) throw new Error(`${call.name} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    const body = res.json();
    captured.set(call.name, {
      body,
      bytes: Buffer.byteLength(res.body),
      items: Array.isArray(body) ? `${body.length} items` : "object",
      queries,
      headers,
    });
  }
  return { app, captured, seededMs };
}

/** The statement count of every call on a troop a quarter of the size, on a throwaway embedded database. */
async function queriesOnSmallTroop(): Promise<Map<string, number>> {
  const client = await PGlite.create();
  const counter = countQueries(client as unknown as { query: (...args: never[]) => unknown });
  const database = openPglite(client);
  try {
    const { app, captured } = await prepare(database, counter, scaled(TROOP_SIZE, 0.25));
    await app.close();
    return new Map([...captured].map(([name, c]) => [name, c.queries]));
  } finally {
    await database.close();
  }
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);

async function benchDriver(label: string, database: Database, queryCounter: { n: number }, small: Map<string, number> | null) {
  console.log(`\n== ${label} ==`);
  const { app, captured, seededMs } = await prepare(database, queryCounter, TROOP_SIZE);
  const s = TROOP_SIZE;
  console.log(
    `seeded ${s.scouts} scouts with accounts, ${s.badges} badges, ${s.events} events, ${s.awards} awards, ` +
      `${s.activities} activities, ${s.reactions} reactions, ${s.progress} progress rows in ${seededMs} ms`,
  );
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  const base = `http://127.0.0.1:${address.port}`;

  const bodies = new Map<string, unknown>();
  for (const [i, call] of CALLS.entries()) bodies.set(String(i), captured.get(call.name)?.body);
  const { bare, base: bareBase } = await startBare(bodies);
  for (const [i, call] of CALLS.entries()) {
    const text = await (await fetch(`${bareBase}/bare/${i}`)).text();
    const expected = captured.get(call.name)?.bytes;
    if (Buffer.byteLength(text) !== expected) throw new Error(`bare body size ${Buffer.byteLength(text)} != ${expected}`);
  }

  // A running server has compiled its hot code and filled its pools; a first round would measure
  // that instead. Both sides warm alike.
  if (WARMUP > 0) {
    for (const [i, call] of CALLS.entries()) {
      await load(base + call.path, captured.get(call.name)?.headers ?? {}, { connections: CONNECTIONS, duration: WARMUP });
      await load(`${bareBase}/bare/${i}`, {}, { connections: CONNECTIONS, duration: WARMUP });
    }
  }

  // Rounds alternate call and bare route, so a neighbour's burst of CPU hits both alike.
  const results = new Map<string, { rps: number[]; p99: number[]; p50: number[]; bareRps: number[]; ratio: number[] }>();
  for (let round = 1; round <= RUNS; round++) {
    for (const [i, call] of CALLS.entries()) {
      const meta = captured.get(call.name);
      const real = await load(base + call.path, meta?.headers ?? {}, { connections: CONNECTIONS, duration: DURATION });
      const baseline = await load(`${bareBase}/bare/${i}`, {}, { connections: CONNECTIONS, duration: DURATION });
      if (real.non2xx || real.errors) console.log(`  ! ${call.name}: ${real.non2xx} non-2xx, ${real.errors} errors`);
      const r = results.get(call.name) ?? { rps: [], p99: [], p50: [], bareRps: [], ratio: [] };
      r.rps.push(real.rps);
      r.p50.push(real.p50);
      r.p99.push(real.p99);
      r.bareRps.push(baseline.rps);
      r.ratio.push((100 * real.rps) / baseline.rps);
      results.set(call.name, r);
      console.log(
        `  round ${round}: ${call.name} ${fmt(real.rps)} req/s p99 ${real.p99} ms, bare ${fmt(baseline.rps)} req/s → ${fmt((100 * real.rps) / baseline.rps, 1)}%`,
      );
    }
  }

  const rows = CALLS.map((call) => {
    const meta = captured.get(call.name);
    const r = results.get(call.name);
    if (!meta || !r) throw new Error(`no result for ${call.name}`);
    const smallQueries = small?.get(call.name);
    if (smallQueries !== undefined && smallQueries !== meta.queries) {
      problems.push(`${call.name} runs ${meta.queries} statements on the full troop but ${smallQueries} on a quarter of it`);
    }
    return [
      call.name,
      `${meta.items}, ${fmt(meta.bytes / 1024, 1)} KiB`,
      smallQueries === undefined ? String(meta.queries) : `${smallQueries} / ${meta.queries}`,
      fmt(median(r.rps)),
      `${median(r.p50)} / ${median(r.p99)}`,
      fmt(median(r.bareRps)),
      `${fmt(median(r.ratio), 1)}%`,
    ];
  });
  console.log(`\n${label}: medians of ${RUNS} round(s), ${CONNECTIONS} connections, ${DURATION} s each`);
  printTable(["call", "response", small ? "SQL/req (¼ troop / full)" : "SQL/req", "req/s", "p50/p99 ms", "bare req/s", "vs bare"], rows);
  await bare.close();
  await app.close();
}

async function runEmbedded(small: Map<string, number>) {
  const dir = mkdtempSync(join(tmpdir(), "scout-badges-bench-"));
  try {
    const client = await PGlite.create(dir);
    const counter = countQueries(client as unknown as { query: (...args: never[]) => unknown });
    const database = openPglite(client);
    try {
      await benchDriver("embedded database (PGlite)", database, counter, small);
    } finally {
      await database.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function runPostgres(small: Map<string, number>) {
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`\n== PostgreSQL: skipped (${PG_URL} unreachable: ${(error as Error).message}) ==`);
    return;
  }
  const name = `sb_bench_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const url = await createAppDatabase(admin, PG_URL, name);
  await admin.end();
  const database = openPg(url.toString(), 20);
  const pool = (database.db as unknown as { $client: { query: (...args: never[]) => unknown } }).$client;
  const counter = countQueries(pool);
  try {
    await benchDriver(`PostgreSQL ${url.host} (pool of 20)`, database, counter, small);
  } finally {
    await database.close();
    const dropper = new pg.Client({ connectionString: PG_URL });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  }
}

async function runStartup() {
  console.log("\n== start-up of the built server, embedded database ==");
  const measures = await measureStartup();
  if (!measures) {
    console.log("skipped: run `npm run build` first");
    return;
  }
  printTable(
    ["start", "ready (health answers)", "idle memory (RSS, 5 s after)"],
    measures.map((m) => [
      m.start === "first" ? "first start (empty data folder)" : "restart",
      `${fmt(m.readyMs)} ms`,
      `${fmt(m.idleRssMb)} MB`,
    ]),
  );
}

async function runServed() {
  console.log("\n== GET /api/badges (scout) from the built server as npm start runs it, PostgreSQL ==");
  const measures = await measureServedBadges(PG_URL, { connections: CONNECTIONS, duration: DURATION, rounds: RUNS });
  if (!measures) {
    console.log("skipped: run `npm run build` first, and PostgreSQL must be reachable");
    return;
  }
  printTable(
    ["machine", "req/s", "p50/p99 ms", "rounds (req/s, p99 ms)"],
    measures.map((m) => [
      m.busyCore ? "one core kept busy" : "quiet",
      fmt(m.rps),
      `${m.p50} / ${m.p99}`,
      m.rounds.map((r) => `${fmt(r.rps)}, ${r.p99}`).join("; "),
    ]),
  );
}

console.log(
  `Scout Badges benchmark: ${CONNECTIONS} connections, ${DURATION} s per call, ${RUNS} round(s); ` +
    `"vs bare" = req/s of the call / req/s of the bare route in the same round`,
);
async function runDistrict() {
  console.log(`\n== A district's overview over ${DISTRICT_TROOPS} troops (PostgreSQL; goal: under 300 ms) ==`);
  const result = await measureDistrictOverview(PG_URL);
  if (!result) {
    console.log(`  skipped: no PostgreSQL at ${PG_URL}`);
    return;
  }
  printTable(
    ["machine", "median ms", "p95 ms", "max ms", "load average"],
    result.measures.map((m) => [m.busyCore ? "one core busy" : "idle", fmt(m.median, 1), fmt(m.p95, 1), fmt(m.max, 1), m.load]),
  );
  for (const m of result.measures) if (m.p95 >= 300) problems.push(`district overview p95 ${fmt(m.p95, 1)} ms (goal: under 300 ms)`);
}

/** Targets of the thousand-troop run it misses, said after the tables (the run does not fail on them: machines differ). */
const thousandMisses: string[] = [];

async function runThousand() {
  console.log(`\n== One troop among ${THOUSAND} on PostgreSQL, beside a database of one troop ==`);
  const result = await measureThousandTroops(PG_URL, { connections: CONNECTIONS, duration: DURATION, rounds: Math.max(RUNS, 3) });
  if (!result) {
    console.log(`  skipped: no PostgreSQL at ${PG_URL}`);
    return;
  }
  thousandMisses.push(...printThousandTroops(result));
}

const small = ONLY.has("embedded") || ONLY.has("postgres") ? await queriesOnSmallTroop() : new Map<string, number>();
if (ONLY.has("embedded")) await runEmbedded(small);
if (ONLY.has("postgres")) await runPostgres(small);
if (ONLY.has("startup")) await runStartup();
if (ONLY.has("served")) await runServed();
if (ONLY.has("district")) await runDistrict();
if (ONLY.has("thousand")) await runThousand();
for (const miss of thousandMisses) console.log(`  ✗ thousand troops: ${miss}`);
if (ONLY.has("thousand") && thousandMisses.length === 0) console.log("\n✓ the thousand-troop run meets every target");
if (problems.length > 0) {
  console.log("\nSQL statements grow with the troop:");
  for (const problem of problems) console.log(`  ✗ ${problem}`);
  process.exitCode = 1;
} else if (small.size > 0) {
  console.log("\n✓ every call runs the same number of SQL statements on a troop a quarter of the size");
}
