import { and, eq, sql } from "drizzle-orm";
import { PATROL_LEADERS_MAX, PATROL_MESSAGES } from "../../../shared/api/patrols";
import type { Tx } from "../../db/client";
import { patrols, scouts } from "../../db/schema";
import { HttpError, isUuid } from "../../lib/http-error";

/**
 * Locks one of the troop's patrols for the rest of the transaction: every change of who is in a
 * patrol or leads it takes this lock first, so removals and the two-leader limit see every change.
 */
export async function lockPatrol(tx: Tx, troopId: string, patrolId: string) {
  const [row] = await tx
    .select({ id: patrols.id, name: patrols.name })
    .from(patrols)
    .where(and(eq(patrols.id, patrolId), eq(patrols.troopId, troopId)))
    .for("update");
  return row ?? null;
}

/**
 * A scout's patrol as a roster change asks for it, checked inside the caller's transaction: the
 * patrol must be the troop's (else 400 on patrolId), and a patrol leader must be in a patrol with
 * room for one more leader (409). `scoutId` is the scout changed (null for a new one), whose own
 * place among the leaders is not counted twice.
 */
export async function checkPatrolPlace(
  tx: Tx,
  troopId: string,
  place: { patrolId: string | null; patrolLeader: boolean },
  scoutId: string | null,
): Promise<void> {
  if (!place.patrolId) {
    if (place.patrolLeader) {
      throw new HttpError(400, PATROL_MESSAGES.leaderNeedsPatrol, { patrolLeader: PATROL_MESSAGES.leaderNeedsPatrol });
    }
    return;
  }
  const patrol = isUuid(place.patrolId) ? await lockPatrol(tx, troopId, place.patrolId) : null;
  if (!patrol) throw new HttpError(400, PATROL_MESSAGES.unknownPatrol, { patrolId: PATROL_MESSAGES.unknownPatrol });
  if (!place.patrolLeader) return;
  const [leaders] = await tx
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(scouts)
    .where(and(eq(scouts.patrolId, patrol.id), eq(scouts.patrolLeader, true), scoutId ? sql`${scouts.id} <> ${scoutId}` : undefined));
  if ((leaders?.count ?? 0) >= PATROL_LEADERS_MAX) {
    const message = PATROL_MESSAGES.tooManyLeaders(patrol.name);
    throw new HttpError(409, message, { patrolLeader: message });
  }
}
