import { desc, eq } from "drizzle-orm";
import type { BulkAwardResult, ScoutBadge } from "../../../shared/api/awards";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { scoutBadges } from "../../db/schema";
import { iso, isoOrNull } from "../../lib/dates";
import { HttpError, isUuid, notFound, requireUuid } from "../../lib/http-error";
import { lockActiveBadge, lockScouts } from "../scouts/roster-locks.service";
import { type AwardRow, grantAwards } from "./grant-awards.service";

export const ALREADY_HOLDS = "This scout already has this badge.";

export const toAward = (row: AwardRow): ScoutBadge => ({
  id: row.id,
  scoutId: row.scoutId,
  badgeId: row.badgeId,
  earnedDate: iso(row.earnedDate),
  awardedBy: row.awardedBy,
  presentedAt: isoOrNull(row.presentedAt),
});

/** A leader awards one badge to one scout; awardedBy is always the leader's own name. */
export async function awardBadge(db: Db, actor: Actor, scoutId: string, badgeId: string): Promise<ScoutBadge> {
  requireUuid(scoutId, "Scout");
  requireUuid(badgeId, "Badge");
  return db.transaction(async (tx) => {
    const badge = await lockActiveBadge(tx, actor.troopId, badgeId);
    if (!badge) throw notFound("Badge");
    const [scout] = await lockScouts(tx, actor.troopId, [scoutId]);
    if (!scout) throw notFound("Scout");
    const [award] = await grantAwards(tx, { troopId: actor.troopId, badge, scouts: [scout], actor, how: "awarded" });
    if (!award) throw new HttpError(409, ALREADY_HOLDS);
    return toAward(award);
  });
}

/**
 * One badge to many scouts, all or nothing: any unknown scout (or badge) answers 404 and awards
 * nobody. Scouts already holding it are skipped; a scout listed twice counts once. Concurrent
 * identical requests serialise on the scout locks and the unique (scout, badge) constraint.
 */
export async function bulkAward(db: Db, actor: Actor, scoutIds: string[], badgeId: string): Promise<BulkAwardResult> {
  requireUuid(badgeId, "Badge");
  const wanted = [...new Set(scoutIds.map((id) => id.toLowerCase()))];
  if (!wanted.every(isUuid)) throw notFound("Scout");
  return db.transaction(async (tx) => {
    const badge = await lockActiveBadge(tx, actor.troopId, badgeId);
    if (!badge) throw notFound("Badge");
    const found = await lockScouts(tx, actor.troopId, wanted);
    if (found.length !== wanted.length) throw notFound("Scout");
    const granted = await grantAwards(tx, { troopId: actor.troopId, badge, scouts: found, actor, how: "awarded" });
    const awardedIds = new Set(granted.map((row) => row.scoutId));
    return {
      awarded: wanted.filter((id) => awardedIds.has(id)),
      skipped: wanted.filter((id) => !awardedIds.has(id)),
    };
  });
}

/** Every award in the troop, newest first (deleted badges included: earned history stays). */
export async function listAwards(db: Db, { troopId }: Actor): Promise<ScoutBadge[]> {
  const rows = await db
    .select()
    .from(scoutBadges)
    .where(eq(scoutBadges.troopId, troopId))
    .orderBy(desc(scoutBadges.earnedDate), desc(scoutBadges.id));
  return rows.map(toAward);
}
