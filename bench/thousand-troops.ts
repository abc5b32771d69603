/**
 * A thousand troops on one PostgreSQL database (many-troops M8): the cost follows the troops that are
 * busy, not the troops it holds.
 *
 * - Two databases in the same run: one of 1,000 troops, one of a single troop of the same shape
 *   (tests/factories/many-troops.ts: 30 scouts, 55 badges, 20 events, 600 awards and a term's
 *   register each, written with set-based SQL).
 * - One troop's list calls at 50 connections (autocannon in its own process) on each database, beside
 *   a bare route answering the same JSON, with one core kept busy; then the same calls while a second
 *   troop of the thousand is under the same load (25 connections each).
 * - Sign-ins, 20 at once, and the idle memory of the built server (`npm start`) after it served 200
 *   troops, on both databases.
 * - Adding a column to the awards table of a thousand troops, and the thousand troops' weekly reports
 *   sent by two instances (bench/weekly-reports.ts).
 */
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../src/server/app";
import { type Database, openPg } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { hashPassword } from "../src/server/lib/passwords";
import { seedManyTroops, signInSeededTroop, TROOP_ROWS } from "../tests/factories/many-troops";
import { largeScans, largeTables, readsSentBy } from "../tests/setup/query-plans";
import { createAppDatabase } from "./app-database";
import { busyCore, LIST_CALLS, load, type Measure, median, printTable, startBare } from "./measure";
import { launchBuilt, SERVER_ENTRY } from "./startup";
import { measureWeeklyReports, type WeeklyReportsMeasure } from "./weekly-reports";

export const THOUSAND = Number(process.env.BENCH_TROOPS ?? 1000);
/** Parts of the run (calls, served, migration, weekly); all by default. */
const PARTS = new Set((process.env.BENCH_THOUSAND_PARTS ?? "calls,served,migration,weekly").split(",").map((part) => part.trim()));
const PASSWORD = "bench-pass-1";
const SLUGS = "t";

type Tokens = { leader: string; scout: string };
type Side = { database: Database; url: URL; name: string; base: string; close: () => Promise<void> };
type CallFigures = { one: Measure[]; many: Measure[]; bare: Measure[]; beside: Measure[] };

export type ThousandTroopsResult = {
  troops: number;
  seededRows: number;
  seededMs: number;
  calls: { name: string; figures: CallFigures }[];
  /** `alone`: the median of sign-ins one at a time; the rest of 10 bursts of 20 at once. */
  signIns: { database: string; alone: number; p50: number; p99: number; max: number }[];
  /** Idle RSS 5 s after serving one troop's people 200 times, and after serving 200 troops (up to the troops held). */
  memory: { database: string; afterStart: number; afterOneTroop: number; afterManyTroops: number }[];
  migration: { change: string; ms: number }[];
  /** Each list call's statements on the thousand-troop database, and the large tables their plans scan. */
  plans: { call: string; statements: number; scans: string[] }[];
  weekly: WeeklyReportsMeasure | null;
  load: string;
};

const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

async function openSide(
  admin: pg.Client,
  pgUrl: string,
  label: string,
  troops: number,
): Promise<Side & { seededMs: number; rows: number }> {
  const name = `sb_${label}_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const url = await createAppDatabase(admin, pgUrl, name);
  const database = openPg(url.toString(), 20);
  await migrateDatabase(database);
  const started = performance.now();
  const { rows } = await seedManyTroops(database.db, { count: troops, slugPrefix: SLUGS, passwordHash: await hashPassword(PASSWORD) });
  // What autovacuum does after a bulk load.
  await database.db.execute(sql`analyze`);
  const seededMs = performance.now() - started;
  const app = await buildApp({ database, logger: false, trustProxy: true });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  return {
    database,
    url,
    name,
    base: `http://127.0.0.1:${address.port}`,
    seededMs,
    rows,
    close: async () => {
      await app.close();
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
    },
  };
}

const tokensOf = async (database: Database, n: number): Promise<Tokens> => (await signInSeededTroop(database.db, SLUGS, n)).tokens;

const headersOf = (tokens: Tokens, as: "leader" | "scout") => ({
  authorization: `Bearer ${as === "scout" ? tokens.scout : tokens.leader}`,
});

/** The list calls: one troop alone, one troop of a thousand, the bare route, and the thousand with a second troop busy too. */
async function measureCalls(one: Side, many: Side, options: { connections: number; duration: number; rounds: number }) {
  const oneTokens = await tokensOf(one.database, 1);
  const aTokens = await tokensOf(many.database, Math.ceil(THOUSAND / 2));
  const bTokens = await tokensOf(many.database, Math.ceil(THOUSAND / 2) + 1);
  const bodies = new Map<string, unknown>();
  for (const [i, call] of LIST_CALLS.entries()) {
    const res = await fetch(many.base + call.path, { headers: headersOf(aTokens, call.as) });
    if (res.status !== 200) throw new Error(`${call.name} answered ${res.status}`);
    bodies.set(String(i), await res.json());
  }
  const { bare, base: bareBase } = await startBare(bodies);
  const run = { connections: options.connections, duration: options.duration };
  const half = { connections: Math.max(1, Math.floor(options.connections / 2)), duration: options.duration };
  // Warm: each side compiles its hot code and fills its pool before anything is timed.
  for (const [i, call] of LIST_CALLS.entries()) {
    await load(one.base + call.path, headersOf(oneTokens, call.as), { ...run, duration: 2 });
    await load(many.base + call.path, headersOf(aTokens, call.as), { ...run, duration: 2 });
    await load(`${bareBase}/bare/${i}`, {}, { ...run, duration: 2 });
  }
  const figures = new Map<string, CallFigures>(LIST_CALLS.map((call) => [call.name, { one: [], many: [], bare: [], beside: [] }]));
  const stop = busyCore();
  try {
    for (let round = 1; round <= options.rounds; round++) {
      for (const [i, call] of LIST_CALLS.entries()) {
        const f = figures.get(call.name) as CallFigures;
        f.one.push(await load(one.base + call.path, headersOf(oneTokens, call.as), run));
        f.many.push(await load(many.base + call.path, headersOf(aTokens, call.as), run));
        f.bare.push(await load(`${bareBase}/bare/${i}`, {}, run));
        const [a] = await Promise.all([
          load(many.base + call.path, headersOf(aTokens, call.as), half),
          load(many.base + call.path, headersOf(bTokens, call.as), half),
        ]);
        f.beside.push(a);
        const last = (list: Measure[]) => list.at(-1) as Measure;
        console.log(
          `  round ${round}: ${call.name}: one troop ${last(f.one).rps.toFixed(0)} req/s p99 ${last(f.one).p99} ms; ` +
            `1 of ${THOUSAND} ${last(f.many).rps.toFixed(0)} req/s p99 ${last(f.many).p99} ms; bare ${last(f.bare).rps.toFixed(0)} req/s; ` +
            `beside a second troop ${last(f.beside).rps.toFixed(0)} req/s p99 ${last(f.beside).p99} ms`,
        );
        for (const m of [last(f.one), last(f.many), last(f.beside)])
          if (m.non2xx || m.errors) console.log(`  ! ${m.non2xx} non-2xx, ${m.errors} errors`);
      }
    }
  } finally {
    stop();
    await bare.close();
  }
  return LIST_CALLS.map((call) => ({ name: call.name, figures: figures.get(call.name) as CallFigures }));
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? Number.NaN) / 1024;

/**
 * The built server on a database: 200 troops' leaders (or the one troop's, 200 times) open their
 * roster and badges, then 10 bursts of 20 sign-ins at once, each from its own address and account;
 * then its memory once idle.
 */
async function servedOn(side: Side, troops: number) {
  const { child, base } = await launchBuilt({ DATABASE_URL: side.url.toString(), TRUST_PROXY: "true" });
  try {
    // Each troop's people signed in once, as a device keeps its session.
    const signedIn = new Map<number, Tokens>();
    const tokensOfTroop = async (n: number) => signedIn.get(n) ?? (signedIn.set(n, await tokensOf(side.database, n)).get(n) as Tokens);
    const serve = async (troopCount: number) => {
      for (let i = 0; i < 200; i++) {
        const tokens = await tokensOfTroop(1 + (i % troopCount));
        for (const path of ["/api/scouts", "/api/badges", "/api/events"]) {
          const res = await fetch(base + path, { headers: headersOf(tokens, "leader") });
          if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
          await res.arrayBuffer();
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 5000));
      return rssMb(child.pid as number);
    };
    // Idle after its start (its first pass writes every troop's schedules), then the same work on both
    // databases (one troop's people, 200 times), then 200 troops' each once.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const afterStart = rssMb(child.pid as number);
    const afterOneTroop = await serve(1);
    const afterManyTroops = await serve(Math.min(troops, 200));
    const signIn = async (troop: number, scout: number, from: string) => {
      const began = performance.now();
      const res = await fetch(`${base}/api/login-credentials`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": from },
        body: JSON.stringify({ username: `scout-${scout}-${SLUGS}-${troop}@bench.example`, password: PASSWORD, role: "scout" }),
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
      return performance.now() - began;
    };
    // One at a time first: what a sign-in costs alone (mostly the password's hash).
    const alone: number[] = [];
    for (let i = 0; i < 20; i++) alone.push(await signIn(1, 1 + (i % TROOP_ROWS.scouts), `10.21.0.${i + 1}`));
    const times: number[] = [];
    for (let burst = 0; burst < 10; burst++) {
      await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const troop = troops === 1 ? 1 : 1 + ((burst * 20 + i) % troops);
          const scout = troops === 1 ? 1 + i : 1 + (burst % TROOP_ROWS.scouts);
          times.push(await signIn(troop, scout, `10.20.${burst}.${i + 1}`));
        }),
      );
    }
    times.sort((a, b) => a - b);
    return {
      signIn: { alone: median(alone), p50: median(times), p99: times[Math.ceil(times.length * 0.99) - 1] ?? 0, max: times.at(-1) ?? 0 },
      afterStart,
      afterOneTroop,
      afterManyTroops,
    };
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
}

/** EXPLAIN of every statement of each list call on the thousand troops, as the app's role in the troop's scope. */
async function measurePlans(side: Side): Promise<ThousandTroopsResult["plans"]> {
  const { tokens, ...troop } = await signInSeededTroop(side.database.db, SLUGS, Math.ceil(THOUSAND / 2));
  const client = new pg.Client({ connectionString: side.url.toString() });
  await client.connect();
  try {
    const large = await largeTables(client, 5_000);
    const plans: ThousandTroopsResult["plans"] = [];
    for (const call of LIST_CALLS) {
      const statements = await readsSentBy(async () => {
        const res = await fetch(side.base + call.path, { headers: headersOf(tokens, call.as) });
        await res.arrayBuffer();
      });
      const scans: string[] = [];
      for (const statement of statements) scans.push(...(await largeScans(client, troop.troopId, statement, large)));
      plans.push({ call: call.name, statements: statements.length, scans });
    }
    return plans;
  } finally {
    await client.end();
  }
}

/** Adding columns to the awards of a thousand troops, as a migration would (the app's own role owns the tables). */
async function measureMigration(side: Side) {
  const client = new pg.Client({ connectionString: side.url.toString() });
  await client.connect();
  try {
    const changes = [
      ["add a column with no default", "alter table scout_badges add column bench_note text"],
      ["add a column with a constant default, not null", "alter table scout_badges add column bench_flag boolean not null default false"],
      ["add an index leading with the troop", "create index bench_idx on scout_badges (troop_id, awarded_by)"],
    ] as const;
    const measures: { change: string; ms: number }[] = [];
    for (const [change, statement] of changes) {
      const began = performance.now();
      await client.query(statement);
      measures.push({ change, ms: performance.now() - began });
    }
    await client.query("drop index bench_idx; alter table scout_badges drop column bench_note, drop column bench_flag");
    return measures;
  } finally {
    await client.end();
  }
}

export async function measureThousandTroops(
  pgUrl: string,
  options: { connections: number; duration: number; rounds: number },
): Promise<ThousandTroopsResult | null> {
  const admin = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const sides: Side[] = [];
  try {
    const one = await openSide(admin, pgUrl, "one", 1);
    sides.push(one);
    const many = await openSide(admin, pgUrl, "thousand", THOUSAND);
    sides.push(many);
    console.log(`  seeded ${THOUSAND} troops (${many.rows} rows) in ${(many.seededMs / 1000).toFixed(1)} s`);
    const plans = await measurePlans(many);
    const calls = PARTS.has("calls") ? await measureCalls(one, many, options) : [];
    const signIns: ThousandTroopsResult["signIns"] = [];
    const memory: ThousandTroopsResult["memory"] = [];
    if (!PARTS.has("served")) console.log("  sign-ins and memory left out (BENCH_THOUSAND_PARTS)");
    else if (existsSync(SERVER_ENTRY)) {
      for (const [label, side, troops] of [
        ["one troop", one, 1],
        [`${THOUSAND} troops`, many, THOUSAND],
      ] as const) {
        const measured = await servedOn(side, troops);
        signIns.push({ database: label, ...measured.signIn });
        const { afterStart, afterOneTroop, afterManyTroops } = measured;
        memory.push({ database: label, afterStart, afterOneTroop, afterManyTroops });
      }
    } else console.log("  sign-ins and memory skipped: run `npm run build` first");
    const migration = PARTS.has("migration") ? await measureMigration(many) : [];
    const weekly = PARTS.has("weekly") ? await measureWeeklyReports(many.url.toString(), THOUSAND) : null;
    return {
      troops: THOUSAND,
      seededRows: many.rows,
      seededMs: many.seededMs,
      calls,
      signIns,
      memory,
      migration,
      plans,
      weekly,
      load: loadAverage(),
    };
  } finally {
    for (const side of sides) await side.close();
    await admin.end();
  }
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);

/** The tables, and the targets each figure meets or misses by how much. */
export function printThousandTroops(result: ThousandTroopsResult): string[] {
  const misses: string[] = [];
  const rows = result.calls.map(({ name, figures: f }) => {
    const p99One = median(f.one.map((m) => m.p99));
    const p99Many = median(f.many.map((m) => m.p99));
    const ratios = f.many.map((m, i) => (100 * m.rps) / (f.bare[i]?.rps ?? Number.NaN));
    const vsBare = median(ratios);
    const p99Ratio = p99Many / p99One;
    if (p99Ratio > 1.2) misses.push(`${name}: p99 ${fmt(p99Ratio, 2)} × the one troop's (goal ≤ 1.2 ×)`);
    if (vsBare < 25) misses.push(`${name}: ${fmt(vsBare, 1)} % of the bare route (goal ≥ 25 %)`);
    return [
      name,
      `${fmt(median(f.one.map((m) => m.rps)))} / ${p99One}`,
      `${fmt(median(f.many.map((m) => m.rps)))} / ${p99Many}`,
      `${fmt(p99Ratio, 2)} ×`,
      fmt(median(f.bare.map((m) => m.rps))),
      `${fmt(vsBare, 1)} %`,
      `${fmt(median(f.beside.map((m) => m.rps)))} / ${median(f.beside.map((m) => m.p99))}`,
    ];
  });
  console.log(
    `\nOne troop's list calls, medians of ${result.calls[0]?.figures.many.length ?? 0} rounds, one core kept busy (req/s / p99 ms):`,
  );
  printTable(
    ["call", "one troop alone", `one of ${result.troops}`, "p99 ×", "bare req/s", "vs bare", "beside a 2nd busy troop (25+25 conn.)"],
    rows,
  );
  if (result.signIns.length > 0) {
    console.log("\nSign-ins, one at a time and in 10 bursts of 20 at once (the built server; argon2id verifies each password):");
    printTable(
      ["database", "one at a time, median ms", "20 at once: p50 ms", "p99 ms", "max ms"],
      result.signIns.map((s) => [s.database, fmt(s.alone), fmt(s.p50), fmt(s.p99), fmt(s.max)]),
    );
    for (const s of result.signIns) if (s.p99 > 150) misses.push(`sign-in p99 ${fmt(s.p99)} ms on ${s.database} (goal ≤ 150 ms)`);
    console.log("\nIdle memory of the built server (RSS, 5 s after the work):");
    printTable(
      ["database", "after its start", "after one troop's people, 200 times", "after 200 troops' (as many as it holds)"],
      result.memory.map((m) => [m.database, `${fmt(m.afterStart)} MB`, `${fmt(m.afterOneTroop)} MB`, `${fmt(m.afterManyTroops)} MB`]),
    );
  }
  console.log(`\nPlans of the list calls among ${result.troops} troops (EXPLAIN of every statement, the app's role in the troop's scope):`);
  printTable(
    ["call", "statements", "large tables read end to end"],
    result.plans.map((p) => [p.call, String(p.statements), p.scans.length === 0 ? "none" : p.scans.join(", ")]),
  );
  for (const p of result.plans) if (p.scans.length > 0) misses.push(`${p.call} scans ${p.scans.join(", ")}`);
  console.log(`\nChanging the awards table of ${result.troops} troops (${result.troops * TROOP_ROWS.awards} rows):`);
  printTable(
    ["change", "ms"],
    result.migration.map((m) => [m.change, fmt(m.ms)]),
  );
  const w = result.weekly;
  if (w) {
    console.log(
      `\nWeekly reports: ${w.reports} reports of ${w.troops} troops sent ${fmt(w.sentMs / 1000, 1)} s after their hour by two instances ` +
        `(${w.instances.map((i) => `${i.passes} passes, ${i.queued} queued`).join("; ")}); ${w.duplicates} twice, ${w.missing} missing`,
    );
    if (w.sentMs > 10 * 60_000) misses.push(`weekly reports took ${fmt(w.sentMs / 60_000, 1)} min (goal ≤ 10)`);
    if (w.duplicates > 0 || w.missing > 0) misses.push(`weekly reports: ${w.duplicates} twice, ${w.missing} missing`);
  }
  console.log(`\nseeded ${result.seededRows} rows in ${fmt(result.seededMs / 1000, 1)} s; load average ${result.load}`);
  return misses;
}
