import { and, eq, gt, inArray, isNull, lte } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { eventParticipants, events, outbox, troops, users } from "../../db/schema";
import { acrossTroops, inTroop } from "../../db/troop-scope";
import { formatInZone } from "../../lib/time-zone";
import { unsubscribeUrl } from "../../lib/unsubscribe-token";
import { type Channels, DEFAULT_LINK_ORIGIN, type NewMessage, queueMessages } from "./outbox.service";
import { recipientsOfScouts } from "./recipients";
import { type Audience, audiencesOf, greetingOf, type Person, whoIsGoing, whyReminded } from "./reminder-audience";
import { renderEmail } from "./templates.service";
import { lookOf, type TroopForMessages, troopMessageColumns, zoneOf } from "./troop-look.service";

export const REMINDER_WINDOW_MS = 24 * 60 * 60 * 1000;

type DueEvent = typeof events.$inferSelect;

/**
 * Queues the reminders of every event that starts within 24 hours: one per address per event, for
 * each participant (at the roster email, whether or not they have an account; a leader at their
 * account email), every linked parent of each and their family's contacts (with an unsubscribe link
 * where the address has no account), by email and, when the troop has SMS, by text to
 * the phone on file. The outbox's unique (event, recipient, channel, kind) makes each one happen
 * once, however often this runs, on however many instances, and whatever edits the event gets
 * meanwhile.
 */
export async function queueEventReminders(db: DbOrTx, channels: Channels, now: Date, origin = DEFAULT_LINK_ORIGIN): Promise<number> {
  const due = await acrossTroops("events coming up in every troop that sends reminders", () =>
    db
      .select({ event: events, troop: troopMessageColumns })
      .from(events)
      .innerJoin(troops, eq(troops.id, events.troopId))
      .where(
        and(
          isNull(events.deletedAt),
          gt(events.startDate, now),
          lte(events.startDate, new Date(now.getTime() + REMINDER_WINDOW_MS)),
          eq(troops.emailNotifications, true),
          eq(troops.eventReminders, true),
        ),
      ),
  );
  let queued = 0;
  for (const { event, troop } of due) {
    queued += await inTroop(event.troopId, () => remindParticipants(db, event, troop, channels, now, origin));
  }
  return queued;
}

async function remindParticipants(db: DbOrTx, event: DueEvent, troop: TroopForMessages, channels: Channels, now: Date, origin: string) {
  const participants = await db
    .select({ scoutId: eventParticipants.scoutId, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(eventParticipants)
    // A child signed up by a parent has no account: the roster entry is who goes, so the account is optional.
    .leftJoin(users, eq(users.id, eventParticipants.userId))
    // A pending sign-up (waiting for a parent's OK) is not a place yet: no reminder until it is joined.
    .where(and(eq(eventParticipants.eventId, event.id), eq(eventParticipants.status, "joined")));
  const scoutIds = participants.flatMap((p) => (p.scoutId ? [p.scoutId] : []));
  const byScout = await recipientsOfScouts(db, troop.troopId, scoutIds);
  const people: Person[] = [];
  for (const p of participants) {
    if (p.scoutId) people.push(...(byScout.get(p.scoutId) ?? []));
    // A leader who joined is reminded at their account address.
    else if (p.email)
      people.push({ name: `${p.firstName} ${p.lastName}`, relation: "scout", scoutName: null, email: p.email.toLowerCase(), phone: null });
  }
  const already = await db
    .select({ recipient: outbox.recipient, channel: outbox.channel })
    .from(outbox)
    .where(and(eq(outbox.eventId, event.id), eq(outbox.kind, "event-reminder"), inArray(outbox.channel, ["email", "sms"])));
  const done = new Set(already.map((r) => `${r.channel}:${r.recipient}`));
  const messages: NewMessage[] = [];
  for (const audience of audiencesOf(people, "email")) {
    if (done.has(`email:${audience.address}`)) continue;
    const link = audience.familyOnly ? unsubscribeUrl(origin, troop, audience.address) : undefined;
    messages.push({ ...eventReminderEmail(event, troop, audience, link), recipient: audience.address, unsubscribeUrl: link ?? null });
  }
  if (troop.smsNotifications && channels.sms) {
    for (const audience of audiencesOf(people, "phone")) {
      if (done.has(`sms:${audience.address}`)) continue;
      messages.push({ ...eventReminderSms(event, troop, audience), recipient: audience.address });
    }
  }
  return queueMessages(db, messages, channels, now);
}

function eventReminderEmail(event: DueEvent, troop: TroopForMessages, audience: Audience, link?: string): Omit<NewMessage, "recipient"> {
  const zone = zoneOf(troop);
  const when = formatInZone(event.startDate, zone);
  const rendered = renderEmail(lookOf(troop), {
    subject: `Reminder: ${event.title} on ${when}`,
    intro: [`Hi ${greetingOf(audience)},`, `${whoIsGoing(audience)} signed up for ${event.title}. It starts within a day.`],
    sections: [
      { heading: "When", lines: [event.endDate ? `${when} until ${formatInZone(event.endDate, zone)}` : when] },
      { heading: "Where", lines: [event.location] },
      ...(event.badgeOpportunities.length > 0 ? [{ heading: "Badge opportunities", lines: event.badgeOpportunities }] : []),
    ],
    footer: whyReminded(audience, event.title, troop.troopName),
    ...(link ? { unsubscribeUrl: link } : {}),
  });
  return { troopId: troop.troopId, kind: "event-reminder", channel: "email", eventId: event.id, ...rendered };
}

function eventReminderSms(event: DueEvent, troop: TroopForMessages, audience: Audience): Omit<NewMessage, "recipient"> {
  const when = formatInZone(event.startDate, zoneOf(troop));
  const text = `${troop.troopName}: ${whoIsGoing(audience)} signed up for ${event.title}, ${when} at ${event.location}.`;
  return {
    troopId: troop.troopId,
    kind: "event-reminder",
    channel: "sms",
    eventId: event.id,
    subject: `Reminder: ${event.title}`,
    text,
    html: null,
  };
}
