import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { eventParticipants, scouts, troops, users } from "../../db/schema";
import { formatInZone } from "../../lib/time-zone";
import { unsubscribeUrl } from "../../lib/unsubscribe-token";
import { parentsOfScouts } from "../scouts/scout-parents.service";
import { type Channels, DEFAULT_LINK_ORIGIN, type NewMessage, queueMessages } from "./outbox.service";
import { familyContactsOfScouts } from "./recipients";
import { replyToOf } from "./reply-to.service";
import { renderEmail } from "./templates.service";
import { lookOf, troopMessageColumns, zoneOf } from "./troop-look.service";

export type CancelledEvent = { id: string; troopId: string; title: string; startDate: Date; location: string };

type Person = { email: string; name: string; childName: string | null; familyOnly?: boolean };

/**
 * Tells everyone who was going that an event is cancelled: each participant (joined or waiting for
 * a parent's OK) at their account email, or at the roster email for a child signed up without an
 * account, every linked parent of each participant and their family's contacts (with an unsubscribe
 * link where the address has no account). One message per address, never another family's address
 * beside it; a reply reaches the leader who cancelled it. Call it in the transaction that deletes the event; with the troop's
 * email notifications off nothing is queued. Answers how many messages were queued.
 */
export async function queueEventCancelled(
  db: DbOrTx,
  event: CancelledEvent,
  channels: Channels,
  now: Date,
  origin = DEFAULT_LINK_ORIGIN,
  cancelledBy: string | null = null,
): Promise<number> {
  const [troop] = await db.select(troopMessageColumns).from(troops).where(eq(troops.id, event.troopId));
  if (!troop?.emailNotifications) return 0;

  const participants = await db
    .select({
      scoutId: eventParticipants.scoutId,
      accountEmail: users.email,
      firstName: users.firstName,
      rosterEmail: scouts.email,
      scoutName: scouts.name,
    })
    .from(eventParticipants)
    .leftJoin(users, eq(users.id, eventParticipants.userId))
    .leftJoin(scouts, eq(scouts.id, eventParticipants.scoutId))
    .where(eq(eventParticipants.eventId, event.id));
  const scoutIds = participants.flatMap((p) => (p.scoutId ? [p.scoutId] : []));
  const parents = scoutIds.length > 0 ? await parentsOfScouts(db, event.troopId, scoutIds) : new Map();
  const contacts = await familyContactsOfScouts(db, event.troopId, scoutIds);

  const people = new Map<string, Person>();
  const add = (email: string | null | undefined, person: Omit<Person, "email">) => {
    const address = email?.trim().toLowerCase();
    if (address && !people.has(address)) people.set(address, { email: address, ...person });
  };
  for (const p of participants) {
    const name = (p.scoutName ?? p.firstName ?? "").split(" ")[0] || "there";
    add(p.accountEmail ?? p.rosterEmail, { name, childName: null });
    for (const parent of (p.scoutId ? parents.get(p.scoutId) : undefined) ?? []) {
      add(parent.email, { name: parent.name.split(" ")[0] ?? parent.name, childName: p.scoutName });
    }
    for (const contact of (p.scoutId ? contacts.get(p.scoutId) : undefined) ?? []) {
      add(contact.email, { name: contact.name.split(" ")[0] ?? contact.name, childName: p.scoutName, familyOnly: contact.familyOnly });
    }
  }
  const replyTo = cancelledBy ? await replyToOf(db, cancelledBy) : null;

  const when = formatInZone(event.startDate, zoneOf(troop));
  const messages: NewMessage[] = [...people.values()].map((person) => {
    const link = person.familyOnly ? unsubscribeUrl(origin, troop, person.email) : undefined;
    const rendered = renderEmail(lookOf(troop), {
      subject: `${event.title} is cancelled`,
      intro: [
        `Hi ${person.name},`,
        person.childName
          ? `${event.title} is cancelled. ${person.childName} was signed up for it; nothing more needs doing.`
          : `${event.title} is cancelled. You were signed up for it; nothing more needs doing.`,
      ],
      sections: [{ heading: "It was planned for", lines: [when, event.location] }],
      footer: person.childName
        ? `You get this email because you are a parent or guardian of ${person.childName} in ${troop.troopName}.`
        : `You get this email because you were signed up for ${event.title} with ${troop.troopName}.`,
      ...(link ? { unsubscribeUrl: link } : {}),
    });
    return {
      troopId: event.troopId,
      kind: "event-cancelled",
      channel: "email",
      eventId: event.id,
      recipient: person.email,
      replyTo,
      unsubscribeUrl: link ?? null,
      ...rendered,
    };
  });
  return queueMessages(db, messages, channels, now);
}
