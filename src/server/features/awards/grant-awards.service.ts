import { and, count, eq, inArray } from "drizzle-orm";
import { ACTIVITY_POINTS, MILESTONES } from "../../../shared/constants";
import type { Tx } from "../../db/client";
import { badgeApprovals, scoutBadges } from "../../db/schema";
import { type ActivityInput, recordActivities } from "../activities/record-activity.service";

export type AwardRow = typeof scoutBadges.$inferSelect;

export type GrantInput = {
  troopId: string;
  badge: { id: string; name: string };
  scouts: { id: string; name: string }[];
  /** The acting user: the leader who awards, or the scout who earned it. */
  actor: { userId: string; name: string };
  /** "earned" when a scout earns it themself, "awarded" when a leader gives it. */
  how: "earned" | "awarded";
};

/**
 * The one way an award is created, for scouts earning and leaders awarding alike. Call it inside
 * a transaction after lockScouts. Scouts already holding the badge are left alone (the unique
 * (scout, badge) constraint decides, so concurrent requests cannot duplicate an award), and any
 * request for a leader's approval of the badge is settled. For each new award it writes the achievement activity, and a milestone when the scout's earned count
 * reaches one of MILESTONES. Returns the new awards only.
 */
export async function grantAwards(tx: Tx, input: GrantInput): Promise<AwardRow[]> {
  if (input.scouts.length === 0) return [];
  const inserted = await tx
    .insert(scoutBadges)
    .values(
      input.scouts.map((scout) => ({
        troopId: input.troopId,
        scoutId: scout.id,
        badgeId: input.badge.id,
        awardedByUserId: input.actor.userId,
        awardedBy: input.actor.name,
      })),
    )
    .onConflictDoNothing({ target: [scoutBadges.scoutId, scoutBadges.badgeId] })
    .returning();
  // Whoever held a request for this badge now holds the badge: the request is settled.
  await tx.delete(badgeApprovals).where(
    and(
      eq(badgeApprovals.badgeId, input.badge.id),
      inArray(
        badgeApprovals.scoutId,
        input.scouts.map((scout) => scout.id),
      ),
    ),
  );
  if (inserted.length === 0) return [];

  const newScoutIds = inserted.map((row) => row.scoutId);
  const earnedCounts = await tx
    .select({ scoutId: scoutBadges.scoutId, earned: count() })
    .from(scoutBadges)
    .where(inArray(scoutBadges.scoutId, newScoutIds))
    .groupBy(scoutBadges.scoutId);
  const countOf = new Map(earnedCounts.map((row) => [row.scoutId, Number(row.earned)]));
  const nameOf = new Map(input.scouts.map((scout) => [scout.id, scout.name]));

  const entries: ActivityInput[] = [];
  for (const award of inserted) {
    const scoutName = nameOf.get(award.scoutId) ?? "";
    const badgeName = input.badge.name;
    entries.push({
      troopId: input.troopId,
      scoutId: award.scoutId,
      activityType: "achievement",
      title: `Earned the ${badgeName} badge`,
      description:
        input.how === "earned"
          ? `${scoutName} earned the ${badgeName} badge.`
          : `${scoutName} was awarded the ${badgeName} badge by ${input.actor.name}.`,
      points: ACTIVITY_POINTS.achievement,
      metadata: { badgeId: input.badge.id, badgeName, awardId: award.id, awardedBy: input.actor.name },
    });
    const earned = countOf.get(award.scoutId) ?? 0;
    if ((MILESTONES as readonly number[]).includes(earned)) {
      entries.push({
        troopId: input.troopId,
        scoutId: award.scoutId,
        activityType: "milestone",
        title: earned === 1 ? "First badge earned!" : `${earned} badges earned!`,
        description: earned === 1 ? `${scoutName} earned their first badge.` : `${scoutName} has earned ${earned} badges.`,
        points: ACTIVITY_POINTS.milestone,
        metadata: { earnedCount: earned, badgeId: input.badge.id, badgeName },
      });
    }
  }
  await recordActivities(tx, entries);
  return inserted;
}
