import { and, asc, desc, eq, getTableColumns, gt, isNull, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { EVENT_LOGISTICS_MESSAGES, type ReplyAnswer, type ReplyResult } from "../../../shared/api/event-logistics";
import {
  EVENT_MESSAGES,
  type EventParticipant,
  type eventCreateRequest,
  type eventUpdateRequest,
  type Participation,
  type ScoutEvent,
} from "../../../shared/api/events";
import { type Actor, requireScoutId, SCOUT_RECORD_MISSING } from "../../auth/actor";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { prepared } from "../../db/prepared";
import { eventParticipants, eventReplies, events, scouts, troops, users } from "../../db/schema";
import { iso, isoOrNull } from "../../lib/dates";
import { HttpError, notFound, requireUuid } from "../../lib/http-error";
import { onlySent } from "../../lib/only-sent";
import { formatInZone } from "../../lib/time-zone";
import { recordActivities } from "../activities/record-activity.service";
import { sendEventNotice } from "../messages/event-notices.service";
import { queueEventCancelled } from "../notifications/event-changes.service";
import type { Channels } from "../notifications/outbox.service";
import { zoneOf } from "../notifications/troop-look.service";
import { loadTroopForMessages } from "../notifications/weekly-report.service";
import { assertEventType } from "../troop/custom-keys.service";
import type { Delivery } from "./join-request-message";
import {
  joinedActivity,
  lockEvent,
  lockScoutRows,
  type PlaceContext,
  placeContext,
  promoteWaiting,
  releasePlaces,
  takePlace,
  waitlistPosition,
  whoAnswersFor,
} from "./places.service";

type EventRow = typeof events.$inferSelect;
export type EventCreate = z.output<typeof eventCreateRequest>;
export type EventUpdate = z.output<typeof eventUpdateRequest>;

const EVENT = "Event";
const PARTICIPANT = "Participant";

/** How many wait for a place at the event: a column of every event query (the lists and a single event). */
// The outer id is spelled out in full: a one-table select renders its columns unqualified.
export const waitlistCountColumn =
  sql<number>`(select count(*) from ${eventParticipants} wp where wp.event_id = "events"."id" and wp.status = 'waitlisted')`.mapWith(
    Number,
  );
export const eventColumns = { ...getTableColumns(events), waitlistCount: waitlistCountColumn };

export function toEvent(row: EventRow & { waitlistCount: number }): ScoutEvent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    startDate: iso(row.startDate),
    endDate: isoOrNull(row.endDate),
    location: row.location,
    tags: row.tags,
    badgeOpportunities: row.badgeOpportunities,
    maxParticipants: row.maxParticipants,
    currentParticipants: row.currentParticipants,
    isFeatured: row.isFeatured,
    eventType: row.eventType,
    waitlist: row.waitlist,
    waitlistCount: row.waitlistCount,
    consentRequired: row.consentRequired,
    consentText: row.consentText,
    kitList: row.kitList,
    cost: row.costCents,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

const active = (troopId: string) => and(eq(events.troopId, troopId), isNull(events.deletedAt));
const activeEvent = (troopId: string, eventId: string) => and(eq(events.id, eventId), active(troopId));

function checkDates(startDate: Date, endDate: Date | null) {
  if (endDate && endDate < startDate) {
    throw new HttpError(400, "The end date must not be before the start date.", {
      endDate: "The end date must not be before the start date.",
    });
  }
}

/** All active events, soonest first. */
/** The troop's events as every screen lists them (prepared, see db/prepared.ts). */
const troopEvents = prepared("troop_events", (db) =>
  db
    .select(eventColumns)
    .from(events)
    .where(and(eq(events.troopId, sql.placeholder("troopId")), isNull(events.deletedAt)))
    .orderBy(asc(events.startDate), asc(events.createdAt)),
);

export async function listEvents(db: DbOrTx, { troopId }: Actor): Promise<ScoutEvent[]> {
  const rows = await troopEvents(db).execute({ troopId });
  return rows.map(toEvent);
}

/** Events that start later than now, soonest first. */
export async function listUpcomingEvents(db: DbOrTx, { troopId }: Actor, now = new Date()): Promise<ScoutEvent[]> {
  const rows = await db
    .select(eventColumns)
    .from(events)
    .where(and(active(troopId), gt(events.startDate, now)))
    .orderBy(asc(events.startDate), asc(events.createdAt));
  return rows.map(toEvent);
}

/** Featured events: upcoming ones first (soonest first), then past ones (most recent first). */
export async function listFeaturedEvents(db: DbOrTx, { troopId }: Actor, now = new Date()): Promise<ScoutEvent[]> {
  const upcoming = gt(events.startDate, now);
  const rows = await db
    .select(eventColumns)
    .from(events)
    .where(and(active(troopId), eq(events.isFeatured, true)))
    .orderBy(
      desc(upcoming),
      sql`case when ${upcoming} then ${events.startDate} end asc`,
      sql`case when ${upcoming} then null else ${events.startDate} end desc`,
      asc(events.createdAt),
    );
  return rows.map(toEvent);
}

/** A single event as every answer gives it, with its waiting count. */
export async function readEvent(db: DbOrTx, troopId: string, eventId: string): Promise<ScoutEvent> {
  const [row] = await db.select(eventColumns).from(events).where(activeEvent(troopId, eventId));
  if (!row) throw notFound(EVENT);
  return toEvent(row);
}

/** With consent required, the text a parent agrees to must be there. */
function checkConsentText(consentRequired: boolean, consentText: string | null | undefined) {
  if (consentRequired && !consentText?.trim()) {
    throw new HttpError(400, EVENT_LOGISTICS_MESSAGES.consentTextNeeded, { consentText: EVENT_LOGISTICS_MESSAGES.consentTextNeeded });
  }
}

export async function createEvent(db: Db, { troopId }: Actor, input: EventCreate): Promise<ScoutEvent> {
  const startDate = new Date(input.startDate);
  const endDate = input.endDate ? new Date(input.endDate) : null;
  checkDates(startDate, endDate);
  checkConsentText(input.consentRequired, input.consentText);
  return db.transaction(async (tx) => {
    await assertEventType(tx, troopId, input.eventType);
    return insertEvent(tx, troopId, input, startDate, endDate);
  });
}

async function insertEvent(db: Tx, troopId: string, input: EventCreate, startDate: Date, endDate: Date | null): Promise<ScoutEvent> {
  const [row] = await db
    .insert(events)
    .values({
      troopId,
      title: input.title,
      description: input.description,
      imageUrl: input.imageUrl,
      startDate,
      endDate,
      location: input.location,
      tags: input.tags,
      badgeOpportunities: input.badgeOpportunities,
      maxParticipants: input.maxParticipants ?? null,
      isFeatured: input.isFeatured,
      eventType: input.eventType ?? null,
      waitlist: input.waitlist,
      consentRequired: input.consentRequired,
      consentText: input.consentText ?? null,
      kitList: input.kitList,
      costCents: input.cost,
    })
    .returning();
  if (!row) throw new Error("event insert returned nothing");
  return toEvent({ ...row, waitlistCount: 0 });
}

/** Everyone an event's news concerns: the scouts with a place or waiting (their parents follow), and leaders who joined. */
async function peopleOfEvent(db: DbOrTx, eventId: string) {
  const rows = await db
    .select({ scoutId: eventParticipants.scoutId, userId: eventParticipants.userId })
    .from(eventParticipants)
    .where(eq(eventParticipants.eventId, eventId));
  return {
    scoutIds: rows.flatMap((r) => (r.scoutId ? [r.scoutId] : [])),
    userIds: rows.flatMap((r) => (!r.scoutId && r.userId ? [r.userId] : [])),
  };
}

/**
 * Changes only the fields sent. A limit below the people already joined is refused; the event row
 * is locked first, so a join landing at the same moment waits for it. A higher limit (or none) lets
 * the waiting list move up in the same transaction; a new date, time or place is told to everyone
 * going or waiting and their parents.
 */
export async function updateEvent(db: Db, actor: Actor, eventId: string, input: EventUpdate, ctx?: PlaceContext): Promise<ScoutEvent> {
  const { troopId } = actor;
  requireUuid(eventId, EVENT);
  const context = ctx ?? placeContext(new Date(), actor.userId);
  return db.transaction(async (tx) => {
    const current = await lockEvent(tx, troopId, eventId);
    await assertEventType(tx, troopId, input.eventType);

    const { startDate, endDate, cost, ...rest } = input;
    const values: Partial<typeof events.$inferInsert> = { ...onlySent(rest), updatedAt: new Date() };
    if (startDate !== undefined) values.startDate = new Date(startDate);
    if (endDate !== undefined) values.endDate = endDate ? new Date(endDate) : null;
    if (cost !== undefined) values.costCents = cost;

    checkDates(values.startDate ?? current.startDate, values.endDate === undefined ? current.endDate : values.endDate);
    checkConsentText(
      values.consentRequired ?? current.consentRequired,
      values.consentText === undefined ? current.consentText : values.consentText,
    );

    const max = input.maxParticipants;
    if (max && current.currentParticipants > max) {
      const joined = current.currentParticipants;
      const message = `Maximum participants cannot be below the ${joined} ${joined === 1 ? "person who has" : "people who have"} already joined.`;
      throw new HttpError(400, message, { maxParticipants: message });
    }

    const [row] = await tx.update(events).set(values).where(eq(events.id, eventId)).returning();
    if (!row) throw notFound(EVENT);
    if (max !== undefined) await promoteWaiting(tx, troopId, eventId, context);

    const moved =
      row.startDate.getTime() !== current.startDate.getTime() ||
      (row.endDate?.getTime() ?? null) !== (current.endDate?.getTime() ?? null) ||
      row.location !== current.location;
    if (moved && context.origin) {
      const troop = await loadTroopForMessages(tx, troopId);
      const when = formatInZone(row.startDate, zoneOf(troop));
      context.queued += await sendEventNotice(
        tx,
        await peopleOfEvent(tx, eventId),
        {
          troopId,
          eventId,
          subject: `${row.title} has moved to ${when}`,
          body: `${row.title} has moved to ${when} at ${row.location}. It was planned for ${formatInZone(current.startDate, zoneOf(troop))} at ${current.location}.`,
          senderUserId: actor.userId,
          email: true,
        },
        { origin: context.origin, channels: context.channels, now: context.now },
      );
    }
    return readEvent(tx, troopId, eventId);
  });
}

/**
 * Soft delete: the event leaves every list; attendance and activities that mention it keep its name.
 * Everyone signed up or waiting and their parents are told it is cancelled, in the same transaction
 * (the messages go out with the delete or not at all): by email (the cancellation email) and in the
 * app. Answers how many emails were queued.
 */
export async function deleteEvent(
  db: Db,
  actor: Actor,
  eventId: string,
  channels: Channels,
  now = new Date(),
  origin?: string,
): Promise<number> {
  const { troopId } = actor;
  requireUuid(eventId, EVENT);
  return db.transaction(async (tx) => {
    await lockEvent(tx, troopId, eventId);
    const [row] = await tx.update(events).set({ deletedAt: now, updatedAt: now }).where(activeEvent(troopId, eventId)).returning();
    if (!row) throw notFound(EVENT);
    const queued = await queueEventCancelled(tx, row, channels, now, origin, actor.userId);
    if (origin) {
      const troop = await loadTroopForMessages(tx, troopId);
      await sendEventNotice(
        tx,
        await peopleOfEvent(tx, eventId),
        {
          troopId,
          eventId,
          subject: `${row.title} is cancelled`,
          body: `${row.title} is cancelled. It was planned for ${formatInZone(row.startDate, zoneOf(troop))} at ${row.location}.`,
          senderUserId: actor.userId,
          // The cancellation email already says this.
          email: false,
        },
        { origin, channels, now },
      );
    }
    return queued;
  });
}

export async function getParticipation(db: DbOrTx, actor: Actor, eventId: string): Promise<Participation> {
  requireUuid(eventId, EVENT);
  // A scout's place may have been taken by a parent before the scout had an account: match the roster entry too.
  const mine = or(eq(eventParticipants.userId, actor.userId), actor.scoutId ? eq(eventParticipants.scoutId, actor.scoutId) : sql`false`);
  const [row] = await db
    .select({ id: eventParticipants.id, status: eventParticipants.status, scoutId: eventParticipants.scoutId })
    .from(events)
    .leftJoin(eventParticipants, and(eq(eventParticipants.eventId, events.id), mine))
    .where(activeEvent(actor.troopId, eventId))
    .limit(1);
  if (!row) throw notFound(EVENT);
  const status = row.status ?? "none";
  const hasJoined = status === "joined" || status === "pending";
  // Only a waiting place has a position.
  if (row.id && status === "waitlisted") return { hasJoined, status, waitlistPosition: await waitlistPosition(db, row.id) };
  if (status === "pending") {
    // Only a leader can answer for a child with no parent linked: the card must not promise a parent.
    return { hasJoined, status, waitingFor: row.scoutId ? await whoAnswersFor(db, row.scoutId) : "leader" };
  }
  return { hasJoined, status };
}

/** The troop's parent approval switch, read in the join that it governs. */
async function parentApprovalRequired(tx: DbOrTx, troopId: string): Promise<boolean> {
  const [troop] = await tx.select({ on: troops.requireParentApproval }).from(troops).where(eq(troops.id, troopId));
  return troop?.on ?? false;
}

/** A scout's answer as kept for the replies table: one per scout per event, the latest wins. */
export async function recordReply(
  tx: DbOrTx,
  troopId: string,
  eventId: string,
  scoutId: string,
  answer: ReplyAnswer,
  note: string | null,
  answeredByUserId: string | null,
  now: Date,
) {
  await tx
    .insert(eventReplies)
    .values({ troopId, eventId, scoutId, answer, note, answeredByUserId, answeredAt: now })
    .onConflictDoUpdate({
      target: [eventReplies.eventId, eventReplies.scoutId],
      set: { answer, note, answeredByUserId, answeredAt: now },
    });
}

export type ScoutAnswer = {
  troopId: string;
  scout: { id: string; userId: string | null };
  answer: ReplyAnswer;
  note: string | null;
  /** The account answering: the scout themself, or a parent. */
  by: { userId: string | null; role: "scout" | "parent" | "leader" };
  /** Refuse a second "yes" (the join endpoints) instead of answering with the place already held. */
  refuseRepeat?: boolean;
  /** Take a waiting place when full (replies); the join endpoints keep refusing a full event. */
  waitlist: boolean;
  /**
   * The answer was made offline and sent later from the device's queue (it carries an
   * Idempotency-Key): landing on the waiting list is told in a message, and a full event without
   * one says it filled up before the answer arrived.
   */
  queued?: boolean;
};

/**
 * The one way a scout's place is taken or given up, whoever asks (the scout's Join, a parent's
 * sign-up, a "Going" or "Can't come" reply). One transaction: the roster row is locked first (as
 * erasing a scout does), then the event row; "yes" takes a place by the join rules (a scout's own
 * while parent approval is on is pending) or a waiting place; "no" frees the place and the first
 * waiting moves up. The answer is recorded with its note.
 */
export async function answerForScout(db: Db, eventId: string, input: ScoutAnswer, ctx: PlaceContext): Promise<ReplyResult> {
  requireUuid(eventId, EVENT);
  return db.transaction(async (tx) => {
    const [scout] = await lockScoutRows(tx, input.troopId, [input.scout.id]);
    if (!scout) throw input.by.role === "scout" ? new HttpError(404, SCOUT_RECORD_MISSING) : notFound("Scout");
    const event = await lockEvent(tx, input.troopId, eventId);
    if (input.answer === "no") {
      await releasePlaces(tx, input.troopId, event, eq(eventParticipants.scoutId, scout.id), ctx);
      await recordReply(tx, input.troopId, eventId, scout.id, "no", input.note, input.by.userId, ctx.now);
      return { status: "declined", position: null };
    }
    const pending = input.by.role === "scout" && (await parentApprovalRequired(tx, input.troopId));
    const placed = await takePlace(
      tx,
      input.troopId,
      event,
      { scoutId: scout.id, userId: scout.userId, scoutName: scout.name },
      { pending, waitlist: input.waitlist, queued: input.queued ?? false },
      ctx,
    );
    if (placed.already && input.refuseRepeat) throw new HttpError(409, EVENT_MESSAGES.alreadyJoined);
    await recordReply(tx, input.troopId, eventId, scout.id, "yes", input.note, input.by.userId, ctx.now);
    return { status: placed.status, position: placed.position };
  });
}

/**
 * The seed's Join (PATCH /api/events/{id}/join): a scout's "yes" without a waiting place (a full
 * event answers 409), or a leader joining as themself. A repeat answers 409.
 */
export async function joinEvent(db: Db, actor: Actor, eventId: string, now = new Date(), delivery?: Omit<Delivery, "now">) {
  requireUuid(eventId, EVENT);
  if (actor.role === "parent") throw new HttpError(403, EVENT_MESSAGES.parentsUseFamily);
  const ctx = placeContext(now, actor.userId, delivery);
  if (actor.role === "scout") {
    await answerForScout(
      db,
      eventId,
      {
        troopId: actor.troopId,
        scout: { id: requireScoutId(actor), userId: actor.userId },
        answer: "yes",
        note: null,
        by: { userId: actor.userId, role: "scout" },
        refuseRepeat: true,
        waitlist: false,
      },
      ctx,
    );
  } else {
    await db.transaction(async (tx) => {
      const event = await lockEvent(tx, actor.troopId, eventId);
      const placed = await takePlace(
        tx,
        actor.troopId,
        event,
        { scoutId: null, userId: actor.userId, scoutName: null },
        { pending: false, waitlist: false },
        ctx,
      );
      if (placed.already) throw new HttpError(409, EVENT_MESSAGES.alreadyJoined);
    });
  }
  return { event: await readEvent(db, actor.troopId, eventId), queued: ctx.queued };
}

/** A scout's own account must be the roster entry it acts for; checked before answering for it. */
export async function ownScout(db: DbOrTx, actor: Actor): Promise<{ id: string; userId: string | null }> {
  const [scout] = await db
    .select({ id: scouts.id, userId: scouts.userId })
    .from(scouts)
    .where(and(eq(scouts.id, requireScoutId(actor)), eq(scouts.userId, actor.userId), eq(scouts.troopId, actor.troopId)));
  if (!scout) throw new HttpError(404, SCOUT_RECORD_MISSING);
  return scout;
}

/** A parent signs their child up (PUT …/participation): never pending, never a waiting place; a repeat answers 409. */
export async function joinEventForScout(
  db: Db,
  troopId: string,
  child: { id: string; userId: string | null },
  eventId: string,
  now = new Date(),
  by: { userId: string } | null = null,
  delivery?: Omit<Delivery, "now">,
): Promise<ScoutEvent> {
  const ctx = placeContext(now, by?.userId ?? null, delivery);
  await answerForScout(
    db,
    eventId,
    {
      troopId,
      scout: child,
      answer: "yes",
      note: null,
      by: { userId: by?.userId ?? null, role: "parent" },
      refuseRepeat: true,
      waitlist: false,
    },
    ctx,
  );
  return readEvent(db, troopId, eventId);
}

/** Takes a scout's place (joined, pending or waiting) off the event; the first waiting moves up. Nothing to take answers 404. */
export async function withdrawScout(
  db: Db,
  troopId: string,
  scoutId: string,
  eventId: string,
  by: { userId: string } | null = null,
  delivery?: Omit<Delivery, "now">,
): Promise<number> {
  requireUuid(eventId, EVENT);
  const ctx = placeContext(new Date(), by?.userId ?? null, delivery);
  await db.transaction(async (tx) => {
    await lockScoutRows(tx, troopId, [scoutId]);
    const event = await lockEvent(tx, troopId, eventId);
    const rows = await releasePlaces(tx, troopId, event, eq(eventParticipants.scoutId, scoutId), ctx);
    if (rows.length === 0) throw notFound(PARTICIPANT);
    await recordReply(tx, troopId, eventId, scoutId, "no", null, by?.userId ?? null, ctx.now);
  });
  return ctx.queued;
}

/**
 * Deletes the event's participant rows that `match` picks (their scouts' roster rows locked first,
 * then the event); the delete trigger frees the places and the waiting list moves up, all in one
 * transaction. Nothing deleted answers 404 with `what`. Callers check the ids' form first.
 */
async function deleteParticipantWhere(
  db: Db,
  troopId: string,
  eventId: string,
  match: SQL,
  what: string,
  ctx: PlaceContext,
): Promise<void> {
  await db.transaction(async (tx) => {
    const targets = await tx
      .select({ scoutId: eventParticipants.scoutId })
      .from(eventParticipants)
      .where(and(match, eq(eventParticipants.eventId, eventId), eq(eventParticipants.troopId, troopId)));
    await lockScoutRows(
      tx,
      troopId,
      targets.flatMap((t) => (t.scoutId ? [t.scoutId] : [])),
    );
    const event = await lockEvent(tx, troopId, eventId);
    const rows = await releasePlaces(tx, troopId, event, match, ctx);
    if (rows.length === 0) throw notFound(what);
  });
}

const PENDING = "Request";

/**
 * Approves a pending place: the condition sits in the UPDATE, so an approval racing a decline or a
 * leader's removal either finds the pending row or answers 404; the count never moves here.
 */
async function approveWhere(db: Db, troopId: string, eventId: string, match: SQL): Promise<void> {
  requireUuid(eventId, EVENT);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(eventParticipants)
      .set({ status: "joined" })
      .where(
        and(match, eq(eventParticipants.eventId, eventId), eq(eventParticipants.troopId, troopId), eq(eventParticipants.status, "pending")),
      )
      .returning({ scoutId: eventParticipants.scoutId });
    if (!row) throw notFound(PENDING);
    const [event] = await tx.select({ id: events.id, title: events.title }).from(events).where(activeEvent(troopId, eventId));
    if (!event) throw notFound(EVENT);
    const [scout] = row.scoutId ? await tx.select({ id: scouts.id, name: scouts.name }).from(scouts).where(eq(scouts.id, row.scoutId)) : [];
    if (scout) await recordActivities(tx, [joinedActivity(troopId, scout, event)]);
  });
}

/** Declines a pending place: the row goes, the place frees and the first waiting moves up. */
function declineWhere(db: Db, troopId: string, eventId: string, match: SQL, ctx: PlaceContext): Promise<void> {
  requireUuid(eventId, EVENT);
  return deleteParticipantWhere(db, troopId, eventId, and(match, eq(eventParticipants.status, "pending")) as SQL, PENDING, ctx);
}

export const approveScoutRequest = (db: Db, troopId: string, scoutId: string, eventId: string) =>
  approveWhere(db, troopId, eventId, eq(eventParticipants.scoutId, scoutId));
export const declineScoutRequest = (db: Db, troopId: string, scoutId: string, eventId: string, ctx?: PlaceContext) =>
  declineWhere(db, troopId, eventId, eq(eventParticipants.scoutId, scoutId), ctx ?? placeContext(new Date(), null));

export function approveParticipant(db: Db, troopId: string, eventId: string, participantId: string) {
  requireUuid(participantId, PARTICIPANT);
  return approveWhere(db, troopId, eventId, eq(eventParticipants.id, participantId));
}
export function declineParticipant(db: Db, troopId: string, eventId: string, participantId: string, ctx?: PlaceContext) {
  requireUuid(participantId, PARTICIPANT);
  return declineWhere(db, troopId, eventId, eq(eventParticipants.id, participantId), ctx ?? placeContext(new Date(), null));
}

/** Every active event with one scout's state in it, soonest first (a parent's view of their child). */
export async function listEventsForScout(
  db: DbOrTx,
  troopId: string,
  scoutId: string,
  options: { upcomingOnly?: Date; limit?: number } = {},
) {
  const base = db
    .select({ event: eventColumns, status: eventParticipants.status })
    .from(events)
    .leftJoin(eventParticipants, and(eq(eventParticipants.eventId, events.id), eq(eventParticipants.scoutId, scoutId)))
    .where(and(active(troopId), options.upcomingOnly ? gt(events.startDate, options.upcomingOnly) : undefined))
    .orderBy(asc(events.startDate), asc(events.createdAt));
  const rows = await (options.limit ? base.limit(options.limit) : base);
  return rows.map(({ event, status }) => ({ ...toEvent(event), participation: status ?? ("none" as const) }));
}

export async function listParticipants(db: DbOrTx, { troopId }: Actor, eventId: string): Promise<EventParticipant[]> {
  requireUuid(eventId, EVENT);
  const [event] = await db.select({ id: events.id }).from(events).where(activeEvent(troopId, eventId));
  if (!event) throw notFound(EVENT);
  // A child a parent signed up before they had an account has no user row: the roster names them.
  // Those with a place first, then the waiting list in its order.
  const rows = await db
    .select({
      id: eventParticipants.id,
      userId: eventParticipants.userId,
      scoutId: eventParticipants.scoutId,
      name: sql<string>`coalesce(${scouts.name}, ${users.firstName} || ' ' || ${users.lastName})`,
      email: sql<string | null>`coalesce(${users.email}, ${scouts.email})`,
      status: eventParticipants.status,
      joinedDate: eventParticipants.joinedDate,
    })
    .from(eventParticipants)
    .leftJoin(users, eq(users.id, eventParticipants.userId))
    .leftJoin(scouts, eq(scouts.id, eventParticipants.scoutId))
    .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.troopId, troopId)))
    .orderBy(sql`${eventParticipants.status} = 'waitlisted'`, asc(eventParticipants.joinedDate), asc(eventParticipants.id));
  return rows.map((r) => ({ ...r, joinedDate: iso(r.joinedDate) }));
}

/** Frees the place (a leader removes someone): the delete trigger lowers the count and the first waiting moves up. */
export async function removeParticipant(db: Db, actor: Actor, eventId: string, participantId: string, ctx?: PlaceContext): Promise<void> {
  requireUuid(eventId, EVENT);
  requireUuid(participantId, PARTICIPANT);
  await deleteParticipantWhere(
    db,
    actor.troopId,
    eventId,
    eq(eventParticipants.id, participantId),
    PARTICIPANT,
    ctx ?? placeContext(new Date(), actor.userId),
  );
}
