/**
 * Parallel bursts against the per-address and per-account limits, over real HTTP from one address
 * (127.0.0.1), with two app instances on one PostgreSQL database: once with the counters in the
 * database, once in Redis. Each burst alternates its requests between the two instances and counts
 * the answers; a limit holds when at most 10 answers are not 429.
 *
 *   npx tsx bench/bursts.ts
 *   BENCH_DATABASE_URL=postgres://…   PostgreSQL server for a throwaway database
 *                                     (default postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_REDIS_URL=redis://…         Redis server (default redis://127.0.0.1:6379; skipped when unreachable)
 */
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { buildApp } from "../src/server/app";
import { openPg } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { createAppDatabase } from "./app-database";

const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const BURST = 300;

type Instance = { base: string; close: () => Promise<void> };

async function post(base: string, path: string, body: unknown, token?: string) {
  const res = await fetch(base + path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

const tally = (statuses: number[]) => {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${n} × ${status}`).join(", ");
};

async function startInstances(url: string, redisUrl?: string): Promise<Instance[]> {
  return Promise.all(
    [0, 1].map(async () => {
      const database = openPg(url);
      const app = await buildApp({ database, redisUrl });
      await app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = app.server.address() as AddressInfo;
      return {
        base: `http://127.0.0.1:${port}`,
        close: async () => {
          await app.close();
          await database.close();
        },
      };
    }),
  );
}

/** A leader, a roster child and the child's parent, made once through the first instances. */
async function signUpFamily(base: string) {
  const tag = randomBytes(4).toString("hex");
  const leader = await post(base, "/api/signup", {
    email: `leader-${tag}@example.com`,
    password: "leader-pass",
    firstName: "Lee",
    lastName: "Leader",
    role: "leader",
  });
  const token = String(leader.body?.authToken ?? "");
  const rosterRes = await fetch(`${base}/api/scouts`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: "Sam Child" }),
  });
  const scoutId = String(((await rosterRes.json()) as { id: string }).id);
  const invite = await post(base, `/api/scouts/${scoutId}/parent-invite`, {}, token);
  const parent = await post(base, "/api/signup", {
    email: `parent-${tag}@example.com`,
    password: "parent-pass",
    firstName: "Pat",
    lastName: "Parent",
    role: "parent",
    inviteCode: invite.body?.code,
  });
  const parentToken = String(parent.body?.authToken ?? "");

  return { tag, parentToken };
}

let family: Awaited<ReturnType<typeof signUpFamily>> | undefined;

async function run(label: string, url: string, admin: pg.Client, redisUrl?: string) {
  const [a, b] = await startInstances(url, redisUrl);
  if (!a || !b) throw new Error("instances missing");
  const pick = (i: number) => (i % 2 ? a : b).base;
  const reset = async () => {
    await admin.query("delete from attempt_counters");
    if (redisUrl) {
      const { Redis } = await import("ioredis");
      const redis = new Redis(redisUrl);
      const keys = await redis.keys("scout-badges:attempts:*");
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
  };
  await reset();
  if (!family) family = await signUpFamily(a.base);
  const { tag, parentToken } = family;
  const bursts: [string, (i: number) => Promise<{ status: number }>][] = [
    [
      `${BURST} wrong passwords at ${BURST} emails`,
      (i) => post(pick(i), "/api/login-credentials", { username: `nobody-${i}-${tag}@example.com`, password: "wrong", role: "scout" }),
    ],
    [`${BURST} invite look-ups with wrong codes`, (i) => post(pick(i), "/api/invites/lookup", { code: `WRONG${i}CODE` })],
    [
      `${BURST} sign-ups with wrong codes`,
      (i) =>
        post(pick(i), "/api/signup", {
          email: `x-${i}-${tag}@example.com`,
          password: "some-pass",
          firstName: "X",
          lastName: "Y",
          role: "scout",
          inviteCode: `WRONG${i}CODE`,
        }),
    ],
    [
      `${BURST} parent child links with wrong codes`,
      (i) => post(pick(i), "/api/parent/children", { inviteCode: `WRONG${i}CODE` }, parentToken),
    ],
  ];
  for (const [name, send] of bursts) {
    await reset();
    const results = await Promise.all(Array.from({ length: BURST }, (_, i) => send(i)));
    const notLimited = results.filter((r) => r.status !== 429).length;
    console.log(`${label} | ${name} | ${tally(results.map((r) => r.status))} | not 429: ${notLimited}`);
  }
  await a.close();
  await b.close();
}

async function main() {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  const name = `sb_bursts_${randomBytes(4).toString("hex")}`;
  const url = await createAppDatabase(admin, PG_URL, name);
  const database = openPg(url.href);
  await migrateDatabase(database);
  await database.close();
  const inDb = new pg.Client({ connectionString: url.href });
  await inDb.connect();
  try {
    await run("PostgreSQL, counters in the database", url.href, inDb);
    let redisUp = false;
    try {
      const { Redis } = await import("ioredis");
      const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
      await probe.connect();
      await probe.quit();
      redisUp = true;
    } catch {
      console.log("Redis unreachable: skipped");
    }
    if (redisUp) await run("PostgreSQL, counters in Redis", url.href, inDb, REDIS_URL);
  } finally {
    await inDb.end();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
