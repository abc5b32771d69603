import { and, asc, desc, eq, inArray, isNull, lte, ne } from "drizzle-orm";
import type { MyPatrol, PatrolProgress, PatrolRegister } from "../../../shared/api/patrols";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { attendance, eventParticipants, events, patrols, scouts } from "../../db/schema";
import { iso } from "../../lib/dates";
import { HttpError } from "../../lib/http-error";
import { scoutBadgeProgress } from "../badges/leader-progress.service";

/** How many of the latest events the register offers. */
const REGISTER_EVENTS = 20;

const NO_PATROL: MyPatrol = { patrol: null, mates: [], leads: false };

/** The patrol's active scouts, by name. */
const membersOf = (db: Db, troopId: string, patrolId: string) =>
  db
    .select({ id: scouts.id, name: scouts.name })
    .from(scouts)
    .where(and(eq(scouts.troopId, troopId), eq(scouts.patrolId, patrolId), eq(scouts.isActive, true)))
    .orderBy(asc(scouts.name), asc(scouts.id));

/**
 * A scout's own patrol: its name and colour and the other active scouts' names as the roster has
 * them. Nothing else about them (no contact, birthday, health or notes) ever leaves here.
 */
export async function myPatrol(db: Db, actor: Actor): Promise<MyPatrol> {
  if (!actor.scoutId) return NO_PATROL;
  const [row] = await db
    .select({ id: patrols.id, name: patrols.name, color: patrols.color, motto: patrols.motto, leads: scouts.patrolLeader })
    .from(scouts)
    .innerJoin(patrols, eq(patrols.id, scouts.patrolId))
    .where(and(eq(scouts.id, actor.scoutId), eq(scouts.troopId, actor.troopId)));
  if (!row) return NO_PATROL;
  const mates = await db
    .select({ name: scouts.name })
    .from(scouts)
    .where(and(eq(scouts.troopId, actor.troopId), eq(scouts.patrolId, row.id), eq(scouts.isActive, true), ne(scouts.id, actor.scoutId)))
    .orderBy(asc(scouts.name), asc(scouts.id));
  return { patrol: { id: row.id, name: row.name, color: row.color, motto: row.motto }, mates, leads: row.leads };
}

/** The patrol a patrol leader leads; the route's hook has let only patrol leaders through. */
function ledPatrol(actor: Actor): string {
  if (!actor.leadsPatrolId) throw new HttpError(403, "Only patrol leaders can do this.");
  return actor.leadsPatrolId;
}

/**
 * The badge progress of the patrol a scout leads: each active scout's name, how many badges they
 * have earned, and the badges they are working on (started, not earned) with the percentage, as
 * leaders see it for one scout.
 */
export async function patrolProgress(db: Db, actor: Actor): Promise<PatrolProgress> {
  const members = await membersOf(db, actor.troopId, ledPatrol(actor));
  const result: PatrolProgress = [];
  for (const member of members) {
    const badges = await scoutBadgeProgress(db, actor, member.id);
    result.push({
      name: member.name,
      earnedCount: badges.filter((b) => b.isEarned).length,
      inProgress: badges
        .filter((b) => !b.isEarned && b.completedRequirements.length > 0)
        .sort((a, b) => b.progressPercentage - a.progressPercentage || a.name.localeCompare(b.name))
        .map((b) => ({ badgeName: b.name, progressPercentage: b.progressPercentage })),
    });
  }
  return result;
}

/** What a patrol leader's register needs: the patrol's scouts, the latest events that have started, and what is recorded. */
export async function patrolRegister(db: Db, actor: Actor, now = new Date()): Promise<PatrolRegister> {
  const members = await membersOf(db, actor.troopId, ledPatrol(actor));
  const started = await db
    .select({ id: events.id, title: events.title, startDate: events.startDate })
    .from(events)
    .where(and(eq(events.troopId, actor.troopId), isNull(events.deletedAt), lte(events.startDate, now)))
    .orderBy(desc(events.startDate), asc(events.id))
    .limit(REGISTER_EVENTS);
  const memberIds = members.map((m) => m.id);
  const eventIds = started.map((e) => e.id);
  const any = memberIds.length > 0 && eventIds.length > 0;
  const [records, places] = any
    ? await Promise.all([
        db
          .select({ scoutId: attendance.scoutId, eventId: attendance.eventId, status: attendance.status })
          .from(attendance)
          .where(and(eq(attendance.troopId, actor.troopId), inArray(attendance.scoutId, memberIds), inArray(attendance.eventId, eventIds))),
        // Who of the patrol has a place at each event: the register offers them first.
        db
          .select({ scoutId: eventParticipants.scoutId, eventId: eventParticipants.eventId })
          .from(eventParticipants)
          .where(
            and(
              eq(eventParticipants.status, "joined"),
              inArray(eventParticipants.scoutId, memberIds),
              inArray(eventParticipants.eventId, eventIds),
            ),
          ),
      ])
    : [[], []];
  return {
    scouts: members,
    events: started.map((e) => ({
      id: e.id,
      title: e.title,
      startDate: iso(e.startDate),
      going: places.filter((p) => p.eventId === e.id && p.scoutId !== null).map((p) => p.scoutId as string),
    })),
    records,
  };
}
