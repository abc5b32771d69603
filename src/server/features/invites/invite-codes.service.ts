import { createHash, randomInt } from "node:crypto";
import { and, eq, gt, isNull, or } from "drizzle-orm";
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH, INVITE_DAYS, normalizeInviteCode } from "../../../shared/api/invites";
import type { DbOrTx } from "../../db/client";
import { inviteCodes, scouts, troops } from "../../db/schema";
import { acrossTroops } from "../../db/troop-scope";

const DAY_MS = 24 * 60 * 60 * 1000;
export type InviteKind = "scout" | "parent";

/** Only the SHA-256 is stored and looked up: an index lookup on it tells an attacker nothing about the code. */
export const hashInviteCode = (code: string) => createHash("sha256").update(normalizeInviteCode(code)).digest("hex");

export function newInviteCode(): string {
  let code = "";
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  return code;
}

export const inviteExpiry = (now = new Date()) => new Date(now.getTime() + INVITE_DAYS * DAY_MS);

export type UsableInvite = {
  id: string;
  troopId: string;
  scoutId: string;
  kind: InviteKind;
  scoutName: string;
  scoutUserId: string | null;
};

/** The unused, unexpired code with this text (any kind), with its scout; null when none. */
export async function findUsableInvite(db: DbOrTx, code: string, now = new Date()): Promise<UsableInvite | null> {
  if (!code.trim()) return null;
  const [row] = await db
    .select({
      id: inviteCodes.id,
      troopId: inviteCodes.troopId,
      scoutId: inviteCodes.scoutId,
      kind: inviteCodes.kind,
      scoutName: scouts.name,
      scoutUserId: scouts.userId,
    })
    .from(inviteCodes)
    .innerJoin(scouts, eq(scouts.id, inviteCodes.scoutId))
    .where(and(eq(inviteCodes.codeHash, hashInviteCode(code)), isNull(inviteCodes.usedAt), gt(inviteCodes.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/**
 * Marks the code used by `userId`. The condition sits in the UPDATE, so of two sign-ups racing
 * for one code exactly one sees a row come back; the other is refused as an unusable code.
 */
export async function consumeInvite(tx: DbOrTx, inviteId: string, userId: string, now = new Date()): Promise<boolean> {
  const rows = await tx
    .update(inviteCodes)
    // A used code is no longer kept: it can never be shown again, nor read from a copy of the database.
    .set({ usedAt: now, usedByUserId: userId, code: null })
    .where(and(eq(inviteCodes.id, inviteId), isNull(inviteCodes.usedAt), gt(inviteCodes.expiresAt, now)))
    .returning({ id: inviteCodes.id });
  return rows.length === 1;
}

/**
 * The troop a code belongs to (a troop's leader or scout code, or a usable personal invite), or
 * null: `/login?invite=CODE` shows that troop's colours (many-troops M4).
 */
export async function troopOfCode(db: DbOrTx, code: string): Promise<string | null> {
  const typed = code.trim().toUpperCase();
  if (!typed || typed.length > 100) return null;
  // Codes are unique across the deployment; until one is found, nobody knows its troop.
  return acrossTroops("a code names its troop before anyone knows which", async () => {
    const [byTroopCode] = await db
      .select({ id: troops.id })
      .from(troops)
      .where(or(eq(troops.leaderInviteCode, typed), eq(troops.scoutJoinCode, typed)))
      .limit(1);
    if (byTroopCode) return byTroopCode.id;
    return (await findUsableInvite(db, typed))?.troopId ?? null;
  });
}
