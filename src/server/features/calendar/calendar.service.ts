import { and, asc, eq, inArray, isNull, or, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { eventParticipants, events, parentLinks, scouts, troops } from "../../db/schema";
import { notFound, requireUuid } from "../../lib/http-error";
import { parentPortalOn, requireParentPortal } from "../troop/switches.service";
import type { FeedOwner } from "./feed-tokens.service";
import type { CalendarEntry } from "./ics";

type Status = "joined" | "pending" | "waitlisted";
// A waiting place is listed as waiting, never as going.
const STATE: Record<Status, string> = { joined: "joined", pending: "waiting for a parent's OK", waitlisted: "on the waiting list" };

const eventColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  location: events.location,
  badgeOpportunities: events.badgeOpportunities,
  startDate: events.startDate,
  endDate: events.endDate,
  createdAt: events.createdAt,
  updatedAt: events.updatedAt,
};

type Row = Omit<CalendarEntry, "lastModified" | "notes"> & {
  updatedAt: Date;
  who: string | null;
  status: Status | null;
  joinedAt: Date | null;
};

/**
 * One entry per event, with a line per person it concerns ("You: joined", "Sam: waiting for a
 * parent's OK"). A sign-up changes what the description says, so it counts as a change of the entry.
 */
function toEntries(rows: Row[]): CalendarEntry[] {
  const byId = new Map<string, CalendarEntry>();
  for (const { updatedAt, who, status, joinedAt, ...event } of rows) {
    let entry = byId.get(event.id);
    if (!entry) {
      entry = { ...event, lastModified: updatedAt, notes: [] };
      byId.set(event.id, entry);
    }
    if (who && status) {
      const note = `${who}: ${STATE[status]}`;
      if (!entry.notes.includes(note)) entry.notes.push(note);
      if (joinedAt && joinedAt > entry.lastModified) entry.lastModified = joinedAt;
    }
  }
  return [...byId.values()];
}

const activeEvents = (troopId: string, only?: SQL) => and(eq(events.troopId, troopId), isNull(events.deletedAt), only);

/** Leaders and scouts: the troop's events (deleted ones left out) with the account's own sign-up. */
async function troopEntries(db: DbOrTx, owner: FeedOwner, only?: SQL): Promise<CalendarEntry[]> {
  // A scout's place may have been taken by a parent before the scout had an account: it is theirs too.
  const mine = owner.scoutId
    ? or(eq(eventParticipants.userId, owner.userId), eq(eventParticipants.scoutId, owner.scoutId))
    : eq(eventParticipants.userId, owner.userId);
  const rows = await db
    .select({ ...eventColumns, status: eventParticipants.status, joinedAt: eventParticipants.joinedDate })
    .from(events)
    .leftJoin(eventParticipants, and(eq(eventParticipants.eventId, events.id), mine))
    .where(activeEvents(owner.troopId, only))
    .orderBy(asc(events.startDate), asc(events.createdAt));
  return toEntries(rows.map((row) => ({ ...row, who: row.status ? "You" : null })));
}

/**
 * Parents: the events their own children are signed up for (or waiting for an OK), each marked with
 * the child's first name and state; never another family's child. With `everyEvent`, events none of
 * their children joined are listed too (a single event a parent saves).
 */
async function parentEntries(db: DbOrTx, owner: FeedOwner, { only, everyEvent = false }: { only?: SQL; everyEvent?: boolean }) {
  const children = db
    .select({ id: parentLinks.scoutId })
    .from(parentLinks)
    .where(and(eq(parentLinks.parentUserId, owner.userId), eq(parentLinks.troopId, owner.troopId)));
  const childPlaces = and(eq(eventParticipants.eventId, events.id), inArray(eventParticipants.scoutId, children));
  const base = db
    .select({ ...eventColumns, name: scouts.name, status: eventParticipants.status, joinedAt: eventParticipants.joinedDate })
    .from(events);
  const joined = everyEvent ? base.leftJoin(eventParticipants, childPlaces) : base.innerJoin(eventParticipants, childPlaces);
  const rows = await joined
    .leftJoin(scouts, eq(scouts.id, eventParticipants.scoutId))
    .where(activeEvents(owner.troopId, only))
    .orderBy(asc(events.startDate), asc(events.createdAt), asc(scouts.name));
  return toEntries(rows.map(({ name, ...row }) => ({ ...row, who: name ? (name.trim().split(/\s+/)[0] ?? name) : null })));
}

/**
 * What an account's calendar feed lists: leaders and scouts get every event of the troop, parents
 * their children's events (none while the parent portal is switched off; they return when it is on).
 */
export async function feedEntries(db: DbOrTx, owner: FeedOwner): Promise<CalendarEntry[]> {
  if (owner.role !== "parent") return troopEntries(db, owner);
  if (!(await parentPortalOn(db, owner.troopId))) return [];
  return parentEntries(db, owner, {});
}

/** One event as a calendar entry, for the "Add to calendar" download. */
export async function eventEntry(db: DbOrTx, owner: FeedOwner, eventId: string): Promise<CalendarEntry> {
  requireUuid(eventId, "Event");
  const only = eq(events.id, eventId);
  let entries: CalendarEntry[];
  if (owner.role === "parent") {
    await requireParentPortal(db, owner.troopId);
    entries = await parentEntries(db, owner, { only, everyEvent: true });
  } else {
    entries = await troopEntries(db, owner, only);
  }
  const [entry] = entries;
  if (!entry) throw notFound("Event");
  return entry;
}

/** The calendar's name in subscribers' apps: the troop's name. */
export async function calendarName(db: DbOrTx, troopId: string): Promise<string> {
  const [row] = await db.select({ troopName: troops.troopName }).from(troops).where(eq(troops.id, troopId));
  return row?.troopName ?? "Scout Badges";
}
