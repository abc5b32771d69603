/**
 * Measures the notification worker's claim (FOR UPDATE SKIP LOCKED) on the embedded database and on
 * PostgreSQL: how long one claim of a batch takes, how many messages a second one worker and two
 * competing workers get through with a transport that does nothing, and that no message is
 * delivered twice. Numbers for docs/decisions/006-scheduled-work.md.
 *
 *   npx tsx bench/outbox-claim.ts
 *   BENCH_DATABASE_URL=postgres://…   PostgreSQL server for a throwaway database
 *                                     (default postgres://postgres@127.0.0.1:5432/postgres; skipped when unreachable)
 */
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type Database, openPg, openPglite } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { outbox } from "../src/server/db/schema";
import { ensureTroop } from "../src/server/db/seed/seed";
import { deliverDue } from "../src/server/features/notifications/deliver";
import type { Transports } from "../src/server/features/notifications/transports";
import { createAppDatabase } from "./app-database";

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 2000);

function countingTransport(seen: Map<string, number>): Transports {
  return {
    email: async ({ to }) => {
      seen.set(to, (seen.get(to) ?? 0) + 1);
    },
    sms: null,
    close: () => {},
  };
}

async function fill(database: Database) {
  const troopId = await ensureTroop(database.db);
  await database.db.delete(outbox);
  const rows = Array.from({ length: MESSAGES }, (_, i) => ({
    troopId,
    channel: "email" as const,
    kind: "weekly-report" as const,
    recipient: `r${i}@example.com`,
    subject: "Bench",
    textBody: "Bench",
    nextAttemptAt: new Date(Date.now() - 1000),
  }));
  for (let i = 0; i < rows.length; i += 500) await database.db.insert(outbox).values(rows.slice(i, i + 500));
}

async function claimLatency(database: Database): Promise<number> {
  await fill(database);
  const times: number[] = [];
  for (let i = 0; i < 50; i++) {
    const start = performance.now();
    await database.db.execute(sql`
      update outbox set claimed_until = now() + interval '2 minutes', attempts = attempts + 1
      where id in (select id from outbox where status = 'unsent' and (claimed_until is null or claimed_until <= now())
                   order by next_attempt_at limit 20 for update skip locked)`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

async function throughput(databases: Database[]): Promise<{ perSecond: number; duplicates: number; delivered: number }> {
  await fill(databases[0] as Database);
  const seen = new Map<string, number>();
  const start = performance.now();
  await Promise.all(databases.map((database) => deliverDue(database.db, countingTransport(seen), new Date())));
  const seconds = (performance.now() - start) / 1000;
  const duplicates = [...seen.values()].filter((n) => n > 1).length;
  return { perSecond: Math.round(MESSAGES / seconds), duplicates, delivered: seen.size };
}

async function report(name: string, open: () => Database, shareable: boolean) {
  const first = open();
  await migrateDatabase(first);
  const latency = await claimLatency(first);
  const one = await throughput([first]);
  const second = shareable ? open() : first;
  const two = await throughput([first, second]);
  console.log(
    `${name.padEnd(12)} claim of 20: ${latency.toFixed(2)} ms (median)  one worker: ${one.perSecond}/s  two workers: ${two.perSecond}/s, ${two.delivered}/${MESSAGES} delivered, ${two.duplicates} twice`,
  );
  if (second !== first) await second.close();
  await first.close();
}

const pglite = openPglite(await PGlite.create());
await report("embedded", () => pglite, false);

const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const admin = new pg.Client({ connectionString: serverUrl });
try {
  await admin.connect();
  const name = `bench_outbox_${randomBytes(4).toString("hex")}`;
  const url = await createAppDatabase(admin, serverUrl, name);
  try {
    await report("PostgreSQL", () => openPg(url.toString(), 5), true);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
  }
} catch (error) {
  console.log(`PostgreSQL skipped: ${(error as Error).message}`);
} finally {
  await admin.end().catch(() => {});
}
