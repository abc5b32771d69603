import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/setup/test-database";
import { inTroop } from "./troop-scope";

/**
 * Each statement runs in the scope of the code that sent it (db/scoped-connection.ts), whichever
 * connection it gets, however many callers wait for one, and after a transaction rolled back.
 */
describe("statements in their troop's scope", async () => {
  const database = await createTestDatabase();
  afterAll(() => database.close());
  const db = database.appDb;
  const scopeNow = async () =>
    ((await db.execute(sql`select current_setting('app.troop_id', true) as scope`)) as unknown as { rows: { scope: string }[] }).rows[0]
      ?.scope;

  it("gives 200 parallel callers of 20 scopes each its own, however the pool hands out its connections", async () => {
    const troops = Array.from({ length: 20 }, () => randomUUID());
    const calls = Array.from({ length: 200 }, (_, i) => troops[i % troops.length] as string);
    const seen = await Promise.all(
      calls.map((troop) =>
        inTroop(troop, async () => {
          // A pause first, so callers wait for connections and get them back from one another.
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
          return scopeNow();
        }),
      ),
    );
    expect(seen).toEqual(calls);
  });

  it("sets the scope again after a transaction that changed it rolled back", async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    await inTroop(first, async () => {
      await db
        .transaction(async (tx) => {
          await inTroop(second, async () => {
            await tx.execute(sql`select 1`);
          });
          throw new Error("roll back");
        })
        .catch(() => {});
      expect(await scopeNow()).toBe(first);
    });
    await inTroop(second, async () => expect(await scopeNow()).toBe(second));
  });

  it("sends a statement outside any troop with no troop at all", async () => {
    await inTroop(randomUUID(), () => scopeNow());
    expect(await scopeNow()).toBe("");
  });
});
