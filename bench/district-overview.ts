/**
 * A district's overview over 100 troops on PostgreSQL (many-troops M6: under 300 ms). The troops are
 * written with set-based SQL (tests/factories/many-troops.ts: 30 scouts with accounts, 2 leaders, 55
 * badges, 600 awards of which half presented, 20 events over a term with a register for each held
 * one, and their activity); a commissioner of no troop then asks for the overview through the app,
 * idle and with one core kept busy.
 */
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../src/server/app";
import { createSession } from "../src/server/auth/sessions";
import { openPg } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { acrossTroops } from "../src/server/db/troop-scope";
import { seedManyTroops } from "../tests/factories/many-troops";
import { createAppDatabase } from "./app-database";
import { busyCore, median } from "./measure";

export const DISTRICT_TROOPS = 100;
const TIMED = 40;

export type OverviewMeasure = { busyCore: boolean; median: number; p95: number; max: number; load: string };

/**
 * The district's troops, written as the thousand-troop run writes its troops, and its commissioner:
 * an account of no troop (decision 029). Answers the commissioner's id and the rows written.
 */
async function seedDistrict(db: ReturnType<typeof openPg>["db"]): Promise<{ userId: string; rows: number }> {
  const { rows } = await seedManyTroops(db, { count: DISTRICT_TROOPS, slugPrefix: "bench", passwordHash: "x" });
  const first = <T>(result: unknown) => (result as { rows: T[] }).rows[0];
  const district = first<{ id: string }>(await db.execute(sql`insert into districts (name) values ('Bench District') returning id`));
  await db.execute(sql`update troops set district_id = ${district?.id}::uuid where slug like 'bench-%'`);
  const commissioner = first<{ id: string }>(
    await db.execute(
      sql`insert into users (email, password_hash, first_name, last_name) values ('commissioner@bench.example', 'x', 'Cora', 'Commissioner') returning id`,
    ),
  );
  if (!commissioner) throw new Error("the commissioner was not written");
  await db.execute(sql`insert into district_commissioners (district_id, user_id) values (${district?.id}::uuid, ${commissioner.id}::uuid)`);
  await db.execute(sql`analyze`);
  return { userId: commissioner.id, rows };
}

/** The overview's latency through the app (sequential requests, as a commissioner opens the page), idle and with a core busy. */
export async function measureDistrictOverview(
  pgUrl: string,
): Promise<{ troops: number; rows: number; measures: OverviewMeasure[] } | null> {
  const admin = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `sb_district_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const url = await createAppDatabase(admin, pgUrl, name);
  try {
    const database = openPg(url.toString(), 5);
    await migrateDatabase(database);
    const app = await buildApp({ database, logger: false });
    const started = Date.now();
    const { userId, rows } = await acrossTroops("the benchmark seeds a district", () => seedDistrict(database.db));
    console.log(`  seeded ${DISTRICT_TROOPS} troops (${rows} rows) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const token = await createSession(database.db, userId, null);
    const ask = async () => {
      const began = performance.now();
      const res = await app.inject({ method: "GET", url: "/api/district/overview", headers: { authorization: `Bearer ${token}` } });
      const ms = performance.now() - began;
      if (res.statusCode !== 200 || res.json().troops.length !== DISTRICT_TROOPS)
        throw new Error(`overview: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return ms;
    };
    for (let i = 0; i < 5; i++) await ask();
    const measures: OverviewMeasure[] = [];
    for (const busy of [false, true]) {
      const stop = busy ? busyCore() : () => {};
      try {
        const times: number[] = [];
        for (let i = 0; i < TIMED; i++) times.push(await ask());
        times.sort((a, b) => a - b);
        measures.push({
          busyCore: busy,
          median: median(times),
          p95: times[Math.floor(times.length * 0.95) - 1] ?? 0,
          max: times.at(-1) ?? 0,
          load: loadavg()
            .map((n) => n.toFixed(2))
            .join(" "),
        });
      } finally {
        stop();
      }
    }
    await app.close();
    await database.close();
    return { troops: DISTRICT_TROOPS, rows, measures };
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
