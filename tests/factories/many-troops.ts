import { type SQL, sql } from "drizzle-orm";
import { createSession } from "../../src/server/auth/sessions";
import type { DbOrTx } from "../../src/server/db/client";
import { acrossTroops } from "../../src/server/db/troop-scope";

/**
 * Many troops written straight to the database with set-based SQL (through the API a thousand troops
 * would take hours), for the thousand-troop benchmark and the plans test (many-troops M8). Each troop
 * has a term's year: 2 leaders (the first its admin), 30 scouts with accounts, 55 badges, 600 awards
 * (20 badges for each scout over the last year, every other one presented), 20 events over a term (10
 * held, with a register each), 10 activities and 5 badges in progress a scout. Every troop's leaders
 * and scouts sign in with the same password hash, so a benchmark can sign any of them in.
 */
export type ManyTroops = { count: number; slugPrefix: string; passwordHash: string };

export const TROOP_ROWS = { scouts: 30, badges: 55, events: 20, heldEvents: 10, awards: 600, activities: 300, progress: 150 };

/** A troop the seeder wrote: its id, address, leader and first scout (accounts), for signing in. */
export type SeededTroopRef = { troopId: string; slug: string; leaderUserId: string; leaderEmail: string; scoutUserId: string };

export async function seedManyTroops(db: DbOrTx, troopsToWrite: ManyTroops): Promise<{ rows: number }> {
  return acrossTroops("the benchmark seeds many troops", () => seed(db, troopsToWrite));
}

async function seed(db: DbOrTx, { count, slugPrefix: p, passwordHash }: ManyTroops): Promise<{ rows: number }> {
  const ofThese = sql`t.slug like ${`${p}-%`}`;
  const steps: SQL[] = [
    sql`insert into troops (troop_name, slug, leader_invite_code, scout_join_code, time_zone)
      select 'Troop ' || i, ${p} || '-' || i, 'LEAD-' || upper(${p}) || i, 'SCOUT-' || upper(${p}) || i, 'Europe/London'
      from generate_series(1, ${count}) i`,
    // Two leaders a troop, and an account for each scout: "leader-1-<troop>", "scout-7-<troop>".
    sql`insert into users (email, password_hash, first_name, last_name, is_new_user)
      select 'leader-' || l || '-' || t.slug || '@bench.example', ${passwordHash}, 'Leader', l || ' ' || t.slug, false
      from troops t, generate_series(1, 2) l where ${ofThese}`,
    sql`insert into users (email, password_hash, first_name, last_name, is_new_user)
      select 'scout-' || s || '-' || t.slug || '@bench.example', ${passwordHash}, 'Scout', s || ' ' || t.slug, false
      from troops t, generate_series(1, ${TROOP_ROWS.scouts}) s where ${ofThese}`,
    sql`insert into memberships (user_id, troop_id, role, leader_role)
      select u.id, t.id, 'leader', case when u.email like 'leader-1-%' then 'admin' else 'assistant' end
      from troops t join users u on u.email in ('leader-1-' || t.slug || '@bench.example', 'leader-2-' || t.slug || '@bench.example')
      where ${ofThese}`,
    sql`update troops t set leader_user_id = u.id from users u where u.email = 'leader-1-' || t.slug || '@bench.example' and ${ofThese}`,
    sql`insert into memberships (user_id, troop_id, role)
      select u.id, t.id, 'scout' from troops t cross join generate_series(1, ${TROOP_ROWS.scouts}) s
      join users u on u.email = 'scout-' || s || '-' || t.slug || '@bench.example' where ${ofThese}`,
    sql`insert into scouts (troop_id, user_id, name, email, is_active)
      select t.id, u.id, 'Scout ' || s || ' of ' || t.troop_name, u.email, s % 10 <> 0
      from troops t cross join generate_series(1, ${TROOP_ROWS.scouts}) s
      join users u on u.email = 'scout-' || s || '-' || t.slug || '@bench.example' where ${ofThese}`,
    sql`insert into badges (troop_id, name, description, image_url, category, requirements)
      select t.id, 'Badge ' || b, 'A badge to earn', '🏅', 'outdoor', '["Learn it", "Show it", "Teach it", "Do it again"]'::jsonb
      from troops t, generate_series(1, ${TROOP_ROWS.badges}) b where ${ofThese}`,
    sql`insert into scout_badges (troop_id, scout_id, badge_id, earned_date, awarded_by, presented_at)
      select s.troop_id, s.id, b.id, now() - ((s.rn * 20 + b.rn) % 365) * interval '1 day', 'Leader',
        case when (s.rn + b.rn) % 2 = 0 then now() - ((s.rn * 20 + b.rn) % 365) * interval '1 day' + interval '2 days' end
      from (select sc.id, sc.troop_id, row_number() over (partition by sc.troop_id order by sc.name) as rn
            from scouts sc join troops t on t.id = sc.troop_id where ${ofThese}) s
      join (select b.id, b.troop_id, row_number() over (partition by b.troop_id order by b.name) as rn
            from badges b join troops t on t.id = b.troop_id where ${ofThese}) b
        on b.troop_id = s.troop_id and b.rn <= 20`,
    // A term: ten meetings held in the last ten weeks, ten to come.
    sql`insert into events (troop_id, title, description, image_url, start_date, location)
      select t.id, 'Meeting ' || e, 'Weekly meeting', '📅', now() + (e - ${TROOP_ROWS.heldEvents} - 0.5) * interval '7 days', 'Hall'
      from troops t, generate_series(1, ${TROOP_ROWS.events}) e where ${ofThese}`,
    sql`insert into attendance (troop_id, scout_id, event_id, status)
      select s.troop_id, s.id, e.id, case when (hashtext(s.id::text || e.id::text) % 5) = 0 then 'absent' else 'present' end
      from scouts s join troops t on t.id = s.troop_id join events e on e.troop_id = s.troop_id and e.start_date < now()
      where ${ofThese}`,
    sql`insert into activities (troop_id, scout_id, activity_type, title, description, created_at)
      select s.troop_id, s.id, 'badge_earned', 'Earned a badge', 'A badge to earn', now() - (hashtext(s.id::text) % 40 + 40 + n) * interval '1 hour'
      from scouts s join troops t on t.id = s.troop_id, generate_series(1, ${TROOP_ROWS.activities / TROOP_ROWS.scouts}) n
      where ${ofThese}`,
    sql`insert into badge_progress (troop_id, scout_id, badge_id, completed_requirements, rewarded_requirements, progress_percentage)
      select s.troop_id, s.id, b.id, '[0, 1]'::jsonb, '[0, 1]'::jsonb, 50
      from (select sc.id, sc.troop_id, row_number() over (partition by sc.troop_id order by sc.name) as rn
            from scouts sc join troops t on t.id = sc.troop_id where ${ofThese}) s
      join (select b.id, b.troop_id, row_number() over (partition by b.troop_id order by b.name) as rn
            from badges b join troops t on t.id = b.troop_id where ${ofThese}) b
        on b.troop_id = s.troop_id and b.rn between 21 and 25`,
  ];
  let rows = 0;
  for (const step of steps) {
    const result = (await db.execute(step)) as unknown as { rowCount?: number | null; affectedRows?: number };
    rows += Number(result.rowCount ?? result.affectedRows ?? 0);
  }
  return { rows };
}

/** One seeded troop by its number (1 … count), with the accounts a benchmark signs in. */
export async function seededTroop(db: DbOrTx, slugPrefix: string, n: number): Promise<SeededTroopRef> {
  const slug = `${slugPrefix}-${n}`;
  const result = await acrossTroops("the benchmark looks up a troop it seeded", () =>
    db.execute(sql`select t.id as "troopId", t.slug, l.id as "leaderUserId", l.email as "leaderEmail", s.id as "scoutUserId"
      from troops t
      join users l on l.email = 'leader-1-' || t.slug || '@bench.example'
      join users s on s.email = 'scout-1-' || t.slug || '@bench.example'
      where t.slug = ${slug}`),
  );
  const row = (result as unknown as { rows: SeededTroopRef[] }).rows[0];
  if (!row) throw new Error(`no seeded troop ${slug}`);
  return row;
}

/** One seeded troop with its first leader and first scout signed in: their session tokens. */
export async function signInSeededTroop(
  db: DbOrTx,
  slugPrefix: string,
  n: number,
): Promise<SeededTroopRef & { tokens: { leader: string; scout: string } }> {
  const troop = await seededTroop(db, slugPrefix, n);
  const tokens = await acrossTroops("the benchmark signs a seeded troop's people in", async () => ({
    leader: await createSession(db, troop.leaderUserId, troop.troopId),
    scout: await createSession(db, troop.scoutUserId, troop.troopId),
  }));
  return { ...troop, tokens };
}
