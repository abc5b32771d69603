import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { insertResetLink } from "../../../tests/factories/reset-links";
import { login, type SignedIn, signUpLeader, signUpScout } from "../../../tests/factories/users";
import { asTestAppRole } from "../../../tests/setup/database-template";
import { requestsTo } from "../../../tests/setup/request-as";
import { createTestApp } from "../../../tests/setup/test-app";
import { type TestDatabase, testDriver } from "../../../tests/setup/test-database";
import type { App } from "../app";
import { sessions } from "../db/schema";
import { hashToken } from "./sessions";

const onPostgres = testDriver() === "pg";

/**
 * A second instance as another process runs it: its own connection pool, and the app's modules
 * loaded afresh, so nothing either keeps in memory is the other's. (Built from the same modules,
 * A's changes would also forget what B keeps, which two processes never do for each other.)
 */
async function secondInstance(database: TestDatabase): Promise<App> {
  vi.resetModules();
  const fresh: typeof import("../app") = await import("../app");
  // Its connections come from the fresh modules too: they send each statement in that app's troop scope.
  const { openPg }: typeof import("../db/client") = await import("../db/client");
  const url = database.url ?? "";
  const connection = openPg(url, 5, asTestAppRole(url));
  const app = await fresh.buildApp({ database: connection });
  const _as = requestsTo(app);
  await app.ready();
  afterAll(async () => {
    await app.close();
    await connection.close();
  });
  return app;
}

/**
 * A session ended by a sign-out, a password change or reset, or an erasure answers 401 on the
 * very next request, on the instance that ended it and, on PostgreSQL, on another instance that
 * had just used it and so kept its lookup.
 */
describe("sessions end everywhere at once", async () => {
  const a = await createTestApp();
  // The embedded database has one process: no second instance there.
  const b = onPostgres ? await secondInstance(a.database) : null;
  let leader: SignedIn;
  beforeAll(async () => {
    leader = await signUpLeader(a.app);
  });

  const anotherSession = async (who: SignedIn) => {
    const res = await login(a.app, who.email, who.password, "scout");
    expect(res.statusCode).toBe(200);
    return res.json().authToken as string;
  };

  /**
   * What reads with the token answer: the account (which an erasure removes too) and the troop's
   * events (which read nothing of the account, so only the session can refuse them).
   */
  const reads = async (app: App, token: string) => {
    const headers = { authorization: `Bearer ${token}` };
    const answers: number[] = [];
    for (const url of ["/api/auth/user", "/api/events"]) answers.push((await requestsTo(app)(null, { headers }).get(url)).statusCode);
    return answers;
  };

  /** The token is in use on `reader` right now: reads answer, twice in a row. */
  const inUse = async (reader: App, token: string) => {
    expect(await reads(reader, token)).toEqual([200, 200]);
    expect(await reads(reader, token)).toEqual([200, 200]);
  };

  const causes: { name: string; end: (scout: SignedIn & { scoutId: string }, token: string) => Promise<void> }[] = [
    {
      name: "a sign-out",
      end: async (_scout, token) => {
        const res = await a.as(null, { headers: { authorization: `Bearer ${token}` } }).get("/api/logout");
        expect(res.statusCode).toBe(200);
      },
    },
    {
      name: "a password change in another session",
      end: async (scout) => {
        const res = await a.as(scout).put("/api/change-password", { currentPassword: scout.password, newPassword: "changed-pass-1" });
        expect(res.statusCode).toBe(200);
      },
    },
    {
      name: "a leader setting the scout's password",
      end: async (scout) => {
        const res = await a.as(leader).put(`/api/scouts/${scout.scoutId}/password`, { newPassword: "set-by-leader-1" });
        expect(res.statusCode).toBe(200);
      },
    },
    {
      name: "a password reset",
      end: async (scout) => {
        const token = await insertResetLink(a.database.db, scout.userId);
        const res = await a.as(null).post("/api/password-reset", { token, newPassword: "after-reset-1" });
        expect(res.statusCode).toBe(200);
      },
    },
    {
      name: "erasing the scout",
      end: async (scout) => {
        const res = await a.as(leader).del(`/api/scouts/${scout.scoutId}`);
        expect(res.statusCode).toBe(204);
      },
    },
  ];

  const causeTests = (reader: () => App) => {
    for (const cause of causes) {
      it(`answers 401 right after ${cause.name}`, async () => {
        const scout = await signUpScout(a.app, leader);
        const token = await anotherSession(scout);
        await inUse(reader(), token);
        await cause.end(scout, token);
        expect(await reads(reader(), token)).toEqual([401, 401]);
        expect(
          await a.database.db
            .select()
            .from(sessions)
            .where(eq(sessions.sid, hashToken(token))),
        ).toHaveLength(0);
      });
    }
  };
  describe("read on the same instance", () => causeTests(() => a.app));
  describe.skipIf(!b)("read on another instance on the same PostgreSQL (the embedded database has one process)", () =>
    causeTests(() => b ?? a.app),
  );

  // Every instance keeps a session's lookup for reads; the causes above show a change forgets it everywhere.
  it("keeps a session's lookup for reads, on the embedded database and on each instance on PostgreSQL", async () => {
    const scout = await signUpScout(a.app, leader);
    const reader = b ?? a.app;
    // The clock stands still, so the kept lookup cannot run out on a slow machine.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      await inUse(reader, scout.token);
      // Removed behind the app's back: only a lookup kept from the read above still answers.
      await a.database.db.delete(sessions).where(eq(sessions.sid, hashToken(scout.token)));
      expect(await reads(reader, scout.token)).toEqual([200, 200]);
    } finally {
      vi.useRealTimers();
    }
  });
});
