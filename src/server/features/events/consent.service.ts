import { and, desc, eq, isNull } from "drizzle-orm";
import { type ConsentRecord, EVENT_LOGISTICS_MESSAGES } from "../../../shared/api/event-logistics";
import type { Actor } from "../../auth/actor";
import type { Db, DbOrTx } from "../../db/client";
import { eventConsents, events, outbox, scouts } from "../../db/schema";
import { iso, isoOrNull } from "../../lib/dates";
import { HttpError, notFound, requireUuid } from "../../lib/http-error";
import { requireParentPortal } from "../troop/switches.service";
import { consentNeededSubject, liveEvent, requireOwnChild } from "./places.service";

/**
 * Consent for an event, kept as a record: the text agreed to is copied into the row when it is
 * given, so changing the event's consent text later never changes a signed consent. A withdrawal
 * marks the row (who, when); the scout's consent is their latest row not withdrawn.
 */

type ConsentRow = typeof eventConsents.$inferSelect;

const toRecord = (row: ConsentRow): ConsentRecord => ({
  id: row.id,
  method: row.method,
  signedName: row.signedName,
  signedBy: row.signedByUserId,
  signedAt: iso(row.signedAt),
  consentText: row.consentText,
  withdrawnAt: isoOrNull(row.withdrawnAt),
});

/** Every scout's consent on record for the event (latest not withdrawn), by scout id. */
export async function currentConsents(db: DbOrTx, eventId: string): Promise<Map<string, ConsentRecord>> {
  const rows = await db
    .select()
    .from(eventConsents)
    .where(and(eq(eventConsents.eventId, eventId), isNull(eventConsents.withdrawnAt)))
    .orderBy(desc(eventConsents.signedAt), desc(eventConsents.id));
  const byScout = new Map<string, ConsentRecord>();
  for (const row of rows) if (!byScout.has(row.scoutId)) byScout.set(row.scoutId, toRecord(row));
  return byScout;
}

/** One scout's consent on record for each event (latest not withdrawn), by event id. */
export async function consentsOfScout(db: DbOrTx, troopId: string, scoutId: string): Promise<Map<string, ConsentRecord>> {
  const rows = await db
    .select()
    .from(eventConsents)
    .where(and(eq(eventConsents.troopId, troopId), eq(eventConsents.scoutId, scoutId), isNull(eventConsents.withdrawnAt)))
    .orderBy(desc(eventConsents.signedAt), desc(eventConsents.id));
  const byEvent = new Map<string, ConsentRecord>();
  for (const row of rows) if (!byEvent.has(row.eventId)) byEvent.set(row.eventId, toRecord(row));
  return byEvent;
}

/** The live event of the troop that asks for consent, locked against a text change in the same moment. */
async function consentEvent(tx: DbOrTx, troopId: string, eventId: string) {
  requireUuid(eventId, "Event");
  const [event] = await tx
    .select({ id: events.id, title: events.title, consentRequired: events.consentRequired, consentText: events.consentText })
    .from(events)
    .where(liveEvent(troopId, eventId))
    .for("share");
  if (!event) throw notFound("Event");
  if (!event.consentRequired || !event.consentText) throw new HttpError(409, EVENT_LOGISTICS_MESSAGES.noConsentAsked);
  return { ...event, consentText: event.consentText };
}

async function give(
  db: Db,
  troopId: string,
  scoutId: string,
  eventId: string,
  values: { method: "signed" | "paper"; signedName: string | null; signedByUserId: string },
  now: Date,
): Promise<ConsentRecord> {
  return db.transaction(async (tx) => {
    const event = await consentEvent(tx, troopId, eventId);
    const [row] = await tx
      .insert(eventConsents)
      .values({ troopId, eventId: event.id, scoutId, consentText: event.consentText, signedAt: now, ...values })
      .returning();
    if (!row) throw new Error("consent insert returned nothing");
    // The request for it, still waiting to be emailed, no longer asks for anything: it goes unsent.
    const [child] = await tx.select({ name: scouts.name }).from(scouts).where(eq(scouts.id, scoutId));
    if (child) {
      await tx
        .delete(outbox)
        .where(
          and(eq(outbox.troopId, troopId), eq(outbox.status, "unsent"), eq(outbox.subject, consentNeededSubject(child.name, event.title))),
        );
    }
    return toRecord(row);
  });
}

/** Withdraws every consent on record for the scout at the event (recorded with who and when); none → 404. */
async function withdraw(db: DbOrTx, troopId: string, scoutId: string, eventId: string, byUserId: string, now: Date) {
  requireUuid(eventId, "Event");
  const [event] = await db.select({ id: events.id }).from(events).where(liveEvent(troopId, eventId));
  if (!event) throw notFound("Event");
  const rows = await db
    .update(eventConsents)
    .set({ withdrawnAt: now, withdrawnByUserId: byUserId })
    .where(and(eq(eventConsents.eventId, eventId), eq(eventConsents.scoutId, scoutId), isNull(eventConsents.withdrawnAt)))
    .returning({ id: eventConsents.id });
  if (rows.length === 0) throw new HttpError(404, EVENT_LOGISTICS_MESSAGES.noConsentToWithdraw);
}

/** A parent signs for their own child with their typed name (the child need not have answered yet). */
export async function signConsent(db: Db, actor: Actor, scoutId: string, eventId: string, signedName: string, now = new Date()) {
  await requireParentPortal(db, actor.troopId);
  const child = await requireOwnChild(db, actor, scoutId);
  return give(db, actor.troopId, child.id, eventId, { method: "signed", signedName, signedByUserId: actor.userId }, now);
}

export async function withdrawConsentAsParent(db: Db, actor: Actor, scoutId: string, eventId: string, now = new Date()) {
  await requireParentPortal(db, actor.troopId);
  const child = await requireOwnChild(db, actor, scoutId);
  await withdraw(db, actor.troopId, child.id, eventId, actor.userId, now);
}

async function rosterScout(db: DbOrTx, troopId: string, scoutId: string) {
  requireUuid(scoutId, "Scout");
  const [scout] = await db
    .select({ id: scouts.id })
    .from(scouts)
    .where(and(eq(scouts.id, scoutId), eq(scouts.troopId, troopId)));
  if (!scout) throw notFound("Scout");
  return scout;
}

/** A leader records consent given on paper. */
export async function recordPaperConsent(db: Db, actor: Actor, eventId: string, scoutId: string, now = new Date()) {
  requireUuid(eventId, "Event");
  const scout = await rosterScout(db, actor.troopId, scoutId);
  return give(db, actor.troopId, scout.id, eventId, { method: "paper", signedName: null, signedByUserId: actor.userId }, now);
}

export async function withdrawConsentAsLeader(db: Db, actor: Actor, eventId: string, scoutId: string, now = new Date()) {
  requireUuid(eventId, "Event");
  const scout = await rosterScout(db, actor.troopId, scoutId);
  await withdraw(db, actor.troopId, scout.id, eventId, actor.userId, now);
}
