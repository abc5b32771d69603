import { randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Actor } from "../../auth/actor";
import type { DbOrTx } from "../../db/client";
import { calendarFeeds, memberships, scouts } from "../../db/schema";
import { acrossTroops } from "../../db/troop-scope";

/** 16 hex characters to find the row, then 32 base64url characters (192 bits) that must match. */
const SELECTOR_LENGTH = 16;
const TOKEN = /^[0-9a-f]{16}[A-Za-z0-9_-]{32}$/;

function newToken() {
  return { selector: randomBytes(8).toString("hex"), secret: randomBytes(24).toString("base64url") };
}

type FeedOf = Pick<Actor, "userId" | "troopId">;
const feedKey = [calendarFeeds.userId, calendarFeeds.troopId];

/** The account's feed token for the troop it acts in; the first call creates it, later calls return the same one. */
export async function feedToken(db: DbOrTx, { userId, troopId }: FeedOf): Promise<string> {
  // Two first visits at once: the primary key keeps one row and both read it back.
  await db
    .insert(calendarFeeds)
    .values({ userId, troopId, ...newToken() })
    .onConflictDoNothing({ target: feedKey });
  const [row] = await db
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.userId, userId), eq(calendarFeeds.troopId, troopId)));
  if (!row) throw new Error("calendar feed row missing after insert");
  return row.selector + row.secret;
}

/** A new token for the account in this troop; the old address stops working with this statement. */
export async function resetFeedToken(db: DbOrTx, { userId, troopId }: FeedOf): Promise<string> {
  const token = newToken();
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, troopId, ...token })
    .onConflictDoUpdate({ target: feedKey, set: token })
    .returning();
  if (!row) throw new Error("calendar feed upsert returned nothing");
  return row.selector + row.secret;
}

/**
 * The account's feed addresses, in every troop, stop working with this statement; the next visit to the calendar
 * settings makes a new one (feedToken). For when the account may have been someone else's.
 */
export async function dropFeedToken(db: DbOrTx, userId: string): Promise<void> {
  await acrossTroops("an account's feeds, in every troop it belongs to", () =>
    db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId)),
  );
}

/** Whose calendar a feed is: what the feed's contents depend on. */
export type FeedOwner = Pick<Actor, "userId" | "troopId" | "role" | "scoutId">;

/** The account a feed token belongs to, or null for anything else (malformed, unknown, reset). */
export async function findFeedOwner(db: DbOrTx, token: string): Promise<FeedOwner | null> {
  if (!TOKEN.test(token)) return null;
  const selector = token.slice(0, SELECTOR_LENGTH);
  const secret = Buffer.from(token.slice(SELECTOR_LENGTH));
  // Feed addresses are unique across the deployment; until one is found, nobody knows its troop.
  const [row] = await acrossTroops("a feed's address names its troop", () =>
    db
      .select({
        secret: calendarFeeds.secret,
        userId: calendarFeeds.userId,
        troopId: calendarFeeds.troopId,
        role: memberships.role,
        scoutId: scouts.id,
      })
      .from(calendarFeeds)
      // The feed names its troop; an account no longer of that troop has no feed of it.
      .innerJoin(memberships, and(eq(memberships.userId, calendarFeeds.userId), eq(memberships.troopId, calendarFeeds.troopId)))
      .leftJoin(scouts, and(eq(scouts.userId, calendarFeeds.userId), eq(scouts.troopId, calendarFeeds.troopId)))
      .where(eq(calendarFeeds.selector, selector)),
  );
  if (!row) return null;
  const stored = Buffer.from(row.secret);
  if (stored.length !== secret.length || !timingSafeEqual(stored, secret)) return null;
  return { userId: row.userId, troopId: row.troopId, role: row.role, scoutId: row.role === "scout" ? row.scoutId : null };
}
