import { and, eq, isNull, or } from "drizzle-orm";
import type { JoinTroopResponse } from "../../../shared/api/auth";
import { DISTRICT_MESSAGES, type JoinDistrictResponse } from "../../../shared/api/districts";
import { normalizeInviteCode } from "../../../shared/api/invites";
import { MEMBERSHIP_MESSAGES } from "../../../shared/api/memberships";
import type { Role } from "../../../shared/constants";
import { addMembership, rolesOf } from "../../auth/memberships";
import { TROOP_PAUSED } from "../../auth/troop-paused";
import type { Db, Tx } from "../../db/client";
import { memberships, parentLinks, troops } from "../../db/schema";
import { acrossTroops, inTroop } from "../../db/troop-scope";
import { HttpError } from "../../lib/http-error";
import { findDistrictInvite, joinDistrict } from "../districts/district-invites.service";
import { consumeInvite, findUsableInvite, type UsableInvite } from "../invites/invite-codes.service";
import { invalidCode } from "../invites/invites.service";
import { requireParentPortal } from "../troop/switches.service";

/** Who joins: the account, and its role in the session's troop (none for a session of no troop). */
export type Joiner = { userId: string; role: Role | null };

/**
 * A signed-in person joins another troop with one of its codes (many-troops M2): the leader invite
 * code makes them an assistant leader there (the admin, in a troop the operator started that has
 * none yet), a parent invite links that child and makes them a parent there (a parent already of
 * that troop just gains the child). A scout account belongs to one troop, and an adult's account
 * never takes a child's roster entry, so scout codes (the join code, a personal invite) are refused
 * here: a child signs up with them. A wrong code is 403 like a sign-up's, whichever troop it might
 * have named.
 */
export async function joinTroop(db: Db, actor: Joiner, rawCode: string): Promise<JoinTroopResponse | JoinDistrictResponse> {
  // Troop codes keep their dash ("LEAD-…"); personal codes are read as people type them.
  const code = rawCode.trim().toUpperCase();
  return db.transaction(async (tx) => {
    const [byTroopCode] = await tx
      .select({ id: troops.id, leaderInviteCode: troops.leaderInviteCode })
      .from(troops)
      .where(or(eq(troops.leaderInviteCode, code), eq(troops.scoutJoinCode, code)))
      .limit(1);
    // The code names a troop the person is not in yet: found across troops, then used in that troop alone.
    const invite = byTroopCode
      ? null
      : await acrossTroops("a code names its troop before anyone knows which", () => findUsableInvite(tx, normalizeInviteCode(code)));
    const troopId = byTroopCode?.id ?? invite?.troopId;
    if (!troopId) return joinDistrictWithCode(tx, actor, normalizeInviteCode(code));
    const isLeaderCode = byTroopCode?.leaderInviteCode === code;
    if (!isLeaderCode && invite?.kind !== "parent") {
      const roles = await rolesOf(tx, actor.userId);
      throw new HttpError(403, roles.includes("scout") ? MEMBERSHIP_MESSAGES.scoutOneTroop : MEMBERSHIP_MESSAGES.scoutCodeForScouts);
    }
    if (actor.role === "scout") throw new HttpError(403, MEMBERSHIP_MESSAGES.scoutOneTroop);
    return inTroop(troopId, () => joinFoundTroop(tx, actor, troopId, isLeaderCode ? "leader" : "parent", invite));
  });
}

/** A commissioner's invite (many-troops M6) joins its district; any other code is unknown. */
async function joinDistrictWithCode(tx: Tx, actor: Joiner, code: string): Promise<JoinDistrictResponse> {
  const invite = await findDistrictInvite(tx, code);
  if (!invite) throw invalidCode();
  if (actor.role === "scout") throw new HttpError(403, DISTRICT_MESSAGES.notForScouts);
  return joinDistrict(tx, actor.userId, invite);
}

async function hasAdmin(tx: Tx, troopId: string): Promise<boolean> {
  const [admin] = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.troopId, troopId), eq(memberships.role, "leader"), eq(memberships.leaderRole, "admin")))
    .limit(1);
  return admin !== undefined;
}

async function joinFoundTroop(tx: Tx, actor: Joiner, troopId: string, role: Role, invite: UsableInvite | null): Promise<JoinTroopResponse> {
  const [existing] = await tx
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.userId, actor.userId), eq(memberships.troopId, troopId)));
  if (existing && !(existing.role === "parent" && role === "parent")) throw new HttpError(409, MEMBERSHIP_MESSAGES.alreadyMember);

  if (invite) {
    await requireParentPortal(tx, troopId);
    // Single use: of two people racing for one code, the second finds it used.
    if (!(await consumeInvite(tx, invite.id, actor.userId))) throw invalidCode();
    await tx.insert(parentLinks).values({ troopId, parentUserId: actor.userId, scoutId: invite.scoutId }).onConflictDoNothing();
  }
  if (!existing) {
    // A troop the operator started has no admin until its first leader joins with the leader code.
    const firstLeader = role === "leader" && !(await hasAdmin(tx, troopId));
    await addMembership(tx, { userId: actor.userId, troopId, role, leaderRole: firstLeader ? "admin" : "assistant" });
    if (firstLeader)
      await tx
        .update(troops)
        .set({ leaderUserId: actor.userId })
        .where(and(eq(troops.id, troopId), isNull(troops.leaderUserId)));
  }
  const [troop] = await tx
    .select({ id: troops.id, slug: troops.slug, name: troops.troopName, pausedAt: troops.pausedAt })
    .from(troops)
    .where(eq(troops.id, troopId));
  if (!troop) throw new Error("troop missing");
  // Checked last: the transaction takes back what was written before it.
  if (troop.pausedAt) throw new HttpError(403, TROOP_PAUSED);
  return { troop: { id: troop.id, slug: troop.slug, name: troop.name }, role };
}
