import { and, eq } from "drizzle-orm";
import type { ContactLeadersRequest, ContactLeadersResponse } from "../../../shared/api/troop";
import type { Actor } from "../../auth/actor";
import { memberOf } from "../../auth/memberships";
import type { Db } from "../../db/client";
import { parentLinks, scouts, troops, users } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { type Channels, queueMessages } from "../notifications/outbox.service";
import { replyToOf } from "../notifications/reply-to.service";
import { renderEmail } from "../notifications/templates.service";
import { requireParentPortal } from "../troop/switches.service";
import { keepParentMessageForLeaders } from "./messages.service";

/**
 * A parent's message to the leaders: one email to the troop's contact address, or to every leader
 * when none is set, written to the outbox in one transaction, and kept in every leader's messages.
 * It names the parent, their address and their children, so leaders know who asks about whom; its
 * Reply-To is the parent, so answering it in a mail program reaches them. It is the parent's own
 * message, not a notification, so the troop's email switch does not hold it back.
 */
export async function contactLeaders(
  db: Db,
  actor: Actor,
  request: ContactLeadersRequest,
  channels: Channels,
  now: Date,
): Promise<ContactLeadersResponse> {
  await requireParentPortal(db, actor.troopId);
  return db.transaction(async (tx) => {
    const [troop] = await tx
      .select({
        troopName: troops.troopName,
        primaryColor: troops.primaryColor,
        secondaryColor: troops.secondaryColor,
        accentColor: troops.accentColor,
        contactEmail: troops.contactEmail,
      })
      .from(troops)
      .where(eq(troops.id, actor.troopId));
    if (!troop) throw notFound("Troop");
    const [parent] = await tx.select({ email: users.email }).from(users).where(eq(users.id, actor.userId));
    const replyTo = await replyToOf(tx, actor.userId);
    const children = await tx
      .select({ name: scouts.name })
      .from(parentLinks)
      .innerJoin(scouts, eq(scouts.id, parentLinks.scoutId))
      .where(and(eq(parentLinks.troopId, actor.troopId), eq(parentLinks.parentUserId, actor.userId)))
      .orderBy(scouts.name);
    const leaders = troop.contactEmail
      ? [troop.contactEmail]
      : (await tx.select({ email: users.email }).from(users).where(memberOf(actor.troopId, "leader"))).map((l) => l.email);
    const subject = request.subject.trim();
    const childNames = children.map((c) => c.name).join(", ");
    await keepParentMessageForLeaders(
      tx,
      actor,
      subject,
      `${actor.name} wrote to the leaders${childNames ? ` (parent of ${childNames})` : ""}:\n\n${request.message.trim()}`,
      now,
    );
    const rendered = renderEmail(troop, {
      subject: `${troop.troopName}: ${subject}`,
      intro: [`${actor.name} (${parent?.email ?? "no email"}) wrote to the leaders:`, ...request.message.trim().split(/\n{2,}/)],
      sections: [{ heading: "Parent of", lines: children.map((c) => c.name), empty: "No child linked yet." }],
      footer: `Sent from the family page of ${troop.troopName}. Reply to ${parent?.email ?? "the parent"} to answer.`,
    });
    const queued = await queueMessages(
      tx,
      [...new Set(leaders)].map((recipient) => ({
        troopId: actor.troopId,
        kind: "contact-message" as const,
        channel: "email" as const,
        recipient,
        replyTo,
        ...rendered,
      })),
      channels,
      now,
    );
    return { queued, delivered: channels.email };
  });
}
