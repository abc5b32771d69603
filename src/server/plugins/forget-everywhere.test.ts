import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDriver } from "../../../tests/setup/test-database";
import { type Forgetting, startForgettingEverywhere } from "./forget-everywhere";
import { changesNow, KEPT_MS, ReadCache } from "./read-cache";

/** A logger that remembers its warnings' messages and what they named. */
function warnings() {
  const seen: { message: string; fields: Record<string, unknown> }[] = [];
  const log = {
    warn: (fields: Record<string, unknown>, message: string) => seen.push({ message, fields }),
  } as unknown as FastifyBaseLogger;
  return { log, seen };
}

const until = async (done: () => boolean, timeoutMs: number) => {
  const end = performance.now() + timeoutMs;
  while (!done()) {
    if (performance.now() > end) throw new Error("waited too long");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/**
 * Two instances on one PostgreSQL database, in one process: the read kept here is forgotten by
 * whichever instance hears the other's change (both call this module's forgetReads).
 */
describe.skipIf(testDriver() !== "pg")("kept reads forgotten on every instance", () => {
  let database: TestDatabase;
  let url: string;
  const here = warnings();
  const there = warnings();
  let a: Forgetting;
  let b: Forgetting;
  beforeAll(async () => {
    database = await createTestDatabase();
    url = database.url ?? "";
    a = await startForgettingEverywhere(database.db, url, here.log);
    b = await startForgettingEverywhere(database.db, url, there.log);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await database.close();
  });

  const keptRead = (troopId: string) => {
    const cache = new ReadCache<string, string>(KEPT_MS, () => troopId);
    cache.keep("key", "kept", changesNow());
    return cache;
  };

  it("forgets the troop's reads on the other instance before the change's wait ends, and waits for nobody else", async () => {
    const cache = keptRead("troop A");
    const other = keptRead("troop B");
    expect(cache.get("key")).toBe("kept");
    await a.everywhere("troop A");
    expect(cache.get("key")).toBeNull();
    expect(other.get("key")).toBe("kept");
    expect(here.seen).toEqual([]);
  });

  it("waits as long as a read is kept for an instance that was seen and does not answer, and says which", async () => {
    await database.db.execute(sql`insert into app_instances (id, seen_at) values ('silent instance', now())`);
    try {
      const started = performance.now();
      await a.everywhere(null);
      // Whatever the silent instance kept began loading before the change, so it has run out now.
      expect(performance.now() - started).toBeGreaterThanOrEqual(KEPT_MS - 5);
      expect(here.seen.at(-1)?.fields.instances).toEqual(["silent instance"]);
    } finally {
      await database.db.execute(sql`delete from app_instances where id = 'silent instance'`);
    }
  });

  it("keeps nothing while an instance cannot hear the others, and keeps again once it listens again", async () => {
    // Another instance's connection to PostgreSQL is cut: its listening connection ends.
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name like 'scout-badges %' and pid <> pg_backend_pid() and datname = current_database() limit 1`,
    );
    await until(() => keptRead("troop C").get("key") === null, 3 * KEPT_MS);
    expect(there.seen.length + here.seen.length).toBeGreaterThan(0);
    // It reconnects and says it is running again.
    await until(() => keptRead("troop C").get("key") === "kept", 10 * KEPT_MS);
  });
});
