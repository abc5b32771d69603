import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { EVENT_LOGISTICS_MESSAGES, type HelperOffer, type helperOfferRequest } from "../../../shared/api/event-logistics";
import type { Actor } from "../../auth/actor";
import type { DbOrTx } from "../../db/client";
import { eventHelpers, events, users } from "../../db/schema";
import { iso } from "../../lib/dates";
import { HttpError, isUniqueViolation, notFound, requireUuid } from "../../lib/http-error";
import { requireParentPortal } from "../troop/switches.service";
import { liveEvent } from "./places.service";

export type HelperOfferInput = z.output<typeof helperOfferRequest>;

const offerColumns = {
  id: eventHelpers.id,
  userId: eventHelpers.userId,
  name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
  phone: users.phone,
  kind: eventHelpers.kind,
  seats: eventHelpers.seats,
  note: eventHelpers.note,
  updatedAt: eventHelpers.updatedAt,
};

type OfferRow = {
  id: string;
  userId: string;
  name: string;
  phone: string | null;
  kind: "driver" | "helper";
  seats: number | null;
  note: string | null;
  updatedAt: Date;
};
// The phone is the parent's own, kept on their account, so the leader can ring the driver.
const toOffer = (r: OfferRow): HelperOffer => ({ ...r, updatedAt: iso(r.updatedAt) });

async function requireEvent(db: DbOrTx, troopId: string, eventId: string) {
  requireUuid(eventId, "Event");
  const [event] = await db.select({ id: events.id }).from(events).where(liveEvent(troopId, eventId));
  if (!event) throw notFound("Event");
}

async function parentCall(db: DbOrTx, actor: Actor, eventId: string) {
  if (actor.role !== "parent") throw new HttpError(403, EVENT_LOGISTICS_MESSAGES.onlyParentsHelp);
  await requireParentPortal(db, actor.troopId);
  await requireEvent(db, actor.troopId, eventId);
}

/** A driver offers seats; a helper none. */
const seatsOf = (input: HelperOfferInput) => (input.kind === "driver" ? (input.seats ?? null) : null);

async function readOffer(db: DbOrTx, id: string): Promise<HelperOffer> {
  const [row] = await db
    .select(offerColumns)
    .from(eventHelpers)
    .innerJoin(users, eq(users.id, eventHelpers.userId))
    .where(eq(eventHelpers.id, id));
  if (!row) throw notFound("Offer");
  return toOffer(row);
}

/** A parent's offer: one per parent per event (the unique constraint answers a second, even in parallel, with 409). */
export async function offerHelp(db: DbOrTx, actor: Actor, eventId: string, input: HelperOfferInput): Promise<HelperOffer> {
  await parentCall(db, actor, eventId);
  try {
    const [row] = await db
      .insert(eventHelpers)
      .values({ troopId: actor.troopId, eventId, userId: actor.userId, kind: input.kind, seats: seatsOf(input), note: input.note ?? null })
      .returning({ id: eventHelpers.id });
    if (!row) throw new Error("offer insert returned nothing");
    return readOffer(db, row.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, EVENT_LOGISTICS_MESSAGES.offerExists);
    throw error;
  }
}

export async function changeOffer(
  db: DbOrTx,
  actor: Actor,
  eventId: string,
  input: HelperOfferInput,
  now = new Date(),
): Promise<HelperOffer> {
  await parentCall(db, actor, eventId);
  const [row] = await db
    .update(eventHelpers)
    .set({ kind: input.kind, seats: seatsOf(input), note: input.note ?? null, updatedAt: now })
    .where(and(eq(eventHelpers.eventId, eventId), eq(eventHelpers.userId, actor.userId)))
    .returning({ id: eventHelpers.id });
  if (!row) throw new HttpError(404, EVENT_LOGISTICS_MESSAGES.noOffer);
  return readOffer(db, row.id);
}

export async function withdrawOffer(db: DbOrTx, actor: Actor, eventId: string): Promise<void> {
  await parentCall(db, actor, eventId);
  const rows = await db
    .delete(eventHelpers)
    .where(and(eq(eventHelpers.eventId, eventId), eq(eventHelpers.userId, actor.userId)))
    .returning({ id: eventHelpers.id });
  if (rows.length === 0) throw new HttpError(404, EVENT_LOGISTICS_MESSAGES.noOffer);
}

/** Leaders see every offer for the event; a parent sees their own (scouts: 403, at the route). */
export async function listOffers(db: DbOrTx, actor: Actor, eventId: string): Promise<HelperOffer[]> {
  if (actor.role === "parent") await requireParentPortal(db, actor.troopId);
  await requireEvent(db, actor.troopId, eventId);
  const rows = await db
    .select(offerColumns)
    .from(eventHelpers)
    .innerJoin(users, eq(users.id, eventHelpers.userId))
    .where(
      and(
        eq(eventHelpers.eventId, eventId),
        eq(eventHelpers.troopId, actor.troopId),
        actor.role === "leader" ? undefined : eq(eventHelpers.userId, actor.userId),
      ),
    )
    .orderBy(asc(eventHelpers.kind), asc(users.firstName), asc(users.lastName), asc(eventHelpers.id));
  return rows.map(toOffer);
}
