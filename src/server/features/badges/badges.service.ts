import { and, asc, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Badge, badgeCreateRequest, badgeUpdateRequest, EarnedBadge } from "../../../shared/api/badges";
import { ACTIVITY_POINTS, NEARLY_DONE_THRESHOLD } from "../../../shared/constants";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { badgeProgress, badges, scoutBadges } from "../../db/schema";
import { iso, isoOrNull } from "../../lib/dates";
import { HttpError, notFound, requireUuid } from "../../lib/http-error";
import { onlySent } from "../../lib/only-sent";
import type { Actor } from "../../plugins/auth";
import { recordActivities } from "../activities/record-activity";
import { grantAwards, lockActiveBadge, lockScouts } from "../awards/grant-awards";
import { SCOUT_RECORD_MISSING, scoutOfUser } from "../scouts/scout-of-user";

export const INDEX_OUT_OF_RANGE = "Requirement index out of range.";
export const NEED_MORE_REQUIREMENTS = "Complete more requirements first.";
export const ALREADY_EARNED = "You have already earned this badge.";

const BADGE = "Badge";
const activeBadge = (troopId: string) => and(eq(badges.troopId, troopId), isNull(badges.deletedAt));

/**
 * Requirement indexes still inside the badge's current requirement list (a leader may have
 * shortened it since the scout ticked them), as a sorted JSON array.
 */
const completedInRange = sql<number[]>`(
  select coalesce(jsonb_agg((e.v)::int order by (e.v)::int), '[]'::jsonb)
  from jsonb_array_elements(coalesce(${badgeProgress.completedRequirements}, '[]'::jsonb)) as e(v)
  where (e.v)::int < jsonb_array_length(${badges.requirements})
)`;

/** progressPercentage = round(100 × completed / total), never below the badge's starting progress. */
const progressOf = sql<number>`greatest(
  ${badges.progressPercentage},
  round(100.0 * (
    select count(*)
    from jsonb_array_elements(coalesce(${badgeProgress.completedRequirements}, '[]'::jsonb)) as e(v)
    where (e.v)::int < jsonb_array_length(${badges.requirements})
  ) / greatest(jsonb_array_length(${badges.requirements}), 1))::int
)`.mapWith(Number);

/**
 * Active badges merged with one scout's progress and award, in one query. With no scout
 * (leaders, or a scout without a roster entry) every badge shows its starting progress.
 */
async function badgeViews(db: DbOrTx, troopId: string, scoutId: string | null, onlyBadgeId?: string): Promise<Badge[]> {
  const forScout = (column: typeof badgeProgress.scoutId | typeof scoutBadges.scoutId): SQL => (scoutId ? eq(column, scoutId) : sql`false`);
  const rows = await db
    .select({
      id: badges.id,
      name: badges.name,
      description: badges.description,
      imageUrl: badges.imageUrl,
      category: badges.category,
      requirements: badges.requirements,
      progressPercentage: progressOf,
      completedRequirements: completedInRange,
      earnedDate: scoutBadges.earnedDate,
    })
    .from(badges)
    .leftJoin(badgeProgress, and(eq(badgeProgress.badgeId, badges.id), forScout(badgeProgress.scoutId)))
    .leftJoin(scoutBadges, and(eq(scoutBadges.badgeId, badges.id), forScout(scoutBadges.scoutId)))
    .where(and(activeBadge(troopId), onlyBadgeId ? eq(badges.id, onlyBadgeId) : undefined))
    .orderBy(asc(badges.createdAt), asc(badges.name), asc(badges.id));
  return rows.map(({ earnedDate, ...row }) => ({
    ...row,
    completedRequirements: row.completedRequirements ?? [],
    isEarned: earnedDate !== null,
    earnedDate: isoOrNull(earnedDate),
  }));
}

/** The scout record the caller acts as, or null (leaders, or a scout account without one). */
async function callerScout(db: DbOrTx, caller: Actor) {
  const scout = await scoutOfUser(db, caller.userId);
  return scout && scout.troopId === caller.troopId ? scout : null;
}

/** A scout account without its scout record cannot progress or earn. */
async function requireCallerScout(db: DbOrTx, caller: Actor) {
  const scout = await callerScout(db, caller);
  if (!scout) throw new HttpError(404, SCOUT_RECORD_MISSING);
  return scout;
}

/**
 * Locks the caller's roster row for the rest of the transaction, as every change to a scout's
 * progress and awards does. A leader may have erased the scout (and the account) while this
 * request waited for the lock: then there is nothing left to write to.
 */
async function lockCallerScout(tx: Tx, caller: Actor, scoutId: string) {
  const [locked] = await lockScouts(tx, caller.troopId, [scoutId]);
  if (!locked) throw new HttpError(404, SCOUT_RECORD_MISSING);
}

async function badgeView(db: DbOrTx, troopId: string, badgeId: string, scoutId: string | null): Promise<Badge> {
  const [view] = await badgeViews(db, troopId, scoutId, badgeId);
  if (!view) throw notFound(BADGE);
  return view;
}

export async function listBadges(db: Db, caller: Actor): Promise<Badge[]> {
  return badgeViews(db, caller.troopId, (await callerScout(db, caller))?.id ?? null);
}

export async function createBadge(db: Db, troopId: string, input: z.output<typeof badgeCreateRequest>): Promise<Badge> {
  const [row] = await db
    .insert(badges)
    .values({ troopId, ...input })
    .returning({ id: badges.id });
  if (!row) throw new Error("badge insert returned nothing");
  return badgeView(db, troopId, row.id, null);
}

export async function updateBadge(db: Db, troopId: string, badgeId: string, input: z.output<typeof badgeUpdateRequest>): Promise<Badge> {
  requireUuid(badgeId, BADGE);
  const [row] = await db
    .update(badges)
    .set({ ...onlySent(input), updatedAt: new Date() })
    .where(and(eq(badges.id, badgeId), activeBadge(troopId)))
    .returning({ id: badges.id });
  if (!row) throw notFound(BADGE);
  return badgeView(db, troopId, row.id, null);
}

/** Soft delete: the badge leaves every list, but awards and activities that name it keep it. */
export async function deleteBadge(db: Db, troopId: string, badgeId: string): Promise<void> {
  requireUuid(badgeId, BADGE);
  const [row] = await db
    .update(badges)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(badges.id, badgeId), activeBadge(troopId)))
    .returning({ id: badges.id });
  if (!row) throw notFound(BADGE);
}

/**
 * A scout ticks requirements: the list sent is the new set of completed indexes. Each newly
 * completed requirement is worth points, written to the feed in the same transaction.
 */
export async function updateProgress(db: Db, caller: Actor, badgeId: string, completed: number[]): Promise<Badge> {
  requireUuid(badgeId, BADGE);
  return db.transaction(async (tx) => {
    const scout = await requireCallerScout(tx, caller);
    const badge = await lockActiveBadge(tx, caller.troopId, badgeId);
    if (!badge) throw notFound(BADGE);
    const total = badge.requirements.length;
    if (completed.some((index) => index >= total)) {
      throw new HttpError(400, INDEX_OUT_OF_RANGE, { completedRequirements: INDEX_OUT_OF_RANGE });
    }
    await lockCallerScout(tx, caller, scout.id);

    const next = [...new Set(completed)].sort((a, b) => a - b);
    const [previous] = await tx
      .select({ completed: badgeProgress.completedRequirements })
      .from(badgeProgress)
      .where(and(eq(badgeProgress.scoutId, scout.id), eq(badgeProgress.badgeId, badge.id)));
    const before = new Set((previous?.completed ?? []).filter((index) => index < total));
    const newlyCompleted = next.filter((index) => !before.has(index));
    const progressPercentage = Math.max(badge.progressPercentage, total === 0 ? 0 : Math.round((100 * next.length) / total));

    const now = new Date();
    await tx
      .insert(badgeProgress)
      .values({
        troopId: caller.troopId,
        scoutId: scout.id,
        badgeId: badge.id,
        completedRequirements: next,
        progressPercentage,
        lastUpdated: now,
      })
      .onConflictDoUpdate({
        target: [badgeProgress.scoutId, badgeProgress.badgeId],
        set: { completedRequirements: next, progressPercentage, lastUpdated: now },
      });

    if (newlyCompleted.length > 0) {
      const n = newlyCompleted.length;
      await recordActivities(tx, [
        {
          troopId: caller.troopId,
          scoutId: scout.id,
          activityType: "badge_progress",
          title: `Progress on ${badge.name}`,
          description: `${scout.name} completed ${n} ${n === 1 ? "requirement" : "requirements"} of the ${badge.name} badge.`,
          points: ACTIVITY_POINTS.requirementCompleted * n,
          metadata: { badgeId: badge.id, badgeName: badge.name, newlyCompleted, progressPercentage },
        },
      ]);
    }
    return badgeView(tx, caller.troopId, badge.id, scout.id);
  });
}

/** A scout claims a badge at 75 % or more; the award and its activities are one transaction. */
export async function earnBadge(db: Db, caller: Actor, badgeId: string): Promise<Badge> {
  requireUuid(badgeId, BADGE);
  return db.transaction(async (tx) => {
    const scout = await requireCallerScout(tx, caller);
    const badge = await lockActiveBadge(tx, caller.troopId, badgeId);
    if (!badge) throw notFound(BADGE);
    await lockCallerScout(tx, caller, scout.id);
    const view = await badgeView(tx, caller.troopId, badge.id, scout.id);
    if (view.isEarned) throw new HttpError(409, ALREADY_EARNED);
    if (view.progressPercentage < NEARLY_DONE_THRESHOLD) throw new HttpError(422, NEED_MORE_REQUIREMENTS);
    const granted = await grantAwards(tx, {
      troopId: caller.troopId,
      badge,
      scouts: [scout],
      actor: caller,
      how: "earned",
    });
    if (granted.length === 0) throw new HttpError(409, ALREADY_EARNED);
    return badgeView(tx, caller.troopId, badge.id, scout.id);
  });
}

/** The caller's earned active badges, newest first; leaders hold none. */
export async function listEarned(db: Db, caller: Actor): Promise<EarnedBadge[]> {
  const scoutId = (await callerScout(db, caller))?.id;
  if (!scoutId) return [];
  const rows = await db
    .select({ id: scoutBadges.badgeId, earnedDate: scoutBadges.earnedDate })
    .from(scoutBadges)
    .innerJoin(badges, eq(badges.id, scoutBadges.badgeId))
    .where(and(eq(scoutBadges.scoutId, scoutId), activeBadge(caller.troopId)))
    .orderBy(desc(scoutBadges.earnedDate), asc(scoutBadges.badgeId));
  return rows.map((row) => ({ id: row.id, earnedDate: iso(row.earnedDate) }));
}
