import { and, asc, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
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
import type { Db, DbOrTx } from "../../db/client";
import { eventParticipants, events, scouts, users } from "../../db/schema";
import { iso, isoOrNull } from "../../lib/dates";
import { HttpError, notFound, requireUuid } from "../../lib/http-error";
import { onlySent } from "../../lib/only-sent";
import { recordActivities } from "../activities/record-activity";
import { SCOUT_RECORD_MISSING } from "../scouts/scout-of-user";
import type { SessionUser } from "../sessions/sessions.service";

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
export async function listEvents(db: DbOrTx, troopId: string): Promise<ScoutEvent[]> {
  const rows = await db.select().from(events).where(active(troopId)).orderBy(asc(events.startDate), asc(events.createdAt));
  return rows.map(toEvent);
}

/** Events that start later than now, soonest first. */
export async function listUpcomingEvents(db: DbOrTx, troopId: string, now = new Date()): Promise<ScoutEvent[]> {
  const rows = await db
    .select()
    .from(events)
    .where(and(active(troopId), gt(events.startDate, now)))
    .orderBy(asc(events.startDate), asc(events.createdAt));
  return rows.map(toEvent);
}

/** Featured events: upcoming ones first (soonest first), then past ones (most recent first). */
export async function listFeaturedEvents(db: DbOrTx, troopId: string, now = new Date()): Promise<ScoutEvent[]> {
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

export async function createEvent(db: DbOrTx, troopId: string, input: EventCreate): Promise<ScoutEvent> {
  const startDate = new Date(input.startDate);
  const endDate = input.endDate ? new Date(input.endDate) : null;
  checkDates(startDate, endDate);
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
    })
    .returning();
  if (!row) throw new Error("event insert returned nothing");
  return toEvent(row);
}

/**
 * Changes only the fields sent. A limit below the people already joined is refused; the condition sits
 * in the UPDATE itself, so a join landing at the same moment cannot slip past it.
 */
export async function updateEvent(db: Db, troopId: string, eventId: string, input: EventUpdate): Promise<ScoutEvent> {
  requireUuid(eventId, EVENT);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(events).where(activeEvent(troopId, eventId)).for("update");
    if (!current) throw notFound(EVENT);

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

/** Soft delete: the event leaves every list; attendance and activities that mention it keep its name. */
export async function deleteEvent(db: DbOrTx, troopId: string, eventId: string): Promise<void> {
  requireUuid(eventId, EVENT);
  const rows = await db
    .update(events)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(activeEvent(troopId, eventId))
    .returning({ id: events.id });
  if (rows.length === 0) throw notFound(EVENT);
}

export async function getParticipation(db: DbOrTx, user: SessionUser, eventId: string): Promise<Participation> {
  requireUuid(eventId, EVENT);
  const [row] = await db
    .select({ participantId: eventParticipants.id })
    .from(events)
    .leftJoin(eventParticipants, and(eq(eventParticipants.eventId, events.id), eq(eventParticipants.userId, user.id)))
    .where(activeEvent(user.troopId, eventId));
  if (!row) throw notFound(EVENT);
  return { hasJoined: row.participantId !== null };
}

/**
 * One transaction: a conditional UPDATE takes a place (it locks the event row, so joins to one event
 * queue up and the capacity test sees every earlier join), then the participant row, guarded by the
 * unique (event_id, user_id) constraint. Any refusal rolls the place back.
 */
export async function joinEvent(db: Db, user: SessionUser, eventId: string, now = new Date()): Promise<ScoutEvent> {
  requireUuid(eventId, EVENT);
  return db.transaction(async (tx) => {
    // The scout's roster row is locked before the event, in the order deleteScout takes them: a
    // leader erasing this scout at the same moment either finishes first (the record is gone) or
    // waits for the join and then removes its participant row; never a deadlock or a foreign-key
    // failure.
    let scout: { id: string; name: string } | null = null;
    if (user.role === "scout") {
      const [locked] = await tx
        .select({ id: scouts.id, name: scouts.name })
        .from(scouts)
        .where(and(eq(scouts.userId, user.id), eq(scouts.troopId, user.troopId)))
        .for("share");
      if (!locked) throw new HttpError(404, SCOUT_RECORD_MISSING);
      scout = locked;
    }
    const [row] = await tx
      .update(events)
      .set({ currentParticipants: sql`${events.currentParticipants} + 1` })
      .where(
        and(
          activeEvent(user.troopId, eventId),
          gt(events.startDate, now),
          or(isNull(events.maxParticipants), eq(events.maxParticipants, 0), sql`${events.currentParticipants} < ${events.maxParticipants}`),
        ),
      )
      .returning();
    if (!row) throw await whyNotJoinable(tx, user, eventId, now);
    const inserted = await tx
      .insert(eventParticipants)
      .values({ troopId: user.troopId, eventId, userId: user.id, scoutId: scout?.id ?? null })
      .onConflictDoNothing({ target: [eventParticipants.eventId, eventParticipants.userId] })
      .returning({ id: eventParticipants.id });
    if (inserted.length === 0) throw new HttpError(409, EVENT_MESSAGES.alreadyJoined);

    if (scout) {
      await recordActivities(tx, [
        {
          troopId: user.troopId,
          scoutId: scout.id,
          activityType: "event_participation",
          title: `Joined ${row.title}`,
          description: `${scout.name} signed up for ${row.title}.`,
          points: ACTIVITY_POINTS.eventJoined,
          metadata: { eventId: row.id, eventTitle: row.title },
        },
      ]);
    }
    return toEvent(row);
  });
}

/** Explains a refused join, checked in the order a person would want to hear it. */
async function whyNotJoinable(tx: DbOrTx, user: SessionUser, eventId: string, now: Date): Promise<HttpError> {
  const [event] = await tx
    .select({
      startDate: events.startDate,
      maxParticipants: events.maxParticipants,
      currentParticipants: events.currentParticipants,
      participantId: eventParticipants.id,
    })
    .from(events)
    .leftJoin(eventParticipants, and(eq(eventParticipants.eventId, events.id), eq(eventParticipants.userId, user.id)))
    .where(activeEvent(user.troopId, eventId));
  if (!event) return notFound(EVENT);
  if (event.participantId) return new HttpError(409, EVENT_MESSAGES.alreadyJoined);
  if (event.startDate <= now) return new HttpError(409, EVENT_MESSAGES.started);
  return new HttpError(409, EVENT_MESSAGES.full);
}

export async function listParticipants(db: DbOrTx, troopId: string, eventId: string): Promise<EventParticipant[]> {
  requireUuid(eventId, EVENT);
  const [event] = await db.select({ id: events.id }).from(events).where(activeEvent(troopId, eventId));
  if (!event) throw notFound(EVENT);
  const rows = await db
    .select({
      id: eventParticipants.id,
      userId: eventParticipants.userId,
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      email: users.email,
      joinedDate: eventParticipants.joinedDate,
    })
    .from(eventParticipants)
    .innerJoin(users, eq(users.id, eventParticipants.userId))
    .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.troopId, troopId)))
    .orderBy(asc(eventParticipants.joinedDate), asc(eventParticipants.id));
  return rows.map((r) => ({ ...r, joinedDate: iso(r.joinedDate) }));
}

/** Frees the place: the delete trigger (migration 0001) lowers current_participants in the same statement. */
export async function removeParticipant(db: DbOrTx, troopId: string, eventId: string, participantId: string): Promise<void> {
  requireUuid(eventId, EVENT);
  requireUuid(participantId, PARTICIPANT);
  const rows = await db
    .delete(eventParticipants)
    .where(
      and(
        eq(eventParticipants.id, participantId),
        eq(eventParticipants.eventId, eventId),
        eq(eventParticipants.troopId, troopId),
        sql`exists (select 1 from ${events} where ${activeEvent(troopId, eventId)})`,
      ),
    )
    .returning({ id: eventParticipants.id });
  if (rows.length === 0) throw notFound(PARTICIPANT);
}
