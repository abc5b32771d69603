import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { login, type SignedIn, signUp, signUpLeader, troopCodes } from "../../../tests/factories/users";
import { requestsTo } from "../../../tests/setup/request-as";
import { createTestApp } from "../../../tests/setup/test-app";
import { buildApp } from "../app";
import { sessions, users } from "../db/schema";
import { forgetReads } from "../plugins/read-cache";
import { hashToken } from "./sessions";

const DAY = 24 * 60 * 60 * 1000;
const HOST = "troop.example";
const ORIGIN = `https://${HOST}`;

describe("sessions", async () => {
  const { app, database, as } = await createTestApp();
  const db = database.db;
  let leader: SignedIn;
  let scoutJoinCode: string;

  const newScout = (overrides = {}) => signUp(app, { role: "scout", inviteCode: scoutJoinCode, ...overrides });
  const me = (headers: Record<string, string>) => as(null, { headers }).get("/api/auth/user");
  const cookieHeader = (token: string) => ({ cookie: `sb_session=${token}` });
  const expiryOf = async (token: string) =>
    (
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.sid, hashToken(token)))
    )[0]?.expire;

  beforeAll(async () => {
    leader = await signUpLeader(app);
    scoutJoinCode = (await troopCodes(app, leader)).scoutJoinCode;
  });

  describe("authentication", () => {
    it("accepts the Bearer header and the cookie, and answers 401 without either", async () => {
      const bearer = await me(leader.headers);
      expect(bearer.statusCode).toBe(200);
      expect(bearer.json().id).toBe(leader.userId);
      const cookie = await me(cookieHeader(leader.token));
      expect(cookie.statusCode).toBe(200);
      expect(cookie.json().id).toBe(leader.userId);
      const none = await me({});
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual({ error: expect.any(String) });
      expect((await me({ authorization: "Bearer not-a-real-token" })).statusCode).toBe(401);
      expect((await me(cookieHeader("not-a-real-token"))).statusCode).toBe(401);
    });

    it("answers 401 once the session has expired, and does not revive it", async () => {
      const scout = await newScout();
      await db
        .update(sessions)
        .set({ expire: new Date(Date.now() - 1000) })
        .where(eq(sessions.sid, hashToken(scout.token)));
      expect((await me(scout.headers)).statusCode).toBe(401);
      expect((await expiryOf(scout.token))?.getTime()).toBeLessThan(Date.now());
    });

    it("removes expired sessions when the server starts", async () => {
      const expired = await newScout();
      const live = await newScout();
      await db
        .update(sessions)
        .set({ expire: new Date(Date.now() - DAY) })
        .where(eq(sessions.sid, hashToken(expired.token)));
      const restarted = await buildApp({ database });
      try {
        expect(
          await db
            .select()
            .from(sessions)
            .where(eq(sessions.sid, hashToken(expired.token))),
        ).toHaveLength(0);
        expect(
          await db
            .select()
            .from(sessions)
            .where(eq(sessions.sid, hashToken(live.token))),
        ).toHaveLength(1);
        expect((await requestsTo(restarted)(live).get("/api/auth/user")).statusCode).toBe(200);
      } finally {
        await restarted.close();
      }
    });

    it("slides the expiry to 30 days from now on use", async () => {
      const scout = await newScout();
      const initial = await expiryOf(scout.token);
      expect(Math.abs((initial?.getTime() ?? 0) - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
      await db
        .update(sessions)
        .set({ expire: new Date(Date.now() + 10 * DAY) })
        .where(eq(sessions.sid, hashToken(scout.token)));
      expect((await me(scout.headers)).statusCode).toBe(200);
      const slid = await expiryOf(scout.token);
      expect(Math.abs((slid?.getTime() ?? 0) - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
    });

    it("renews the cookie when the session slides, and only then", async () => {
      const scout = await newScout();
      const fresh = await me(cookieHeader(scout.token));
      expect(fresh.cookies.find((c) => c.name === "sb_session")).toBeUndefined();
      await db
        .update(sessions)
        .set({ expire: new Date(Date.now() + 10 * DAY) })
        .where(eq(sessions.sid, hashToken(scout.token)));
      // Twenty days on, the lookup the read above kept for a second is long gone.
      forgetReads();
      const res = await me({ ...scout.headers, ...cookieHeader(scout.token) });
      expect(res.statusCode).toBe(200);
      const cookie = res.cookies.find((c) => c.name === "sb_session");
      expect(cookie?.value).toBe(scout.token);
      expect(cookie?.httpOnly).toBe(true);
      expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);
    });

    it("ends a session 90 days after sign-in however often it is used", async () => {
      const scout = await newScout();
      const sid = hashToken(scout.token);
      // Used every day: the expiry slid to 30 days ahead, but the sign-in was 90 days ago.
      await db
        .update(sessions)
        .set({ createdAt: new Date(Date.now() - 90 * DAY - 60_000), expire: new Date(Date.now() + 29 * DAY) })
        .where(eq(sessions.sid, sid));
      expect((await me(scout.headers)).statusCode).toBe(401);
      expect((await me(cookieHeader(scout.token))).statusCode).toBe(401);
    });

    it("slides the expiry only up to the 90-day end, and the cookie follows", async () => {
      const scout = await newScout();
      const sid = hashToken(scout.token);
      const signedIn = Date.now() - 80 * DAY;
      await db
        .update(sessions)
        .set({ createdAt: new Date(signedIn), expire: new Date(Date.now() + DAY) })
        .where(eq(sessions.sid, sid));
      const res = await me({ ...scout.headers, ...cookieHeader(scout.token) });
      expect(res.statusCode).toBe(200);
      const end = signedIn + 90 * DAY;
      expect(Math.abs(((await expiryOf(scout.token))?.getTime() ?? 0) - end)).toBeLessThan(1000);
      const cookie = res.cookies.find((c) => c.name === "sb_session");
      expect(Math.abs((cookie?.maxAge ?? 0) - 10 * 24 * 60 * 60)).toBeLessThanOrEqual(2);
    });

    it("records the sign-in time of a new session", async () => {
      const scout = await newScout();
      const [row] = await db
        .select()
        .from(sessions)
        .where(eq(sessions.sid, hashToken(scout.token)));
      expect(Math.abs((row?.createdAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    });
  });

  describe("cookie-only state changes", () => {
    it("refuses a cookie-only POST from another origin or with no origin", async () => {
      const scout = await newScout();
      const foreign = await as(null, { headers: { host: HOST, origin: "https://evil.example", ...cookieHeader(scout.token) } }).post(
        "/api/mark-not-new",
      );
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toEqual({ error: expect.any(String) });
      const noOrigin = await as(null, { headers: { host: HOST, ...cookieHeader(scout.token) } }).post("/api/mark-not-new");
      expect(noOrigin.statusCode).toBe(403);
      // Nothing changed.
      expect((await me(scout.headers)).json().isNewUser).toBe(true);
    });

    it("refuses a cookie-only PUT from another origin and leaves the password alone", async () => {
      const scout = await newScout();
      const res = await as(null, { headers: { host: HOST, origin: "https://evil.example", ...cookieHeader(scout.token) } }).put(
        "/api/change-password",
        { currentPassword: scout.password, newPassword: "hijacked-1" },
      );
      expect(res.statusCode).toBe(403);
      expect((await login(app, scout.email, scout.password, "scout")).statusCode).toBe(200);
    });

    it("accepts a cookie-only POST from the app's own origin", async () => {
      const scout = await newScout();
      const res = await as(null, { headers: { host: HOST, origin: ORIGIN, ...cookieHeader(scout.token) } }).post("/api/mark-not-new");
      expect(res.statusCode).toBe(204);
      expect((await me(scout.headers)).json().isNewUser).toBe(false);
    });

    it("accepts the Bearer header from any origin", async () => {
      const scout = await newScout();
      const res = await as(null, { headers: { host: HOST, origin: "https://elsewhere.example", ...scout.headers } }).post(
        "/api/mark-not-new",
      );
      expect(res.statusCode).toBe(204);
      const noOrigin = await as(null, { headers: { host: HOST, ...scout.headers } }).post("/api/mark-not-new");
      expect(noOrigin.statusCode).toBe(204);
    });
  });

  describe("logout", () => {
    it("does not end a session on HEAD (a prefetch or link checker), nor mark anyone not new on HEAD /api/login", async () => {
      const scout = await newScout();
      for (const headers of [scout.headers, cookieHeader(scout.token)]) {
        const head = await as(null, { headers }).send("HEAD", "/api/logout");
        expect(head.statusCode).toBe(404);
        expect(head.cookies.find((c) => c.name === "sb_session")).toBeUndefined();
        expect((await me(scout.headers)).statusCode).toBe(200);
      }
      expect((await as(null, { headers: cookieHeader(scout.token) }).send("HEAD", "/api/login")).statusCode).toBe(404);
      expect((await me(scout.headers)).json().isNewUser).toBe(true);
    });

    it("deletes the session, clears the cookie and answers 200", async () => {
      const scout = await newScout();
      const res = await as(scout).get("/api/logout");
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      const cleared = res.cookies.find((c) => c.name === "sb_session");
      expect(cleared?.value).toBe("");
      expect(cleared?.expires && cleared.expires.getTime() <= Date.now()).toBe(true);
      expect((await me(scout.headers)).statusCode).toBe(401);
      expect(
        await db
          .select()
          .from(sessions)
          .where(eq(sessions.sid, hashToken(scout.token))),
      ).toHaveLength(0);
    });

    it("ends a session at once even right after it read (reads keep the session's lookup for a second)", async () => {
      const scout = await newScout();
      const other = (await login(app, scout.email, scout.password, "scout")).json().authToken as string;
      expect((await me(scout.headers)).statusCode).toBe(200);
      expect((await me({ authorization: `Bearer ${other}` })).statusCode).toBe(200);
      await as(scout).get("/api/logout");
      expect((await me(scout.headers)).statusCode).toBe(401);
      // A change (here the password) ends the other sessions at once too.
      const res = await as(null, { headers: { authorization: `Bearer ${other}` } }).put("/api/change-password", {
        currentPassword: scout.password,
        newPassword: "changed-pass-1",
      });
      expect(res.statusCode).toBe(200);
      const third = (await login(app, scout.email, "changed-pass-1", "scout")).json().authToken as string;
      expect((await me({ authorization: `Bearer ${third}` })).statusCode).toBe(200);
      await as(null, { headers: { authorization: `Bearer ${other}` } }).put("/api/change-password", {
        currentPassword: "changed-pass-1",
        newPassword: "changed-pass-2",
      });
      expect((await me({ authorization: `Bearer ${third}` })).statusCode).toBe(401);
    });

    it("signs out a cookie-only navigation too", async () => {
      const scout = await newScout();
      const res = await as(null, { headers: cookieHeader(scout.token) }).get("/api/logout");
      expect(res.statusCode).toBe(200);
      expect((await me(cookieHeader(scout.token))).statusCode).toBe(401);
    });

    it("ends only that session", async () => {
      const scout = await newScout();
      const second = (await login(app, scout.email, scout.password, "scout")).json().authToken as string;
      await as(scout).get("/api/logout");
      expect((await me({ authorization: `Bearer ${second}` })).statusCode).toBe(200);
    });

    it("leaves the session of a request another site started, and sends the person home", async () => {
      const scout = await newScout();
      for (const headers of [scout.headers, cookieHeader(scout.token)]) {
        const res = await as(null, { headers: { ...headers, "sec-fetch-site": "cross-site" } }).get("/api/logout");
        expect(res.statusCode).toBe(303);
        expect(res.headers.location).toBe("/");
        expect(res.cookies.find((c) => c.name === "sb_session")).toBeUndefined();
        expect((await me(headers)).statusCode).toBe(200);
      }
      expect(
        await db
          .select()
          .from(sessions)
          .where(eq(sessions.sid, hashToken(scout.token))),
      ).toHaveLength(1);
    });

    it("ends the session of a request from the app, the same site, a typed address or a client without Sec-Fetch-Site", async () => {
      for (const site of ["same-origin", "same-site", "none", undefined]) {
        const scout = await newScout();
        const headers = { ...cookieHeader(scout.token), ...(site ? { "sec-fetch-site": site } : {}) };
        const res = await as(null, { headers }).get("/api/logout");
        expect(res.statusCode, String(site)).toBe(200);
        expect(res.json()).toEqual({ ok: true });
        expect(res.cookies.find((c) => c.name === "sb_session")?.value).toBe("");
        expect((await me(cookieHeader(scout.token))).statusCode, String(site)).toBe(401);
      }
    });

    it("answers 200 when signed out", async () => {
      const res = await as(null).get("/api/logout");
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      const stale = await as(null, { headers: cookieHeader("stale-token") }).get("/api/logout");
      expect(stale.statusCode).toBe(200);
      expect(stale.cookies.find((c) => c.name === "sb_session")?.value).toBe("");
    });
  });

  describe("change password", () => {
    const change = (headers: Record<string, string>, payload: Record<string, unknown>) =>
      as(null, { headers }).put("/api/change-password", payload);

    it("answers 401 when signed out", async () => {
      expect((await change({}, { currentPassword: "secret123", newPassword: "another1" })).statusCode).toBe(401);
    });

    it("refuses a wrong current password", async () => {
      const scout = await newScout();
      const res = await change(scout.headers, { currentPassword: "not-my-password", newPassword: "brand-new-1" });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe("Current password is incorrect.");
      expect((await login(app, scout.email, scout.password, "scout")).statusCode).toBe(200);
    });

    it("refuses a new password that is too short or too long", async () => {
      const scout = await newScout();
      const short = await change(scout.headers, { currentPassword: scout.password, newPassword: "12345" });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toEqual({ error: "Password must be at least 6 characters.", fields: { newPassword: expect.any(String) } });
      const long = await change(scout.headers, { currentPassword: scout.password, newPassword: "x".repeat(129) });
      expect(long.statusCode).toBe(400);
      expect((await login(app, scout.email, scout.password, "scout")).statusCode).toBe(200);
    });

    it("stores the new password, keeps the calling session and ends the others", async () => {
      const scout = await newScout({ password: "old-password" });
      const other = (await login(app, scout.email, "old-password", "scout")).json().authToken as string;
      const res = await change(scout.headers, { currentPassword: "old-password", newPassword: "new-password" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect((await me(scout.headers)).statusCode).toBe(200);
      expect((await me({ authorization: `Bearer ${other}` })).statusCode).toBe(401);
      expect((await login(app, scout.email, "old-password", "scout")).statusCode).toBe(401);
      expect((await login(app, scout.email, "new-password", "scout")).statusCode).toBe(200);
      const [row] = await db.select().from(users).where(eq(users.id, scout.userId));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it("works for leaders too", async () => {
      const other = await signUpLeader(app, { inviteCode: (await troopCodes(app, leader)).leaderInviteCode, password: "leader-old" });
      const res = await change(other.headers, { currentPassword: "leader-old", newPassword: "leader-new" });
      expect(res.statusCode).toBe(200);
      expect((await login(app, other.email, "leader-new", "leader")).statusCode).toBe(200);
    });
  });

  describe("mark-not-new and the /api/login navigation", () => {
    it("marks the user not new (204), and answers 401 when signed out", async () => {
      const scout = await newScout();
      expect((await me(scout.headers)).json().isNewUser).toBe(true);
      const res = await as(scout).post("/api/mark-not-new");
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe("");
      expect((await me(scout.headers)).json().isNewUser).toBe(false);
      expect((await as(null).post("/api/mark-not-new")).statusCode).toBe(401);
    });

    it("redirects a signed-in navigation home and marks the user not new", async () => {
      const scout = await newScout();
      const res = await as(null, { headers: cookieHeader(scout.token) }).get("/api/login?role=scout");
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe("/");
      expect((await me(scout.headers)).json().isNewUser).toBe(false);
    });

    it("redirects a signed-out navigation to /login", async () => {
      const res = await as(null).get("/api/login?role=scout");
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe("/login");
    });
  });
});
