import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { CampSheet, CampSheetView, ScoutHealth } from "../../../shared/api/event-logistics";
import { type Actor, requireScoutId, SCOUT_RECORD_MISSING } from "../../auth/actor";
import type { Db, DbOrTx } from "../../db/client";
import { campSheetViews, eventParticipants, events, parentLinks, scouts, troops, users } from "../../db/schema";
import { iso, isoOrNull } from "../../lib/dates";
import { HttpError, notFound, requireUuid } from "../../lib/http-error";
import { troopTimeZone } from "../../lib/time-zone";
import { contactsOfScouts } from "../scouts/scout-contacts.service";
import { currentConsents } from "./consent.service";
import { liveEvent } from "./places.service";

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
const dayIn = (date: Date, timeZone: string) => date.toLocaleDateString("en-CA", { timeZone });

/** Whole years from a date of birth (YYYY-MM-DD) to a day (YYYY-MM-DD); null without a birth date. */
export function ageOn(dateOfBirth: string | null, day: string): number | null {
  if (!dateOfBirth) return null;
  const [by, bm, bd] = dateOfBirth.split("-").map(Number);
  const [y, m, d] = day.split("-").map(Number);
  if (!by || !bm || !bd || !y || !m || !d) return null;
  const age = y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
  return age >= 0 ? age : null;
}

/**
 * The camp sheet: for every child going (a place that is joined, and consent on record when the
 * event asks for it: without it a child is not going), their age on the event's first day (in the
 * troop's time zone), emergency contact, parents (or, with none linked, the family's contacts),
 * health and food notes and consent. Leaders only;
 * each read is written to the view log in the same transaction, so no sheet is read unlogged: as a
 * view, or (`purpose` "offline") as a copy kept on the leader's device for camp.
 */
export async function readCampSheet(
  db: Db,
  actor: Actor,
  eventId: string,
  purpose: CampSheetView["kind"] = "view",
  now = new Date(),
): Promise<CampSheet> {
  requireUuid(eventId, "Event");
  return db.transaction(async (tx) => {
    const [event] = await tx
      .select({
        id: events.id,
        title: events.title,
        startDate: events.startDate,
        endDate: events.endDate,
        location: events.location,
        consentRequired: events.consentRequired,
        timeZone: troops.timeZone,
      })
      .from(events)
      .innerJoin(troops, eq(troops.id, events.troopId))
      .where(liveEvent(actor.troopId, eventId));
    if (!event) throw notFound("Event");
    await tx
      .insert(campSheetViews)
      .values({ troopId: actor.troopId, eventId, userId: actor.userId, leaderName: actor.name, viewedAt: now, kind: purpose });

    const going = await tx
      .select({
        scoutId: scouts.id,
        name: scouts.name,
        dateOfBirth: scouts.dateOfBirth,
        emergencyContact: scouts.emergencyContact,
        emergencyPhone: scouts.emergencyPhone,
        allergies: scouts.allergies,
        medicalNotes: scouts.medicalNotes,
        dietaryNeeds: scouts.dietaryNeeds,
      })
      .from(eventParticipants)
      .innerJoin(scouts, eq(scouts.id, eventParticipants.scoutId))
      .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.status, "joined"), eq(scouts.troopId, actor.troopId)))
      .orderBy(asc(scouts.name), asc(scouts.id));
    const consents = await currentConsents(tx, eventId);
    const ids = going.map((g) => g.scoutId);
    const parents =
      ids.length > 0
        ? await tx
            .select({ scoutId: parentLinks.scoutId, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`, phone: users.phone })
            .from(parentLinks)
            .innerJoin(users, eq(users.id, parentLinks.parentUserId))
            .where(and(eq(parentLinks.troopId, actor.troopId), inArray(parentLinks.scoutId, ids)))
            .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
        : [];
    const contacts = await contactsOfScouts(tx, actor.troopId, ids);
    const day = dayIn(event.startDate, troopTimeZone(event.timeZone));

    const rows = going
      .map((g) => ({ ...g, consent: consents.get(g.scoutId) ?? null }))
      .filter((g) => !event.consentRequired || g.consent !== null)
      .map(({ dateOfBirth, ...g }) => {
        // The number each parent keeps on their account (null until they give one).
        const linked = parents.filter((p) => p.scoutId === g.scoutId).map((p) => ({ name: p.name, phone: p.phone }));
        // A family without an account is rung at the numbers on the roster.
        const family =
          linked.length > 0
            ? []
            : (contacts.get(g.scoutId) ?? []).map((c) => ({ name: c.name, phone: c.phone, relationship: c.relationship }));
        return { ...g, ageAtEvent: ageOn(dateOfBirth, day), parents: linked, contacts: family };
      });
    return {
      event: {
        id: event.id,
        title: event.title,
        startDate: iso(event.startDate),
        endDate: isoOrNull(event.endDate),
        location: event.location,
        consentRequired: event.consentRequired,
      },
      rows,
      generatedAt: iso(now),
    };
  });
}

/** Who read the camp sheet, newest first (leaders). */
export async function listCampSheetViews(db: DbOrTx, actor: Actor, eventId: string): Promise<CampSheetView[]> {
  requireUuid(eventId, "Event");
  const [event] = await db.select({ id: events.id }).from(events).where(liveEvent(actor.troopId, eventId));
  if (!event) throw notFound("Event");
  const rows = await db
    .select({ leaderName: campSheetViews.leaderName, viewedAt: campSheetViews.viewedAt, kind: campSheetViews.kind })
    .from(campSheetViews)
    .where(and(eq(campSheetViews.eventId, eventId), eq(campSheetViews.troopId, actor.troopId)))
    .orderBy(desc(campSheetViews.viewedAt), desc(campSheetViews.id));
  return rows.map((r) => ({ leaderName: r.leaderName, viewedAt: iso(r.viewedAt), kind: r.kind }));
}

/** A scout's own health and food notes (nobody else's: the scout's roster entry only). */
export async function ownHealth(db: DbOrTx, actor: Actor): Promise<ScoutHealth> {
  const [row] = await db
    .select({ allergies: scouts.allergies, medicalNotes: scouts.medicalNotes, dietaryNeeds: scouts.dietaryNeeds })
    .from(scouts)
    .where(and(eq(scouts.id, requireScoutId(actor)), eq(scouts.userId, actor.userId), eq(scouts.troopId, actor.troopId)));
  if (!row) throw new HttpError(404, SCOUT_RECORD_MISSING);
  return row;
}
