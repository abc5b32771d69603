import { sql } from "drizzle-orm";
import type { BadgeStats } from "../../../shared/api/badges";
import type { Actor } from "../../auth/actor";
import type { DbOrTx } from "../../db/client";
import { preparedSql } from "../../db/prepared";
import { iso } from "../../lib/dates";

type StatsRow = {
  totalBadges: number;
  totalBadgesAwarded: number;
  averageBadgesPerScout: string | number;
  completionRate: number;
  mostPopularBadges: { badge: { id: string; name: string; imageUrl: string; category: string }; count: number }[];
  categoryStats: Record<string, number>;
  recentAchievements: { scoutName: string; badgeName: string; awardedAt: string }[];
};

const troop = sql.placeholder("troopId");

/** Prepared (see db/prepared.ts): planning this statement cost PostgreSQL as much as running it. */
const statsQuery = preparedSql<StatsRow>(
  "badge_stats",
  sql`
      with active as (
        select id, name, image_url, category from badges where troop_id = ${troop} and deleted_at is null
      ), per_badge as (
        select badge_id, count(*)::int as n from scout_badges where troop_id = ${troop} group by badge_id
      ), totals as (
        select
          (select count(*) from active)::int as badges,
          (select coalesce(sum(n), 0) from per_badge)::int as awards,
          (select coalesce(sum(p.n), 0) from per_badge p join active a on a.id = p.badge_id)::int as active_awards,
          (select count(*) from scouts where troop_id = ${troop})::int as roster
      )
      select
        t.badges as "totalBadges",
        t.awards as "totalBadgesAwarded",
        coalesce(round(t.awards::numeric / nullif(t.roster, 0), 1), 0) as "averageBadgesPerScout",
        coalesce(round(100.0 * t.active_awards / nullif(t.roster * t.badges, 0)), 0)::int as "completionRate",
        (select coalesce(json_agg(json_build_object(
            'badge', json_build_object('id', x.id, 'name', x.name, 'imageUrl', x.image_url, 'category', x.category),
            'count', x.n) order by x.n desc, x.name, x.id), '[]'::json)
          from (select a.id, a.name, a.image_url, a.category, p.n
                from per_badge p join active a on a.id = p.badge_id
                order by p.n desc, a.name, a.id limit 5) x) as "mostPopularBadges",
        (select coalesce(json_object_agg(c.category, c.n), '{}'::json)
          from (select category, count(*)::int as n from active group by category order by category) c) as "categoryStats",
        -- Deleted badges still name their awards here (soft delete keeps earned history).
        (select coalesce(json_agg(json_build_object('scoutName', s.name, 'badgeName', b.name, 'awardedAt', r.earned_date)
            order by r.earned_date desc, r.id desc), '[]'::json)
          from (select id, scout_id, badge_id, earned_date from scout_badges
                where troop_id = ${troop} order by earned_date desc, id desc limit 10) r
          join scouts s on s.id = r.scout_id
          join badges b on b.id = r.badge_id) as "recentAchievements"
      from totals t
    `,
);

/**
 * Badge statistics in one statement (see docs/decisions/003-list-queries.md): the awards are
 * counted once per badge (per_badge) and every figure is derived from that, so the cost is one
 * pass over the troop's awards whatever the number of figures. The latest ten awards come from
 * the (troop_id, earned_date) index before anything is joined.
 */
export async function badgeStats(db: DbOrTx, { troopId }: Actor): Promise<BadgeStats> {
  const { rows } = await statsQuery(db).execute({ troopId });
  const [row] = rows;
  if (!row) throw new Error("stats query returned nothing");
  return {
    ...row,
    averageBadgesPerScout: Number(row.averageBadgesPerScout),
    recentAchievements: row.recentAchievements.map((r) => ({ ...r, awardedAt: iso(r.awardedAt) })),
  };
}
