import { and, desc, eq, gt, inArray, isNotNull, isNull } from "drizzle-orm";
import type { InviteCards } from "../../../shared/api/invites";
import type { Db, Tx } from "../../db/client";
import { inviteCodes } from "../../db/schema";
import { iso } from "../../lib/dates";
import { isUniqueViolation, isUuid, notFound } from "../../lib/http-error";
import { lockScouts } from "../scouts/roster-locks.service";
import { parentPortalOn } from "../troop/switches.service";
import { hashInviteCode, type InviteKind, inviteExpiry, newInviteCode } from "./invite-codes.service";

/**
 * The personal sign-up codes for a sheet of invite cards, one per selected scout without an
 * account. A code already handed out is shown again, so a card printed earlier keeps working; a
 * scout with none (or only one made before codes were kept, which cannot be shown) gets a new one,
 * replacing it as the single card's "New code" does. Beside it goes a parent code for the family:
 * the newest live one that can be shown, else a new one (parent codes stand side by side). All or nothing: one unknown scout, or one of
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
        const ids = waiting.map((scout) => scout.id);
        const scoutCodes = await shownOrNewCodes(tx, { troopId, createdByUserId, now }, ids, "scout");
        const parentCodes = (await parentPortalOn(tx, troopId))
          ? await shownOrNewCodes(tx, { troopId, createdByUserId, now }, ids, "parent")
          : new Map<string, ShownCode>();
        return {
          cards: waiting.flatMap((scout) => {
            const card = scoutCodes.get(scout.id);
            const parent = parentCodes.get(scout.id);
            return card
              ? [
                  {
                    scoutId: scout.id,
                    scoutName: scout.name,
                    code: card.code,
                    expiresAt: iso(card.expiresAt),
                    parentCode: parent?.code ?? null,
                    parentExpiresAt: parent ? iso(parent.expiresAt) : null,
                  },
                ]
              : [];
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

type ShownCode = { code: string; expiresAt: Date };

/**
 * Each scout's live code of this kind that can be shown (the newest), else a new one. A new scout
 * code replaces the scout's unused one, as the single card's "New code" does; parent codes stand
 * side by side, so a new parent code replaces nothing.
 */
async function shownOrNewCodes(
  tx: Tx,
  { troopId, createdByUserId, now }: { troopId: string; createdByUserId: string; now: Date },
  scoutIds: string[],
  kind: InviteKind,
): Promise<Map<string, ShownCode>> {
  const shown = new Map<string, ShownCode>();
  if (scoutIds.length === 0) return shown;
  const live = await tx
    .select({ scoutId: inviteCodes.scoutId, code: inviteCodes.code, expiresAt: inviteCodes.expiresAt })
    .from(inviteCodes)
    .where(
      and(
        inArray(inviteCodes.scoutId, scoutIds),
        eq(inviteCodes.kind, kind),
        isNull(inviteCodes.usedAt),
        gt(inviteCodes.expiresAt, now),
        isNotNull(inviteCodes.code),
      ),
    )
    .orderBy(desc(inviteCodes.createdAt), desc(inviteCodes.id));
  for (const row of live) if (row.code && !shown.has(row.scoutId)) shown.set(row.scoutId, { code: row.code, expiresAt: row.expiresAt });

  const toMake = scoutIds.filter((id) => !shown.has(id));
  if (toMake.length === 0) return shown;
  if (kind === "scout") {
    await tx
      .delete(inviteCodes)
      .where(and(inArray(inviteCodes.scoutId, toMake), eq(inviteCodes.kind, "scout"), isNull(inviteCodes.usedAt)));
  }
  const expiresAt = inviteExpiry(now);
  await tx.insert(inviteCodes).values(
    toMake.map((scoutId) => {
      const code = newInviteCode();
      shown.set(scoutId, { code, expiresAt });
      return { troopId, scoutId, kind, codeHash: hashInviteCode(code), code, createdByUserId, expiresAt };
    }),
  );
  return shown;
}
