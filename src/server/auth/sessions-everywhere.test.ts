import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { insertResetLink } from "../../../tests/factories/reset-links";
import { login, type SignedIn, signUpLeader, signUpScout } from "../../../tests/factories/users";
import { createTestApp } from "../../../tests/setup/test-app";
import { testDriver } from "../../../tests/setup/test-database";
import { type App, buildApp } from "../app";
import { sessions } from "../db/schema";
import { hashToken } from "./sessions";

/**
 * A session ended by a sign-out, a password change or reset, or an erasure answers 401 on the
 * very next request, on the instance that ended it and on another instance on the same database
 * that had just used it (and so might have kept its lookup).
 */
describe("sessions end everywhere at once", async () => {
  const a = await createTestApp();
  // A second instance: its own connection pool on PostgreSQL (on the embedded database, which one
  // process owns, the same connection).
  const secondDatabase = a.database.connectAgain();
  const b = await buildApp({ database: secondDatabase });
  await b.ready();
  afterAll(async () => {
    await b.close();
    await secondDatabase.close();
  });
  let leader: SignedIn;
  beforeAll(async () => {
    leader = await signUpLeader(a.app);
  });

  const me = (app: App, token: string) =>
    app.inject({ method: "GET", url: "/api/auth/user", headers: { authorization: `Bearer ${token}` } });
  const anotherSession = async (who: SignedIn) => {
    const res = await login(a.app, who.email, who.password, "scout");
    expect(res.statusCode).toBe(200);
    return res.json().authToken as string;
  };

  /** The token is in use on `reader` right now: two reads in a row answer 200. */
  const inUse = async (reader: App, token: string) => {
    expect((await me(reader, token)).statusCode).toBe(200);
    expect((await me(reader, token)).statusCode).toBe(200);
  };

  const causes: { name: string; end: (scout: SignedIn & { scoutId: string }, token: string) => Promise<void> }[] = [
    {
      name: "a sign-out",
      end: async (_scout, token) => {
        const res = await a.app.inject({ method: "GET", url: "/api/logout", headers: { authorization: `Bearer ${token}` } });
        expect(res.statusCode).toBe(200);
      },
    },
    {
      name: "a password change in another session",
      end: async (scout) => {
        const res = await a.app.inject({
          method: "PUT",
          url: "/api/change-password",
          headers: scout.headers,
          payload: { currentPassword: scout.password, newPassword: "changed-pass-1" },
        });
        expect(res.statusCode).toBe(200);
      },
    },
    {
      name: "a leader setting the scout's password",
      end: async (scout) => {
        const res = await a.app.inject({
          method: "PUT",
          url: `/api/scouts/${scout.scoutId}/password`,
          headers: leader.headers,
          payload: { newPassword: "set-by-leader-1" },
        });
        expect(res.statusCode).toBe(200);
      },
    },
    {
      name: "a password reset",
      end: async (scout) => {
        const token = await insertResetLink(a.database.db, scout.userId);
        const res = await a.app.inject({ method: "POST", url: "/api/password-reset", payload: { token, newPassword: "after-reset-1" } });
        expect(res.statusCode).toBe(200);
      },
    },
    {
      name: "erasing the scout",
      end: async (scout) => {
        const res = await a.app.inject({ method: "DELETE", url: `/api/scouts/${scout.scoutId}`, headers: leader.headers });
        expect(res.statusCode).toBe(204);
      },
    },
  ];

  for (const where of ["another instance", "the same instance"] as const) {
    describe(`read on ${where}`, () => {
      const reader = () => (where === "another instance" ? b : a.app);
      for (const cause of causes) {
        it(`answers 401 right after ${cause.name}`, async () => {
          const scout = await signUpScout(a.app, leader);
          const token = await anotherSession(scout);
          await inUse(reader(), token);
          await cause.end(scout, token);
          expect((await me(reader(), token)).statusCode).toBe(401);
          expect(
            await a.database.db
              .select()
              .from(sessions)
              .where(eq(sessions.sid, hashToken(token))),
          ).toHaveLength(0);
        });
      }
    });
  }

  // The one place a session's lookup is kept: the embedded database, which one process owns.
  it(`${testDriver() === "pg" ? "looks the session up on every read on PostgreSQL" : "keeps a session's lookup for reads on the embedded database"}`, async () => {
    const scout = await signUpScout(a.app, leader);
    // The clock stands still, so the kept lookup cannot run out on a slow machine.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      await inUse(b, scout.token);
      // Removed behind the app's back: only a lookup kept from the read above still answers.
      await a.database.db.delete(sessions).where(eq(sessions.sid, hashToken(scout.token)));
      expect((await me(b, scout.token)).statusCode).toBe(testDriver() === "pg" ? 401 : 200);
    } finally {
      vi.useRealTimers();
    }
  });
});
