import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { prepared } from "../db/prepared";
import { memberships, scouts, sessions, troops, users } from "../db/schema";
import { inSessionTroop } from "../db/troop-scope";
import type { Account, Actor } from "./actor";

export const SESSION_DAYS = 30;
/** A session ends this long after sign-in, however often it is used. */
export const SESSION_MAX_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Sliding expiry is written at most once an hour per session, not on every request. */
const SLIDE_AFTER_MS = 60 * 60 * 1000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const expiryFromNow = () => new Date(Date.now() + SESSION_DAYS * DAY_MS);
/** The sliding expiry, never past the session's 90-day end. */
const nextExpiry = (signedInAt: Date) => new Date(Math.min(expiryFromNow().getTime(), signedInAt.getTime() + SESSION_MAX_DAYS * DAY_MS));

/**
 * A random 256-bit token; only its SHA-256 is stored. The session acts in `troopId`, one of the
 * account's troops, or in none (null) for an account that belongs to no troop (a commissioner's).
 */
export async function createSession(db: DbOrTx, userId: string, troopId: string | null, userAgent?: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    sid: hashToken(token),
    userId,
    troopId,
    sess: { createdAt: new Date().toISOString(), userAgent: userAgent?.slice(0, 200) },
    expire: expiryFromNow(),
  });
  return token;
}

/** Every API request runs this once: prepared (see db/prepared.ts). */
const sessionActorQuery = prepared("session_actor", (db) =>
  db
    .select({
      expire: sessions.expire,
      signedInAt: sessions.createdAt,
      userId: users.id,
      troopId: memberships.troopId,
      role: memberships.role,
      firstName: users.firstName,
      lastName: users.lastName,
      leaderRole: memberships.leaderRole,
      scoutId: scouts.id,
      patrolId: scouts.patrolId,
      patrolLeader: scouts.patrolLeader,
      pausedAt: troops.pausedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // Outer joins: a session of no troop (a commissioner's) has neither troop nor membership.
    .leftJoin(troops, eq(troops.id, sessions.troopId))
    .leftJoin(memberships, and(eq(memberships.userId, sessions.userId), eq(memberships.troopId, sessions.troopId)))
    .leftJoin(scouts, and(eq(scouts.userId, users.id), eq(scouts.troopId, sessions.troopId)))
    .where(
      and(
        eq(sessions.sid, sql.placeholder("sid")),
        gt(sessions.expire, sql.placeholder("now")),
        gt(sessions.createdAt, sql.placeholder("signedInAfter")),
        // The membership in the session's troop: an account taken out of that troop acts there no more.
        or(isNull(sessions.troopId), isNotNull(memberships.id)),
      ),
    )
    .limit(1),
);

export type FoundSession = {
  sid: string;
  account: Account;
  /** Who acts in the session's troop; null for a session of no troop. */
  actor: Actor | null;
  renewed: boolean;
  expires: Date;
  paused: boolean;
};

/**
 * The session's account and Actor, with the roster record of a scout account in the same query;
 * `renewed` says the expiry just slid forward to `expires` (the cookie should follow); `paused`,
 * that the operator paused the session's troop.
 */
export async function findSessionActor(db: DbOrTx, token: string): Promise<FoundSession | null> {
  const sid = hashToken(token);
  const now = Date.now();
  // Before the request knows its troop, this one lookup sees the session's troop (db/troop-scope.ts).
  const rows = await inSessionTroop(sid, () =>
    sessionActorQuery(db).execute({
      sid,
      now: new Date(now),
      signedInAfter: new Date(now - SESSION_MAX_DAYS * DAY_MS),
    }),
  );
  const row = rows[0];
  if (!row) return null;
  const account: Account = { userId: row.userId, name: `${row.firstName} ${row.lastName}` };
  const actor: Actor | null =
    row.troopId === null || row.role === null
      ? null
      : {
          ...account,
          troopId: row.troopId,
          role: row.role,
          scoutId: row.role === "scout" ? row.scoutId : null,
          // A leader without a recorded role (none should be left) is treated as an assistant: never more rights than given.
          leaderRole: row.role === "leader" ? (row.leaderRole ?? "assistant") : null,
          leadsPatrolId: row.role === "scout" && row.patrolLeader ? row.patrolId : null,
        };
  const next = nextExpiry(row.signedInAt);
  const renewed = next.getTime() - row.expire.getTime() > SLIDE_AFTER_MS;
  if (renewed) await db.update(sessions).set({ expire: next }).where(eq(sessions.sid, sid));
  return { sid, account, actor, renewed, expires: renewed ? next : row.expire, paused: row.pausedAt !== null };
}

/**
 * Signs out. The sign-out route is a GET that declares it changes something, so the session
 * lookups kept for reads are forgotten after it (plugins/read-cache.ts).
 */
export async function deleteSession(db: DbOrTx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, hashToken(token)));
}

export async function deleteOtherSessions(db: DbOrTx, userId: string, keepSid: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.sid, keepSid)));
}

export async function deleteExpiredSessions(db: DbOrTx): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expire, new Date()));
}
