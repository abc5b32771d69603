import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { scouts } from "../../db/schema";
import { isUuid, notFound } from "../../lib/http-error";
import { checkPatrolPlace } from "./patrol-place.service";
import { lockScouts } from "./roster-locks.service";

/**
 * "Move to patrol": the selected scouts join one patrol (or leave theirs, with null) in one
 * transaction; one scout not on the roster and nobody moves. A scout who changes patrol stops
 * leading their old one; a scout already in that patrol keeps their place as it is. The patrol is
 * locked before the scouts, as every change of a patrol's members does.
 */
export async function moveToPatrol(db: Db, { troopId }: Actor, scoutIds: string[], patrolId: string | null): Promise<{ moved: number }> {
  const ids = [...new Set(scoutIds.map((id) => id.toLowerCase()))];
  if (!ids.every(isUuid)) throw notFound("Scout");
  return db.transaction(async (tx) => {
    await checkPatrolPlace(tx, troopId, { patrolId, patrolLeader: false }, null);
    const locked = await lockScouts(tx, troopId, ids);
    if (locked.length !== ids.length) throw notFound("Scout");
    await tx
      .update(scouts)
      .set({ patrolId, patrolLeader: false, updatedAt: new Date() })
      .where(
        and(
          eq(scouts.troopId, troopId),
          inArray(scouts.id, ids),
          patrolId ? or(isNull(scouts.patrolId), ne(scouts.patrolId, patrolId)) : sql`${scouts.patrolId} is not null`,
        ),
      );
    return { moved: ids.length };
  });
}
