import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { PendingRequest } from "../../../shared/api/events";
import type { Actor } from "../../auth/actor";
import type { DbOrTx } from "../../db/client";
import { eventParticipants, events, parentLinks, scouts } from "../../db/schema";
import { iso } from "../../lib/dates";

/**
 * Every scout's request to join that waits for an OK, for the leaders' dashboard: a child with no
 * linked parent would otherwise wait for ever, and leaders answer for them. Soonest event first.
 */
export async function listPendingRequests(db: DbOrTx, { troopId }: Actor): Promise<PendingRequest[]> {
  const rows = await db
    .select({
      participantId: eventParticipants.id,
      eventId: events.id,
      eventTitle: events.title,
      startDate: events.startDate,
      scoutId: scouts.id,
      scoutName: scouts.name,
      requestedAt: eventParticipants.joinedDate,
      parentCount: sql<number>`(select count(*)::int from ${parentLinks} where ${parentLinks.scoutId} = ${scouts.id})`,
    })
    .from(eventParticipants)
    .innerJoin(events, eq(events.id, eventParticipants.eventId))
    .innerJoin(scouts, eq(scouts.id, eventParticipants.scoutId))
    .where(and(eq(eventParticipants.troopId, troopId), eq(eventParticipants.status, "pending"), isNull(events.deletedAt)))
    .orderBy(asc(events.startDate), asc(eventParticipants.joinedDate), asc(eventParticipants.id));
  return rows.map((r) => ({ ...r, startDate: iso(r.startDate), requestedAt: iso(r.requestedAt), parentCount: Number(r.parentCount) }));
}
