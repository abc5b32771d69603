import { and, asc, eq, isNull, sql } from "drizzle-orm";
import {
  type ConsentRecord,
  EVENT_LOGISTICS_MESSAGES,
  type ParticipantPayment,
  type ReplyRequest,
  type ReplyResult,
  type ReplyRow,
} from "../../../shared/api/event-logistics";
import type { Actor } from "../../auth/actor";
import type { Db, DbOrTx } from "../../db/client";
import { eventParticipants, eventReplies, events, scouts, users } from "../../db/schema";
import { isoOrNull } from "../../lib/dates";
import { HttpError, notFound, requireUuid } from "../../lib/http-error";
import { requireParentPortal } from "../troop/switches.service";
import { currentConsents } from "./consent.service";
import { answerForScout, ownScout } from "./events.service";
import type { Delivery } from "./join-request-message";
import { liveEvent, placeContext, requireOwnChild } from "./places.service";

/** `queued`: made offline and sent from the device's queue (see ScoutAnswer). */
type Reply = { answer: ReplyRequest["answer"]; note?: string | null | undefined; queued?: boolean };

/**
 * One answer for one roster scout by the acting account (the scout, a parent, a leader), by the join
 * and waiting-list rules; answers the reply's outcome and how many messages it queued.
 */
async function answerAs(
  db: Db,
  actor: Actor,
  eventId: string,
  scout: { id: string; userId: string | null },
  reply: Reply,
  delivery: Omit<Delivery, "now">,
): Promise<{ result: ReplyResult; queued: number }> {
  const ctx = placeContext(new Date(), actor.userId, delivery);
  const role = actor.role;
  const result = await answerForScout(
    db,
    eventId,
    {
      troopId: actor.troopId,
      scout,
      answer: reply.answer,
      note: reply.note ?? null,
      by: { userId: actor.userId, role },
      waitlist: true,
      queued: reply.queued ?? false,
    },
    ctx,
  );
  return { result, queued: ctx.queued };
}

/** "Going" or "Can't come" from a scout for themself: "yes" may be pending (parent approval) or a waiting place. */
export async function replyAsScout(db: Db, actor: Actor, eventId: string, reply: Reply, delivery: Omit<Delivery, "now">) {
  requireUuid(eventId, "Event");
  return answerAs(db, actor, eventId, await ownScout(db, actor), reply, delivery);
}

/** A parent answers for one of their own children (never pending: the parent is the one who would approve). */
export async function replyForChild(
  db: Db,
  actor: Actor,
  scoutId: string,
  eventId: string,
  reply: Reply,
  delivery: Omit<Delivery, "now">,
): Promise<{ result: ReplyResult; queued: number }> {
  await requireParentPortal(db, actor.troopId);
  const child = await requireOwnChild(db, actor, scoutId);
  requireUuid(eventId, "Event");
  return answerAs(db, actor, eventId, child, reply, delivery);
}

/**
 * A leader records a family's answer for any active scout of the troop, with or without an account
 * (docs/product.md, "Families who never sign up"): by the join and waiting-list rules, never pending
 * (a leader is who would approve), shown as answered by that leader. An unknown scout, or one of
 * another troop, answers 404; an inactive one 409.
 */
export async function replyForScoutByLeader(
  db: Db,
  actor: Actor,
  eventId: string,
  scoutId: string,
  reply: Reply,
  delivery: Omit<Delivery, "now">,
): Promise<{ result: ReplyResult; queued: number }> {
  requireUuid(eventId, "Event");
  requireUuid(scoutId, "Scout");
  const [scout] = await db
    .select({ id: scouts.id, userId: scouts.userId, isActive: scouts.isActive })
    .from(scouts)
    .where(and(eq(scouts.id, scoutId), eq(scouts.troopId, actor.troopId)));
  if (!scout) throw notFound("Scout");
  if (!scout.isActive) throw new HttpError(409, EVENT_LOGISTICS_MESSAGES.scoutInactive);
  return answerAs(db, actor, eventId, { id: scout.id, userId: scout.userId }, reply, delivery);
}

/**
 * The leaders' replies table: one row per active scout, by name. The answer is the scout's state
 * in the event (a place, a pending place, a waiting place with its position), else their "Can't
 * come", else "none" (no answer yet, for the leader to chase). A going scout without the consent
 * the event asks for shows `needsConsent`.
 */
export async function listReplies(db: DbOrTx, actor: Actor, eventId: string): Promise<ReplyRow[]> {
  requireUuid(eventId, "Event");
  const [event] = await db
    .select({ id: events.id, consentRequired: events.consentRequired })
    .from(events)
    .where(liveEvent(actor.troopId, eventId));
  if (!event) throw notFound("Event");
  const rows = await db
    .select({
      scoutId: scouts.id,
      name: scouts.name,
      participantId: eventParticipants.id,
      status: eventParticipants.status,
      joinedDate: eventParticipants.joinedDate,
      paid: eventParticipants.paid,
      answer: eventReplies.answer,
      note: eventReplies.note,
      answeredAt: eventReplies.answeredAt,
      answeredBy: sql<string | null>`case when ${users.id} is null then null else ${users.firstName} || ' ' || ${users.lastName} end`,
    })
    .from(scouts)
    .leftJoin(eventParticipants, and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.scoutId, scouts.id)))
    .leftJoin(eventReplies, and(eq(eventReplies.eventId, eventId), eq(eventReplies.scoutId, scouts.id)))
    .leftJoin(users, eq(users.id, eventReplies.answeredByUserId))
    .where(and(eq(scouts.troopId, actor.troopId), eq(scouts.isActive, true)))
    .orderBy(asc(scouts.name), asc(scouts.id));

  // Waiting positions from the waiting list's order (time asked, then id), computed once.
  const waiting = await db
    .select({ id: eventParticipants.id })
    .from(eventParticipants)
    .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.status, "waitlisted")))
    .orderBy(asc(eventParticipants.joinedDate), asc(eventParticipants.id));
  const positions = new Map(waiting.map((w, i) => [w.id, i + 1]));
  const consents = await currentConsents(db, eventId);

  return rows.map((r): ReplyRow => {
    const consent: ConsentRecord | null = consents.get(r.scoutId) ?? null;
    const answer: ReplyRow["answer"] =
      r.status === "joined"
        ? "yes"
        : r.status === "pending"
          ? "pending"
          : r.status === "waitlisted"
            ? "waitlisted"
            : r.answer === "no"
              ? "no"
              : "none";
    // A stale "yes" (a leader removed the place) is no answer now: its note and author go with it.
    const fromReply = answer !== "none";
    return {
      scoutId: r.scoutId,
      name: r.name,
      answer,
      note: fromReply ? (r.note ?? null) : null,
      answeredBy: fromReply ? r.answeredBy : null,
      answeredAt: fromReply ? isoOrNull(r.answeredAt) : null,
      consent,
      needsConsent: event.consentRequired && (answer === "yes" || answer === "pending") && consent === null,
      paid: r.paid ?? false,
      waitlistPosition: r.participantId ? (positions.get(r.participantId) ?? null) : null,
    };
  });
}

/** Leaders tick who has paid: only someone with a place or waiting (404 otherwise); answers the payment as it now stands. */
export async function setPaid(db: DbOrTx, actor: Actor, eventId: string, scoutId: string, paid: boolean): Promise<ParticipantPayment> {
  requireUuid(eventId, "Event");
  requireUuid(scoutId, "Scout");
  const rows = await db
    .update(eventParticipants)
    .set({ paid })
    .where(
      and(
        eq(eventParticipants.eventId, eventId),
        eq(eventParticipants.scoutId, scoutId),
        eq(eventParticipants.troopId, actor.troopId),
        sql`exists (select 1 from ${events} where ${events.id} = ${eventId} and ${events.troopId} = ${actor.troopId} and ${isNull(events.deletedAt)})`,
      ),
    )
    .returning({ id: eventParticipants.id });
  if (rows.length === 0) throw new HttpError(404, EVENT_LOGISTICS_MESSAGES.notGoing);
  return { scoutId, paid };
}

/** One scout's answers to the troop's events ("yes" Going, "no" Can't come), by event. */
export async function repliesOfScout(db: DbOrTx, troopId: string, scoutId: string): Promise<Map<string, "yes" | "no">> {
  const rows = await db
    .select({ eventId: eventReplies.eventId, answer: eventReplies.answer })
    .from(eventReplies)
    .innerJoin(events, eq(events.id, eventReplies.eventId))
    .where(and(eq(eventReplies.scoutId, scoutId), eq(events.troopId, troopId)));
  return new Map(rows.map((r) => [r.eventId, r.answer]));
}
