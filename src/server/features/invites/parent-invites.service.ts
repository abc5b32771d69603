import { and, eq, inArray, sql } from "drizzle-orm";
import { PARENT_INVITE_SKIPPED, type ParentInvitesResult } from "../../../shared/api/invites";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { emailUnsubscribes, inviteCodes, scoutContacts, scouts, users } from "../../db/schema";
import { isUniqueViolation, isUuid, notFound } from "../../lib/http-error";
import { formatDayInZone } from "../../lib/time-zone";
import { unsubscribeUrl } from "../../lib/unsubscribe-token";
import { type Channels, queueMessages } from "../notifications/outbox.service";
import { replyToOf } from "../notifications/reply-to.service";
import { renderEmail } from "../notifications/templates.service";
import { lookOf, zoneOf } from "../notifications/troop-look.service";
import { loadTroopForMessages } from "../notifications/weekly-report.service";
import { lockScouts } from "../scouts/roster-locks.service";
import { parentsOfScouts } from "../scouts/scout-parents.service";
import { requireParentPortal } from "../troop/switches.service";
import { hashInviteCode, inviteExpiry, newInviteCode } from "./invite-codes.service";

type Delivery = { origin: string; channels: Channels; now: Date };

/**
 * Emails a parent invite to every contact of the selected scouts who has an email and does not
 * already follow that child with an account (docs/product.md, "Families who never sign up"): each
 * contact gets a code of their own (single use, 14 days, as a leader's parent code) and a link
 * that opens the sign-up with it; the contact's `invitedAt` records when. A contact whose address
 * unsubscribed is left out. One unknown scout, or one of another troop, answers 404 and nothing is
 * sent. It is the leader's own request, so the troop's email switch does not hold it back.
 */
export async function emailParentInvites(db: Db, actor: Actor, scoutIds: string[], { origin, channels, now }: Delivery) {
  const wanted = [...new Set(scoutIds.map((id) => id.toLowerCase()))];
  if (!wanted.every(isUuid)) throw notFound("Scout");
  await requireParentPortal(db, actor.troopId);
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx): Promise<ParentInvitesResult> => {
        // The roster locks of a single card: two leaders inviting at once send each contact one invite.
        const found = await lockScouts(tx, actor.troopId, wanted);
        if (found.length !== wanted.length) throw notFound("Scout");
        const roster = await tx
          .select({ id: scouts.id, name: scouts.name, isActive: scouts.isActive })
          .from(scouts)
          .where(and(eq(scouts.troopId, actor.troopId), inArray(scouts.id, wanted)))
          .orderBy(scouts.name, scouts.id);
        const contacts = await tx
          .select({ id: scoutContacts.id, scoutId: scoutContacts.scoutId, name: scoutContacts.name, email: scoutContacts.email })
          .from(scoutContacts)
          .where(and(eq(scoutContacts.troopId, actor.troopId), inArray(scoutContacts.scoutId, wanted)))
          .orderBy(scoutContacts.scoutId, scoutContacts.position);
        const parents = await parentsOfScouts(tx, actor.troopId, wanted);
        const emails = [...new Set(contacts.flatMap((c) => (c.email ? [c.email.toLowerCase()] : [])))];
        const unsubscribed = new Set(
          emails.length === 0
            ? []
            : (
                await tx
                  .select({ email: emailUnsubscribes.email })
                  .from(emailUnsubscribes)
                  .where(and(eq(emailUnsubscribes.troopId, actor.troopId), inArray(emailUnsubscribes.email, emails)))
              ).map((r) => r.email),
        );
        const withAccount = new Set(
          emails.length === 0
            ? []
            : (
                await tx
                  .select({ email: sql<string>`lower(${users.email})` })
                  .from(users)
                  .where(inArray(sql`lower(${users.email})`, emails))
              ).map((r) => r.email),
        );

        const troop = await loadTroopForMessages(tx, actor.troopId);
        const replyTo = await replyToOf(tx, actor.userId);
        const expiresAt = inviteExpiry(now);
        const until = formatDayInZone(expiresAt, zoneOf(troop));
        const skipped: ParentInvitesResult["skipped"] = [];
        const invited: string[] = [];
        const emailsToQueue: Parameters<typeof queueMessages>[1] = [];
        // Every contact's code in one statement, as the sheet of invite cards writes its codes.
        const codes: (typeof inviteCodes.$inferInsert)[] = [];

        for (const scout of roster) {
          if (!scout.isActive) {
            skipped.push({ scoutId: scout.id, reason: PARENT_INVITE_SKIPPED.inactive });
            continue;
          }
          const following = new Set((parents.get(scout.id) ?? []).map((p) => p.email.toLowerCase()));
          const reachable = contacts.filter((c) => c.scoutId === scout.id && c.email);
          const notFollowing = reachable.filter((c) => !following.has(c.email?.toLowerCase() ?? ""));
          const toInvite = notFollowing.filter((c) => !unsubscribed.has(c.email?.toLowerCase() ?? ""));
          if (toInvite.length === 0) {
            const reason =
              reachable.length === 0
                ? PARENT_INVITE_SKIPPED.noEmail
                : notFollowing.length === 0
                  ? PARENT_INVITE_SKIPPED.allHaveAccounts
                  : PARENT_INVITE_SKIPPED.unsubscribed;
            skipped.push({ scoutId: scout.id, reason });
            continue;
          }
          // Two contacts of one child with one address (a shared family inbox) get one invite.
          const seen = new Set<string>();
          for (const contact of toInvite) {
            const address = contact.email?.toLowerCase() ?? "";
            if (seen.has(address)) {
              invited.push(contact.id);
              continue;
            }
            seen.add(address);
            const code = newInviteCode();
            codes.push({
              troopId: actor.troopId,
              scoutId: scout.id,
              kind: "parent",
              codeHash: hashInviteCode(code),
              code,
              createdByUserId: actor.userId,
              expiresAt,
            });
            invited.push(contact.id);
            const familyOnly = !withAccount.has(address);
            const link = familyOnly ? unsubscribeUrl(origin, troop, address) : undefined;
            const firstName = contact.name.trim().split(/\s+/)[0] ?? contact.name;
            const rendered = renderEmail(lookOf(troop), {
              subject: `${troop.troopName}: follow ${scout.name} in the app`,
              intro: [
                `Hi ${firstName},`,
                `${actor.name} invites you to follow ${scout.name} in ${troop.troopName}: badges and progress, events to reply to, and the leaders' messages.`,
                familyOnly
                  ? "Create your parent account with the link below; the code is filled in for you."
                  : "You already have an account: sign in and add this child on your family page with the code below.",
              ],
              sections: [{ heading: "Your parent code", lines: [code, `It works once, until ${until}.`] }],
              action: { label: familyOnly ? "Create your parent account" : "Sign in", url: `${origin}/login?invite=${code}` },
              footer: `You get this email because ${troop.troopName} has this address as a contact of ${scout.name}. Reply to this email to reach ${actor.name}.`,
              ...(link ? { unsubscribeUrl: link } : {}),
            });
            emailsToQueue.push({
              troopId: actor.troopId,
              kind: "parent-invite",
              channel: "email",
              recipient: address,
              replyTo,
              unsubscribeUrl: link ?? null,
              ...rendered,
            });
          }
        }
        if (codes.length > 0) await tx.insert(inviteCodes).values(codes);
        if (invited.length > 0) await tx.update(scoutContacts).set({ invitedAt: now }).where(inArray(scoutContacts.id, invited));
        const sent = await queueMessages(tx, emailsToQueue, channels, now);
        return { sent, skipped };
      });
    } catch (error) {
      // As for a leader's single code: a new code colliding with a stored hash costs a retry.
      if (attempt < 2 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}
