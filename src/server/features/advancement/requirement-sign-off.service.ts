/**
 * Leaders sign off requirements: for one scout, or for many at a meeting (docs/product.md,
 * "Signing off requirements"). A sign-off ticks the requirement the one way every tick is written
 * (writeTicks), so progress, points, the feed and the earning rules follow as for a scout's tick.
 */
import { and, eq } from "drizzle-orm";
import type { MeetingSignOffResult, SignOffResult } from "../../../shared/api/advancement";
import { FUTURE_SIGN_OFF, SIGN_OFF_SKIPPED } from "../../../shared/api/advancement";
import type { Actor } from "../../auth/actor";
import type { Db, Tx } from "../../db/client";
import { requirementSignOffs } from "../../db/schema";
import { HttpError, isUuid, notFound, requireUuid } from "../../lib/http-error";
import { troopTimeZone } from "../../lib/time-zone";
import { lockActiveBadge, lockScouts } from "../scouts/roster-locks.service";
import { requireTrackingToSignOff } from "../troop/switches.service";
import { tickedRequirements, writeTicks } from "./requirement-ticks.service";

export const REQUIREMENT_OUT_OF_RANGE = "Requirement index out of range.";
export const NOT_SIGNED_OFF = "This requirement is not signed off.";

type SignOffInput = { date?: string | undefined; note: string | null };
type LockedBadge = NonNullable<Awaited<ReturnType<typeof lockActiveBadge>>>;
type LockedScout = Awaited<ReturnType<typeof lockScouts>>[number];

/** Today in the troop's time zone, as YYYY-MM-DD. */
function todayIn(timeZone: string | null): string {
  return new Date().toLocaleDateString("en-CA", { timeZone: troopTimeZone(timeZone) });
}

/**
 * The checks every sign-off call makes, in one transaction: tracking on, the day (today by default,
 * never after today in the troop's zone), the badge active in the troop (locked first, as every
 * change of progress locks it) and the requirement on its list.
 */
async function openSignOff(tx: Tx, troopId: string, badgeId: string, index: number, date?: string) {
  const { timeZone } = await requireTrackingToSignOff(tx, troopId);
  const today = todayIn(timeZone);
  const on = date ?? today;
  if (on > today) throw new HttpError(400, FUTURE_SIGN_OFF, { date: FUTURE_SIGN_OFF });
  const badge = await lockActiveBadge(tx, troopId, badgeId);
  if (!badge) throw notFound("Badge");
  if (index >= badge.requirements.length) throw new HttpError(400, REQUIREMENT_OUT_OF_RANGE, { index: REQUIREMENT_OUT_OF_RANGE });
  return { badge, on };
}

/**
 * Records the sign-off of one requirement for each (locked) scout and ticks it. Signing off again
 * updates the leader, day and note on the one row (the unique key on scout, badge and requirement
 * keeps it one, whatever runs at the same time); the tick is then already there, so no points or
 * feed entry are given twice.
 */
async function signOffLocked(
  tx: Tx,
  leader: Actor,
  badge: LockedBadge,
  scouts: LockedScout[],
  index: number,
  on: string,
  note: string | null,
) {
  if (scouts.length === 0) return;
  const signed = { signedByUserId: leader.userId, signedByName: leader.name, signedOn: on, note };
  await tx
    .insert(requirementSignOffs)
    .values(scouts.map((scout) => ({ troopId: leader.troopId, scoutId: scout.id, badgeId: badge.id, requirementIndex: index, ...signed })))
    .onConflictDoUpdate({
      target: [requirementSignOffs.scoutId, requirementSignOffs.badgeId, requirementSignOffs.requirementIndex],
      set: signed,
    });
  for (const scout of scouts) {
    const ticked = await tickedRequirements(tx, scout.id, badge.id, badge.requirements.length);
    await writeTicks(tx, leader.troopId, badge, scout, [...ticked, index]);
  }
}

/** A leader signs off one requirement for one scout of the troop (404 for anyone else's). */
export async function signOffRequirement(
  db: Db,
  leader: Actor,
  scoutId: string,
  badgeId: string,
  index: number,
  input: SignOffInput,
): Promise<SignOffResult> {
  requireUuid(scoutId, "Scout");
  requireUuid(badgeId, "Badge");
  return db.transaction(async (tx) => {
    const { badge, on } = await openSignOff(tx, leader.troopId, badgeId, index, input.date);
    const [scout] = await lockScouts(tx, leader.troopId, [scoutId]);
    if (!scout) throw notFound("Scout");
    await signOffLocked(tx, leader, badge, [scout], index, on, input.note);
    return { scoutId: scout.id, badgeId: badge.id, index, by: leader.name, on, note: input.note };
  });
}

/**
 * At a meeting: one requirement signed off for many scouts in one transaction. A scout who is not
 * the troop's (or no longer on its roster: erased while a phone kept the change) or is inactive is
 * left out with the reason, and the others are signed off all the same (running-a-troop.md §15), so
 * a change kept offline for a whole patrol is never lost for one child.
 */
export async function signOffAtMeeting(
  db: Db,
  leader: Actor,
  badgeId: string,
  index: number,
  input: SignOffInput & { scoutIds: string[] },
): Promise<MeetingSignOffResult> {
  requireUuid(badgeId, "Badge");
  const named = [...new Set(input.scoutIds.map((id) => id.toLowerCase()))];
  return db.transaction(async (tx) => {
    const { badge, on } = await openSignOff(tx, leader.troopId, badgeId, index, input.date);
    // In id order, as every lock on several scouts is taken, so two meetings never deadlock.
    const found = await lockScouts(tx, leader.troopId, named.filter(isUuid));
    const active = found.filter((scout) => scout.isActive);
    await signOffLocked(tx, leader, badge, active, index, on, input.note);
    const byId = new Map(found.map((scout) => [scout.id, scout]));
    const skipped = named
      .filter((id) => !byId.get(id)?.isActive)
      .map((scoutId) => ({ scoutId, reason: byId.has(scoutId) ? SIGN_OFF_SKIPPED.inactive : SIGN_OFF_SKIPPED.notInTroop }));
    return { signedOff: active.map((scout) => scout.id), skipped };
  });
}

/**
 * A leader's undo: the sign-off goes and so does the tick it stands for (the requirement is "not
 * done" again). Points already given stay given, as after a scout's untick. 404 when the
 * requirement is not signed off.
 */
export async function undoSignOff(db: Db, leader: Actor, scoutId: string, badgeId: string, index: number): Promise<void> {
  requireUuid(scoutId, "Scout");
  requireUuid(badgeId, "Badge");
  await db.transaction(async (tx) => {
    const { badge } = await openSignOff(tx, leader.troopId, badgeId, index);
    const [scout] = await lockScouts(tx, leader.troopId, [scoutId]);
    if (!scout) throw notFound("Scout");
    const removed = await tx
      .delete(requirementSignOffs)
      .where(
        and(
          eq(requirementSignOffs.scoutId, scout.id),
          eq(requirementSignOffs.badgeId, badge.id),
          eq(requirementSignOffs.requirementIndex, index),
        ),
      )
      .returning({ id: requirementSignOffs.id });
    if (removed.length === 0) throw new HttpError(404, NOT_SIGNED_OFF);
    const ticked = await tickedRequirements(tx, scout.id, badge.id, badge.requirements.length);
    await writeTicks(
      tx,
      leader.troopId,
      badge,
      scout,
      ticked.filter((other) => other !== index),
    );
  });
}
