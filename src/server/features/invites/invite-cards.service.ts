import { and, desc, eq, gt, inArray, isNotNull, isNull } from "drizzle-orm";
import type { InviteCards } from "../../../shared/api/invites";
import type { Db } from "../../db/client";
import { inviteCodes } from "../../db/schema";
import { iso } from "../../lib/dates";
import { isUniqueViolation, isUuid, notFound } from "../../lib/http-error";
import { lockScouts } from "../scouts/roster-locks.service";
import { hashInviteCode, inviteExpiry, newInviteCode } from "./invite-codes.service";

/**
 * The personal sign-up codes for a sheet of invite cards, one per selected scout without an
 * account. A code already handed out is shown again, so a card printed earlier keeps working; a
 * scout with none (or only one made before codes were kept, which cannot be shown) gets a new one,
 * replacing it as the single card's "New code" does. All or nothing: one unknown scout, or one of
 * another troop, answers 404 and no code is made.
 */
export async function inviteCards(
  db: Db,
  troopId: string,
  createdByUserId: string,
  scoutIds: string[],
  now = new Date(),
): Promise<InviteCards> {
  const wanted = [...new Set(scoutIds.map((id) => id.toLowerCase()))];
  if (!wanted.every(isUuid)) throw notFound("Scout");
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        // The same locks as a single card: two leaders printing at once never leave two live codes.
        const found = await lockScouts(tx, troopId, wanted);
        if (found.length !== wanted.length) throw notFound("Scout");
        const roster = [...found].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
        const waiting = roster.filter((scout) => !scout.userId);
        const live = waiting.length
          ? await tx
              .select({ scoutId: inviteCodes.scoutId, code: inviteCodes.code, expiresAt: inviteCodes.expiresAt })
              .from(inviteCodes)
              .where(
                and(
                  inArray(
                    inviteCodes.scoutId,
                    waiting.map((scout) => scout.id),
                  ),
                  eq(inviteCodes.kind, "scout"),
                  isNull(inviteCodes.usedAt),
                  gt(inviteCodes.expiresAt, now),
                  isNotNull(inviteCodes.code),
                ),
              )
              .orderBy(desc(inviteCodes.createdAt), desc(inviteCodes.id))
          : [];
        const shown = new Map<string, { code: string; expiresAt: Date }>();
        for (const row of live)
          if (row.code && !shown.has(row.scoutId)) shown.set(row.scoutId, { code: row.code, expiresAt: row.expiresAt });

        const toMake = waiting.filter((scout) => !shown.has(scout.id)).map((scout) => scout.id);
        if (toMake.length > 0) {
          await tx
            .delete(inviteCodes)
            .where(and(inArray(inviteCodes.scoutId, toMake), eq(inviteCodes.kind, "scout"), isNull(inviteCodes.usedAt)));
          const expiresAt = inviteExpiry(now);
          const rows = toMake.map((scoutId) => {
            const code = newInviteCode();
            shown.set(scoutId, { code, expiresAt });
            return { troopId, scoutId, kind: "scout" as const, codeHash: hashInviteCode(code), code, createdByUserId, expiresAt };
          });
          await tx.insert(inviteCodes).values(rows);
        }
        return {
          cards: waiting.flatMap((scout) => {
            const card = shown.get(scout.id);
            return card ? [{ scoutId: scout.id, scoutName: scout.name, code: card.code, expiresAt: iso(card.expiresAt) }] : [];
          }),
          withAccount: roster.filter((scout) => scout.userId).map((scout) => ({ id: scout.id, name: scout.name })),
        };
      });
    } catch (error) {
      // As for one card: a new code colliding with a stored hash is all but impossible, and costs a retry.
      if (attempt < 2 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}
