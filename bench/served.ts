/**
 * A scout's badges (GET /api/badges) from the built server as `npm start` runs it, on PostgreSQL:
 * the server in a process of its own with its production flags and request log, autocannon in
 * another, as an operator's troop sees it. Measured on a quiet machine and again with one core kept
 * busy by a third process (a phone's neighbour, a backup, another app on the same small server).
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../src/server/app";
import { openPg } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { createAppDatabase } from "./app-database";
import { busyCore, load, type Measure, median } from "./measure";
import { seedTroop } from "./seed-troop";
import { launchBuilt, SERVER_ENTRY } from "./startup";

export type ServedMeasure = { busyCore: boolean; rps: number; p50: number; p99: number; rounds: Measure[] };

/** Null when the server is not built or PostgreSQL is unreachable. */
export async function measureServedBadges(pgUrl: string, options: { connections: number; duration: number; rounds: number }) {
  if (!existsSync(SERVER_ENTRY)) return null;
  const admin = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `sb_served_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const url = await createAppDatabase(admin, pgUrl, name);
  try {
    const database = openPg(url.toString(), 5);
    await migrateDatabase(database);
    const app = await buildApp({ database, logger: false });
    const { scoutToken } = await seedTroop(database);
    await database.db.execute(sql`analyze`);
    await app.close();
    await database.close();

    // The request log goes nowhere here, but it is written as in production.
    const { child, base } = await launchBuilt({ DATABASE_URL: url.toString() });
    try {
      const target = `${base}/api/badges`;
      const headers = { authorization: `Bearer ${scoutToken}` };
      await load(target, headers, { connections: options.connections, duration: 3 }); // warm-up
      const results: ServedMeasure[] = [];
      for (const busy of [false, true]) {
        const stop = busy ? busyCore() : () => {};
        try {
          const rounds: Measure[] = [];
          for (let i = 0; i < options.rounds; i++) {
            rounds.push(await load(target, headers, { connections: options.connections, duration: options.duration }));
          }
          results.push({
            busyCore: busy,
            rps: median(rounds.map((r) => r.rps)),
            p50: median(rounds.map((r) => r.p50)),
            p99: median(rounds.map((r) => r.p99)),
            rounds,
          });
        } finally {
          stop();
        }
      }
      return results;
    } finally {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
