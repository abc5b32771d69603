import { and, eq, gt, inArray, isNull, lte } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { eventParticipants, events, outbox, troops, users } from "../../db/schema";
import { formatInZone } from "../../lib/time-zone";
import { type Channels, type NewMessage, queueMessages } from "./outbox.service";
import { type Recipient, recipientsOfScouts } from "./recipients";
import { renderEmail } from "./templates.service";
import { lookOf, type TroopForMessages, troopMessageColumns, zoneOf } from "./troop-look";

export const REMINDER_WINDOW_MS = 24 * 60 * 60 * 1000;

type DueEvent = typeof events.$inferSelect;
type Person = Omit<Recipient, "scoutId" | "scoutName"> & { scoutName: string | null };

/**
 * Queues the reminders of every event that starts within 24 hours (R§7 eventReminders): one per
 * participant and per parent, by email and, when the troop has SMS, by text to the phone on file.
 * The outbox's unique (event, recipient, channel, kind) makes each one happen once, however often
 * this runs, on however many instances, and whatever edits the event gets meanwhile.
 */
export async function queueEventReminders(db: DbOrTx, channels: Channels, now: Date): Promise<number> {
  const due = await db
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
    );
  let queued = 0;
  for (const { event, troop } of due) queued += await remindParticipants(db, event, troop, channels, now);
  return queued;
}

async function remindParticipants(db: DbOrTx, event: DueEvent, troop: TroopForMessages, channels: Channels, now: Date) {
  const participants = await db
    .select({ scoutId: eventParticipants.scoutId, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(eventParticipants)
    .innerJoin(users, eq(users.id, eventParticipants.userId))
    // A pending sign-up (waiting for a parent's OK) is not a place yet: no reminder until it is joined.
    .where(and(eq(eventParticipants.eventId, event.id), eq(eventParticipants.status, "joined")));
  const scoutIds = participants.flatMap((p) => (p.scoutId ? [p.scoutId] : []));
  const byScout = await recipientsOfScouts(db, troop.troopId, scoutIds);
  const people: Person[] = [];
  for (const p of participants) {
    if (p.scoutId) people.push(...(byScout.get(p.scoutId) ?? []));
    // A leader who joined is reminded at their account address.
    else
      people.push({ name: `${p.firstName} ${p.lastName}`, relation: "scout", scoutName: null, email: p.email.toLowerCase(), phone: null });
  }
  const already = await db
    .select({ recipient: outbox.recipient, channel: outbox.channel })
    .from(outbox)
    .where(and(eq(outbox.eventId, event.id), eq(outbox.kind, "event-reminder"), inArray(outbox.channel, ["email", "sms"])));
  const done = new Set(already.map((r) => `${r.channel}:${r.recipient}`));
  const messages: NewMessage[] = [];
  const sms = troop.smsNotifications && channels.sms;
  for (const person of people) {
    if (person.email && !done.has(`email:${person.email}`)) {
      done.add(`email:${person.email}`);
      messages.push({ ...eventReminderEmail(event, troop, person), recipient: person.email });
    }
    if (sms && person.phone && !done.has(`sms:${person.phone}`)) {
      done.add(`sms:${person.phone}`);
      messages.push({ ...eventReminderSms(event, troop, person), recipient: person.phone });
    }
  }
  return queueMessages(db, messages, channels, now);
}

function eventReminderEmail(event: DueEvent, troop: TroopForMessages, person: Person): Omit<NewMessage, "recipient"> {
  const zone = zoneOf(troop);
  const when = formatInZone(event.startDate, zone);
  const forParent = person.relation === "parent" && person.scoutName;
  const rendered = renderEmail(lookOf(troop), {
    subject: `Reminder: ${event.title} on ${when}`,
    intro: [
      `Hi ${person.name},`,
      forParent
        ? `${person.scoutName} is signed up for ${event.title}. It starts within a day.`
        : `You are signed up for ${event.title}. It starts within a day.`,
    ],
    sections: [
      { heading: "When", lines: [event.endDate ? `${when} until ${formatInZone(event.endDate, zone)}` : when] },
      { heading: "Where", lines: [event.location] },
      ...(event.badgeOpportunities.length > 0 ? [{ heading: "Badge opportunities", lines: event.badgeOpportunities }] : []),
    ],
    footer: forParent
      ? `You get this email because you are a parent or guardian of ${person.scoutName} in ${troop.troopName}, and ${person.scoutName} is signed up for ${event.title}.`
      : `You get this email because you are signed up for ${event.title} with ${troop.troopName}.`,
  });
  return { troopId: troop.troopId, kind: "event-reminder", channel: "email", eventId: event.id, ...rendered };
}

function eventReminderSms(event: DueEvent, troop: TroopForMessages, person: Person): Omit<NewMessage, "recipient"> {
  const when = formatInZone(event.startDate, zoneOf(troop));
  const who = person.relation === "parent" && person.scoutName ? `${person.scoutName} is` : "You are";
  const text = `${troop.troopName}: ${who} signed up for ${event.title}, ${when} at ${event.location}.`;
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
