import { lt, sql } from "drizzle-orm";
import type { Redis } from "ioredis";
import type { DbOrTx } from "../db/client";
import { attemptCounters } from "../db/schema";

/**
 * Windowed counters shared by every app instance: in the database by default, in Redis when
 * REDIS_URL is set. A window starts with a key's first hit and lasts `windowMs`; a hit after it
 * starts a new one at 1.
 */
export interface CounterStore {
  /** Adds one, atomically, and returns the count in the current window (the hit included). */
  hit(key: string, windowMs: number): Promise<number>;
  /** As hit, with the time left in the window (for a limit's Retry-After). */
  hitWindow(key: string, windowMs: number): Promise<{ count: number; resetsInMs: number }>;
  /** Takes back one hit of the current window (an attempt that proved itself), never below 0. */
  release(key: string): Promise<void>;
  /** The count in the current window, 0 when none. */
  count(key: string): Promise<number>;
  /** Forgets the key (a proven sign-in clears its account's failures). */
  clear(key: string): Promise<void>;
}

/** One upsert per hit: the row lock of ON CONFLICT makes parallel hits on one key count one by one. */
export class DbCounterStore implements CounterStore {
  constructor(private readonly db: DbOrTx) {}

  async hit(key: string, windowMs: number): Promise<number> {
    return (await this.hitWindow(key, windowMs)).count;
  }

  async hitWindow(key: string, windowMs: number): Promise<{ count: number; resetsInMs: number }> {
    const ends = sql`now() + ${windowMs} * interval '1 millisecond'`;
    const expired = sql`${attemptCounters.windowEnds} <= now()`;
    const [row] = await this.db
      .insert(attemptCounters)
      .values({ key, count: 1, windowEnds: ends })
      .onConflictDoUpdate({
        target: attemptCounters.key,
        set: {
          count: sql`case when ${expired} then 1 else ${attemptCounters.count} + 1 end`,
          windowEnds: sql`case when ${expired} then excluded.window_ends else ${attemptCounters.windowEnds} end`,
        },
      })
      .returning({
        count: attemptCounters.count,
        resetsInMs: sql<number>`greatest(0, extract(epoch from (${attemptCounters.windowEnds} - now())) * 1000)::float8`.mapWith(Number),
      });
    if (!row) throw new Error("counter upsert returned nothing");
    return row;
  }

  async release(key: string): Promise<void> {
    await this.db
      .update(attemptCounters)
      .set({ count: sql`greatest(${attemptCounters.count} - 1, 0)` })
      .where(sql`${attemptCounters.key} = ${key} and ${attemptCounters.windowEnds} > now()`);
  }

  async count(key: string): Promise<number> {
    const [row] = await this.db
      .select({ count: attemptCounters.count })
      .from(attemptCounters)
      .where(sql`${attemptCounters.key} = ${key} and ${attemptCounters.windowEnds} > now()`);
    return row?.count ?? 0;
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(attemptCounters).where(sql`${attemptCounters.key} = ${key}`);
  }
}

/** Drops the rows of windows that have ended (run by the maintenance task). */
export async function deleteEndedCounters(db: DbOrTx): Promise<void> {
  await db.delete(attemptCounters).where(lt(attemptCounters.windowEnds, new Date()));
}

const PREFIX = "scout-badges:attempts:";

/** INCR and, on a new key, its expiry, in one script so no key is ever left without one. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

/** DECR only while the key lives and is above 0, so a release never makes a key without an expiry. */
const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

export class RedisCounterStore implements CounterStore {
  constructor(private readonly redis: Redis) {}

  async hit(key: string, windowMs: number): Promise<number> {
    return (await this.hitWindow(key, windowMs)).count;
  }

  async hitWindow(key: string, windowMs: number): Promise<{ count: number; resetsInMs: number }> {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, PREFIX + key, String(windowMs))) as [number, number];
    return { count: Number(count), resetsInMs: Math.max(0, Number(ttl)) };
  }

  async release(key: string): Promise<void> {
    await this.redis.eval(RELEASE_SCRIPT, 1, PREFIX + key);
  }

  async count(key: string): Promise<number> {
    return Number((await this.redis.get(PREFIX + key)) ?? 0);
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(PREFIX + key);
  }
}
