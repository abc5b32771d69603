import { and, asc, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Scout, scoutCreateRequest, scoutUpdateRequest } from "../../../shared/api/scouts";
import type { Actor } from "../../auth/actor";
import { memberOf } from "../../auth/memberships";
import type { Db, DbOrTx, Tx } from "../../db/client";
import {
  activities,
  activityReactions,
  attendance,
  badgeApprovals,
  badgeProgress,
  calendarFeeds,
  eventParticipants,
  events,
  inviteCodes,
  parentLinks,
  passwordResetTokens,
  scoutBadges,
  scoutContacts,
  scouts,
  sessions,
  users,
} from "../../db/schema";
import { iso } from "../../lib/dates";
import { notFound, requireUuid } from "../../lib/http-error";
import { onlySent } from "../../lib/only-sent";
import { forgetAnswersNaming } from "../../plugins/idempotency";
import { eraseMessagesTo } from "./erase-messages";
import { checkPatrolPlace } from "./patrol-place.service";
import { lockScouts } from "./roster-locks.service";
import { contactsColumn, replaceContacts } from "./scout-contacts.service";
import { possibleDuplicatesColumn, possibleDuplicatesJoin, possibleDuplicatesTable } from "./scout-duplicates";
import { linkedParentsColumn } from "./scout-parents.service";

/**
 * Gives a seat freed at an event (locked by the caller) to the first waiting there, in the caller's
 * transaction. The app passes the events feature's (AppContext.moveWaitingUp); without one, nothing moves.
 */
export type MoveWaitingUp = (tx: Tx, troopId: string, eventId: string) => Promise<void>;

const SCOUT = "Scout";

/** A roster scout's contact details and whether the scout has signed up: what a linked parent sees too. */
export const scoutContactColumns = {
  id: scouts.id,
  name: scouts.name,
  email: scouts.email,
  phone: scouts.phone,
  emergencyContact: scouts.emergencyContact,
  emergencyPhone: scouts.emergencyPhone,
  dateOfBirth: scouts.dateOfBirth,
  isActive: scouts.isActive,
  hasAccount: sql<boolean>`(${scouts.userId} is not null)`.mapWith(Boolean),
};

const scoutColumns = {
  ...scoutContactColumns,
  joinDate: scouts.joinDate,
  notes: scouts.notes,
  contacts: contactsColumn,
  parents: linkedParentsColumn,
  possibleDuplicateOf: possibleDuplicatesColumn,
  patrolId: scouts.patrolId,
  patrolLeader: scouts.patrolLeader,
};

type ScoutRow = { joinDate: Date } & Omit<Scout, "joinDate">;
const toScout = (row: ScoutRow): Scout => ({ ...row, joinDate: iso(row.joinDate) });

/** The troop's roster entries as leaders see them, each with the entries it may duplicate. */
const selectScouts = (db: DbOrTx, troopId: string) =>
  db.select(scoutColumns).from(scouts).leftJoin(possibleDuplicatesTable(troopId), possibleDuplicatesJoin);

export async function listScouts(db: Db, { troopId }: Actor): Promise<Scout[]> {
  const rows = await selectScouts(db, troopId).where(eq(scouts.troopId, troopId)).orderBy(asc(scouts.name), asc(scouts.id));
  return rows.map(toScout);
}

export async function getScout(db: DbOrTx, troopId: string, scoutId: string): Promise<Scout> {
  const [row] = await selectScouts(db, troopId).where(and(eq(scouts.id, scoutId), eq(scouts.troopId, troopId)));
  if (!row) throw notFound(SCOUT);
  return toScout(row);
}

/**
 * A new roster entry with its contacts. Neither its email nor a contact's is unique: siblings share
 * their parents' addresses (the roster marks shared ones as a possible duplicate).
 */
export async function createScout(db: Db, { troopId }: Actor, input: z.output<typeof scoutCreateRequest>): Promise<Scout> {
  const { contacts, ...fields } = input;
  const patrolLeader = fields.patrolId ? fields.patrolLeader : false;
  const row = await db.transaction(async (tx) => {
    await checkPatrolPlace(tx, troopId, { patrolId: fields.patrolId, patrolLeader: fields.patrolLeader }, null);
    const [inserted] = await tx
      .insert(scouts)
      .values({ troopId, ...fields, patrolLeader })
      .returning({ id: scouts.id });
    if (!inserted) throw new Error("scout insert returned nothing");
    await replaceContacts(tx, troopId, inserted.id, contacts);
    return inserted;
  });
  return getScout(db, troopId, row.id);
}

/**
 * A scout's patrol after a change: a patrol sent replaces the one held, and a scout who changes
 * patrol (or leaves theirs) stops being a patrol leader unless the change says otherwise.
 */
function patrolPlaceAfter(
  held: { patrolId: string | null; patrolLeader: boolean },
  input: { patrolId?: string | null; patrolLeader?: boolean },
): { patrolId: string | null; patrolLeader: boolean } {
  const patrolId = input.patrolId === undefined ? held.patrolId : input.patrolId;
  const moved = patrolId !== held.patrolId;
  const patrolLeader = input.patrolLeader ?? (moved ? false : held.patrolLeader);
  return { patrolId, patrolLeader: patrolId ? patrolLeader : patrolLeader && input.patrolLeader === true };
}

/** Changes only the fields sent; ids, joinDate and the account link stay the server's. */
export async function updateScout(db: Db, { troopId }: Actor, scoutId: string, input: z.output<typeof scoutUpdateRequest>): Promise<Scout> {
  requireUuid(scoutId, SCOUT);
  const { contacts, ...fields } = input;
  const [row] = await db.transaction(async (tx) => {
    const changes: Partial<typeof scouts.$inferInsert> = { ...onlySent(fields), updatedAt: new Date() };
    if (input.patrolId !== undefined || input.patrolLeader !== undefined) {
      const [held] = await tx
        .select({ patrolId: scouts.patrolId, patrolLeader: scouts.patrolLeader })
        .from(scouts)
        .where(and(eq(scouts.id, scoutId), eq(scouts.troopId, troopId)));
      if (!held) throw notFound(SCOUT);
      const place = patrolPlaceAfter(held, input);
      await checkPatrolPlace(tx, troopId, place, scoutId);
      Object.assign(changes, place);
    }
    const updated = await tx
      .update(scouts)
      .set(changes)
      .where(and(eq(scouts.id, scoutId), eq(scouts.troopId, troopId)))
      .returning({ id: scouts.id });
    if (updated.length > 0 && contacts !== undefined) await replaceContacts(tx, troopId, scoutId, contacts);
    return updated;
  });
  if (!row) throw notFound(SCOUT);
  return getScout(db, troopId, row.id);
}

/**
 * Erases a child's data in one transaction: the roster record, progress, awards, attendance,
 * activities and reactions on them, event participations (each event's count drops with its
 * row), personal invite codes, the family's contacts, the messages queued or sent to the child, and the linked account
 * with its sessions, calendar address and password-reset links. Foreign keys would cascade most of
 * this; the explicit deletes keep the list readable and do not depend on it.
 */
export async function deleteScout(db: Db, actor: Actor, scoutId: string, moveWaitingUp: MoveWaitingUp = async () => {}): Promise<void> {
  const { troopId } = actor;
  requireUuid(scoutId, SCOUT);
  await db.transaction(async (tx) => {
    // Serialises with awards and progress for this scout without blocking rows that reference it.
    const [locked] = await lockScouts(tx, troopId, [scoutId]);
    if (!locked) throw notFound(SCOUT);
    const [scout] = await tx
      .select({ id: scouts.id, userId: scouts.userId, email: scouts.email, phone: scouts.phone })
      .from(scouts)
      .where(eq(scouts.id, locked.id));
    if (!scout) throw notFound(SCOUT);
    // Only a scout account goes with its roster entry; a leader's account is never erased here.
    const [account] = scout.userId
      ? await tx
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(and(eq(users.id, scout.userId), memberOf(troopId, "scout")))
      : [];

    const participation = scout.userId
      ? or(eq(eventParticipants.scoutId, scout.id), eq(eventParticipants.userId, scout.userId))
      : eq(eventParticipants.scoutId, scout.id);
    // The events where a place is given up are locked (after the scout, in id order), then the
    // participants' delete trigger (migration 0001) lowers each event's current_participants in the
    // same statement, so the counts stay equal to the rows. A waiting place holds no seat.
    const freed = await tx
      .selectDistinct({ eventId: eventParticipants.eventId })
      .from(eventParticipants)
      .where(and(participation, ne(eventParticipants.status, "waitlisted")))
      .orderBy(asc(eventParticipants.eventId));
    if (freed.length > 0) {
      await tx
        .select({ id: events.id })
        .from(events)
        .where(
          inArray(
            events.id,
            freed.map((f) => f.eventId),
          ),
        )
        .orderBy(asc(events.id))
        .for("update");
    }
    await tx.delete(eventParticipants).where(participation);
    // Each seat freed goes to the first waiting at that event.
    for (const { eventId } of freed) await moveWaitingUp(tx, troopId, eventId);

    const scoutActivities = tx.select({ id: activities.id }).from(activities).where(eq(activities.scoutId, scout.id));
    await tx
      .delete(activityReactions)
      .where(or(eq(activityReactions.scoutId, scout.id), inArray(activityReactions.activityId, scoutActivities)));
    await tx.delete(activities).where(eq(activities.scoutId, scout.id));
    await tx.delete(attendance).where(eq(attendance.scoutId, scout.id));
    await tx.delete(badgeProgress).where(eq(badgeProgress.scoutId, scout.id));
    await tx.delete(badgeApprovals).where(eq(badgeApprovals.scoutId, scout.id));
    await tx.delete(scoutBadges).where(eq(scoutBadges.scoutId, scout.id));
    // Parents stay (with their other children, or an empty home); only the links to this child go.
    await tx.delete(parentLinks).where(eq(parentLinks.scoutId, scout.id));
    await tx.delete(inviteCodes).where(eq(inviteCodes.scoutId, scout.id));
    const contacts = await tx.delete(scoutContacts).where(eq(scoutContacts.scoutId, scout.id)).returning({ email: scoutContacts.email });
    await eraseMessagesTo(tx, troopId, {
      scoutId: scout.id,
      userId: scout.userId,
      emails: [scout.email, account?.email, ...contacts.map((c) => c.email)],
      phone: scout.phone,
    });
    await tx.delete(scouts).where(eq(scouts.id, scout.id));
    // Answers remembered for a device's repeated requests that name the child go too.
    await forgetAnswersNaming(tx, [scout.id, ...(account ? [account.id] : [])]);
    if (scout.userId) await tx.delete(sessions).where(and(eq(sessions.userId, scout.userId), eq(sessions.troopId, troopId)));
    if (account) {
      await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, account.id));
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, account.id));
      await tx.delete(users).where(eq(users.id, account.id));
    }
  });
}
