import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { type CurrentInvite, INVITE_MESSAGES } from "../../../shared/api/invites";
import type { DbOrTx } from "../../db/client";
import { inviteCodes, scouts } from "../../db/schema";
import { iso } from "../../lib/dates";
import { HttpError, notFound, requireUuid } from "../../lib/http-error";
import { requireParentPortal } from "../troop/switches.service";
import type { InviteKind } from "./invite-codes.service";

/**
 * The code a leader already handed out for one roster scout, so the card can be shown and printed
 * again instead of silently replaced: the scout's live code, or for parents the newest live one
 * (parent codes stand side by side). `current` is null when there is none; its `code` is null for
 * a live code made before codes were kept, which can only be replaced.
 */
export async function currentInvite(
  db: DbOrTx,
  troopId: string,
  scoutId: string,
  kind: InviteKind,
  now = new Date(),
): Promise<CurrentInvite> {
  requireUuid(scoutId, "Scout");
  if (kind === "parent") await requireParentPortal(db, troopId);
  const [scout] = await db
    .select({ userId: scouts.userId })
    .from(scouts)
    .where(and(eq(scouts.id, scoutId), eq(scouts.troopId, troopId)));
  if (!scout) throw notFound("Scout");
  // As for a new code: a scout with an account has no use for a sign-up code.
  if (kind === "scout" && scout.userId) throw new HttpError(409, INVITE_MESSAGES.hasAccount);
  const [row] = await db
    .select({ code: inviteCodes.code, expiresAt: inviteCodes.expiresAt, createdAt: inviteCodes.createdAt })
    .from(inviteCodes)
    .where(and(eq(inviteCodes.scoutId, scoutId), eq(inviteCodes.kind, kind), isNull(inviteCodes.usedAt), gt(inviteCodes.expiresAt, now)))
    .orderBy(desc(inviteCodes.createdAt), desc(inviteCodes.id))
    .limit(1);
  return { current: row ? { code: row.code, expiresAt: iso(row.expiresAt), createdAt: iso(row.createdAt) } : null };
}
