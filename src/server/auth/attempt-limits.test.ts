import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import {
  addRosterScout,
  buildSignup,
  login,
  type SignedIn,
  signUpLeader,
  signUpParent,
  signUpScoutWithCode,
  someAddress,
  troopCodes,
} from "../../../tests/factories/users";
import { requestsTo } from "../../../tests/setup/request-as";
import { createTestApp } from "../../../tests/setup/test-app";
import { createTestDatabase } from "../../../tests/setup/test-database";
import { type App, buildApp } from "../app";
import { attemptCounters } from "../db/schema";
import { ATTEMPT_WINDOW_MS, MAX_ATTEMPTS, TOO_MANY_CODES } from "./attempt-limits";
import { DbCounterStore } from "./counter-store";

const statusCounts = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((acc, s) => {
    acc[s] = (acc[s] ?? 0) + 1;
    return acc;
  }, {});

const changePassword = (app: App, user: SignedIn, currentPassword: string) =>
  requestsTo(app)(user).put("/api/change-password", { currentPassword, newPassword: "brand-new-pass" });

const refusedSignup = (app: App, remoteAddress: string) =>
  requestsTo(app)(null, { remoteAddress }).post("/api/signup", buildSignup({ inviteCode: "WRONGCODE" }));

describe("attempt limits", async () => {
  const { app, database, as } = await createTestApp();
  const leader = await signUpLeader(app);

  it("checks at most 10 of 300 parallel wrong passwords for one account (401); the rest get 429", async () => {
    const victim = await signUpScoutWithCode(app, leader, { password: "right-pass" });
    const results = await Promise.all(Array.from({ length: 300 }, (_, i) => login(app, victim.email, `wrong-${i}`, "scout")));
    const counts = statusCounts(results.map((r) => r.statusCode));
    expect(counts).toEqual({ 401: MAX_ATTEMPTS, 429: 300 - MAX_ATTEMPTS });
    expect(results.find((r) => r.statusCode === 429)?.json()).toEqual({
      error: "Too many failed sign-in attempts. Please try again in 15 minutes.",
    });
    // The right password is refused too until the window ends.
    expect((await login(app, victim.email, "right-pass", "scout")).statusCode).toBe(429);
  });

  it("a proven password clears the account's count", async () => {
    const scout = await signUpScoutWithCode(app, leader, { password: "right-pass" });
    for (let i = 0; i < MAX_ATTEMPTS - 1; i++) expect((await login(app, scout.email, "wrong", "scout")).statusCode).toBe(401);
    expect((await login(app, scout.email, "right-pass", "scout")).statusCode).toBe(200);
    for (let i = 0; i < MAX_ATTEMPTS; i++) expect((await login(app, scout.email, "wrong", "scout")).statusCode).toBe(401);
    expect((await login(app, scout.email, "wrong", "scout")).statusCode).toBe(429);
  });

  it("lets a troop sign in at a meeting from one address: a right password takes its attempt back", async () => {
    const address = someAddress();
    const scouts = await Promise.all(Array.from({ length: 30 }, () => signUpScoutWithCode(app, leader, { password: "right-pass" })));
    // Thirty children over a few minutes, five at the very same moment: never refused.
    const statuses: number[] = [];
    for (let i = 0; i < scouts.length; i += 5) {
      const wave = await Promise.all(scouts.slice(i, i + 5).map((s) => login(app, s.email, "right-pass", "scout", address)));
      statuses.push(...wave.map((r) => r.statusCode));
    }
    expect(statuses).toEqual(scouts.map(() => 200));
  });

  it("limits wrong current passwords per user: 10 parallel wrong ones are checked (400), the rest 429", async () => {
    const scout = await signUpScoutWithCode(app, leader, { password: "right-pass" });
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => changePassword(app, scout, `wrong-${i}`)));
    expect(statusCounts(results.map((r) => r.statusCode))).toEqual({ 400: MAX_ATTEMPTS, 429: 60 - MAX_ATTEMPTS });
    expect(results.find((r) => r.statusCode === 429)?.json()).toEqual({
      error: "Too many wrong passwords. Please try again in 15 minutes.",
    });
    expect((await changePassword(app, scout, "right-pass")).statusCode).toBe(429);
    // Only this user: another one changes their password.
    const other = await signUpScoutWithCode(app, leader, { password: "other-pass" });
    expect((await changePassword(app, other, "other-pass")).statusCode).toBe(200);
  });

  it("counts refused sign-ups only: forty scouts sign up from one address, then 10 refusals, then 429", async () => {
    const address = someAddress();
    const { scoutJoinCode } = await troopCodes(app, leader);
    const signups = [];
    // A troop signing up at one meeting, five at the very same moment.
    for (let wave = 0; wave < 8; wave++) {
      signups.push(
        ...(await Promise.all(
          Array.from({ length: 5 }, () =>
            as(null, { remoteAddress: address }).post("/api/signup", buildSignup({ inviteCode: scoutJoinCode })),
          ),
        )),
      );
    }
    expect(signups.map((r) => r.statusCode)).toEqual(signups.map(() => 201));
    // A taken email (409) and a bad field (400) are not refusals of access: they do not count.
    const taken = await as(null, { remoteAddress: address }).post("/api/signup", {
      ...buildSignup({ inviteCode: scoutJoinCode }),
      email: signups[0]?.json().user.email,
    });
    expect(taken.statusCode).toBe(409);
    expect((await as(null, { remoteAddress: address }).post("/api/signup", buildSignup({ password: "x" }))).statusCode).toBe(400);
    for (let i = 0; i < MAX_ATTEMPTS; i++) expect((await refusedSignup(app, address)).statusCode).toBe(403);
    const blocked = await refusedSignup(app, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: "Too many refused sign-ups from this address. Please try again in 15 minutes." });
    // Once the address is blocked, even a valid code waits for the window to end.
    const valid = await as(null, { remoteAddress: address }).post("/api/signup", buildSignup({ inviteCode: scoutJoinCode }));
    expect(valid.statusCode).toBe(429);
  });

  it("keeps counts in windows: a hit after the window ends starts again at 1; maintenance sweeps ended rows", async () => {
    const store = new DbCounterStore(database.db);
    const key = `test:${someAddress()}`;
    expect(await store.hit(key, ATTEMPT_WINDOW_MS)).toBe(1);
    expect(await store.hit(key, ATTEMPT_WINDOW_MS)).toBe(2);
    expect(await store.count(key)).toBe(2);
    await database.db.update(attemptCounters).set({ windowEnds: sql`now() - interval '1 second'` }).where(eq(attemptCounters.key, key));
    expect(await store.count(key)).toBe(0);
    expect(await store.hit(key, ATTEMPT_WINDOW_MS)).toBe(1);
    const [row] = await database.db.select().from(attemptCounters).where(eq(attemptCounters.key, key));
    expect(row?.windowEnds.getTime()).toBeGreaterThan(Date.now() + ATTEMPT_WINDOW_MS - 60_000);
  });
});

/** Two app instances on one store must limit together (the same counts, whichever one is asked). */
function limitsTogether(label: string, makeApps: () => Promise<[App, App]>) {
  describe(`two app instances on ${label} limit together`, async () => {
    const [a, b] = await makeApps();
    const leader = await signUpLeader(a);

    it("sign-ins: failures on either count for both, in sequence and in a parallel burst", async () => {
      const scout = await signUpScoutWithCode(a, leader, { password: "right-pass" });
      for (let i = 0; i < MAX_ATTEMPTS / 2; i++) {
        expect((await login(a, scout.email, "wrong", "scout")).statusCode).toBe(401);
        expect((await login(b, scout.email, "wrong", "scout")).statusCode).toBe(401);
      }
      expect((await login(a, scout.email, "right-pass", "scout")).statusCode).toBe(429);
      expect((await login(b, scout.email, "right-pass", "scout")).statusCode).toBe(429);

      const other = await signUpScoutWithCode(b, leader, { password: "right-pass" });
      const burst = await Promise.all(Array.from({ length: 100 }, (_, i) => login(i % 2 ? a : b, other.email, `wrong-${i}`, "scout")));
      expect(statusCounts(burst.map((r) => r.statusCode))).toEqual({ 401: MAX_ATTEMPTS, 429: 100 - MAX_ATTEMPTS });
    });

    it("password changes: wrong current passwords on either count for both", async () => {
      const scout = await signUpScoutWithCode(a, leader, { password: "right-pass" });
      for (let i = 0; i < MAX_ATTEMPTS / 2; i++) {
        expect((await changePassword(a, scout, "wrong")).statusCode).toBe(400);
        expect((await changePassword(b, scout, "wrong")).statusCode).toBe(400);
      }
      expect((await changePassword(a, scout, "right-pass")).statusCode).toBe(429);
      expect((await changePassword(b, scout, "right-pass")).statusCode).toBe(429);
    });

    it("300 parallel wrong passwords at 300 different accounts from one address: at most 10 are checked", async () => {
      const address = someAddress();
      const burst = await Promise.all(
        Array.from({ length: 300 }, (_, i) => login(i % 2 ? a : b, `nobody-${i}-${address}@example.com`, "wrong", "scout", address)),
      );
      const counts = statusCounts(burst.map((r) => r.statusCode));
      expect(counts[429]).toBeGreaterThanOrEqual(300 - MAX_ATTEMPTS);
      expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(300);
    });

    it("300 parallel sign-ups and invite look-ups with wrong codes from one address: at most 10 are checked", async () => {
      const address = someAddress();
      const burst = await Promise.all(
        Array.from({ length: 300 }, (_, i) =>
          i % 3 === 0
            ? requestsTo(i % 2 ? a : b)(null, { remoteAddress: address }).post("/api/invites/lookup", { code: `WRONG${i}XYZ` })
            : refusedSignup(i % 2 ? a : b, address),
        ),
      );
      const counts = statusCounts(burst.map((r) => r.statusCode));
      expect(counts[429]).toBeGreaterThanOrEqual(300 - MAX_ATTEMPTS);
      expect((counts[403] ?? 0) + (counts[429] ?? 0)).toBe(300);
    });

    it("a parent's 60 parallel wrong child codes: at most 10 are checked, per parent", async () => {
      const scout = await addRosterScout(a, leader);
      const parent = await signUpParent(a, leader, scout.id);
      const burst = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          requestsTo(i % 2 ? a : b)(parent, { remoteAddress: someAddress() }).post("/api/parent/children", { inviteCode: `WRONG${i}XYZ` }),
        ),
      );
      const counts = statusCounts(burst.map((r) => r.statusCode));
      expect(counts[429]).toBeGreaterThanOrEqual(60 - MAX_ATTEMPTS);
      expect(burst.find((r) => r.statusCode === 429)?.json()).toEqual({ error: TOO_MANY_CODES });
    });

    it("a route's own limit holds across both instances (password-reset requests, 30 per address)", async () => {
      const address = someAddress();
      const burst = await Promise.all(
        Array.from({ length: 80 }, (_, i) =>
          requestsTo(i % 2 ? a : b)(null, { remoteAddress: address }).post("/api/password-reset/request", { email: "someone@example.com" }),
        ),
      );
      expect(statusCounts(burst.map((r) => r.statusCode))).toEqual({ 202: 30, 429: 50 });
    });

    it("sign-ups: refusals on either count for both", async () => {
      const address = someAddress();
      for (let i = 0; i < MAX_ATTEMPTS / 2; i++) {
        expect((await refusedSignup(a, address)).statusCode).toBe(403);
        expect((await refusedSignup(b, address)).statusCode).toBe(403);
      }
      expect((await refusedSignup(a, address)).statusCode).toBe(429);
      expect((await refusedSignup(b, address)).statusCode).toBe(429);
    });
  });
}

limitsTogether(process.env.TEST_DATABASE_URL ? "one PostgreSQL database" : "one embedded database", async () => {
  const database = await createTestDatabase();
  // PostgreSQL: a second connection pool, as a second process would open; embedded: the one database object.
  const second = database.url ? database.connectAgain() : database;
  const a = await buildApp({ database });
  const b = await buildApp({ database: second });
  afterAll(async () => {
    await a.close();
    await b.close();
    if (second !== database) await second.close();
    await database.close();
  });
  return [a, b];
});

// Redis (REDIS_URL in production): run with TEST_REDIS_URL=redis://127.0.0.1:6379.
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  limitsTogether("one Redis", async () => {
    const database = await createTestDatabase();
    const second = database.url ? database.connectAgain() : database;
    const a = await buildApp({ database, redisUrl });
    const b = await buildApp({ database: second, redisUrl });
    afterAll(async () => {
      await a.close();
      await b.close();
      if (second !== database) await second.close();
      await database.close();
    });
    return [a, b];
  });
}
