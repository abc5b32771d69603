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
  /** The count in the current window, 0 when none. */
  count(key: string): Promise<number>;
  /** Forgets the key (a proven sign-in clears its account's failures). */
  clear(key: string): Promise<void>;
}

/** One upsert per hit: the row lock of ON CONFLICT makes parallel hits on one key count one by one. */
export class DbCounterStore implements CounterStore {
  constructor(private readonly db: DbOrTx) {}

  async hit(key: string, windowMs: number): Promise<number> {
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
      .returning({ count: attemptCounters.count });
    if (!row) throw new Error("counter upsert returned nothing");
    return row.count;
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
return count`;

export class RedisCounterStore implements CounterStore {
  constructor(private readonly redis: Redis) {}

  async hit(key: string, windowMs: number): Promise<number> {
    return Number(await this.redis.eval(HIT_SCRIPT, 1, PREFIX + key, String(windowMs)));
  }

  async count(key: string): Promise<number> {
    return Number((await this.redis.get(PREFIX + key)) ?? 0);
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(PREFIX + key);
  }
}
