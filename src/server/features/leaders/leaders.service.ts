import { and, asc, eq, sql } from "drizzle-orm";
import { LAST_ADMIN, LAST_ADMIN_LEAVING, type Leader } from "../../../shared/api/leaders";
import type { LeaderRole } from "../../../shared/constants";
import type { Actor } from "../../auth/actor";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { calendarFeeds, memberships, sessions, troops, users } from "../../db/schema";
import { HttpError, notFound, requireUuid } from "../../lib/http-error";
import { ADMINS_ONLY } from "../../plugins/auth";

const leaderColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  // A leader with no recorded role counts as an assistant, as the session's actor does.
  leaderRole: sql<LeaderRole>`coalesce(${memberships.leaderRole}, 'assistant')`,
};

/** The troop's leader memberships, with their accounts. */
const leadersOf = (db: DbOrTx, troopId: string) =>
  db
    .select(leaderColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.troopId, troopId), eq(memberships.role, "leader")))
    .$dynamic();

const membershipOf = (troopId: string, userId: string) => and(eq(memberships.troopId, troopId), eq(memberships.userId, userId));

/** Every leader of the actor's troop: admins first, then by name. */
export async function listLeaders(db: DbOrTx, { troopId }: Actor): Promise<Leader[]> {
  return leadersOf(db, troopId).orderBy(
    sql`case when ${memberships.leaderRole} = 'admin' then 0 else 1 end`,
    asc(sql`lower(${users.firstName})`),
    asc(sql`lower(${users.lastName})`),
    asc(users.id),
  );
}

/** Locks the troop's row: changes of its leaders are counted one after the other. */
async function lockTroop(tx: Tx, troopId: string) {
  await tx.select({ id: troops.id }).from(troops).where(eq(troops.id, troopId)).for("update");
}

/** The acting leader is (still) an admin: another admin may have changed that since the route let them in. */
async function requireStillAdmin(tx: Tx, actor: Actor) {
  const [self] = await tx
    .select({ leaderRole: memberships.leaderRole })
    .from(memberships)
    .where(and(membershipOf(actor.troopId, actor.userId), eq(memberships.role, "leader")));
  if (self?.leaderRole !== "admin") throw new HttpError(403, ADMINS_ONLY);
}

/** A leader of the troop, or 404 (a scout, a parent, another troop's leader). */
async function troopLeader(tx: Tx, troopId: string, userId: string): Promise<Leader> {
  const [target] = await leadersOf(tx, troopId).where(and(eq(memberships.role, "leader"), membershipOf(troopId, userId)));
  if (!target) throw notFound("Leader");
  return target;
}

async function adminCount(tx: Tx, troopId: string): Promise<number> {
  const [admins] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(memberships)
    .where(and(eq(memberships.troopId, troopId), eq(memberships.role, "leader"), eq(memberships.leaderRole, "admin")));
  return admins?.count ?? 0;
}

/**
 * Gives a leader of the actor's troop a new role (docs/product.md, "Leaders' roles"). The troop's
 * row is locked first, so two admins demoting each other at once are counted one after the other
 * and the second finds the last admin: a troop always keeps one. The changed leader's very next
 * request sees the new role: sessions are looked up afresh on every change, and the lookups kept
 * for reads are forgotten with every change of the troop (plugins/read-cache.ts).
 */
export async function changeLeaderRole(db: Db, actor: Actor, userId: string, leaderRole: LeaderRole): Promise<Leader> {
  const { troopId } = actor;
  requireUuid(userId, "Leader");
  return db.transaction(async (tx) => {
    await lockTroop(tx, troopId);
    // The route let an admin in; another admin may have made them an assistant since, and that change comes first.
    await requireStillAdmin(tx, actor);
    const target = await troopLeader(tx, troopId, userId);
    if (target.leaderRole === leaderRole) return target;
    if (leaderRole === "assistant" && (await adminCount(tx, troopId)) <= 1) throw new HttpError(409, LAST_ADMIN);
    await tx.update(memberships).set({ leaderRole }).where(membershipOf(troopId, userId));
    return { ...target, leaderRole };
  });
}

/**
 * Ends a leader's access (running-a-troop.md §15, "Leaders leave"): an admin removes any leader, a
 * leader removes themself. The account stays in the troop, as a parent's (a parent code links
 * their own child later), but every session acting in the troop and the troop's calendar address
 * end at once, so the very next request there is signed out. Their other troops are untouched. The troop's row is locked first, as for a change of role, so two admins leaving at
 * once still leave one.
 */
export async function removeLeader(db: Db, actor: Actor, userId: string): Promise<void> {
  const { troopId } = actor;
  requireUuid(userId, "Leader");
  await db.transaction(async (tx) => {
    await lockTroop(tx, troopId);
    if (userId !== actor.userId) await requireStillAdmin(tx, actor);
    const target = await troopLeader(tx, troopId, userId);
    if (target.leaderRole === "admin" && (await adminCount(tx, troopId)) <= 1) throw new HttpError(409, LAST_ADMIN_LEAVING);
    await tx.update(memberships).set({ role: "parent", leaderRole: null }).where(membershipOf(troopId, userId));
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.troopId, troopId)));
    await tx.delete(calendarFeeds).where(and(eq(calendarFeeds.userId, userId), eq(calendarFeeds.troopId, troopId)));
  });
}
