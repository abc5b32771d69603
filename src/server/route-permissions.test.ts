import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBadge, UNKNOWN_ID } from "../../tests/factories/badges";
import { signUpCommissioner } from "../../tests/factories/districts";
import { createEvent } from "../../tests/factories/events";
import { signUpAssistant, signUpLeader, signUpParent, signUpScout } from "../../tests/factories/users";
import { registeredRoutes } from "../../tests/setup/registered-routes";
import { createTestApp } from "../../tests/setup/test-app";
import { DISTRICT_MESSAGES } from "../shared/api/districts";
import { SESSION_COOKIE } from "./auth/session-cookie";
import { hashToken } from "./auth/sessions";
import { sessions } from "./db/schema";
import { ADMINS_ONLY, NO_TROOP_YET } from "./plugins/auth";

/** Who may call what: one line per registered route ("admin": leaders who are the troop's admins). */
const ACCESS: Record<string, "public" | "signed-in" | "scout" | "leader" | "admin" | "parent"> = {
  "GET /api/health": "public",
  // An email's unsubscribe link: the signed token is the authority, no session is read (outside /api).
  "GET /unsubscribe": "public",
  "POST /unsubscribe": "public",
  "POST /unsubscribe/undo": "public",
  "POST /api/signup": "public",
  // Signed in or out: a signed-out founder's account comes with the troop (TROOP_SIGNUP decides who may).
  "POST /api/troops": "public",
  "POST /api/memberships": "signed-in",
  "POST /api/session/troop": "signed-in",
  "POST /api/login-credentials": "public",
  "GET /api/login": "public",
  "GET /api/logout": "public",
  "GET /api/troop/branding": "public",
  "GET /api/public/troop": "public",
  "GET /api/public/troops/:slug": "public",
  "GET /api/public/troops/:slug/branding": "public",
  "GET /api/public/deployment": "public",
  "GET /api/public/invite-branding": "public",
  "GET /api/calendar/:file": "public",
  "GET /api/calendar/feed": "signed-in",
  "POST /api/calendar/feed/reset": "signed-in",
  "GET /api/events/:id/ics": "signed-in",
  "GET /api/auth/user": "signed-in",
  "POST /api/mark-not-new": "signed-in",
  "PUT /api/change-password": "signed-in",
  "GET /api/scout/profile": "signed-in",
  "GET /api/account/phone": "signed-in",
  "PUT /api/account/phone": "signed-in",
  "GET /api/badges": "signed-in",
  "GET /api/badges/earned": "signed-in",
  "GET /api/badges/earned-fresh": "signed-in",
  "PATCH /api/badges/:id/earn": "scout",
  "PATCH /api/badges/:id/progress": "scout",
  "POST /api/badges": "leader",
  "PATCH /api/badges/:id": "leader",
  "DELETE /api/badges/:id": "leader",
  "GET /api/badges/stats": "leader",
  "GET /api/events": "signed-in",
  "GET /api/events/upcoming": "signed-in",
  "GET /api/events/featured": "signed-in",
  "GET /api/events/:id/participation": "signed-in",
  "PATCH /api/events/:id/join": "signed-in",
  "POST /api/events": "leader",
  "PATCH /api/events/:id": "leader",
  "DELETE /api/events/:id": "leader",
  "GET /api/events/:id/participants": "leader",
  "GET /api/events/pending-requests": "leader",
  "DELETE /api/events/:eventId/participants/:participantId": "leader",
  "GET /api/scouts": "leader",
  "POST /api/scouts": "leader",
  "PATCH /api/scouts/:id": "leader",
  "DELETE /api/scouts/:id": "admin",
  "POST /api/scouts/import": "leader",
  "POST /api/scouts/:id/merge": "admin",
  "GET /api/scout-badges": "leader",
  "POST /api/scouts/:id/award-badge": "leader",
  "POST /api/scouts/bulk-award-badge": "leader",
  "POST /api/scouts/batch-award-badge": "leader",
  "GET /api/attendance": "leader",
  "POST /api/attendance": "leader",
  "GET /api/activities": "leader",
  "POST /api/activities/:id/reactions": "leader",
  "GET /api/troop/configuration": "leader",
  "PUT /api/troop/configuration": "admin",
  "POST /api/troop/configuration/regenerate-codes": "admin",
  "GET /api/leaders": "leader",
  "PATCH /api/leaders/:userId": "admin",
  // An admin removes anyone; an assistant only themself (leaders.test.ts), so another's id is refused.
  "DELETE /api/leaders/:userId": "admin",
  "GET /api/troop/features": "signed-in",
  "GET /api/troop/contact": "signed-in",
  "POST /api/troop/contact": "parent",
  "GET /api/activities/mine": "scout",
  "GET /api/badge-approvals": "leader",
  "POST /api/badge-approvals/approve": "leader",
  "POST /api/badge-approvals/:id/approve": "leader",
  "POST /api/badge-approvals/:id/return": "leader",
  "GET /api/awards/to-present": "leader",
  "POST /api/awards/presented": "leader",
  "GET /api/badges/nearly-there": "leader",
  "GET /api/badges/:id/progress": "leader",
  "GET /api/scouts/:id/progress": "leader",
  "POST /api/scouts/:scoutId/badges/:badgeId/requirements/:index/sign-off": "leader",
  "DELETE /api/scouts/:scoutId/badges/:badgeId/requirements/:index/sign-off": "leader",
  "POST /api/badges/:badgeId/requirements/:index/sign-off": "leader",
  "POST /api/scouts/:id/invite": "leader",
  "POST /api/scouts/:id/parent-invite": "leader",
  "GET /api/scouts/:id/invite": "leader",
  "GET /api/scouts/:id/parent-invite": "leader",
  "POST /api/scouts/invites": "leader",
  "POST /api/scouts/parent-invites": "leader",
  "DELETE /api/scouts/:id/parents/:userId": "leader",
  "POST /api/events/:eventId/participants/:participantId/approve": "leader",
  "POST /api/events/:eventId/participants/:participantId/decline": "leader",
  "POST /api/invites/lookup": "public",
  "GET /api/parent/children": "parent",
  "POST /api/parent/children": "parent",
  "PATCH /api/parent/children/:scoutId": "parent",
  "GET /api/parent/children/:scoutId/health": "parent",
  "PUT /api/parent/children/:scoutId/health": "parent",
  "GET /api/scouts/:id/health": "leader",
  "PUT /api/scouts/:id/health": "leader",
  "GET /api/parent/children/:scoutId/badges": "parent",
  "GET /api/parent/children/:scoutId/events": "parent",
  "GET /api/parent/children/:scoutId/activities": "parent",
  "PUT /api/parent/children/:scoutId/events/:eventId/participation": "parent",
  "DELETE /api/parent/children/:scoutId/events/:eventId/participation": "parent",
  "POST /api/parent/children/:scoutId/events/:eventId/approve": "parent",
  "POST /api/parent/children/:scoutId/events/:eventId/decline": "parent",
  "POST /api/password-reset/request": "public",
  "POST /api/password-reset": "public",
  "PUT /api/scouts/:id/password": "leader",
  "PUT /api/parent/children/:id/password": "parent",
  "GET /api/notifications/outbox": "leader",
  "GET /api/notifications/delivery": "leader",
  "GET /api/reports/weekly": "leader",
  "POST /api/reports/weekly/send": "leader",
  "POST /api/messages": "leader",
  "POST /api/messages/recipients-count": "leader",
  "GET /api/messages": "signed-in",
  "GET /api/messages/unread-count": "signed-in",
  "GET /api/messages/sent": "leader",
  "GET /api/messages/:id": "signed-in",
  "POST /api/messages/:id/read": "signed-in",
  "GET /api/messages/:id/receipts": "leader",
  "POST /api/messages/:id/reply": "parent",
  "PUT /api/events/:id/reply": "scout",
  "PUT /api/parent/children/:scoutId/events/:eventId/reply": "parent",
  "GET /api/events/:id/replies": "leader",
  "PUT /api/events/:id/replies/:scoutId": "leader",
  "POST /api/parent/children/:scoutId/events/:eventId/consent": "parent",
  "DELETE /api/parent/children/:scoutId/events/:eventId/consent": "parent",
  "POST /api/events/:id/participants/:scoutId/consent": "leader",
  "DELETE /api/events/:id/participants/:scoutId/consent": "leader",
  "PATCH /api/events/:id/participants/:scoutId": "leader",
  "GET /api/events/:id/camp-sheet": "leader",
  "GET /api/events/:id/camp-sheet/views": "leader",
  "GET /api/scout/health": "scout",
  "POST /api/events/:id/helpers": "parent",
  "PUT /api/events/:id/helpers": "parent",
  "DELETE /api/events/:id/helpers": "parent",
  // Leaders see every offer, a parent their own; scouts none (403, below).
  "GET /api/events/:id/helpers": "signed-in",
  "GET /api/patrols": "leader",
  "POST /api/patrols": "leader",
  "PATCH /api/patrols/:id": "leader",
  "DELETE /api/patrols/:id": "leader",
  "POST /api/scouts/move-to-patrol": "leader",
  "GET /api/patrols/mine": "scout",
  // Scouts who lead a patrol only (below).
  "GET /api/patrols/mine/progress": "signed-in",
  "GET /api/patrols/mine/attendance": "signed-in",
  // A district's commissioners only (below): no troop role opens them.
  "GET /api/district/overview": "signed-in",
  "POST /api/district/invites": "signed-in",
  // A troop's district: its leaders see it, its admins leave it.
  "GET /api/troop/district": "leader",
  "DELETE /api/troop/district": "admin",
};

/** Signed-in calls a parent may not make all the same (they sign their children up from the family page). */
const NOT_FOR_PARENTS = new Set(["PATCH /api/events/:id/join"]);
/** Signed-in calls a scout may not make: parents' offers of help are for leaders and the parent who made them. */
const NOT_FOR_SCOUTS = new Set(["GET /api/events/:id/helpers"]);
/** Signed-in calls only a scout who leads a patrol may make: leaders, parents and other scouts get 403. */
const PATROL_LEADERS_ONLY = new Set(["GET /api/patrols/mine/progress", "GET /api/patrols/mine/attendance"]);

/** Signed-in calls only a district's commissioners may make: every troop role gets 403. */
const COMMISSIONERS_ONLY = new Set(["GET /api/district/overview", "POST /api/district/invites"]);

/**
 * The account's own routes, which a session of no troop (a commissioner who belongs to none) reaches;
 * every other signed-in route is a troop's and answers it 403.
 */
const ACCOUNT_ROUTES = new Set([
  "GET /api/auth/user",
  "POST /api/mark-not-new",
  "PUT /api/change-password",
  "POST /api/memberships",
  "POST /api/session/troop",
  ...COMMISSIONERS_ONLY,
]);

const MUTATING = ["POST", "PUT", "PATCH", "DELETE"];

describe("every route's permission and origin check", async () => {
  const { app, database, as } = await createTestApp();
  const db = database.db;
  const leader = await signUpLeader(app);
  const scout = await signUpScout(app, leader);
  const parent = await signUpParent(app, leader, scout.scoutId);
  // A second leader joins with the leader invite code: an assistant.
  const assistant = await signUpAssistant(app, leader);
  const badge = await createBadge(app, leader);
  const event = await createEvent(app, leader);
  const districtOnly = await signUpCommissioner(app, db, "Route District");

  const routes = registeredRoutes();
  const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
  /** A concrete URL: every path parameter becomes an existing id (or an unknown one). */
  const concrete = (url: string) =>
    url
      .replace("/badges/:id", `/badges/${badge.id}`)
      .replace("/events/:id", `/events/${event.id}`)
      .replace("/events/:eventId", `/events/${event.id}`)
      .replace("/children/:scoutId", `/children/${scout.scoutId}`)
      .replace(/:[a-zA-Z]+/g, UNKNOWN_ID);
  const table = routes.map((r) => [key(r), r.method, concrete(r.url)] as const);

  it("classifies every registered route (a new route must be added to the table)", () => {
    expect(routes.map(key).sort()).toEqual(Object.keys(ACCESS).sort());
  });

  it.each(table)("%s: signed out", async (name, method, url) => {
    const res = await as(null).send(method, url);
    if (ACCESS[name] === "public") {
      expect(res.statusCode).not.toBe(401);
    } else {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: "Please sign in first." });
    }
  });

  const forLeaders = (name: string) => ACCESS[name] === "leader" || ACCESS[name] === "admin";

  it.each(table.filter(([name]) => forLeaders(name)))("%s: a scout gets 403", async (_name, method, url) => {
    const res = await as(scout).send(method, url, {});
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: "Only leaders can do this." });
  });

  it.each(table.filter(([name]) => ACCESS[name] === "scout"))("%s: a leader gets 403", async (_name, method, url) => {
    const res = await as(leader).send(method, url, {});
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: "Only scouts can do this." });
  });

  // Parents call no leader endpoint and no scout-only one.
  it.each(table.filter(([name]) => forLeaders(name) || ACCESS[name] === "scout"))("%s: a parent gets 403", async (name, method, url) => {
    const res = await as(parent).send(method, url, {});
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: forLeaders(name) ? "Only leaders can do this." : "Only scouts can do this." });
  });

  it.each(table.filter(([name]) => ACCESS[name] === "admin"))("%s: an assistant leader gets 403", async (_name, method, url) => {
    const res = await as(assistant).send(method, url, {});
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: ADMINS_ONLY });
  });

  it.each(table.filter(([name]) => ACCESS[name] === "leader"))("%s: an assistant leader is let in", async (_name, method, url) => {
    const res = await as(assistant).send(method, url, {});
    expect(res.statusCode).not.toBe(401);
    expect(res.statusCode).not.toBe(403);
  });

  it.each(table.filter(([name]) => NOT_FOR_PARENTS.has(name)))("%s: a parent gets 403", async (_name, method, url) => {
    const res = await as(parent).send(method, url, {});
    expect(res.statusCode).toBe(403);
  });

  it.each(table.filter(([name]) => NOT_FOR_SCOUTS.has(name)))("%s: a scout gets 403", async (_name, method, url) => {
    const res = await as(scout).send(method, url, {});
    expect(res.statusCode).toBe(403);
  });

  it.each(table.filter(([name]) => PATROL_LEADERS_ONLY.has(name)))(
    "%s: anyone but a patrol leader gets 403",
    async (_name, method, url) => {
      for (const who of [scout, leader, parent]) {
        const res = await as(who).send(method, url);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: "Only patrol leaders can do this." });
      }
    },
  );

  it.each(table.filter(([name]) => COMMISSIONERS_ONLY.has(name)))("%s: anyone but a commissioner gets 403", async (_name, method, url) => {
    for (const who of [scout, leader, assistant, parent]) {
      const res = await as(who).send(method, url, { email: "someone@example.com", districtId: "00000000-0000-4000-8000-000000000000" });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: DISTRICT_MESSAGES.commissionersOnly });
    }
  });

  it.each(table.filter(([name]) => ACCESS[name] !== "public" && !ACCOUNT_ROUTES.has(name)))(
    "%s: a commissioner of no troop gets 403",
    async (_name, method, url) => {
      const res = await as(districtOnly).send(method, url, {});
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: NO_TROOP_YET });
    },
  );

  it.each(table.filter(([name]) => ACCOUNT_ROUTES.has(name)))("%s: a commissioner of no troop is let in", async (_name, method, url) => {
    const res = await as(districtOnly).send(method, url, {});
    expect(res.statusCode).not.toBe(401);
    expect(res.statusCode).not.toBe(403);
  });

  it.each(table.filter(([name]) => ACCESS[name] === "parent"))("%s: a scout and a leader get 403", async (_name, method, url) => {
    for (const who of [scout, leader]) {
      const res = await as(who).send(method, url, {});
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: "Only parents can do this." });
    }
  });

  describe("a state change signed in by the cookie alone must come from the app's own origin", () => {
    // The unsubscribe link's POSTs read no session (a mail program posts them, RFC 8058): the check is for /api.
    const sessionRoute = (name: string) => name.includes(" /api/");
    const mutating = table.filter(([name, method]) => MUTATING.includes(method) && sessionRoute(name));
    const cookieOf = (token: string) => `${SESSION_COOKIE}=${token}`;

    it("covers every mutating route", () => {
      expect(mutating.length).toBe(routes.filter((r) => MUTATING.includes(r.method) && r.url.startsWith("/api/")).length);
      expect(mutating.length).toBeGreaterThan(20);
    });

    it.each(mutating)("%s: refused with no origin and with another origin", async (name, method, url) => {
      const who = ACCESS[name] === "scout" ? scout : ACCESS[name] === "parent" ? parent : leader;
      for (const origin of [undefined, "https://evil.example", "null"]) {
        const headers: Record<string, string> = { cookie: cookieOf(who.token), host: "localhost:3000" };
        if (origin) headers.origin = origin;
        const res = await as(null, { headers }).send(method, url, {});
        expect(res.statusCode, `origin ${origin}`).toBe(403);
        expect(res.json()).toEqual({ error: "This request must come from the app itself." });
      }
    });

    it.each(mutating)("%s: passes the origin check from the app's own origin", async (name, method, url) => {
      const who = ACCESS[name] === "scout" ? scout : ACCESS[name] === "parent" ? parent : leader;
      const headers = { cookie: cookieOf(who.token), host: "localhost:3000", origin: "http://localhost:3000" };
      // An empty body: the route answers 400/404/etc. on its own, past the origin check.
      const res = await as(null, { headers }).send(method, url, {});
      expect(res.body).not.toContain("must come from the app itself");
      expect(res.statusCode).not.toBe(401);
    });
  });

  describe("sessions", () => {
    it("logs out with the cookie alone: the session row goes and the cookie is cleared", async () => {
      const other = await signUpLeader(app, {
        inviteCode: (await as(leader).get("/api/troop/configuration")).json().leaderInviteCode,
      });
      const res = await as(null, { headers: { cookie: `${SESSION_COOKIE}=${other.token}` } }).get("/api/logout");
      expect(res.statusCode).toBe(200);
      expect(String(res.headers["set-cookie"])).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
      expect(
        await db
          .select()
          .from(sessions)
          .where(eq(sessions.sid, hashToken(other.token))),
      ).toEqual([]);
      const after = await as(null, { headers: { cookie: `${SESSION_COOKIE}=${other.token}` } }).get("/api/auth/user");
      expect(after.statusCode).toBe(401);
    });

    it("ends every session of an erased scout account (Bearer and cookie)", async () => {
      const child = await signUpScout(app, leader);
      const second = await as(null).post("/api/login-credentials", { username: child.email, password: child.password, role: "scout" });
      const secondToken: string = second.json().authToken;
      expect((await as(leader).del(`/api/scouts/${child.scoutId}`)).statusCode).toBe(204);
      for (const token of [child.token, secondToken]) {
        expect(
          await db
            .select()
            .from(sessions)
            .where(eq(sessions.sid, hashToken(token))),
        ).toEqual([]);
        const bearer = await as(null, { headers: { authorization: `Bearer ${token}` } }).get("/api/auth/user");
        expect(bearer.statusCode).toBe(401);
        const cookie = await as(null, { headers: { cookie: `${SESSION_COOKIE}=${token}` } }).get("/api/badges");
        expect(cookie.statusCode).toBe(401);
      }
    });
  });
});
