import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { badges, scouts } from "../../db/schema";

/**
 * Locks the scouts' roster rows in id order (callers lock the badge first, then the scouts). Every change to a scout's awards takes these locks
 * first, so two requests for the same scout run one after the other: the earned count each one
 * reads is exact (milestones are written once) and concurrent requests never deadlock.
 */
export async function lockScouts(tx: Tx, troopId: string, scoutIds: string[]) {
  if (scoutIds.length === 0) return [];
  return (
    tx
      .select({ id: scouts.id, name: scouts.name, userId: scouts.userId, isActive: scouts.isActive })
      .from(scouts)
      .where(and(eq(scouts.troopId, troopId), inArray(scouts.id, scoutIds)))
      .orderBy(asc(scouts.id))
      // "no key update" still lets other writers reference the scout (foreign keys) meanwhile.
      .for("no key update")
  );
}

/** The badge if it is active in the troop; a share lock keeps it from being deleted meanwhile. */
export async function lockActiveBadge(tx: Tx, troopId: string, badgeId: string) {
  const [badge] = await tx
    .select({ id: badges.id, name: badges.name, requirements: badges.requirements, progressPercentage: badges.progressPercentage })
    .from(badges)
    .where(and(eq(badges.id, badgeId), eq(badges.troopId, troopId), sql`${badges.deletedAt} is null`))
    .for("share");
  return badge ?? null;
}
