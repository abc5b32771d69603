import { and, asc, eq, sql } from "drizzle-orm";
import { DISTRICT_MESSAGES, type DistrictOverview, type DistrictRef } from "../../../shared/api/districts";
import type { DbOrTx } from "../../db/client";
import { districtCommissioners, districts, users } from "../../db/schema";
import { acrossTroops } from "../../db/troop-scope";
import { isoOrNull } from "../../lib/dates";
import { HttpError } from "../../lib/http-error";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The districts the account is a commissioner of, by name. */
export async function commissionerDistricts(db: DbOrTx, userId: string): Promise<DistrictRef[]> {
  return db
    .select({ id: districts.id, name: districts.name })
    .from(districtCommissioners)
    .innerJoin(districts, eq(districts.id, districtCommissioners.districtId))
    .where(eq(districtCommissioners.userId, userId))
    .orderBy(asc(districts.name));
}

/** Whether the account with this email is already a commissioner of the district. */
export async function isCommissioner(db: DbOrTx, districtId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: districtCommissioners.userId })
    .from(districtCommissioners)
    .innerJoin(users, eq(users.id, districtCommissioners.userId))
    .where(and(eq(districtCommissioners.districtId, districtId), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return row !== undefined;
}

/** The one of the account's districts it asks for (its first by name when it names none); 403 for any other. */
export async function districtOfCommissioner(db: DbOrTx, userId: string, districtId: string | undefined) {
  const mine = await commissionerDistricts(db, userId);
  if (mine.length === 0) throw new HttpError(403, DISTRICT_MESSAGES.commissionersOnly);
  const district = districtId === undefined ? mine[0] : mine.find((d) => d.id === districtId);
  if (!district) throw new HttpError(403, DISTRICT_MESSAGES.notYourDistrict);
  return { district, mine };
}

type CountsRow = {
  id: string;
  slug: string;
  name: string;
  activeScouts: number;
  leaders: number;
  badgesEarned30d: number;
  badgesPresented30d: number;
  eventsHeld30d: number;
  present30d: number;
  marked30d: number;
  lastActivityAt: Date | string | null;
};

const rate = (present: number, marked: number) => (marked === 0 ? null : Math.round((present / marked) * 1000) / 1000);

/**
 * A district's overview (many-troops M6): each troop's counts over the last 30 days, and the totals.
 * Counts only, computed in SQL, each from an index that leads with the troop; no name, email, date of
 * birth, health note or photo of anyone is read. It reads across the district's troops by name.
 */
export async function districtOverview(
  db: DbOrTx,
  userId: string,
  districtId: string | undefined,
  now = new Date(),
): Promise<DistrictOverview> {
  const { district, mine } = await districtOfCommissioner(db, userId, districtId);
  const since = new Date(now.getTime() - 30 * DAY_MS);
  const rows = await acrossTroops("a district's commissioners see counts of its troops, never a child", async () => {
    const result = await db.execute(sql`
      select t.id, t.slug, t.troop_name as name,
        (select count(*) from scouts s where s.troop_id = t.id and s.is_active)::int as "activeScouts",
        (select count(*) from memberships m where m.troop_id = t.id and m.role = 'leader')::int as leaders,
        (select count(*) from scout_badges b where b.troop_id = t.id and b.earned_date >= ${since} and b.earned_date <= ${now})::int as "badgesEarned30d",
        (select count(*) from scout_badges b where b.troop_id = t.id and b.presented_at >= ${since} and b.presented_at <= ${now})::int as "badgesPresented30d",
        (select count(*) from events e where e.troop_id = t.id and e.deleted_at is null and e.start_date >= ${since} and e.start_date <= ${now})::int as "eventsHeld30d",
        coalesce(marks.present, 0)::int as "present30d",
        coalesce(marks.marked, 0)::int as "marked30d",
        (select max(a.created_at) from activities a where a.troop_id = t.id) as "lastActivityAt"
      from troops t
      left join lateral (
        select count(*) filter (where at.status = 'present') as present, count(*) as marked
        from attendance at join events e on e.id = at.event_id
        where at.troop_id = t.id and e.troop_id = t.id and e.deleted_at is null and e.start_date >= ${since} and e.start_date <= ${now}
      ) marks on true
      where t.district_id = ${district.id}
      order by lower(t.troop_name), t.slug`);
    return (result as unknown as { rows: CountsRow[] }).rows;
  });
  const troops = rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    activeScouts: r.activeScouts,
    leaders: r.leaders,
    badgesEarned30d: r.badgesEarned30d,
    badgesPresented30d: r.badgesPresented30d,
    eventsHeld30d: r.eventsHeld30d,
    attendanceRate30d: rate(r.present30d, r.marked30d),
    lastActivityAt: isoOrNull(r.lastActivityAt),
  }));
  const sum = (pick: (r: CountsRow) => number) => rows.reduce((total, r) => total + pick(r), 0);
  const latest = troops.reduce<string | null>(
    (last, t) => (t.lastActivityAt && (!last || t.lastActivityAt > last) ? t.lastActivityAt : last),
    null,
  );
  return {
    district,
    troops,
    totals: {
      troops: rows.length,
      activeScouts: sum((r) => r.activeScouts),
      leaders: sum((r) => r.leaders),
      badgesEarned30d: sum((r) => r.badgesEarned30d),
      badgesPresented30d: sum((r) => r.badgesPresented30d),
      eventsHeld30d: sum((r) => r.eventsHeld30d),
      attendanceRate30d: rate(
        sum((r) => r.present30d),
        sum((r) => r.marked30d),
      ),
      lastActivityAt: latest,
    },
    districts: mine,
  };
}
