import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, ne } from "drizzle-orm";
import type { Role } from "../../../shared/constants";
import type { DbOrTx } from "../../db/client";
import { sessions, users } from "../../db/schema";

export const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Sliding expiry is written at most once an hour per session, not on every request. */
const SLIDE_AFTER_MS = 60 * 60 * 1000;

export type SessionUser = {
  id: string;
  troopId: string;
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
};

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const expiryFromNow = () => new Date(Date.now() + SESSION_DAYS * DAY_MS);

/** A random 256-bit token; only its SHA-256 is stored. */
export async function createSession(db: DbOrTx, userId: string, userAgent?: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    sid: hashToken(token),
    userId,
    sess: { createdAt: new Date().toISOString(), userAgent: userAgent?.slice(0, 200) },
    expire: expiryFromNow(),
  });
  return token;
}

/** The session's user; `renewed` says the expiry just slid forward (the cookie should follow). */
export async function findSessionUser(db: DbOrTx, token: string): Promise<{ sid: string; user: SessionUser; renewed: boolean } | null> {
  const sid = hashToken(token);
  const rows = await db
    .select({
      expire: sessions.expire,
      id: users.id,
      troopId: users.troopId,
      role: users.role,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, new Date())))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { expire, ...user } = row;
  const renewed = expiryFromNow().getTime() - expire.getTime() > SLIDE_AFTER_MS;
  if (renewed) await db.update(sessions).set({ expire: expiryFromNow() }).where(eq(sessions.sid, sid));
  return { sid, user, renewed };
}

export async function deleteSession(db: DbOrTx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, hashToken(token)));
}

export async function deleteOtherSessions(db: DbOrTx, userId: string, keepSid: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.sid, keepSid)));
}

export async function deleteExpiredSessions(db: DbOrTx): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expire, new Date()));
}
