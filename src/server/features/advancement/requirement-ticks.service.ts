import { and, eq } from "drizzle-orm";
import { ACTIVITY_POINTS } from "../../../shared/constants";
import type { Tx } from "../../db/client";
import { badgeProgress, requirementSignOffs } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { recordActivities } from "../activities/record-activity.service";

export const SIGNED_OFF_BY_LEADER = "A leader signed this off; ask a leader to undo it.";

type TickedBadge = { id: string; name: string; requirements: string[]; progressPercentage: number };
type TickedScout = { id: string; name: string };

/**
 * The requirement indexes ticked for one scout on one badge now ([] when none), only those still
 * on the badge's list of `total` (a leader may have shortened it since they were ticked).
 */
export async function tickedRequirements(tx: Tx, scoutId: string, badgeId: string, total: number): Promise<number[]> {
  const [row] = await tx
    .select({ completed: badgeProgress.completedRequirements })
    .from(badgeProgress)
    .where(and(eq(badgeProgress.scoutId, scoutId), eq(badgeProgress.badgeId, badgeId)));
  return (row?.completed ?? []).filter((index) => index < total);
}

/**
 * The one way a scout's ticks change, whether the scout ticks or a leader signs a requirement off
 * or undoes that: `completed` becomes the scout's set of ticked requirements on the badge. A
 * requirement gives its points, and writes its feed entry, the first time it is ticked only:
 * unticking and ticking it again gives nothing (rewardedRequirements remembers every index that has
 * paid out). A requirement a leader signed off stays ticked: leaving it out answers 409 and
 * changes nothing (a leader's undo deletes the sign-off first).
 *
 * Call inside a transaction with the badge and the scout locked (lockActiveBadge, lockScouts):
 * every change to a scout's progress takes the scout's lock first, so two changes of one scout's
 * ticks run one after the other and the points and counts each one reads are exact.
 */
export async function writeTicks(tx: Tx, troopId: string, badge: TickedBadge, scout: TickedScout, completed: number[]): Promise<void> {
  const total = badge.requirements.length;
  const next = [...new Set(completed)].sort((a, b) => a - b);
  const ticked = new Set(next);

  const signedOff = await tx
    .select({ index: requirementSignOffs.requirementIndex })
    .from(requirementSignOffs)
    .where(and(eq(requirementSignOffs.scoutId, scout.id), eq(requirementSignOffs.badgeId, badge.id)));
  if (signedOff.some(({ index }) => index < total && !ticked.has(index))) {
    throw new HttpError(409, SIGNED_OFF_BY_LEADER);
  }

  const [previous] = await tx
    .select({ rewarded: badgeProgress.rewardedRequirements })
    .from(badgeProgress)
    .where(and(eq(badgeProgress.scoutId, scout.id), eq(badgeProgress.badgeId, badge.id)))
    .for("update");
  const rewardedBefore = new Set(previous?.rewarded ?? []);
  const newlyCompleted = next.filter((index) => !rewardedBefore.has(index));
  const rewarded = [...new Set([...rewardedBefore, ...next])].sort((a, b) => a - b);
  const progressPercentage = Math.max(badge.progressPercentage, total === 0 ? 0 : Math.round((100 * next.length) / total));

  const now = new Date();
  await tx
    .insert(badgeProgress)
    .values({
      troopId,
      scoutId: scout.id,
      badgeId: badge.id,
      completedRequirements: next,
      rewardedRequirements: rewarded,
      progressPercentage,
      lastUpdated: now,
    })
    .onConflictDoUpdate({
      target: [badgeProgress.scoutId, badgeProgress.badgeId],
      set: { completedRequirements: next, rewardedRequirements: rewarded, progressPercentage, lastUpdated: now },
    });

  if (newlyCompleted.length > 0) {
    const n = newlyCompleted.length;
    await recordActivities(tx, [
      {
        troopId,
        scoutId: scout.id,
        activityType: "badge_progress",
        title: `Progress on ${badge.name}`,
        description: `${scout.name} completed ${n} ${n === 1 ? "requirement" : "requirements"} of the ${badge.name} badge.`,
        points: ACTIVITY_POINTS.requirementCompleted * n,
        metadata: { badgeId: badge.id, badgeName: badge.name, newlyCompleted, progressPercentage },
      },
    ]);
  }
}
