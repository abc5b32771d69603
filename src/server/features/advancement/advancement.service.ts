import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { BadgeApproval, BulkApproveResult } from "../../../shared/api/advancement";
import type { ScoutBadge } from "../../../shared/api/awards";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { badgeApprovals, badgeProgress, badges, scouts } from "../../db/schema";
import { iso } from "../../lib/dates";
import { HttpError, isUuid, notFound, requireUuid } from "../../lib/http-error";
import { ALREADY_HOLDS, toAward } from "../awards/awards.service";
import { grantAwards } from "../awards/grant-awards.service";
import { lockActiveBadge, lockScouts } from "../scouts/roster-locks.service";

const REQUEST = "Approval request";
export const ALREADY_HANDLED = "This request has already been handled.";

/** Ticked requirement indexes still inside the badge's list, as a sorted JSON array. */
const ticked = sql<number[]>`(
  select coalesce(jsonb_agg((e.v)::int order by (e.v)::int), '[]'::jsonb)
  from jsonb_array_elements(coalesce(${badgeProgress.completedRequirements}, '[]'::jsonb)) as e(v)
  where (e.v)::int < jsonb_array_length(${badges.requirements})
)`;

/** The leaders' queue: requests waiting for a decision, oldest first (active badges only). */
export async function listPendingApprovals(db: Db, { troopId }: Actor): Promise<BadgeApproval[]> {
  const rows = await db
    .select({
      id: badgeApprovals.id,
      scoutId: scouts.id,
      scoutName: scouts.name,
      badgeId: badges.id,
      badgeName: badges.name,
      imageUrl: badges.imageUrl,
      requestedAt: badgeApprovals.requestedAt,
      completedRequirements: ticked,
      totalRequirements: sql<number>`jsonb_array_length(${badges.requirements})`.mapWith(Number),
    })
    .from(badgeApprovals)
    .innerJoin(scouts, eq(scouts.id, badgeApprovals.scoutId))
    .innerJoin(badges, and(eq(badges.id, badgeApprovals.badgeId), isNull(badges.deletedAt)))
    .leftJoin(badgeProgress, and(eq(badgeProgress.scoutId, badgeApprovals.scoutId), eq(badgeProgress.badgeId, badgeApprovals.badgeId)))
    .where(and(eq(badgeApprovals.troopId, troopId), eq(badgeApprovals.status, "pending")))
    .orderBy(asc(badgeApprovals.requestedAt), asc(badgeApprovals.id));
  return rows.map((row) => ({
    id: row.id,
    scout: { id: row.scoutId, name: row.scoutName },
    badge: { id: row.badgeId, name: row.badgeName, imageUrl: row.imageUrl },
    requestedAt: iso(row.requestedAt),
    completedRequirements: row.completedRequirements ?? [],
    totalRequirements: row.totalRequirements,
  }));
}

async function findRequest(db: Db, troopId: string, approvalId: string) {
  requireUuid(approvalId, REQUEST);
  const [row] = await db
    .select({ scoutId: badgeApprovals.scoutId, badgeId: badgeApprovals.badgeId })
    .from(badgeApprovals)
    .where(and(eq(badgeApprovals.id, approvalId), eq(badgeApprovals.troopId, troopId)));
  if (!row) throw notFound(REQUEST);
  return row;
}

/**
 * A leader approves a request: the award is created as an award by that leader (with the same
 * activities) and the request goes, in one transaction. Locks follow the award order (badge,
 * scout) and then the request row, so a second approval, a return, or the scout being erased at
 * the same moment waits and then finds the request handled or gone: never a second award.
 */
export async function approveRequest(db: Db, leader: Actor, approvalId: string): Promise<ScoutBadge> {
  const request = await findRequest(db, leader.troopId, approvalId);
  return db.transaction(async (tx) => {
    const badge = await lockActiveBadge(tx, leader.troopId, request.badgeId);
    if (!badge) throw notFound("Badge");
    const [scout] = await lockScouts(tx, leader.troopId, [request.scoutId]);
    if (!scout) throw notFound("Scout");
    const [pending] = await tx
      .select({ status: badgeApprovals.status })
      .from(badgeApprovals)
      .where(eq(badgeApprovals.id, approvalId))
      .for("update");
    if (pending?.status !== "pending") throw new HttpError(409, ALREADY_HANDLED);
    const [award] = await grantAwards(tx, { troopId: leader.troopId, badge, scouts: [scout], actor: leader, how: "awarded" });
    if (!award) throw new HttpError(409, ALREADY_HOLDS);
    return toAward(award);
  });
}

/**
 * Several requests at once. Each is approved on its own (one failing, or handled by another
 * leader meanwhile, does not hold up the rest); those that did not become awards are skipped.
 */
export async function approveRequests(db: Db, leader: Actor, ids: string[]): Promise<BulkApproveResult> {
  const result: BulkApproveResult = { approved: [], skipped: [] };
  for (const id of [...new Set(ids.map((value) => value.toLowerCase()))]) {
    if (!isUuid(id)) {
      result.skipped.push(id);
      continue;
    }
    try {
      await approveRequest(db, leader, id);
      result.approved.push(id);
    } catch (error) {
      if (!(error instanceof HttpError) || (error.statusCode !== 404 && error.statusCode !== 409)) throw error;
      result.skipped.push(id);
    }
  }
  return result;
}

/** A leader sends a request back with a note: the scout sees it on the badge and may ask again. */
export async function returnRequest(db: Db, leader: Actor, approvalId: string, note: string): Promise<void> {
  requireUuid(approvalId, REQUEST);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: badgeApprovals.status })
      .from(badgeApprovals)
      .where(and(eq(badgeApprovals.id, approvalId), eq(badgeApprovals.troopId, leader.troopId)))
      .for("update");
    if (!row) throw notFound(REQUEST);
    if (row.status !== "pending") throw new HttpError(409, ALREADY_HANDLED);
    await tx
      .update(badgeApprovals)
      .set({ status: "returned", note, returnedAt: new Date(), returnedByUserId: leader.userId })
      .where(eq(badgeApprovals.id, approvalId));
  });
}
