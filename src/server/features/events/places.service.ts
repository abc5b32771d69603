import { and, asc, count, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { EVENT_MESSAGES, filledBeforeAnswer } from "../../../shared/api/events";
import { ACTIVITY_POINTS } from "../../../shared/constants";
import type { DbOrTx, Tx } from "../../db/client";
import { eventConsents, eventParticipants, eventReplies, events, parentLinks, scouts, troops, users } from "../../db/schema";
import { HttpError, notFound, requireUuid } from "../../lib/http-error";
import { formatInZone, troopTimeZone } from "../../lib/time-zone";
import { recordActivities } from "../activities/record-activity.service";
import { sendEventNotice } from "../messages/event-notices.service";
import type { Channels } from "../notifications/outbox.service";
import { queueJoinRequest } from "./join-request-message";

/**
 * Places at an event: taking one, waiting for one, giving one up, and the waiting list moving up.
 * Every change runs with the event row locked (`select … for update`), so joins, withdrawals and
 * promotions to one event queue up and each sees the others' result: the count of places, the
 * waiting order and the positions stay exact whatever arrives at the same moment. Callers that act
 * for a scout lock the scout's roster row first (as erasing a scout does), then the event.
 */

export type EventRow = typeof events.$inferSelect;
export type PlaceStatus = "joined" | "pending" | "waitlisted";

/** Where emails' links point, the transports, the clock; `queued` counts emails written (the caller wakes the worker). */
export type PlaceContext = {
  now: Date;
  origin: string | null;
  channels: Channels;
  /** The account acting: the sender of messages when a leader. */
  actorUserId: string | null;
  queued: number;
};

export function placeContext(now: Date, actorUserId: string | null, delivery?: { origin: string; channels: Channels }): PlaceContext {
  return { now, origin: delivery?.origin ?? null, channels: delivery?.channels ?? { email: false, sms: false }, actorUserId, queued: 0 };
}

const EVENT = "Event";
export const liveEvent = (troopId: string, eventId: string) =>
  and(eq(events.id, eventId), eq(events.troopId, troopId), isNull(events.deletedAt));

/** The live event, locked for this transaction; 404 otherwise. */
export async function lockEvent(tx: DbOrTx, troopId: string, eventId: string): Promise<EventRow> {
  const [row] = await tx.select().from(events).where(liveEvent(troopId, eventId)).for("update");
  if (!row) throw notFound(EVENT);
  return row;
}

/** Locks the roster rows of scouts about to gain or lose a place, before the event (the order erasing a scout takes). */
export async function lockScoutRows(tx: Tx, troopId: string, scoutIds: string[]) {
  if (scoutIds.length === 0) return [];
  return tx
    .select({ id: scouts.id, name: scouts.name, userId: scouts.userId })
    .from(scouts)
    .where(and(eq(scouts.troopId, troopId), inArray(scouts.id, scoutIds)))
    .orderBy(asc(scouts.id))
    .for("share");
}

/**
 * One of the parent's own children, or 404 (another family's child looks exactly like an unknown
 * id). The family feature has its own; events keep theirs so neither feature imports the other.
 */
export async function requireOwnChild(db: DbOrTx, parent: { userId: string; troopId: string }, scoutId: string) {
  requireUuid(scoutId, "Scout");
  const [child] = await db
    .select({ id: scouts.id, name: scouts.name, userId: scouts.userId })
    .from(parentLinks)
    .innerJoin(scouts, eq(scouts.id, parentLinks.scoutId))
    .where(and(eq(parentLinks.parentUserId, parent.userId), eq(parentLinks.scoutId, scoutId), eq(scouts.troopId, parent.troopId)));
  if (!child) throw notFound("Scout");
  return child;
}

const hasRoom = (event: EventRow) => !event.maxParticipants || event.currentParticipants < event.maxParticipants;

/** 1 for the next in line: waiting places are served by the time they were asked for (then id). */
export async function waitlistPosition(db: DbOrTx, participantId: string): Promise<number | null> {
  const me = alias(eventParticipants, "me");
  const [row] = await db
    .select({ n: count() })
    .from(eventParticipants)
    .innerJoin(me, and(eq(me.id, participantId), eq(me.eventId, eventParticipants.eventId), eq(me.status, "waitlisted")))
    .where(
      and(
        eq(eventParticipants.status, "waitlisted"),
        sql`(${eventParticipants.joinedDate}, ${eventParticipants.id}) <= (${me.joinedDate}, ${me.id})`,
      ),
    );
  const n = Number(row?.n ?? 0);
  return n > 0 ? n : null;
}

/** A scout's number on each event's waiting list where they wait, by event id (1 is next). */
export async function waitlistPositionsOfScout(db: DbOrTx, troopId: string, scoutId: string): Promise<Map<string, number>> {
  const me = alias(eventParticipants, "me");
  const rows = await db
    .select({ eventId: me.eventId, n: count() })
    .from(me)
    .innerJoin(
      eventParticipants,
      and(
        eq(eventParticipants.eventId, me.eventId),
        eq(eventParticipants.status, "waitlisted"),
        sql`(${eventParticipants.joinedDate}, ${eventParticipants.id}) <= (${me.joinedDate}, ${me.id})`,
      ),
    )
    .where(and(eq(me.troopId, troopId), eq(me.scoutId, scoutId), eq(me.status, "waitlisted")))
    .groupBy(me.eventId);
  return new Map(rows.map((r) => [r.eventId, Number(r.n)]));
}

/** Who can say OK to a child's pending place: the child's parents, or (with none linked) only a leader. */
export async function whoAnswersFor(tx: DbOrTx, scoutId: string): Promise<"parent" | "leader"> {
  const [parent] = await tx.select({ id: parentLinks.parentUserId }).from(parentLinks).where(eq(parentLinks.scoutId, scoutId)).limit(1);
  return parent ? "parent" : "leader";
}

/** The feed entry of a scout taking a place (written where the place becomes joined: a join, an OK, a promotion). */
export function joinedActivity(troopId: string, scout: { id: string; name: string }, event: { id: string; title: string }) {
  return {
    troopId,
    scoutId: scout.id,
    activityType: "event_participation" as const,
    title: `Joined ${event.title}`,
    description: `${scout.name} signed up for ${event.title}.`,
    points: ACTIVITY_POINTS.eventJoined,
    metadata: { eventId: event.id, eventTitle: event.title },
  };
}

async function troopOf(tx: DbOrTx, troopId: string) {
  const [troop] = await tx
    .select({ requireParentApproval: troops.requireParentApproval, timeZone: troops.timeZone })
    .from(troops)
    .where(eq(troops.id, troopId));
  return troop;
}

/** The subject of the request to a child's parents for consent (the same words find it unsent later). */
export const consentNeededSubject = (scoutName: string, eventTitle: string) => `Consent needed for ${scoutName}: ${eventTitle}`;
/**
 * How long the consent request's email waits: a parent who signs in the app meanwhile (often at
 * once, the family page showing the place) is not emailed at all (consent.service.ts).
 */
export const CONSENT_EMAIL_DELAY_MS = 10 * 60 * 1000;

/** The scout's consent on record for the event (the latest not withdrawn). */
export async function hasConsent(tx: DbOrTx, eventId: string, scoutId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: eventConsents.id })
    .from(eventConsents)
    .where(and(eq(eventConsents.eventId, eventId), eq(eventConsents.scoutId, scoutId), isNull(eventConsents.withdrawnAt)))
    .limit(1);
  return row !== undefined;
}

/** A place just became the scout's: the feed hears of it, and parents are asked for consent when the event needs it. */
async function afterPlaceTaken(
  tx: Tx,
  troopId: string,
  event: EventRow,
  scout: { id: string; name: string },
  status: PlaceStatus,
  ctx: PlaceContext,
) {
  if (status === "joined") await recordActivities(tx, [joinedActivity(troopId, scout, event)]);
  if (event.consentRequired && ctx.origin && !(await hasConsent(tx, event.id, scout.id))) {
    ctx.queued += await sendEventNotice(
      tx,
      { scoutIds: [scout.id], userIds: [], parentsOnly: true },
      {
        troopId,
        eventId: event.id,
        subject: consentNeededSubject(scout.name, event.title),
        body: `${scout.name} has a place at ${event.title}. The event needs a parent's consent: open ${scout.name}'s events on your family page to read it and sign.`,
        senderUserId: ctx.actorUserId,
        email: true,
        emailDelayMs: CONSENT_EMAIL_DELAY_MS,
      },
      { origin: ctx.origin, channels: ctx.channels, now: ctx.now },
    );
  }
}

export type Who = { scoutId: string | null; userId: string | null; scoutName: string | null };
export type Placed = { status: PlaceStatus; position: number | null; already: boolean };

/**
 * Takes a place for someone at a locked event, or a waiting place when it is full and `waitlist` is
 * allowed (the event's own switch too); else 409 full. Someone already there keeps their place and
 * gets `already` (the caller decides whether that is an error). `pending` makes a scout's own sign-up
 * wait for a parent's OK; its parents are emailed for it. A `queued` answer (made offline, sent
 * later) that finds the event full is told so in a message when it waits, and is refused with the
 * event's name when it cannot (docs/product.md, "Offline changes").
 */
export async function takePlace(
  tx: Tx,
  troopId: string,
  event: EventRow,
  who: Who,
  options: { pending: boolean; waitlist: boolean; queued?: boolean },
  ctx: PlaceContext,
): Promise<Placed> {
  const mine = [
    who.userId ? eq(eventParticipants.userId, who.userId) : undefined,
    who.scoutId ? eq(eventParticipants.scoutId, who.scoutId) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  const [existing] = await tx
    .select({ id: eventParticipants.id, status: eventParticipants.status })
    .from(eventParticipants)
    .where(and(eq(eventParticipants.eventId, event.id), sql`(${sql.join(mine, sql` or `)})`))
    .limit(1);
  if (existing) {
    const position = existing.status === "waitlisted" ? await waitlistPosition(tx, existing.id) : null;
    return { status: existing.status, position, already: true };
  }
  if (event.startDate <= ctx.now) throw new HttpError(409, EVENT_MESSAGES.started);

  if (hasRoom(event)) {
    const status = options.pending ? "pending" : "joined";
    await tx
      .update(events)
      .set({ currentParticipants: sql`${events.currentParticipants} + 1` })
      .where(eq(events.id, event.id));
    event.currentParticipants += 1;
    const inserted = await tx
      .insert(eventParticipants)
      .values({ troopId, eventId: event.id, userId: who.userId, scoutId: who.scoutId, status, joinedDate: ctx.now })
      .onConflictDoNothing()
      .returning({ id: eventParticipants.id });
    if (inserted.length === 0) throw new HttpError(409, EVENT_MESSAGES.alreadyJoined);
    if (who.scoutId && who.scoutName) {
      const scout = { id: who.scoutId, name: who.scoutName };
      await afterPlaceTaken(tx, troopId, event, scout, status, ctx);
      if (status === "pending" && ctx.origin) {
        ctx.queued += await queueJoinRequest(tx, troopId, scout, event, { origin: ctx.origin, channels: ctx.channels, now: ctx.now });
      }
    }
    return { status, position: null, already: false };
  }

  if (!options.waitlist || !event.waitlist) {
    throw new HttpError(409, options.waitlist && options.queued ? filledBeforeAnswer(event.title) : EVENT_MESSAGES.full);
  }
  // clock_timestamp(), not the transaction's start: the event lock makes these one after another,
  // so each waiting place is later than every one before it.
  const [waiting] = await tx
    .insert(eventParticipants)
    .values({
      troopId,
      eventId: event.id,
      userId: who.userId,
      scoutId: who.scoutId,
      status: "waitlisted",
      joinedDate: sql`clock_timestamp()`,
    })
    .onConflictDoNothing()
    .returning({ id: eventParticipants.id });
  if (!waiting) throw new HttpError(409, EVENT_MESSAGES.alreadyJoined);
  const position = await waitlistPosition(tx, waiting.id);
  if (options.queued && who.scoutId && ctx.origin) {
    ctx.queued += await tellWaiting(tx, troopId, event, { id: who.scoutId, name: who.scoutName ?? "You" }, position, ctx);
  }
  return { status: "waitlisted", position, already: false };
}

/**
 * A "Going" made offline reached the event after it filled: the scout (and their parents) hear in
 * the app that they are on the waiting list and at which number, as they hear of a place coming
 * free. The answer says the same to the device that sent it; no email, as it is news of no change.
 */
async function tellWaiting(
  tx: Tx,
  troopId: string,
  event: EventRow,
  scout: { id: string; name: string },
  position: number | null,
  ctx: PlaceContext,
): Promise<number> {
  if (!ctx.origin) return 0;
  const troop = await troopOf(tx, troopId);
  const when = formatInZone(event.startDate, troopTimeZone(troop?.timeZone ?? null));
  const number = position === null ? "" : ` at number ${position}`;
  return sendEventNotice(
    tx,
    { scoutIds: [scout.id], userIds: [] },
    {
      troopId,
      eventId: event.id,
      subject: `On the waiting list for ${event.title}`,
      body: `${event.title} (${when}, ${event.location}) filled up before ${scout.name}'s answer arrived. ${scout.name} is on the waiting list${number} and moves up when a place comes free.`,
      senderUserId: ctx.actorUserId,
      email: false,
    },
    { origin: ctx.origin, channels: ctx.channels, now: ctx.now },
  );
}

/**
 * Gives places up: deletes the locked event's participant rows `match` picks (the delete trigger
 * frees the places held), then moves the waiting list up. Answers the rows deleted.
 */
export async function releasePlaces(tx: Tx, troopId: string, event: EventRow, match: SQL, ctx: PlaceContext) {
  const rows = await tx
    .delete(eventParticipants)
    .where(and(match, eq(eventParticipants.eventId, event.id), eq(eventParticipants.troopId, troopId)))
    .returning({ id: eventParticipants.id, scoutId: eventParticipants.scoutId, status: eventParticipants.status });
  if (rows.length > 0) await promoteWaiting(tx, troopId, event.id, ctx);
  return rows;
}

/**
 * While the locked event has a free place, the first waiting takes it: joined, or pending when the
 * troop asks a parent's OK and the scout put themself on the list. They and their parents get a
 * message. A waiting row another transaction holds (its scout being erased) is passed over.
 */
export async function promoteWaiting(tx: Tx, troopId: string, eventId: string, ctx: PlaceContext): Promise<number> {
  let promoted = 0;
  const troop = await troopOf(tx, troopId);
  for (;;) {
    const [event] = await tx.select().from(events).where(eq(events.id, eventId));
    if (!event || event.deletedAt || event.startDate <= ctx.now || !hasRoom(event)) break;
    const [next] = await tx
      .select({ id: eventParticipants.id, scoutId: eventParticipants.scoutId, userId: eventParticipants.userId })
      .from(eventParticipants)
      .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.status, "waitlisted")))
      .orderBy(asc(eventParticipants.joinedDate), asc(eventParticipants.id))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!next) break;
    const scout = next.scoutId
      ? (await tx.select({ id: scouts.id, name: scouts.name, userId: scouts.userId }).from(scouts).where(eq(scouts.id, next.scoutId)))[0]
      : undefined;
    let pending = false;
    if (scout && troop?.requireParentApproval && scout.userId) {
      const [reply] = await tx
        .select({ by: eventReplies.answeredByUserId })
        .from(eventReplies)
        .where(and(eq(eventReplies.eventId, eventId), eq(eventReplies.scoutId, scout.id)));
      pending = reply?.by === scout.userId;
    }
    const status = pending ? "pending" : "joined";
    await tx.update(eventParticipants).set({ status }).where(eq(eventParticipants.id, next.id));
    await tx
      .update(events)
      .set({ currentParticipants: sql`${events.currentParticipants} + 1` })
      .where(eq(events.id, eventId));
    promoted += 1;
    if (ctx.origin) {
      const when = formatInZone(event.startDate, troopTimeZone(troop?.timeZone ?? null));
      const name = scout?.name ?? (await leaderName(tx, next.userId)) ?? "You";
      const whoSaysOk =
        pending && scout && (await whoAnswersFor(tx, scout.id)) === "parent" ? "a parent says OK on the family page" : "a leader says OK";
      ctx.queued += await sendEventNotice(
        tx,
        { scoutIds: scout ? [scout.id] : [], userIds: scout ? [] : next.userId ? [next.userId] : [] },
        {
          troopId,
          eventId,
          subject: `A place at ${event.title}`,
          body: pending
            ? `A place came free at ${event.title} (${when}, ${event.location}). ${name} has it once ${whoSaysOk}.`
            : `A place came free at ${event.title} (${when}, ${event.location}). ${name} moved up from the waiting list and is going.`,
          senderUserId: ctx.actorUserId,
          email: true,
        },
        { origin: ctx.origin, channels: ctx.channels, now: ctx.now },
      );
    }
    if (scout) await afterPlaceTaken(tx, troopId, event, scout, status, ctx);
    if (scout && pending && ctx.origin) {
      ctx.queued += await queueJoinRequest(tx, troopId, scout, event, { origin: ctx.origin, channels: ctx.channels, now: ctx.now });
    }
  }
  return promoted;
}

async function leaderName(tx: DbOrTx, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await tx.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId));
  return row?.firstName ?? null;
}
