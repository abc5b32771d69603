import { and, eq, isNull } from "drizzle-orm";
import { INVITE_MESSAGES, type Invite, type InviteLookup, normalizeInviteCode } from "../../../shared/api/invites";
import type { Db } from "../../db/client";
import { inviteCodes, troops } from "../../db/schema";
import { acrossTroops } from "../../db/troop-scope";
import { iso } from "../../lib/dates";
import { HttpError, isUniqueViolation, notFound, requireUuid } from "../../lib/http-error";
import { lockScouts } from "../scouts/roster-locks.service";
import { requireParentPortal } from "../troop/switches.service";
import { findUsableInvite, hashInviteCode, type InviteKind, inviteExpiry, newInviteCode } from "./invite-codes.service";

const SCOUT = "Scout";
export const invalidCode = () => new HttpError(403, INVITE_MESSAGES.invalid);

/**
 * A leader's new code for one roster scout. A scout code replaces the scout's earlier unused one
 * (the leader reprints the card; the old slip stops working); parent codes stand side by side, one
 * per parent. The code is kept while it can be used, so the card can be shown again (currentInvite).
 */
export async function createInvite(db: Db, troopId: string, createdByUserId: string, scoutId: string, kind: InviteKind): Promise<Invite> {
  requireUuid(scoutId, SCOUT);
  if (kind === "parent") await requireParentPortal(db, troopId);
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        // Two leaders printing a card at once: one replaces the other, never two live scout codes.
        const [scout] = await lockScouts(tx, troopId, [scoutId]);
        if (!scout) throw notFound(SCOUT);
        if (kind === "scout") {
          if (scout.userId) throw new HttpError(409, INVITE_MESSAGES.hasAccount);
          await tx
            .delete(inviteCodes)
            .where(and(eq(inviteCodes.scoutId, scoutId), eq(inviteCodes.kind, "scout"), isNull(inviteCodes.usedAt)));
        }
        const code = newInviteCode();
        const expiresAt = inviteExpiry();
        await tx.insert(inviteCodes).values({ troopId, scoutId, kind, codeHash: hashInviteCode(code), code, createdByUserId, expiresAt });
        return { code, expiresAt: iso(expiresAt) };
      });
    } catch (error) {
      // 50 bits of code: a collision with a stored hash is all but impossible, but costs only a retry.
      if (attempt < 2 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/** What a code is for, for the sign-up form; an unknown code is refused like a sign-up with it. */
export async function lookupInvite(db: Db, code: string): Promise<InviteLookup> {
  const normalized = normalizeInviteCode(code);
  const [troop] = await db.select({ id: troops.id }).from(troops).where(eq(troops.scoutJoinCode, code.trim().toUpperCase()));
  if (troop) return { kind: "troop", scoutFirstName: null };
  const invite = await acrossTroops("a code names its troop before anyone knows which", () => findUsableInvite(db, normalized));
  if (!invite || (invite.kind === "scout" && invite.scoutUserId)) throw invalidCode();
  if (invite.kind === "parent") await requireParentPortal(db, invite.troopId);
  return { kind: invite.kind, scoutFirstName: invite.scoutName.trim().split(/\s+/)[0] ?? null };
}
