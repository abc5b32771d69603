import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { TroopMembership } from "../../shared/api/auth";
import { MEMBERSHIP_MESSAGES } from "../../shared/api/memberships";
import type { LeaderRole, Role } from "../../shared/constants";
import type { DbOrTx } from "../db/client";
import { memberships, sessions, troops, users } from "../db/schema";
import { acrossTroops, inTroop } from "../db/troop-scope";
import { HttpError } from "../lib/http-error";
import { TROOP_PAUSED } from "./troop-paused";

/** Why an account's own memberships are read across troops: the account is the deployment's. */
export const ACCOUNTS_OWN_TROOPS = "an account's own memberships, in every troop it belongs to";

/**
 * Accounts of one troop (many-troops M2), optionally of one role there: the condition every query
 * over `users` that means "the troop's people" adds, since an account may belong to several troops.
 */
export function memberOf(troopId: string, role?: Role): SQL {
  const where = [eq(memberships.userId, users.id), eq(memberships.troopId, troopId)];
  if (role) where.push(eq(memberships.role, role));
  return sql`exists (select 1 from ${memberships} where ${and(...where)})`;
}

/** Every troop the account belongs to, with its role there, by troop name. */
export async function troopsOf(db: DbOrTx, userId: string): Promise<TroopMembership[]> {
  const rows = await acrossTroops(ACCOUNTS_OWN_TROOPS, () =>
    db
      .select({ id: troops.id, slug: troops.slug, name: troops.troopName, role: memberships.role, leaderRole: memberships.leaderRole })
      .from(memberships)
      .innerJoin(troops, eq(troops.id, memberships.troopId))
      .where(eq(memberships.userId, userId))
      .orderBy(asc(sql`lower(${troops.troopName})`), asc(troops.id)),
  );
  // A leader with no recorded rights has an assistant's: never more rights than given.
  return rows.map((row) => ({ ...row, leaderRole: row.role === "leader" ? (row.leaderRole ?? "assistant") : null }));
}

/**
 * The troop a sign-in lands in: of the account's memberships that the sign-in form's choice covers
 * ("Scout Leader" serves parents too), the one whose page it was made on (`atSlug`), else the one
 * used last; null when none.
 */
export async function troopToLandIn(
  db: DbOrTx,
  userId: string,
  chosen: Role,
  atSlug?: string,
): Promise<{ troopId: string; role: Role; paused: boolean } | null> {
  const roles: Role[] = chosen === "leader" ? ["leader", "parent"] : [chosen];
  const rows = await acrossTroops(ACCOUNTS_OWN_TROOPS, () =>
    db
      .select({ troopId: memberships.troopId, role: memberships.role, slug: troops.slug, pausedAt: troops.pausedAt })
      .from(memberships)
      .innerJoin(troops, eq(troops.id, memberships.troopId))
      .where(and(eq(memberships.userId, userId), inArray(memberships.role, roles)))
      // A troop the operator paused comes last: the account lands in one it can use, if it has one.
      .orderBy(sql`${troops.pausedAt} is not null`, sql`${memberships.lastUsedAt} desc nulls last`, asc(memberships.createdAt)),
  );
  // Signed in at a troop's own page: that troop, when the account is in it.
  const row = rows.find((r) => r.slug === atSlug) ?? rows[0];
  return row ? { troopId: row.troopId, role: row.role, paused: row.pausedAt !== null } : null;
}

/** The roles an account holds anywhere: a refused sign-in says which choice is theirs. */
export async function rolesOf(db: DbOrTx, userId: string): Promise<Role[]> {
  const rows = await acrossTroops(ACCOUNTS_OWN_TROOPS, () =>
    db.selectDistinct({ role: memberships.role }).from(memberships).where(eq(memberships.userId, userId)),
  );
  return rows.map((row) => row.role);
}

/** Records that the account acts in this troop now: its next sign-in lands here. */
export async function markTroopUsed(db: DbOrTx, userId: string, troopId: string): Promise<void> {
  await inTroop(troopId, () =>
    db
      .update(memberships)
      .set({ lastUsedAt: new Date() })
      .where(and(eq(memberships.userId, userId), eq(memberships.troopId, troopId))),
  );
}

export type NewMembership = { userId: string; troopId: string; role: Role; leaderRole?: LeaderRole | null };

/** Adds the account to a troop; one role per troop, so a second membership there is refused (409). */
export async function addMembership(tx: DbOrTx, membership: NewMembership): Promise<void> {
  const rows = await tx
    .insert(memberships)
    .values({ ...membership, leaderRole: membership.role === "leader" ? (membership.leaderRole ?? "assistant") : null })
    .onConflictDoNothing({ target: [memberships.userId, memberships.troopId] })
    .returning({ id: memberships.id });
  if (rows.length === 0) throw new HttpError(409, MEMBERSHIP_MESSAGES.alreadyMember);
}

/**
 * The session acts in another of the account's troops. Any troop without a membership, one that
 * exists or not, is refused alike (403): the answer tells nothing about other troops.
 */
export async function switchSessionTroop(db: DbOrTx, userId: string, sid: string, troopId: string): Promise<void> {
  const [membership] = await acrossTroops(ACCOUNTS_OWN_TROOPS, () =>
    db
      .select({ id: memberships.id, paused: sql<boolean>`${troops.pausedAt} is not null` })
      .from(memberships)
      .innerJoin(troops, eq(troops.id, memberships.troopId))
      .where(and(eq(memberships.userId, userId), sql`${memberships.troopId}::text = ${troopId}`))
      .limit(1),
  );
  if (!membership) throw new HttpError(403, MEMBERSHIP_MESSAGES.notMember);
  if (membership.paused) throw new HttpError(403, TROOP_PAUSED);
  await db.transaction(async (tx) => {
    await tx.update(sessions).set({ troopId }).where(eq(sessions.sid, sid));
    await markTroopUsed(tx, userId, troopId);
  });
}
