/**
 * Work in progress as leaders see it: one scout's badges, one badge across
 * the roster, and "Nearly there". Percentages and counts are computed in SQL.
 */
import { and, asc, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { BadgeScoutProgress, NearlyThere, ScoutBadgeProgress } from "../../../shared/api/advancement";
import { NEARLY_DONE_THRESHOLD } from "../../../shared/constants";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { badgeApprovals, badgeProgress, badges, scoutBadges, scouts } from "../../db/schema";
import { isoOrNull } from "../../lib/dates";
import { notFound, requireUuid } from "../../lib/http-error";
import { badgeViews, signOffsOf } from "./badges.service";

const total = sql`jsonb_array_length(${badges.requirements})`;
/** How many of the scout's ticked indexes are still inside the badge's requirement list. */
const tickedCount = sql`(
  select count(*)
  from jsonb_array_elements(coalesce(${badgeProgress.completedRequirements}, '[]'::jsonb)) as e(v)
  where (e.v)::int < ${total}
)`;
const tickedList = sql<number[]>`(
  select coalesce(jsonb_agg((e.v)::int order by (e.v)::int), '[]'::jsonb)
  from jsonb_array_elements(coalesce(${badgeProgress.completedRequirements}, '[]'::jsonb)) as e(v)
  where (e.v)::int < ${total}
)`;
/** As the scout sees it: the ticked share, never below the badge's starting progress. */
const progress = sql<number>`greatest(${badges.progressPercentage}, round(100.0 * ${tickedCount} / greatest(${total}, 1))::int)`.mapWith(
  Number,
);

/** One scout's badges with progress, ticks, approval and award state (404 for another troop's scout). */
export async function scoutBadgeProgress(db: Db, { troopId }: Actor, scoutId: string): Promise<ScoutBadgeProgress[]> {
  requireUuid(scoutId, "Scout");
  const [scout] = await db
    .select({ id: scouts.id })
    .from(scouts)
    .where(and(eq(scouts.id, scoutId), eq(scouts.troopId, troopId)));
  if (!scout) throw notFound("Scout");
  return badgeViews(db, troopId, scout.id);
}

/**
 * One badge across the roster: every active scout, and inactive ones who hold it or have started
 * it. Holders first, then by progress, then by name.
 */
export async function badgeProgressByScout(db: Db, { troopId }: Actor, badgeId: string): Promise<BadgeScoutProgress[]> {
  requireUuid(badgeId, "Badge");
  const [badge] = await db
    .select({ id: badges.id })
    .from(badges)
    .where(and(eq(badges.id, badgeId), eq(badges.troopId, troopId), isNull(badges.deletedAt)));
  if (!badge) throw notFound("Badge");
  const rows = await db
    .select({
      scoutId: scouts.id,
      scoutName: scouts.name,
      progressPercentage: progress,
      completedRequirements: tickedList,
      total: sql<number>`${total}`.mapWith(Number),
      earnedDate: scoutBadges.earnedDate,
      presentedAt: scoutBadges.presentedAt,
      approval: badgeApprovals.status,
      signOffs: signOffsOf(scouts.id, badges.id),
    })
    .from(scouts)
    .innerJoin(badges, eq(badges.id, badge.id))
    .leftJoin(badgeProgress, and(eq(badgeProgress.scoutId, scouts.id), eq(badgeProgress.badgeId, badges.id)))
    .leftJoin(scoutBadges, and(eq(scoutBadges.scoutId, scouts.id), eq(scoutBadges.badgeId, badges.id)))
    .leftJoin(badgeApprovals, and(eq(badgeApprovals.scoutId, scouts.id), eq(badgeApprovals.badgeId, badges.id)))
    .where(
      and(
        eq(scouts.troopId, troopId),
        or(eq(scouts.isActive, true), sql`${scoutBadges.id} is not null`, sql`${badgeProgress.id} is not null`),
      ),
    )
    .orderBy(sql`${scoutBadges.id} is null`, desc(progress), asc(scouts.name), asc(scouts.id));
  return rows.map((row) => ({
    scout: { id: row.scoutId, name: row.scoutName },
    progressPercentage: row.progressPercentage,
    completedRequirements: row.completedRequirements ?? [],
    isEarned: row.earnedDate !== null,
    presentedAt: isoOrNull(row.presentedAt),
    approval: row.earnedDate === null ? (row.approval ?? null) : null,
    signOffs: (row.signOffs ?? []).filter((signOff) => signOff.index < row.total),
  }));
}

/**
 * "Nearly there": active scouts who have ticked at least 75 % of a badge they do not hold yet,
 * closest to done first. Starting progress does not count (it never earns a badge by itself).
 */
export async function nearlyThere(db: Db, { troopId }: Actor): Promise<NearlyThere[]> {
  const rows = await db
    .select({
      scoutId: scouts.id,
      scoutName: scouts.name,
      badgeId: badges.id,
      badgeName: badges.name,
      imageUrl: badges.imageUrl,
      progressPercentage: progress,
      completedCount: sql<number>`${tickedCount}`.mapWith(Number),
      totalRequirements: sql<number>`${total}`.mapWith(Number),
      approval: badgeApprovals.status,
    })
    .from(badgeProgress)
    .innerJoin(scouts, and(eq(scouts.id, badgeProgress.scoutId), eq(scouts.isActive, true)))
    .innerJoin(badges, and(eq(badges.id, badgeProgress.badgeId), isNull(badges.deletedAt)))
    .leftJoin(scoutBadges, and(eq(scoutBadges.scoutId, badgeProgress.scoutId), eq(scoutBadges.badgeId, badgeProgress.badgeId)))
    .leftJoin(badgeApprovals, and(eq(badgeApprovals.scoutId, badgeProgress.scoutId), eq(badgeApprovals.badgeId, badgeProgress.badgeId)))
    .where(
      and(
        eq(badgeProgress.troopId, troopId),
        isNull(scoutBadges.id),
        sql`${total} > 0`,
        sql`100 * ${tickedCount} >= ${NEARLY_DONE_THRESHOLD} * ${total}`,
      ),
    )
    .orderBy(desc(sql`${tickedCount}::float / ${total}`), asc(scouts.name), asc(badges.name), asc(badges.id));
  return rows.map((row) => ({
    scout: { id: row.scoutId, name: row.scoutName },
    badge: { id: row.badgeId, name: row.badgeName, imageUrl: row.imageUrl },
    progressPercentage: row.progressPercentage,
    completedCount: row.completedCount,
    totalRequirements: row.totalRequirements,
    approval: row.approval ?? null,
  }));
}
