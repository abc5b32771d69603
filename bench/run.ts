/**
 * Load test of the main read calls on a realistic troop, on the embedded database and on PostgreSQL,
 * each next to a bare Fastify route (no database, no auth) answering a JSON body of the same size.
 *
 *   npm run bench                      10 s per call, 50 connections
 *   BENCH_DURATION=3 npm run bench     shorter runs
 *   BENCH_DATABASE_URL=postgres://…    PostgreSQL server to create a throwaway database on
 *                                      (default postgres://postgres@127.0.0.1:5432/test; skipped when unreachable)
 *
 * It also counts the SQL queries each call runs: a list call must run a fixed number of queries,
 * whatever the number of rows (no query per row).
 */
import { execFile } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import Fastify from "fastify";
import pg from "pg";
import { buildApp } from "../src/server/app";
import { type Database, openPg, openPglite } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import {
  activities,
  activityReactions,
  badgeProgress,
  badges,
  eventParticipants,
  events,
  scoutBadges,
  scouts,
  troops,
  users,
} from "../src/server/db/schema";
import { createSession } from "../src/server/features/sessions/sessions.service";
import { hashPassword } from "../src/server/lib/passwords";
import { BADGE_CATEGORIES, QUICK_REACTIONS } from "../src/shared/constants";

const execFileAsync = promisify(execFile);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

const SIZE = { scouts: 60, badges: 80, events: 40, awards: 3000, activities: 5000, reactions: 1500, progress: 1200 };

type Calls = { name: string; path: string; token: string }[];
type Measure = { rps: number; p50: number; p99: number; non2xx: number; errors: number };

// ---------------------------------------------------------------------------------------------
// Seeding, straight through the database (the API would make this take minutes).

/** A small deterministic generator, so both databases get the same troop. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

async function insertChunked<T>(insert: (rows: T[]) => Promise<unknown>, rows: T[], size = 500) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

async function seedTroop(database: Database): Promise<{ leaderToken: string; scoutToken: string }> {
  const db = database.db;
  const random = rng(42);
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)] as T;
  const [troop] = await db.select({ id: troops.id }).from(troops).limit(1);
  if (!troop) throw new Error("no troop");
  const troopId = troop.id;
  const passwordHash = await hashPassword("bench-password");
  const day = 24 * 60 * 60 * 1000;
  const now = Date.now();

  const [leader] = await db
    .insert(users)
    .values({
      troopId,
      email: "leader@bench.example",
      passwordHash,
      firstName: "Lee",
      lastName: "Leader",
      role: "leader",
      isNewUser: false,
    })
    .returning({ id: users.id });
  if (!leader) throw new Error("leader insert failed");
  await db.update(troops).set({ leaderUserId: leader.id }).where(eq(troops.id, troopId));

  const first = ["Ada", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivy", "Jon", "Kai", "Lia"];
  const last = ["Pine", "Brook", "Stone", "Field", "Marsh", "Reed", "Vale", "Ash"];
  const scoutUsers = Array.from({ length: SIZE.scouts }, (_, i) => ({
    id: randomUUID(),
    troopId,
    email: `scout${i}@bench.example`,
    passwordHash,
    firstName: first[i % first.length] as string,
    lastName: last[i % last.length] as string,
    role: "scout" as const,
    isNewUser: false,
  }));
  await insertChunked((rows) => db.insert(users).values(rows), scoutUsers);
  const roster = scoutUsers.map((u, i) => ({
    id: randomUUID(),
    troopId,
    userId: u.id,
    name: `${u.firstName} ${u.lastName}`,
    email: u.email,
    phone: `555-01${String(i).padStart(2, "0")}`,
    emergencyContact: `Parent of ${u.firstName}`,
    isActive: i % 9 !== 0,
  }));
  await insertChunked((rows) => db.insert(scouts).values(rows), roster);

  const existing = await db.select({ id: badges.id, requirements: badges.requirements }).from(badges);
  const extra = Array.from({ length: Math.max(0, SIZE.badges - existing.length) }, (_, i) => ({
    id: randomUUID(),
    troopId,
    name: `Bench Badge ${i + 1}`,
    description: "Learn the skill, practise it with your patrol and show a leader what you can do. ".repeat(2),
    imageUrl: "/badges/bench.svg",
    category: BADGE_CATEGORIES[i % BADGE_CATEGORIES.length],
    requirements: Array.from({ length: 3 + (i % 5) }, (_, r) => `Requirement ${r + 1}: do something worthwhile and explain it.`),
    progressPercentage: i % 4 === 0 ? 10 : 0,
  }));
  await insertChunked((rows) => db.insert(badges).values(rows), extra);
  const allBadges = [...existing, ...extra.map((b) => ({ id: b.id, requirements: b.requirements }))];

  const eventRows = Array.from({ length: SIZE.events }, (_, i) => ({
    id: randomUUID(),
    troopId,
    title: `Troop outing ${i + 1}`,
    description: "Meet at the scout hut; bring water, a packed lunch and clothes for the weather. ".repeat(3),
    imageUrl: "https://example.com/event.jpg",
    startDate: new Date(now + (i - 15) * 3 * day),
    endDate: new Date(now + (i - 15) * 3 * day + 8 * 60 * 60 * 1000),
    location: "Pine Lake",
    tags: ["outdoor", "patrol"],
    badgeOpportunities: ["Camping", "First Aid"],
    maxParticipants: i % 3 === 0 ? null : 30,
    isFeatured: i % 8 === 0,
  }));
  await insertChunked((rows) => db.insert(events).values(rows), eventRows);
  const participants = eventRows
    .slice(15)
    .flatMap((e, i) =>
      scoutUsers.slice(0, 5 + (i % 10)).map((u, j) => ({ troopId, eventId: e.id, userId: u.id, scoutId: roster[j]?.id ?? null })),
    );
  await insertChunked((rows) => db.insert(eventParticipants).values(rows), participants);
  for (const e of eventRows.slice(15)) {
    const n = participants.filter((p) => p.eventId === e.id).length;
    await db.update(events).set({ currentParticipants: n }).where(eq(events.id, e.id));
  }

  const pairs = new Set<string>();
  const awards: (typeof scoutBadges.$inferInsert)[] = [];
  while (awards.length < SIZE.awards) {
    const s = Math.floor(random() * roster.length);
    const b = Math.floor(random() * allBadges.length);
    if (pairs.has(`${s}:${b}`)) continue;
    pairs.add(`${s}:${b}`);
    awards.push({
      troopId,
      scoutId: (roster[s] as { id: string }).id,
      badgeId: (allBadges[b] as { id: string }).id,
      earnedDate: new Date(now - Math.floor(random() * 365) * day),
      awardedByUserId: leader.id,
      awardedBy: "Lee Leader",
    });
  }
  await insertChunked((rows) => db.insert(scoutBadges).values(rows), awards);

  const progress: (typeof badgeProgress.$inferInsert)[] = [];
  const progressPairs = new Set<string>();
  while (progress.length < SIZE.progress) {
    const s = Math.floor(random() * roster.length);
    const b = Math.floor(random() * allBadges.length);
    const key = `${s}:${b}`;
    if (pairs.has(key) || progressPairs.has(key)) continue;
    progressPairs.add(key);
    const total = (allBadges[b] as { requirements: string[] }).requirements.length;
    const done = Array.from({ length: Math.floor(random() * total) }, (_, k) => k);
    progress.push({
      troopId,
      scoutId: (roster[s] as { id: string }).id,
      badgeId: (allBadges[b] as { id: string }).id,
      completedRequirements: done,
      progressPercentage: Math.round((100 * done.length) / total),
    });
  }
  await insertChunked((rows) => db.insert(badgeProgress).values(rows), progress);

  const types = ["badge_progress", "achievement", "event_participation", "milestone"] as const;
  const activityRows = Array.from({ length: SIZE.activities }, (_, i) => {
    const scout = pick(roster);
    const activityType = types[i % types.length] as (typeof types)[number];
    return {
      id: randomUUID(),
      troopId,
      scoutId: scout.id,
      activityType,
      title: `${activityType === "achievement" ? "Earned" : "Worked on"} Bench Badge ${1 + (i % 60)}`,
      description: `${scout.name} made progress today.`,
      points: [5, 50, 20, 100][i % 4] as number,
      metadata: { badgeId: pick(allBadges).id },
      createdAt: new Date(now - i * 60 * 60 * 1000),
    };
  });
  await insertChunked((rows) => db.insert(activities).values(rows), activityRows);
  const reactions = Array.from({ length: SIZE.reactions }, () => {
    const activity = pick(activityRows.slice(0, 800));
    return {
      troopId,
      activityId: activity.id,
      scoutId: activity.scoutId,
      leaderUserId: leader.id,
      emoji: pick([...QUICK_REACTIONS]).emoji,
      message: random() < 0.3 ? "Well done, keep it up!" : null,
    };
  });
  await insertChunked((rows) => db.insert(activityReactions).values(rows), reactions);

  const scoutUser = scoutUsers[0];
  if (!scoutUser) throw new Error("no scout");
  return { leaderToken: await createSession(db, leader.id), scoutToken: await createSession(db, scoutUser.id) };
}

// ---------------------------------------------------------------------------------------------
// Measuring.

/** Counts statements sent to the database, by wrapping the driver object's query method. */
function countQueries(client: { query: (...args: never[]) => unknown }) {
  const counter = { n: 0 };
  const original = client.query.bind(client);
  client.query = ((...args: never[]) => {
    counter.n++;
    return original(...args);
  }) as typeof client.query;
  return counter;
}

const autocannonBin = fileURLToPath(new URL("../node_modules/autocannon/autocannon.js", import.meta.url));

/**
 * autocannon runs in its own process: sharing this process's event loop with the server would
 * measure the load generator as much as the server.
 */
async function load(url: string, headers: Record<string, string>): Promise<Measure> {
  const args = [autocannonBin, "-j", "-c", String(CONNECTIONS), "-d", String(DURATION)];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}=${value}`);
  args.push(url);
  const { stdout } = await execFileAsync(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** A Fastify server with one route per measured call, answering a captured body of the same size. */
async function startBare(bodies: Map<string, unknown>) {
  const bare = Fastify({ logger: false });
  bare.get<{ Params: { name: string } }>("/bare/:name", async (request) => bodies.get(request.params.name));
  await bare.listen({ port: 0, host: "127.0.0.1" });
  const address = bare.server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  return { bare, base: `http://127.0.0.1:${address.port}` };
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);

async function benchDriver(label: string, database: Database, queryCounter: { n: number }) {
  console.log(`\n== ${label} ==`);
  await migrateDatabase(database);
  const app = await buildApp({ database, logger: false });
  const started = Date.now();
  const { leaderToken, scoutToken } = await seedTroop(database);
  // What autovacuum (PostgreSQL) or the app's hourly maintenance (embedded) does after a bulk load.
  await database.db.execute(sql`analyze`);
  console.log(
    `seeded ${SIZE.scouts} scouts with accounts, ${SIZE.badges} badges, ${SIZE.events} events, ${SIZE.awards} awards, ` +
      `${SIZE.activities} activities, ${SIZE.reactions} reactions, ${SIZE.progress} progress rows in ${Date.now() - started} ms`,
  );
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  const base = `http://127.0.0.1:${address.port}`;

  const calls: Calls = [
    { name: "GET /api/badges (scout)", path: "/api/badges", token: scoutToken },
    { name: "GET /api/badges/stats", path: "/api/badges/stats", token: leaderToken },
    { name: "GET /api/activities", path: "/api/activities", token: leaderToken },
    { name: "GET /api/events", path: "/api/events", token: leaderToken },
  ];

  const bodies = new Map<string, unknown>();
  const info = new Map<string, { bytes: number; items: string; queries: number }>();
  for (const [i, call] of calls.entries()) {
    const headers = { authorization: `Bearer ${call.token}` };
    await fetch(base + call.path, { headers }); // warm-up
    const before = queryCounter.n;
    const res = await fetch(base + call.path, { headers });
    const queries = queryCounter.n - before;
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${call.name} answered ${res.status}: ${text.slice(0, 200)}`);
    const body = JSON.parse(text);
    bodies.set(String(i), body);
    info.set(call.name, { bytes: Buffer.byteLength(text), items: Array.isArray(body) ? `${body.length} items` : "object", queries });
  }
  const { bare, base: bareBase } = await startBare(bodies);
  for (const [i] of calls.entries()) {
    const res = await fetch(`${bareBase}/bare/${i}`);
    const text = await res.text();
    const expected = info.get((calls[i] as { name: string }).name)?.bytes;
    if (Buffer.byteLength(text) !== expected) throw new Error(`bare body size ${Buffer.byteLength(text)} != ${expected}`);
  }

  const rows: string[][] = [];
  for (const [i, call] of calls.entries()) {
    const real = await load(base + call.path, { authorization: `Bearer ${call.token}` });
    const baseline = await load(`${bareBase}/bare/${i}`, {});
    const meta = info.get(call.name);
    if (real.non2xx || real.errors) console.log(`  ! ${call.name}: ${real.non2xx} non-2xx, ${real.errors} errors`);
    rows.push([
      call.name,
      `${meta?.items}, ${fmt((meta?.bytes ?? 0) / 1024, 1)} KiB`,
      String(meta?.queries),
      fmt(real.rps),
      `${real.p50} / ${real.p99}`,
      fmt(baseline.rps),
      `${baseline.p50} / ${baseline.p99}`,
      `${fmt((100 * real.rps) / baseline.rps, 1)}%`,
    ]);
    console.log(`  measured ${call.name}`);
  }
  printTable(["call", "response", "SQL/req", "req/s", "p50/p99 ms", "bare req/s", "bare p50/p99 ms", "vs bare"], rows);
  await bare.close();
  await app.close();
}

function printTable(head: string[], rows: string[][]) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join("  ");
  console.log(line(head));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of rows) console.log(line(r));
}

// ---------------------------------------------------------------------------------------------

async function runPglite() {
  const dir = mkdtempSync(join(tmpdir(), "scout-badges-bench-"));
  try {
    const client = await PGlite.create(dir);
    const counter = countQueries(client as unknown as { query: (...args: never[]) => unknown });
    const database = openPglite(client);
    try {
      await benchDriver("embedded database (PGlite)", database, counter);
    } finally {
      await database.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function runPostgres() {
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`\n== PostgreSQL: skipped (${PG_URL} unreachable: ${(error as Error).message}) ==`);
    return;
  }
  const name = `sb_bench_${Date.now()}_${randomBytes(3).toString("hex")}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const database = openPg(url.toString(), 20);
  const pool = (database.db as unknown as { $client: { query: (...args: never[]) => unknown } }).$client;
  const counter = countQueries(pool);
  try {
    await benchDriver(`PostgreSQL ${url.host} (pool of 20)`, database, counter);
  } finally {
    await database.close();
    const dropper = new pg.Client({ connectionString: PG_URL });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  }
}

console.log(
  `Scout Badges benchmark: ${CONNECTIONS} connections, ${DURATION} s per call; "vs bare" = req/s of the call / req/s of the bare route`,
);
await runPglite();
await runPostgres();
