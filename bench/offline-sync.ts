/**
 * How long a device's queue of changes made offline takes to sync: 500 writes sent the way a device
 * sends them (over HTTP, in order, one after another, each with its own Idempotency-Key), a mix of
 * a leader's attendance records and reactions and a scout's requirement ticks and messages read;
 * then the same 500 again with the same keys (a device that lost the answers), which all replay.
 * Prints the total and the per-write median and p95 of both passes, and the load average.
 *
 *   npm run bench:sync                      the embedded database (in a throwaway folder)
 *   DATABASE_URL=postgres://… npm run bench:sync
 *                                           PostgreSQL too: a throwaway database on that server
 *   BENCH_WRITES=200                        another number of writes (500)
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { and, asc, eq, lt } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../src/server/app";
import { createSession } from "../src/server/auth/sessions";
import { type Database, openDatabase, openPg } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { activities, badges, events, memberships, messages, scouts, users } from "../src/server/db/schema";
import { QUICK_REACTIONS } from "../src/shared/constants";
import { createAppDatabase } from "./app-database";
import { median, printTable } from "./measure";
import { seedTroop } from "./seed-troop";

const WRITES = Number(process.env.BENCH_WRITES ?? 500);

type Write = { method: "POST" | "PATCH"; path: string; body: unknown; as: "leader" | "scout"; key: string };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

/** The device's queue: attendance, ticks, reactions and messages read, interleaved as a weekend's changes would be. */
async function queueOf(database: Database, base: string, tokens: Tokens): Promise<Write[]> {
  const db = database.db;
  const started = await db.select({ id: events.id }).from(events).where(lt(events.startDate, new Date())).orderBy(asc(events.startDate));
  const roster = await db.select({ id: scouts.id }).from(scouts).where(eq(scouts.isActive, true)).orderBy(asc(scouts.name), asc(scouts.id));
  const feed = await db.select({ id: activities.id }).from(activities).orderBy(asc(activities.createdAt)).limit(WRITES);
  const badgeList = await db.select({ id: badges.id, requirements: badges.requirements }).from(badges).orderBy(asc(badges.name));
  // Messages for the scout to read: sent by the leader beforehand, not measured.
  const readsWanted = Math.ceil(WRITES / 10);
  for (let i = 0; i < readsWanted; i++) {
    const res = await fetch(`${base}/api/messages`, {
      method: "POST",
      headers: { authorization: `Bearer ${tokens.leaderToken}`, "content-type": "application/json" },
      body: JSON.stringify({ subject: `Notice ${i + 1}`, body: "Bring a packed lunch.", audience: { kind: "scouts" } }),
    });
    if (res.status !== 201) throw new Error(`sending a message answered ${res.status}: ${await res.text()}`);
  }
  const inbox = await db.select({ id: messages.id }).from(messages).orderBy(asc(messages.createdAt)).limit(readsWanted);

  const writes: Write[] = [];
  let reads = 0;
  let reactions = 0;
  let ticks = 0;
  let marks = 0;
  for (let i = 0; writes.length < WRITES; i++) {
    const key = randomUUID();
    const slot = i % 10;
    if (slot < 4) {
      // A register taken on the device: scouts one after another, each with when it was taken.
      const event = started[marks % started.length];
      const scout = roster[Math.floor(marks / started.length) % roster.length];
      marks++;
      writes.push({
        method: "POST",
        path: "/api/attendance",
        as: "leader",
        key,
        body: {
          scoutId: scout?.id,
          eventId: event?.id,
          status: marks % 7 === 0 ? "absent" : "present",
          recordedAt: new Date(Date.now() - (WRITES - i) * 1000).toISOString(),
        },
      });
    } else if (slot < 7) {
      // A scout ticking requirements: one more each time on a badge.
      const badge = badgeList[ticks % badgeList.length];
      const total = badge?.requirements.length ?? 1;
      const done = Array.from({ length: 1 + (Math.floor(ticks / badgeList.length) % total) }, (_, k) => k);
      ticks++;
      writes.push({ method: "PATCH", path: `/api/badges/${badge?.id}/progress`, as: "scout", key, body: { completedRequirements: done } });
    } else if (slot < 9 || reads >= inbox.length) {
      const activity = feed[reactions % feed.length];
      const emoji = QUICK_REACTIONS[reactions % QUICK_REACTIONS.length]?.emoji;
      reactions++;
      writes.push({ method: "POST", path: `/api/activities/${activity?.id}/reactions`, as: "leader", key, body: { emoji } });
    } else {
      const message = inbox[reads++];
      writes.push({ method: "POST", path: `/api/messages/${message?.id}/read`, as: "scout", key, body: undefined });
    }
  }
  return writes;
}

type Tokens = { leaderToken: string; scoutToken: string };

/** The leader, and a scout on the active roster (the seed's first scout has left the troop). */
async function tokensOf(database: Database, leaderToken: string): Promise<Tokens> {
  const [scout] = await database.db
    .select({ userId: users.id, troopId: scouts.troopId })
    .from(scouts)
    .innerJoin(users, eq(users.id, scouts.userId))
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.troopId, scouts.troopId)))
    .where(and(eq(scouts.isActive, true), eq(memberships.role, "scout")))
    .orderBy(asc(users.email))
    .limit(1);
  if (!scout) throw new Error("no active scout account");
  return { leaderToken, scoutToken: await createSession(database.db, scout.userId, scout.troopId) };
}

type Pass = { totalMs: number; times: number[]; statuses: Map<number, number>; replayed: number };

/** Sends the queue in order, one write after another, as the device does. */
async function send(base: string, writes: Write[], tokens: Tokens): Promise<Pass> {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  let replayed = 0;
  const start = performance.now();
  for (const write of writes) {
    const headers: Record<string, string> = {
      authorization: `Bearer ${write.as === "leader" ? tokens.leaderToken : tokens.scoutToken}`,
      "idempotency-key": write.key,
    };
    if (write.body !== undefined) headers["content-type"] = "application/json";
    const t = performance.now();
    const res = await fetch(`${base}${write.path}`, {
      method: write.method,
      headers,
      ...(write.body === undefined ? {} : { body: JSON.stringify(write.body) }),
    });
    await res.arrayBuffer();
    times.push(performance.now() - t);
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    if (res.headers.get("idempotent-replayed") === "true") replayed++;
  }
  return { totalMs: performance.now() - start, times, statuses, replayed };
}

async function measure(name: string, database: Database) {
  await migrateDatabase(database);
  const app = await buildApp({ database, logger: false });
  const tokens = await tokensOf(database, (await seedTroop(database)).leaderToken);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  const base = `http://127.0.0.1:${address.port}`;
  try {
    const writes = await queueOf(database, base, tokens);
    const loadBefore = load();
    const first = await send(base, writes, tokens);
    const again = await send(base, writes, tokens);
    const loadAfter = load();
    const row = (pass: string, p: Pass) => [
      name,
      pass,
      `${(p.totalMs / 1000).toFixed(2)} s`,
      `${median(p.times).toFixed(1)} ms`,
      `${percentile(p.times, 95).toFixed(1)} ms`,
      [...p.statuses].map(([status, n]) => `${n}×${status}`).join(" "),
      String(p.replayed),
    ];
    printTable(
      ["database", "pass", "total", "median", "p95", "answers", "replayed"],
      [row("first send", first), row("sent again", again)].map((r, i) => (i === 0 ? r : ["", ...r.slice(1)])),
    );
    console.log(`load average (1, 5, 15 min): before ${loadBefore}, after ${loadAfter}\n`);
    if (again.replayed !== writes.length) console.log(`!! only ${again.replayed} of ${writes.length} repeats were replays`);
  } finally {
    await app.close();
  }
}

console.log(`${WRITES} queued writes, in order, one after another, each with its own Idempotency-Key\n`);
const dir = mkdtempSync(join(tmpdir(), "scout-badges-sync-"));
try {
  const embedded = await openDatabase({ dataDir: dir });
  await measure("embedded", embedded);
  await embedded.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.log("PostgreSQL skipped: set DATABASE_URL to a server where a throwaway database may be created.");
} else {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const name = `bench_sync_${randomBytes(4).toString("hex")}`;
  const url = await createAppDatabase(admin, serverUrl, name);
  try {
    const database = openPg(url.toString());
    await measure("PostgreSQL", database);
    await database.close();
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
