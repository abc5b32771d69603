import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { troops } from "../../db/schema";
import { formatInZone } from "../../lib/time-zone";
import { type Channels, type NewMessage, queueMessages } from "../notifications/outbox.service";
import { renderEmail } from "../notifications/templates.service";
import { lookOf, troopMessageColumns, zoneOf } from "../notifications/troop-look.service";
import { parentsOfScouts } from "../scouts/scout-parents.service";

/** Where and how a message is sent: the address emailed links start with, and the transports. */
export type Delivery = { origin: string; channels: Channels; now: Date };

/**
 * Asks a child's linked parents for their OK when the child asks to join an event while parent
 * approval is on: one email per parent, pointing at the family page where they approve or decline.
 * Written in the join's transaction; nothing while the troop's email notifications are off.
 * Answers how many were queued.
 */
export async function queueJoinRequest(
  db: DbOrTx,
  troopId: string,
  scout: { id: string; name: string },
  event: { title: string; startDate: Date; location: string },
  { origin, channels, now }: Delivery,
): Promise<number> {
  const [troop] = await db.select(troopMessageColumns).from(troops).where(eq(troops.id, troopId));
  if (!troop?.emailNotifications) return 0;
  const parents = (await parentsOfScouts(db, troopId, [scout.id])).get(scout.id) ?? [];
  const when = formatInZone(event.startDate, zoneOf(troop));
  const messages: NewMessage[] = parents.map((parent) => ({
    troopId,
    kind: "join-request",
    channel: "email",
    recipient: parent.email.trim().toLowerCase(),
    ...renderEmail(lookOf(troop), {
      subject: `${scout.name} asks to join ${event.title}`,
      intro: [
        `Hi ${parent.name.split(" ")[0] ?? parent.name},`,
        `${scout.name} would like to join ${event.title}. ${troop.troopName} asks a parent's OK first: the place is held until you approve or decline.`,
      ],
      sections: [{ heading: "The event", lines: [event.title, when, event.location] }],
      action: { label: "Approve or decline", url: `${origin}/family` },
      footer: `You get this email because you are a parent or guardian of ${scout.name} in ${troop.troopName}.`,
    }),
  }));
  return queueMessages(db, messages, channels, now);
}
