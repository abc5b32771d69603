import { and, eq, gt, isNull } from "drizzle-orm";
import { DISTRICT_MESSAGES, type JoinDistrictResponse } from "../../../shared/api/districts";
import { DEFAULT_BRANDING } from "../../../shared/constants";
import type { DbOrTx } from "../../db/client";
import { districtCommissioners, districtInvites, districts, users } from "../../db/schema";
import { acrossTroops } from "../../db/troop-scope";
import { HttpError } from "../../lib/http-error";
import { hashInviteCode, inviteExpiry, newInviteCode } from "../invites/invite-codes.service";
import { invalidCode } from "../invites/invites.service";
import { type Channels, queueMessages } from "../notifications/outbox.service";
import { renderEmail } from "../notifications/templates.service";

export type CommissionerInvite = {
  districtId: string;
  email: string;
  /** The commissioner who invites; null when the operator does. */
  invitedByUserId: string | null;
  /** Where the email's link points (PUBLIC_ORIGIN). */
  origin: string;
  channels: Channels;
  now?: Date;
};

/**
 * Invites EMAIL to be a commissioner of the district: a personal code, used once within 14 days by
 * the account with that address, and an email that carries it. The email is the deployment's own
 * (it belongs to no troop), so it is queued across troops; the outbox worker sends it. Answers the
 * code, which the operator's command line shows.
 */
export async function inviteCommissioner(db: DbOrTx, invite: CommissionerInvite): Promise<{ code: string; districtName: string }> {
  const now = invite.now ?? new Date();
  const email = invite.email.trim().toLowerCase();
  const [district] = await db.select({ name: districts.name }).from(districts).where(eq(districts.id, invite.districtId));
  if (!district) throw new Error("district missing");
  const code = newInviteCode();
  await db.insert(districtInvites).values({
    districtId: invite.districtId,
    email,
    codeHash: hashInviteCode(code),
    invitedByUserId: invite.invitedByUserId,
    expiresAt: inviteExpiry(now),
    createdAt: now,
  });
  const rendered = renderEmail(
    { ...DEFAULT_BRANDING, troopName: district.name },
    {
      subject: `You are invited to be a commissioner of ${district.name}`,
      intro: [
        "Hello,",
        `You are invited to see how the troops of ${district.name} are doing: how many scouts are active, badges earned and presented, events held and attendance. You see counts only, never a child's details.`,
      ],
      sections: [
        {
          heading: "How to accept",
          lines: [
            `Sign in with this email address (${email}) and open the district page: ${invite.origin}/district`,
            `Enter the code ${code}. It works once, for 14 days, for this address.`,
            `No account yet? Choose "Create Account" as a Scout Leader with this email address and enter the code as the invite code: the account is the district's, and needs no troop.`,
          ],
        },
      ],
      action: { label: "Open the district page", url: `${invite.origin}/district` },
      footer: `You get this email because someone running ${district.name} on Scout Badges invited ${email}.`,
    },
  );
  await acrossTroops("a district's invite is the deployment's own mail, of no troop", () =>
    queueMessages(db, [{ troopId: null, kind: "district-invite", channel: "email", recipient: email, ...rendered }], invite.channels, now),
  );
  return { code, districtName: district.name };
}

export type DistrictInvite = { id: string; districtId: string; email: string; districtName: string };

/** The usable commissioner invite with this code, or null. */
export async function findDistrictInvite(db: DbOrTx, code: string, now = new Date()): Promise<DistrictInvite | null> {
  if (!code.trim()) return null;
  const [row] = await db
    .select({ id: districtInvites.id, districtId: districtInvites.districtId, email: districtInvites.email, districtName: districts.name })
    .from(districtInvites)
    .innerJoin(districts, eq(districts.id, districtInvites.districtId))
    .where(and(eq(districtInvites.codeHash, hashInviteCode(code)), isNull(districtInvites.usedAt), gt(districtInvites.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/**
 * The signed-in account becomes a commissioner of the invite's district. The invite is personal: only
 * the account with the invited address may use it. Single use: of two racing, the second finds it used.
 */
export async function joinDistrict(tx: DbOrTx, userId: string, invite: DistrictInvite, now = new Date()): Promise<JoinDistrictResponse> {
  const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (account?.email.toLowerCase() !== invite.email) throw new HttpError(403, DISTRICT_MESSAGES.inviteForAnotherEmail);
  const added = await tx.insert(districtCommissioners).values({ districtId: invite.districtId, userId }).onConflictDoNothing().returning();
  if (added.length === 0) throw new HttpError(409, DISTRICT_MESSAGES.alreadyCommissioner);
  const used = await tx
    .update(districtInvites)
    .set({ usedAt: now, usedByUserId: userId })
    .where(and(eq(districtInvites.id, invite.id), isNull(districtInvites.usedAt)))
    .returning({ id: districtInvites.id });
  if (used.length === 0) throw invalidCode();
  return { district: { id: invite.districtId, name: invite.districtName }, role: "commissioner" };
}
