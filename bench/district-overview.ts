/**
 * A district's overview over 100 troops on PostgreSQL (many-troops M6: under 300 ms). The troops are
 * written with set-based SQL, each with 30 scouts, 2 leaders, 55 badges, 600 awards (half presented),
 * 20 events over three months with a register for each held one, and its activity; a commissioner then
 * asks for the overview through the app, idle and with one core kept busy.
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
import { createAppDatabase } from "./app-database";
import { busyCore, median } from "./measure";

export const DISTRICT_TROOPS = 100;
const TIMED = 40;

export type OverviewMeasure = { busyCore: boolean; median: number; p95: number; max: number; load: string };

async function seedDistrict(db: ReturnType<typeof openPg>["db"]): Promise<{ userId: string; troopId: string }> {
  const run = (query: ReturnType<typeof sql>) => db.execute(query);
  const [district] = (
    (await run(sql`insert into districts (name) values ('Bench District') returning id`)) as unknown as { rows: { id: string }[] }
  ).rows;
  const districtId = district?.id ?? "";
  await run(sql`insert into troops (troop_name, slug, leader_invite_code, scout_join_code, district_id)
    select 'Troop ' || i, 'bench-' || i, 'LEAD-BENCH' || i, 'SCOUT-BENCH' || i, ${districtId}::uuid from generate_series(1, ${DISTRICT_TROOPS}) i`);
  await run(sql`insert into users (email, password_hash, first_name, last_name)
    select 'leader' || i || '-' || l || '@bench.example', 'x', 'Leader', i || '-' || l from generate_series(1, ${DISTRICT_TROOPS}) i, generate_series(1, 2) l`);
  await run(sql`insert into memberships (user_id, troop_id, role, leader_role)
    select u.id, t.id, 'leader', case when u.last_name like '%-1' then 'admin' else 'assistant' end
    from users u join troops t on t.slug = 'bench-' || split_part(u.last_name, '-', 1) where u.email like '%@bench.example'`);
  await run(sql`insert into scouts (troop_id, name, is_active)
    select t.id, 'Scout ' || s, s % 10 <> 0 from troops t, generate_series(1, 30) s where t.district_id = ${districtId}::uuid`);
  await run(sql`insert into badges (troop_id, name, description, image_url, requirements)
    select t.id, 'Badge ' || b, 'A badge', '🏅', '["Do it"]'::jsonb from troops t, generate_series(1, 55) b where t.district_id = ${districtId}::uuid`);
  // 600 awards a troop: the first 20 badges for each of its 30 scouts, over the last year, every other one presented.
  await run(sql`insert into scout_badges (troop_id, scout_id, badge_id, earned_date, awarded_by, presented_at)
    select s.troop_id, s.id, b.id, now() - ((s.rn * 20 + b.rn) % 365) * interval '1 day', 'Leader',
      case when (s.rn + b.rn) % 2 = 0 then now() - ((s.rn * 20 + b.rn) % 365) * interval '1 day' + interval '2 days' end
    from (select id, troop_id, row_number() over (partition by troop_id order by name) as rn from scouts) s
    join (select id, troop_id, row_number() over (partition by troop_id order by name) as rn from badges) b
      on b.troop_id = s.troop_id and b.rn <= 20`);
  await run(sql`insert into events (troop_id, title, description, image_url, start_date, location)
    select t.id, 'Meeting ' || e, 'Weekly', '📅', now() - (60 - e * 4.5) * interval '1 day', 'Hall'
    from troops t, generate_series(1, 20) e where t.district_id = ${districtId}::uuid`);
  await run(sql`insert into attendance (troop_id, scout_id, event_id, status)
    select s.troop_id, s.id, e.id, case when (hashtext(s.id::text || e.id::text) % 5) = 0 then 'absent' else 'present' end
    from scouts s join events e on e.troop_id = s.troop_id and e.start_date < now()`);
  await run(sql`insert into activities (troop_id, scout_id, activity_type, title, description, created_at)
    select s.troop_id, s.id, 'badge_earned', 'Earned a badge', 'A badge', now() - (hashtext(s.id::text) % 40 + 40) * interval '1 hour'
    from scouts s, generate_series(1, 10)`);
  await run(
    sql`insert into users (email, password_hash, first_name, last_name) values ('commissioner@bench.example', 'x', 'Cora', 'Commissioner')`,
  );
  const [commissioner] = (
    (await run(
      sql`select u.id, t.id as troop from users u, troops t where u.email = 'commissioner@bench.example' and t.slug = 'bench-1'`,
    )) as unknown as {
      rows: { id: string; troop: string }[];
    }
  ).rows;
  if (!commissioner) throw new Error("the commissioner was not written");
  await run(sql`insert into district_commissioners (district_id, user_id) values (${districtId}::uuid, ${commissioner.id}::uuid)`);
  await run(
    sql`insert into memberships (user_id, troop_id, role) values (${commissioner.id}::uuid, ${commissioner.troop}::uuid, 'parent')`,
  );
  await run(sql`analyze`);
  return { userId: commissioner.id, troopId: commissioner.troop };
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
    const who = await acrossTroops("the benchmark seeds a district", () => seedDistrict(database.db));
    const rows = Number(
      (
        (await acrossTroops("the benchmark counts what it wrote", () =>
          database.db.execute(sql`select (select count(*) from scout_badges) + (select count(*) from attendance) + (select count(*) from activities)
          + (select count(*) from scouts) + (select count(*) from events) + (select count(*) from badges) as n`),
        )) as unknown as { rows: { n: string }[] }
      ).rows[0]?.n ?? 0,
    );
    console.log(`  seeded ${DISTRICT_TROOPS} troops (${rows} rows) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const token = await acrossTroops("the benchmark signs its commissioner in", () => createSession(database.db, who.userId, who.troopId));
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
