import { and, asc, desc, eq, gt, isNull, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  EVENT_MESSAGES,
  type EventParticipant,
  type eventCreateRequest,
  type eventUpdateRequest,
  type Participation,
  type ScoutEvent,
} from "../../../shared/api/events";
import { ACTIVITY_POINTS } from "../../../shared/constants";
import { type Actor, requireScoutId, SCOUT_RECORD_MISSING } from "../../auth/actor";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { prepared } from "../../db/prepared";
import { eventParticipants, events, scouts, troops, users } from "../../db/schema";
import { iso, isoOrNull } from "../../lib/dates";
import { HttpError, notFound, requireUuid } from "../../lib/http-error";
import { onlySent } from "../../lib/only-sent";
import { recordActivities } from "../activities/record-activity.service";
import { queueEventCancelled } from "../notifications/event-changes.service";
import type { Channels } from "../notifications/outbox.service";
import { assertEventType } from "../troop/custom-keys.service";
import { type Delivery, queueJoinRequest } from "./join-request-message";

type EventRow = typeof events.$inferSelect;
export type EventCreate = z.output<typeof eventCreateRequest>;
export type EventUpdate = z.output<typeof eventUpdateRequest>;

const EVENT = "Event";
const PARTICIPANT = "Participant";

export function toEvent(row: EventRow): ScoutEvent {
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
    .select()
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
    .select()
    .from(events)
    .where(and(active(troopId), gt(events.startDate, now)))
    .orderBy(asc(events.startDate), asc(events.createdAt));
  return rows.map(toEvent);
}

/** Featured events: upcoming ones first (soonest first), then past ones (most recent first). */
export async function listFeaturedEvents(db: DbOrTx, { troopId }: Actor, now = new Date()): Promise<ScoutEvent[]> {
  const upcoming = gt(events.startDate, now);
  const rows = await db
    .select()
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

export async function createEvent(db: Db, { troopId }: Actor, input: EventCreate): Promise<ScoutEvent> {
  const startDate = new Date(input.startDate);
  const endDate = input.endDate ? new Date(input.endDate) : null;
  checkDates(startDate, endDate);
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
    })
    .returning();
  if (!row) throw new Error("event insert returned nothing");
  return toEvent(row);
}

/**
 * Changes only the fields sent. A limit below the people already joined is refused; the condition sits
 * in the UPDATE itself, so a join landing at the same moment cannot slip past it.
 */
export async function updateEvent(db: Db, { troopId }: Actor, eventId: string, input: EventUpdate): Promise<ScoutEvent> {
  requireUuid(eventId, EVENT);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(events).where(activeEvent(troopId, eventId)).for("update");
    if (!current) throw notFound(EVENT);
    await assertEventType(tx, troopId, input.eventType);

    const { startDate, endDate, ...rest } = input;
    const values: Partial<typeof events.$inferInsert> = { ...onlySent(rest), updatedAt: new Date() };
    if (startDate !== undefined) values.startDate = new Date(startDate);
    if (endDate !== undefined) values.endDate = endDate ? new Date(endDate) : null;

    checkDates(values.startDate ?? current.startDate, values.endDate === undefined ? current.endDate : values.endDate);

    const max = input.maxParticipants;
    if (max && current.currentParticipants > max) {
      const joined = current.currentParticipants;
      const message = `Maximum participants cannot be below the ${joined} ${joined === 1 ? "person who has" : "people who have"} already joined.`;
      throw new HttpError(400, message, { maxParticipants: message });
    }

    const [row] = await tx.update(events).set(values).where(eq(events.id, eventId)).returning();
    if (!row) throw notFound(EVENT);
    return toEvent(row);
  });
}

/**
 * Soft delete: the event leaves every list; attendance and activities that mention it keep its name.
 * Everyone signed up and their parents are told it is cancelled, in the same transaction (the
 * messages go out with the delete or not at all). Answers how many messages were queued.
 */
export async function deleteEvent(db: Db, { troopId }: Actor, eventId: string, channels: Channels, now = new Date()): Promise<number> {
  requireUuid(eventId, EVENT);
  return db.transaction(async (tx) => {
    const [row] = await tx.update(events).set({ deletedAt: now, updatedAt: now }).where(activeEvent(troopId, eventId)).returning();
    if (!row) throw notFound(EVENT);
    return queueEventCancelled(tx, row, channels, now);
  });
}

export async function getParticipation(db: DbOrTx, actor: Actor, eventId: string): Promise<Participation> {
  requireUuid(eventId, EVENT);
  // A scout's place may have been taken by a parent before the scout had an account: match the roster entry too.
  const mine = or(eq(eventParticipants.userId, actor.userId), actor.scoutId ? eq(eventParticipants.scoutId, actor.scoutId) : sql`false`);
  const [row] = await db
    .select({ status: eventParticipants.status })
    .from(events)
    .leftJoin(eventParticipants, and(eq(eventParticipants.eventId, events.id), mine))
    .where(activeEvent(actor.troopId, eventId))
    .limit(1);
  if (!row) throw notFound(EVENT);
  return { hasJoined: row.status !== null, status: row.status ?? "none" };
}

/** The troop's parent approval switch, read in the join that it governs. */
async function parentApprovalRequired(tx: DbOrTx, troopId: string): Promise<boolean> {
  const [troop] = await tx.select({ on: troops.requireParentApproval }).from(troops).where(eq(troops.id, troopId));
  return troop?.on ?? false;
}

/** Takes one place with a conditional UPDATE (locks the event row, so joins queue and see each other). */
async function takePlace(tx: DbOrTx, troopId: string, eventId: string, now: Date) {
  const [row] = await tx
    .update(events)
    .set({ currentParticipants: sql`${events.currentParticipants} + 1` })
    .where(
      and(
        activeEvent(troopId, eventId),
        gt(events.startDate, now),
        or(isNull(events.maxParticipants), eq(events.maxParticipants, 0), sql`${events.currentParticipants} < ${events.maxParticipants}`),
      ),
    )
    .returning();
  return row ?? null;
}

function joinedActivity(troopId: string, scout: { id: string; name: string }, event: { id: string; title: string }) {
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

/**
 * One transaction: a conditional UPDATE takes a place (it locks the event row, so joins to one event
 * queue up and the capacity test sees every earlier join), then the participant row, guarded by the
 * unique (event, user) and (event, scout) constraints. Any refusal rolls the place back. With parent
 * approval on, a scout's own join is pending: it holds its place until a parent or leader decides,
 * and with `delivery` the scout's linked parents are emailed for their OK.
 */
export async function joinEvent(
  db: Db,
  actor: Actor,
  eventId: string,
  now = new Date(),
  delivery?: Omit<Delivery, "now">,
): Promise<{ event: ScoutEvent; queued: number }> {
  requireUuid(eventId, EVENT);
  if (actor.role === "parent") throw new HttpError(403, EVENT_MESSAGES.parentsUseFamily);
  return db.transaction(async (tx) => {
    // The scout's roster row is locked before the event, in the order deleteScout takes them: a
    // leader erasing this scout at the same moment either finishes first (the record is gone) or
    // waits for the join and then removes its participant row; never a deadlock or a foreign-key
    // failure.
    let scout: { id: string; name: string } | null = null;
    if (actor.role === "scout") {
      const [locked] = await tx
        .select({ id: scouts.id, name: scouts.name })
        .from(scouts)
        .where(and(eq(scouts.id, requireScoutId(actor)), eq(scouts.userId, actor.userId), eq(scouts.troopId, actor.troopId)))
        .for("share");
      if (!locked) throw new HttpError(404, SCOUT_RECORD_MISSING);
      scout = locked;
    }
    const pending = scout !== null && (await parentApprovalRequired(tx, actor.troopId));
    const row = await takePlace(tx, actor.troopId, eventId, now);
    if (!row) throw await whyNotJoinable(tx, actor.troopId, eventId, now, { userId: actor.userId, scoutId: scout?.id ?? null });
    const inserted = await tx
      .insert(eventParticipants)
      .values({ troopId: actor.troopId, eventId, userId: actor.userId, scoutId: scout?.id ?? null, status: pending ? "pending" : "joined" })
      .onConflictDoNothing()
      .returning({ id: eventParticipants.id });
    if (inserted.length === 0) throw new HttpError(409, EVENT_MESSAGES.alreadyJoined);

    // A pending request is not yet news for the feed; its approval writes the activity. Its
    // parents are asked for their OK instead.
    if (scout && !pending) await recordActivities(tx, [joinedActivity(actor.troopId, scout, row)]);
    const queued = scout && pending && delivery ? await queueJoinRequest(tx, actor.troopId, scout, row, { ...delivery, now }) : 0;
    return { event: toEvent(row), queued };
  });
}

/**
 * A parent signs their child up: never pending (the parent is the one who would approve). The
 * child's roster row is locked first, as in joinEvent.
 */
export async function joinEventForScout(
  db: Db,
  troopId: string,
  child: { id: string; userId: string | null },
  eventId: string,
  now = new Date(),
): Promise<ScoutEvent> {
  requireUuid(eventId, EVENT);
  return db.transaction(async (tx) => {
    const [scout] = await tx
      .select({ id: scouts.id, name: scouts.name, userId: scouts.userId })
      .from(scouts)
      .where(and(eq(scouts.id, child.id), eq(scouts.troopId, troopId)))
      .for("share");
    if (!scout) throw notFound("Scout");
    const row = await takePlace(tx, troopId, eventId, now);
    if (!row) throw await whyNotJoinable(tx, troopId, eventId, now, { userId: scout.userId, scoutId: scout.id });
    const inserted = await tx
      .insert(eventParticipants)
      .values({ troopId, eventId, userId: scout.userId, scoutId: scout.id, status: "joined" })
      .onConflictDoNothing()
      .returning({ id: eventParticipants.id });
    if (inserted.length === 0) throw new HttpError(409, EVENT_MESSAGES.alreadyJoined);
    await recordActivities(tx, [joinedActivity(troopId, scout, row)]);
    return toEvent(row);
  });
}

/** Takes a scout's place (joined or pending) off the event; the delete trigger frees it. */
export async function withdrawScout(db: DbOrTx, troopId: string, scoutId: string, eventId: string): Promise<void> {
  requireUuid(eventId, EVENT);
  await deleteParticipantWhere(db, troopId, eventId, eq(eventParticipants.scoutId, scoutId), PARTICIPANT);
}

/**
 * Deletes the event's participant rows that `match` picks, only while the event is live in the troop;
 * the delete trigger frees the places in the same statement. Nothing deleted answers 404 with `what`.
 * Callers check the ids' form first.
 */
async function deleteParticipantWhere(db: DbOrTx, troopId: string, eventId: string, match: SQL, what: string): Promise<void> {
  const rows = await db
    .delete(eventParticipants)
    .where(
      and(
        match,
        eq(eventParticipants.eventId, eventId),
        eq(eventParticipants.troopId, troopId),
        sql`exists (select 1 from ${events} where ${activeEvent(troopId, eventId)})`,
      ),
    )
    .returning({ id: eventParticipants.id });
  if (rows.length === 0) throw notFound(what);
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

/** Declines a pending place: the row goes and the delete trigger frees the place in the same statement. */
function declineWhere(db: DbOrTx, troopId: string, eventId: string, match: SQL): Promise<void> {
  requireUuid(eventId, EVENT);
  return deleteParticipantWhere(db, troopId, eventId, and(match, eq(eventParticipants.status, "pending")) as SQL, PENDING);
}

export const approveScoutRequest = (db: Db, troopId: string, scoutId: string, eventId: string) =>
  approveWhere(db, troopId, eventId, eq(eventParticipants.scoutId, scoutId));
export const declineScoutRequest = (db: DbOrTx, troopId: string, scoutId: string, eventId: string) =>
  declineWhere(db, troopId, eventId, eq(eventParticipants.scoutId, scoutId));

export function approveParticipant(db: Db, troopId: string, eventId: string, participantId: string) {
  requireUuid(participantId, PARTICIPANT);
  return approveWhere(db, troopId, eventId, eq(eventParticipants.id, participantId));
}
export function declineParticipant(db: DbOrTx, troopId: string, eventId: string, participantId: string) {
  requireUuid(participantId, PARTICIPANT);
  return declineWhere(db, troopId, eventId, eq(eventParticipants.id, participantId));
}

/** Every active event with one scout's state in it, soonest first (a parent's view of their child). */
export async function listEventsForScout(
  db: DbOrTx,
  troopId: string,
  scoutId: string,
  options: { upcomingOnly?: Date; limit?: number } = {},
) {
  const base = db
    .select({ event: events, status: eventParticipants.status })
    .from(events)
    .leftJoin(eventParticipants, and(eq(eventParticipants.eventId, events.id), eq(eventParticipants.scoutId, scoutId)))
    .where(and(active(troopId), options.upcomingOnly ? gt(events.startDate, options.upcomingOnly) : undefined))
    .orderBy(asc(events.startDate), asc(events.createdAt));
  const rows = options.limit ? await base.limit(options.limit) : await base;
  return rows.map(({ event, status }) => ({ ...toEvent(event), participation: status ?? ("none" as const) }));
}

/** Explains a refused join, checked in the order a person would want to hear it. */
async function whyNotJoinable(
  tx: DbOrTx,
  troopId: string,
  eventId: string,
  now: Date,
  who: { userId: string | null; scoutId: string | null },
): Promise<HttpError> {
  const mine = or(
    who.userId ? eq(eventParticipants.userId, who.userId) : sql`false`,
    who.scoutId ? eq(eventParticipants.scoutId, who.scoutId) : sql`false`,
  );
  const [event] = await tx
    .select({ startDate: events.startDate, participantId: eventParticipants.id })
    .from(events)
    .leftJoin(eventParticipants, and(eq(eventParticipants.eventId, events.id), mine))
    .where(activeEvent(troopId, eventId))
    .limit(1);
  if (!event) return notFound(EVENT);
  if (event.participantId) return new HttpError(409, EVENT_MESSAGES.alreadyJoined);
  if (event.startDate <= now) return new HttpError(409, EVENT_MESSAGES.started);
  return new HttpError(409, EVENT_MESSAGES.full);
}

export async function listParticipants(db: DbOrTx, { troopId }: Actor, eventId: string): Promise<EventParticipant[]> {
  requireUuid(eventId, EVENT);
  const [event] = await db.select({ id: events.id }).from(events).where(activeEvent(troopId, eventId));
  if (!event) throw notFound(EVENT);
  // A child a parent signed up before they had an account has no user row: the roster names them.
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
    .orderBy(asc(eventParticipants.joinedDate), asc(eventParticipants.id));
  return rows.map((r) => ({ ...r, joinedDate: iso(r.joinedDate) }));
}

/** Frees the place: the delete trigger (migration 0001) lowers current_participants in the same statement. */
export async function removeParticipant(db: DbOrTx, { troopId }: Actor, eventId: string, participantId: string): Promise<void> {
  requireUuid(eventId, EVENT);
  requireUuid(participantId, PARTICIPANT);
  await deleteParticipantWhere(db, troopId, eventId, eq(eventParticipants.id, participantId), PARTICIPANT);
}
