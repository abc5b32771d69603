import { and, asc, desc, eq, gte, isNull, lt, sql } from "drizzle-orm";
import type { WeeklyReport } from "../../../shared/api/notifications";
import type { DbOrTx } from "../../db/client";
import { attendance, badges, events, scoutBadges, scouts, troops } from "../../db/schema";
import { iso } from "../../lib/dates";
import { notFound } from "../../lib/http-error";
import { formatDayInZone, formatInZone, troopTimeZone } from "../../lib/time-zone";
import { type Channels, type NewMessage, queueMessages } from "./outbox.service";
import { leadersOf } from "./recipients";
import { renderEmail } from "./templates.service";
import { lookOf, type TroopForMessages, troopMessageColumns } from "./troop-look.service";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Last week at a glance for leaders (the weeklyReports switch): the seven days before `now` and the seven
 * after. Every number is counted by the database.
 */
export async function getWeeklyReport(db: DbOrTx, troopId: string, now: Date): Promise<WeeklyReport> {
  const [troop] = await db.select({ troopName: troops.troopName, timeZone: troops.timeZone }).from(troops).where(eq(troops.id, troopId));
  if (!troop) throw notFound("Troop");
  const from = new Date(now.getTime() - WEEK_MS);
  const until = new Date(now.getTime() + WEEK_MS);

  const awards = await db
    .select({ scoutName: scouts.name, badgeName: badges.name, earnedDate: scoutBadges.earnedDate })
    .from(scoutBadges)
    .innerJoin(scouts, eq(scouts.id, scoutBadges.scoutId))
    .innerJoin(badges, eq(badges.id, scoutBadges.badgeId))
    .where(and(eq(scoutBadges.troopId, troopId), gte(scoutBadges.earnedDate, from), lt(scoutBadges.earnedDate, now)))
    .orderBy(desc(scoutBadges.earnedDate), asc(scouts.name));

  // Every award whose badge has not been handed over yet, whenever it was earned.
  const toPresent = await db
    .select({ scoutName: scouts.name, badgeName: badges.name, earnedDate: scoutBadges.earnedDate })
    .from(scoutBadges)
    .innerJoin(scouts, eq(scouts.id, scoutBadges.scoutId))
    .innerJoin(badges, eq(badges.id, scoutBadges.badgeId))
    .where(and(eq(scoutBadges.troopId, troopId), isNull(scoutBadges.presentedAt), lt(scoutBadges.earnedDate, now)))
    .orderBy(asc(scouts.name), asc(scoutBadges.earnedDate));

  const present = sql<number>`count(${attendance.id}) filter (where ${attendance.status} = 'present')`.mapWith(Number);
  const absent = sql<number>`count(${attendance.id}) filter (where ${attendance.status} = 'absent')`.mapWith(Number);
  const attendanceRows = await db
    .select({ eventId: events.id, title: events.title, startDate: events.startDate, present, absent })
    .from(events)
    .leftJoin(attendance, eq(attendance.eventId, events.id))
    .where(and(eq(events.troopId, troopId), isNull(events.deletedAt), gte(events.startDate, from), lt(events.startDate, now)))
    .groupBy(events.id)
    .orderBy(asc(events.startDate));

  const newScouts = await db
    .select({ id: scouts.id, name: scouts.name, joinDate: scouts.joinDate })
    .from(scouts)
    .where(and(eq(scouts.troopId, troopId), gte(scouts.joinDate, from), lt(scouts.joinDate, now)))
    .orderBy(asc(scouts.joinDate), asc(scouts.name));

  const upcoming = await db
    .select({
      id: events.id,
      title: events.title,
      startDate: events.startDate,
      location: events.location,
      participants: events.currentParticipants,
    })
    .from(events)
    .where(and(eq(events.troopId, troopId), isNull(events.deletedAt), gte(events.startDate, now), lt(events.startDate, until)))
    .orderBy(asc(events.startDate));

  const awardList = awards.map((a) => ({ ...a, earnedDate: iso(a.earnedDate) }));
  return {
    troopName: troop.troopName,
    timeZone: troopTimeZone(troop.timeZone),
    from: iso(from),
    to: iso(now),
    awards: awardList,
    badgesToPresent: toPresent.map((a) => ({ ...a, earnedDate: iso(a.earnedDate) })),
    attendance: attendanceRows.map((r) => ({ ...r, startDate: iso(r.startDate) })),
    newScouts: newScouts.map((s) => ({ ...s, joinDate: iso(s.joinDate) })),
    upcomingEvents: upcoming.map((e) => ({ ...e, startDate: iso(e.startDate) })),
  };
}

/** The report as one email per leader, queued in the caller's transaction. */
export async function queueWeeklyReport(db: DbOrTx, troop: TroopForMessages, channels: Channels, now: Date): Promise<number> {
  const report = await getWeeklyReport(db, troop.troopId, now);
  const zone = report.timeZone;
  const day = (value: string) => formatDayInZone(new Date(value), zone);
  const leaders = await leadersOf(db, troop.troopId);
  const messages: NewMessage[] = leaders.map((leader) => ({
    troopId: troop.troopId,
    kind: "weekly-report",
    channel: "email",
    recipient: leader.email.toLowerCase(),
    ...renderEmail(lookOf(troop), {
      subject: `${troop.troopName}: the week of ${day(report.from)} to ${day(report.to)}`,
      intro: [`Hi ${leader.firstName},`, `Here is what happened in ${troop.troopName} last week and what is coming up.`],
      sections: [
        {
          heading: `Badges earned (${report.awards.length})`,
          lines: report.awards.map((a) => `${a.scoutName}: ${a.badgeName} (${day(a.earnedDate)})`),
        },
        {
          heading: `Badges to present (${report.badgesToPresent.length})`,
          lines: report.badgesToPresent.map((a) => `${a.scoutName}: ${a.badgeName}`),
        },
        {
          heading: "Attendance",
          lines: report.attendance.map((e) => `${e.title} (${day(e.startDate)}): ${e.present} present, ${e.absent} absent`),
          empty: "No events last week.",
        },
        { heading: `New scouts (${report.newScouts.length})`, lines: report.newScouts.map((s) => s.name), empty: "No new scouts." },
        {
          heading: "Next 7 days",
          lines: report.upcomingEvents.map(
            (e) => `${e.title}: ${formatInZone(new Date(e.startDate), zone)}, ${e.location} (${e.participants} signed up)`,
          ),
          empty: "No events in the next 7 days.",
        },
      ],
      footer: `You get this email because you are a leader of ${troop.troopName} and weekly reports are turned on in Troop Settings.`,
    }),
  }));
  return queueMessages(db, messages, channels, now);
}

export async function loadTroopForMessages(db: DbOrTx, troopId: string): Promise<TroopForMessages> {
  const [troop] = await db.select(troopMessageColumns).from(troops).where(eq(troops.id, troopId));
  if (!troop) throw notFound("Troop");
  return troop;
}
