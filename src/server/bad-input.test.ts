import { describe, expect, it } from "vitest";
import { buildBadge, createBadge, createRosterScout, UNKNOWN_ID } from "../../tests/factories/badges";
import { buildEvent, createEvent } from "../../tests/factories/events";
import { buildSignup, signUpAssistant, signUpLeader, signUpParent, signUpScout, someAddress } from "../../tests/factories/users";
import { registeredRoutes } from "../../tests/setup/registered-routes";
import type { Sent } from "../../tests/setup/request-as";
import { createTestApp } from "../../tests/setup/test-app";
import { MAX_JSON_DEPTH } from "../shared/api/common";
import { BODY_LIMIT } from "./app";

/**
 * Robustness (invalid input answers 400, never 500): every route with a body, params or a
 * query is sent malformed input. Each answer is a client error with a JSON {error} body (or a
 * success, where the odd value is legitimately accepted or ignored), never a 500.
 */
const CLIENT_ERRORS = [400, 401, 403, 404, 409, 413, 414, 415, 422, 429];

type Who = "leader" | "scout" | "parent" | "public";

describe("bad input never produces a 500", async () => {
  // Troops may be started here, so a start's fields are checked rather than refused outright.
  const { app, as } = await createTestApp({ troopSignup: { mode: "open" } });
  const leader = await signUpLeader(app);
  const scout = await signUpScout(app, leader, { firstName: "Ada", lastName: "Pine" });
  const badge = await createBadge(app, leader);
  const event = await createEvent(app, leader);
  const rosterScout = await createRosterScout(app, leader);
  // A second leader whose role the first (the admin) changes.
  const assistant = await signUpAssistant(app, leader);
  const mergeFrom = await createRosterScout(app, leader);
  const joined = await as(scout).patch(`/api/events/${event.id}/join`);
  if (joined.statusCode !== 200) throw new Error(`join failed: ${joined.body}`);
  const participants = await as(leader).get(`/api/events/${event.id}/participants`);
  const participantId: string = participants.json()[0].id;
  const feed = await as(leader).get("/api/activities");
  const activityId: string = feed.json()[0].id;
  const awarded = await as(leader).post(`/api/scouts/${rosterScout.id}/award-badge`, { badgeId: badge.id });
  const awardId: string = awarded.json().id;

  // Rows that existed and were deleted: their ids must answer 404 like unknown ones.
  const goneBadge = await createBadge(app, leader);
  const goneEvent = await createEvent(app, leader);
  const goneScout = await createRosterScout(app, leader);
  for (const url of [`/api/badges/${goneBadge.id}`, `/api/events/${goneEvent.id}`, `/api/scouts/${goneScout.id}`]) {
    const res = await as(leader).del(url);
    if (res.statusCode !== 204) throw new Error(`delete failed: ${url} ${res.body}`);
  }

  // A parent of the roster scout without an account, so setting that child's password ends nobody's session here.
  const parent = await signUpParent(app, leader, rosterScout.id);
  // A message the parent below receives, so a reply's body is checked against a real message.
  const sent = await as(leader).post("/api/messages", { subject: "Camp", body: "Bring wellies.", audience: { kind: "parents" } });
  const messageId: string = sent.json().id;
  // An event that asks for consent, so signing and paper consent can succeed.
  const consentEvent = await createEvent(app, leader, { consentRequired: true, consentText: "I agree to the camp." });
  const patrolRes = await as(leader).post("/api/patrols", { name: "Bad Input Patrol", color: "#123456" });
  const patrolId: string = patrolRes.json().id;
  let patrolNames = 0;
  let troopsStarted = 0;
  const headersOf = (who: Who): Record<string, string> =>
    who === "leader" ? leader.headers : who === "scout" ? scout.headers : who === "parent" ? parent.headers : {};
  const child = (rest: string) => `/api/parent/children/${rosterScout.id}${rest}`;
  /** Two-slot routes: the bad id goes in one slot, a real id in the other, so no call ever names a real pair. */
  const eitherSlot = (id: string, bad: (id: string) => string, good: (id: string) => string) => (id.length % 2 === 0 ? bad(id) : good(id));

  /** For each route with a body: who may call it, a concrete URL, and a body it accepts. */
  const bodyRoutes: Record<string, { who: Who; url: string; body: () => Record<string, unknown> }> = {
    "POST /api/signup": { who: "public", url: "/api/signup", body: () => ({ ...buildSignup(), inviteCode: "SCOUT-NOPE" }) },
    "POST /api/troops": {
      who: "public",
      url: "/api/troops",
      body: () => {
        const n = ++troopsStarted;
        return {
          troopName: "Bad Input Troop",
          slug: `bad-input-${n}`,
          firstName: "Ima",
          lastName: "Founder",
          email: `founder-${n}@example.com`,
          password: "long enough password",
        };
      },
    },
    "POST /api/memberships": { who: "parent", url: "/api/memberships", body: () => ({ code: "LEAD-NOPE" }) },
    "POST /api/district/invites": {
      who: "leader",
      url: "/api/district/invites",
      body: () => ({ email: "commissioner@example.com", districtId: "00000000-0000-4000-8000-000000000000" }),
    },
    "POST /api/session/troop": {
      who: "leader",
      url: "/api/session/troop",
      body: () => ({ troopId: "00000000-0000-4000-8000-000000000000" }),
    },
    "POST /api/login-credentials": {
      who: "public",
      url: "/api/login-credentials",
      body: () => ({ username: leader.email, password: leader.password, role: "leader" }),
    },
    "PUT /api/change-password": {
      who: "leader",
      url: "/api/change-password",
      body: () => ({ currentPassword: leader.password, newPassword: leader.password }),
    },
    "PUT /api/account/phone": { who: "parent", url: "/api/account/phone", body: () => ({ phone: "+44 7700 900123" }) },
    "POST /api/troop/contact": {
      who: "parent",
      url: "/api/troop/contact",
      body: () => ({ subject: "Camp kit", message: "What does Bo need for camp?" }),
    },
    "PUT /api/troop/configuration": {
      who: "leader",
      url: "/api/troop/configuration",
      body: () => ({
        troopName: "Troop 7",
        logoUrl: "/logo.svg",
        primaryColor: "#123456",
        contactEmail: "troop@example.com",
        website: "https://example.com",
        customWelcomeMessage: "Welcome!",
        customBadgeCategories: [{ key: "water", label: "Water" }],
        additionalFields: { motto: "Be prepared" },
        enableActivityFeed: true,
      }),
    },
    "POST /api/badges": { who: "leader", url: "/api/badges", body: () => ({ ...buildBadge() }) },
    "PATCH /api/badges/:id": { who: "leader", url: `/api/badges/${badge.id}`, body: () => ({ name: "Knots" }) },
    "PATCH /api/badges/:id/progress": {
      who: "scout",
      url: `/api/badges/${badge.id}/progress`,
      body: () => ({ completedRequirements: [0] }),
    },
    "POST /api/scouts": {
      who: "leader",
      url: "/api/scouts",
      body: () => ({ name: "Robin Hood", phone: "555-0101", dateOfBirth: "2014-03-09", isActive: true, notes: "Likes maps." }),
    },
    "PATCH /api/scouts/:id": { who: "leader", url: `/api/scouts/${rosterScout.id}`, body: () => ({ name: "Robin Hood" }) },
    "PUT /api/scouts/:id/health": { who: "leader", url: `/api/scouts/${rosterScout.id}/health`, body: () => ({ allergies: "Peanuts" }) },
    "POST /api/scouts/import": { who: "leader", url: "/api/scouts/import", body: () => ({ rows: [{ name: "Imported Ivy" }] }) },
    // The first accepted body merges (and erases) mergeFrom; later ones find it gone (404).
    "POST /api/scouts/:id/merge": {
      who: "leader",
      url: `/api/scouts/${mergeFrom.id}/merge`,
      body: () => ({ intoScoutId: rosterScout.id }),
    },
    "PATCH /api/leaders/:userId": { who: "leader", url: `/api/leaders/${assistant.userId}`, body: () => ({ leaderRole: "assistant" }) },
    "POST /api/scouts/:id/award-badge": {
      who: "leader",
      url: `/api/scouts/${rosterScout.id}/award-badge`,
      body: () => ({ badgeId: badge.id }),
    },
    "POST /api/scouts/invites": { who: "leader", url: "/api/scouts/invites", body: () => ({ scoutIds: [rosterScout.id] }) },
    "POST /api/scouts/parent-invites": { who: "leader", url: "/api/scouts/parent-invites", body: () => ({ scoutIds: [rosterScout.id] }) },
    "POST /api/scouts/bulk-award-badge": {
      who: "leader",
      url: "/api/scouts/bulk-award-badge",
      body: () => ({ scoutIds: [rosterScout.id], badgeId: badge.id }),
    },
    "POST /api/scouts/batch-award-badge": {
      who: "leader",
      url: "/api/scouts/batch-award-badge",
      body: () => ({ scoutIds: [rosterScout.id], badgeId: badge.id }),
    },
    "POST /api/activities/:id/reactions": {
      who: "leader",
      url: `/api/activities/${activityId}/reactions`,
      body: () => ({ emoji: "🎉", message: "Well done" }),
    },
    "POST /api/badge-approvals/approve": { who: "leader", url: "/api/badge-approvals/approve", body: () => ({ ids: [activityId] }) },
    "POST /api/badge-approvals/:id/return": {
      who: "leader",
      url: `/api/badge-approvals/${activityId}/return`,
      body: () => ({ note: "Show me the knots again." }),
    },
    "POST /api/awards/presented": {
      who: "leader",
      url: "/api/awards/presented",
      body: () => ({ awardIds: [awardId], presentedAt: "2026-11-20" }),
    },
    "POST /api/scouts/:scoutId/badges/:badgeId/requirements/:index/sign-off": {
      who: "leader",
      url: `/api/scouts/${rosterScout.id}/badges/${badge.id}/requirements/0/sign-off`,
      body: () => ({ date: "2026-11-20", note: "Tied at the meeting." }),
    },
    "POST /api/badges/:badgeId/requirements/:index/sign-off": {
      who: "leader",
      url: `/api/badges/${badge.id}/requirements/0/sign-off`,
      body: () => ({ scoutIds: [rosterScout.id], date: "2026-11-20", note: "Troop night" }),
    },
    "POST /api/events": { who: "leader", url: "/api/events", body: () => ({ ...buildEvent() }) },
    "PATCH /api/events/:id": {
      who: "leader",
      url: `/api/events/${event.id}`,
      body: () => ({ title: "Hike", maxParticipants: 50, endDate: null }),
    },
    "POST /api/password-reset/request": { who: "public", url: "/api/password-reset/request", body: () => ({ email: scout.email }) },
    "POST /api/password-reset": {
      who: "public",
      url: "/api/password-reset",
      body: () => ({ token: "not-a-token", newPassword: "long-enough-1" }),
    },
    "PUT /api/scouts/:id/password": {
      who: "leader",
      url: `/api/scouts/${rosterScout.id}/password`,
      body: () => ({ newPassword: "long-enough-1" }),
    },
    "POST /api/invites/lookup": { who: "public", url: "/api/invites/lookup", body: () => ({ code: "ABCD2345" }) },
    "POST /api/parent/children": { who: "parent", url: "/api/parent/children", body: () => ({ inviteCode: "ABCD2345" }) },
    "PATCH /api/parent/children/:scoutId": { who: "parent", url: child(""), body: () => ({ phone: "555-0101", emergencyContact: "Pat" }) },
    "PUT /api/parent/children/:scoutId/health": { who: "parent", url: child("/health"), body: () => ({ dietaryNeeds: "Vegetarian" }) },
    "PUT /api/parent/children/:id/password": { who: "parent", url: child("/password"), body: () => ({ newPassword: "long-enough-1" }) },
    "POST /api/messages": {
      who: "leader",
      url: "/api/messages",
      body: () => ({ subject: "Camp", body: "Bring wellies.", audience: { kind: "troop" } }),
    },
    "POST /api/messages/recipients-count": {
      who: "leader",
      url: "/api/messages/recipients-count",
      body: () => ({ audience: { kind: "event", eventId: event.id } }),
    },
    "POST /api/messages/:id/reply": {
      who: "parent",
      url: `/api/messages/${messageId}/reply`,
      body: () => ({ body: "Thanks, see you there." }),
    },
    "PUT /api/events/:id/reply": { who: "scout", url: `/api/events/${event.id}/reply`, body: () => ({ answer: "yes", note: "See you" }) },
    "PUT /api/events/:id/replies/:scoutId": {
      who: "leader",
      url: `/api/events/${event.id}/replies/${rosterScout.id}`,
      body: () => ({ answer: "no", note: "Phoned in" }),
    },
    "PUT /api/parent/children/:scoutId/events/:eventId/reply": {
      who: "parent",
      url: child(`/events/${event.id}/reply`),
      body: () => ({ answer: "no", note: "Away that weekend" }),
    },
    "POST /api/parent/children/:scoutId/events/:eventId/consent": {
      who: "parent",
      url: child(`/events/${consentEvent.id}/consent`),
      body: () => ({ agree: true, signedName: "Pat Parent" }),
    },
    "POST /api/events/:id/participants/:scoutId/consent": {
      who: "leader",
      url: `/api/events/${consentEvent.id}/participants/${rosterScout.id}/consent`,
      body: () => ({ method: "paper" }),
    },
    "PATCH /api/events/:id/participants/:scoutId": {
      who: "leader",
      url: `/api/events/${event.id}/participants/${scout.scoutId}`,
      body: () => ({ paid: true }),
    },
    "POST /api/events/:id/helpers": { who: "parent", url: `/api/events/${event.id}/helpers`, body: () => ({ kind: "driver", seats: 3 }) },
    "PUT /api/events/:id/helpers": {
      who: "parent",
      url: `/api/events/${event.id}/helpers`,
      body: () => ({ kind: "helper", note: "Can cook" }),
    },
    "POST /api/patrols": { who: "leader", url: "/api/patrols", body: () => ({ name: `Patrol ${++patrolNames}`, color: "#123456" }) },
    "PATCH /api/patrols/:id": { who: "leader", url: `/api/patrols/${patrolId}`, body: () => ({ color: "#654321" }) },
    "POST /api/scouts/move-to-patrol": {
      who: "leader",
      url: "/api/scouts/move-to-patrol",
      body: () => ({ scoutIds: [rosterScout.id], patrolId }),
    },
    "POST /api/attendance": {
      who: "leader",
      url: "/api/attendance",
      body: () => ({
        scoutId: scout.scoutId,
        eventId: event.id,
        status: "present",
        notes: "On time",
        recordedAt: new Date().toISOString(),
      }),
    },
  };

  /** Every route with path params: who may call it and its URL with {id} slots. */
  const paramRoutes: Record<string, { who: Who; url: (id: string) => string }> = {
    "PATCH /api/badges/:id": { who: "leader", url: (id) => `/api/badges/${id}` },
    "DELETE /api/badges/:id": { who: "leader", url: (id) => `/api/badges/${id}` },
    "PATCH /api/badges/:id/progress": { who: "scout", url: (id) => `/api/badges/${id}/progress` },
    "PATCH /api/badges/:id/earn": { who: "scout", url: (id) => `/api/badges/${id}/earn` },
    "GET /api/badges/:id/progress": { who: "leader", url: (id) => `/api/badges/${id}/progress` },
    "GET /api/scouts/:id/progress": { who: "leader", url: (id) => `/api/scouts/${id}/progress` },
    // The bad value goes in one of the three slots (scout, badge, requirement), the others real.
    ...Object.fromEntries(
      (["POST", "DELETE"] as const).map((method) => [
        `${method} /api/scouts/:scoutId/badges/:badgeId/requirements/:index/sign-off`,
        {
          who: "leader" as const,
          url: (id: string) =>
            [
              `/api/scouts/${id}/badges/${badge.id}/requirements/0/sign-off`,
              `/api/scouts/${rosterScout.id}/badges/${id}/requirements/0/sign-off`,
              `/api/scouts/${rosterScout.id}/badges/${badge.id}/requirements/${id}/sign-off`,
            ][id.length % 3] as string,
        },
      ]),
    ),
    "POST /api/badges/:badgeId/requirements/:index/sign-off": {
      who: "leader",
      url: (id) =>
        eitherSlot(
          id,
          (bad) => `/api/badges/${badge.id}/requirements/${bad}/sign-off`,
          (bad) => `/api/badges/${bad}/requirements/0/sign-off`,
        ),
    },
    "POST /api/badge-approvals/:id/approve": { who: "leader", url: (id) => `/api/badge-approvals/${id}/approve` },
    "POST /api/badge-approvals/:id/return": { who: "leader", url: (id) => `/api/badge-approvals/${id}/return` },
    "PATCH /api/scouts/:id": { who: "leader", url: (id) => `/api/scouts/${id}` },
    "POST /api/scouts/:id/merge": { who: "leader", url: (id) => `/api/scouts/${id}/merge` },
    "DELETE /api/scouts/:id": { who: "leader", url: (id) => `/api/scouts/${id}` },
    "PATCH /api/leaders/:userId": { who: "leader", url: (id) => `/api/leaders/${id}` },
    "DELETE /api/leaders/:userId": { who: "leader", url: (id) => `/api/leaders/${id}` },
    "POST /api/scouts/:id/award-badge": { who: "leader", url: (id) => `/api/scouts/${id}/award-badge` },
    "PUT /api/scouts/:id/password": { who: "leader", url: (id) => `/api/scouts/${id}/password` },
    "POST /api/activities/:id/reactions": { who: "leader", url: (id) => `/api/activities/${id}/reactions` },
    "PATCH /api/events/:id": { who: "leader", url: (id) => `/api/events/${id}` },
    "DELETE /api/events/:id": { who: "leader", url: (id) => `/api/events/${id}` },
    "GET /api/events/:id/participation": { who: "scout", url: (id) => `/api/events/${id}/participation` },
    "PATCH /api/events/:id/join": { who: "scout", url: (id) => `/api/events/${id}/join` },
    "GET /api/events/:id/participants": { who: "leader", url: (id) => `/api/events/${id}/participants` },
    "GET /api/events/:id/ics": { who: "scout", url: (id) => `/api/events/${id}/ics` },
    "GET /api/calendar/:file": { who: "public", url: (id) => `/api/calendar/${id}.ics` },
    // A troop's address: whatever is typed there, an unknown troop is a 404. Prefixed, so no troop
    // the odd bodies above started (a uuid is a valid address) is found.
    "GET /api/public/troops/:slug": { who: "public", url: (id) => `/api/public/troops/no-troop-${id}` },
    "GET /api/public/troops/:slug/branding": { who: "public", url: (id) => `/api/public/troops/no-troop-${id}/branding` },
    "POST /api/scouts/:id/invite": { who: "leader", url: (id) => `/api/scouts/${id}/invite` },
    "GET /api/scouts/:id/invite": { who: "leader", url: (id) => `/api/scouts/${id}/invite` },
    "GET /api/scouts/:id/parent-invite": { who: "leader", url: (id) => `/api/scouts/${id}/parent-invite` },
    "POST /api/scouts/:id/parent-invite": { who: "leader", url: (id) => `/api/scouts/${id}/parent-invite` },
    "DELETE /api/scouts/:id/parents/:userId": {
      who: "leader",
      url: (id) =>
        eitherSlot(
          id,
          (bad) => `/api/scouts/${bad}/parents/${parent.userId}`,
          (bad) => `/api/scouts/${rosterScout.id}/parents/${bad}`,
        ),
    },
    "PATCH /api/parent/children/:scoutId": { who: "parent", url: (id) => `/api/parent/children/${id}` },
    "GET /api/parent/children/:scoutId/health": { who: "parent", url: (id) => `/api/parent/children/${id}/health` },
    "PUT /api/parent/children/:scoutId/health": { who: "parent", url: (id) => `/api/parent/children/${id}/health` },
    "GET /api/scouts/:id/health": { who: "leader", url: (id) => `/api/scouts/${id}/health` },
    "PUT /api/scouts/:id/health": { who: "leader", url: (id) => `/api/scouts/${id}/health` },
    "PUT /api/parent/children/:id/password": { who: "parent", url: (id) => `/api/parent/children/${id}/password` },
    "GET /api/parent/children/:scoutId/badges": { who: "parent", url: (id) => `/api/parent/children/${id}/badges` },
    "GET /api/parent/children/:scoutId/events": { who: "parent", url: (id) => `/api/parent/children/${id}/events` },
    "GET /api/parent/children/:scoutId/activities": { who: "parent", url: (id) => `/api/parent/children/${id}/activities` },
    ...Object.fromEntries(
      (
        [
          ["PUT", "participation"],
          ["DELETE", "participation"],
          ["POST", "approve"],
          ["POST", "decline"],
        ] as const
      ).map(([method, action]) => [
        `${method} /api/parent/children/:scoutId/events/:eventId/${action}`,
        {
          who: "parent" as const,
          url: (id: string) =>
            eitherSlot(
              id,
              (bad) => `/api/parent/children/${bad}/events/${event.id}/${action}`,
              (bad) => child(`/events/${bad}/${action}`),
            ),
        },
      ]),
    ),
    ...Object.fromEntries(
      (["approve", "decline"] as const).map((action) => [
        `POST /api/events/:eventId/participants/:participantId/${action}`,
        {
          who: "leader" as const,
          url: (id: string) =>
            eitherSlot(
              id,
              (bad) => `/api/events/${bad}/participants/${participantId}/${action}`,
              (bad) => `/api/events/${event.id}/participants/${bad}/${action}`,
            ),
        },
      ]),
    ),
    "PUT /api/events/:id/reply": { who: "scout", url: (id) => `/api/events/${id}/reply` },
    "GET /api/events/:id/replies": { who: "leader", url: (id) => `/api/events/${id}/replies` },
    "PUT /api/events/:id/replies/:scoutId": {
      who: "leader",
      url: (id) =>
        eitherSlot(
          id,
          (bad) => `/api/events/${event.id}/replies/${bad}`,
          (bad) => `/api/events/${bad}/replies/${rosterScout.id}`,
        ),
    },
    "GET /api/events/:id/camp-sheet": { who: "leader", url: (id) => `/api/events/${id}/camp-sheet` },
    "GET /api/events/:id/camp-sheet/views": { who: "leader", url: (id) => `/api/events/${id}/camp-sheet/views` },
    "GET /api/events/:id/helpers": { who: "leader", url: (id) => `/api/events/${id}/helpers` },
    "POST /api/events/:id/helpers": { who: "parent", url: (id) => `/api/events/${id}/helpers` },
    "PUT /api/events/:id/helpers": { who: "parent", url: (id) => `/api/events/${id}/helpers` },
    "DELETE /api/events/:id/helpers": { who: "parent", url: (id) => `/api/events/${id}/helpers` },
    "PATCH /api/events/:id/participants/:scoutId": {
      who: "leader",
      url: (id) =>
        eitherSlot(
          id,
          (bad) => `/api/events/${bad}/participants/${scout.scoutId}`,
          (bad) => `/api/events/${event.id}/participants/${bad}`,
        ),
    },
    ...Object.fromEntries(
      (["POST", "DELETE"] as const).map((method) => [
        `${method} /api/events/:id/participants/:scoutId/consent`,
        {
          who: "leader" as const,
          url: (id: string) =>
            eitherSlot(
              id,
              (bad) => `/api/events/${bad}/participants/${rosterScout.id}/consent`,
              (bad) => `/api/events/${consentEvent.id}/participants/${bad}/consent`,
            ),
        },
      ]),
    ),
    ...Object.fromEntries(
      (
        [
          ["PUT", "reply"],
          ["POST", "consent"],
          ["DELETE", "consent"],
        ] as const
      ).map(([method, action]) => [
        `${method} /api/parent/children/:scoutId/events/:eventId/${action}`,
        {
          who: "parent" as const,
          url: (id: string) =>
            eitherSlot(
              id,
              (bad) => `/api/parent/children/${bad}/events/${consentEvent.id}/${action}`,
              (bad) => child(`/events/${bad}/${action}`),
            ),
        },
      ]),
    ),
    "PATCH /api/patrols/:id": { who: "leader", url: (id) => `/api/patrols/${id}` },
    "DELETE /api/patrols/:id": { who: "leader", url: (id) => `/api/patrols/${id}` },
    "GET /api/messages/:id": { who: "parent", url: (id) => `/api/messages/${id}` },
    "POST /api/messages/:id/read": { who: "parent", url: (id) => `/api/messages/${id}/read` },
    "GET /api/messages/:id/receipts": { who: "leader", url: (id) => `/api/messages/${id}/receipts` },
    "POST /api/messages/:id/reply": { who: "parent", url: (id) => `/api/messages/${id}/reply` },
    "DELETE /api/events/:eventId/participants/:participantId": {
      who: "leader",
      // A real participant under a bad event id, and a bad participant id under the real event.
      url: (id) => (id.length % 2 === 0 ? `/api/events/${id}/participants/${participantId}` : `/api/events/${event.id}/participants/${id}`),
    },
  };

  const routes = registeredRoutes();
  const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

  it("knows every route that takes a body or params (a new route must be added here)", () => {
    expect(
      routes
        .filter((r) => r.hasBody)
        .map(key)
        .sort(),
    ).toEqual(Object.keys(bodyRoutes).sort());
    expect(
      routes
        .filter((r) => r.hasParams)
        .map(key)
        .sort(),
    ).toEqual(Object.keys(paramRoutes).sort());
  });

  /** Sends one request; returns a description of what is wrong with the answer, or null. */
  async function check(options: Sent, allowSuccess: boolean): Promise<string | null> {
    const res = await as(null, { headers: options.headers, remoteAddress: someAddress() }).send(
      options.method,
      options.url,
      options.payload,
    );
    const label = `${options.method} ${String(options.url).slice(0, 80)} ${String(options.payload ?? "").slice(0, 80)} → ${res.statusCode}`;
    if (res.statusCode >= 200 && res.statusCode < 300) return allowSuccess ? null : `${label} (expected a client error)`;
    if (!CLIENT_ERRORS.includes(res.statusCode)) return `${label} ${res.body.slice(0, 200)}`;
    let body: unknown;
    try {
      body = res.json();
    } catch {
      return `${label} body is not JSON: ${res.body.slice(0, 100)}`;
    }
    const error = (body as { error?: unknown } | null)?.error;
    if (typeof error !== "string" || error.length === 0) return `${label} body has no {error}: ${res.body.slice(0, 100)}`;
    if (res.headers["content-type"]?.toString().startsWith("application/json") !== true) return `${label} content-type`;
    return null;
  }

  const deepArray = (depth: number) => `${"[".repeat(depth)}1${"]".repeat(depth)}`;
  const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

  /** Raw JSON texts put in place of one field's value. */
  const badValues = [
    "null",
    "[]",
    "{}",
    "[{}]",
    "[null]",
    "true",
    "0",
    "-1",
    "1.5",
    "1e308",
    "-1e308",
    "123456789012345678901234567890",
    '"NaN"',
    '"Infinity"',
    '"-0"',
    '""',
    '"   "',
    '"\\u0000"',
    '"a\\u0000b"',
    '"\\ud800"',
    JSON.stringify("x".repeat(100_000)),
    '"javascript:alert(1)"',
    '"2024-02-30"',
    '"0000-01-01"',
    '"00000000-0000-0000-0000-000000000000"',
    JSON.stringify(UNKNOWN_ID),
    '["\\u0000"]',
    JSON.stringify(Array.from({ length: 5000 }, (_, i) => i)),
    deepArray(5000),
    deepObject(5000),
    '{"__proto__":{"admin":true}}',
  ];

  describe.each(Object.entries(bodyRoutes))("%s", (name, route) => {
    const method = name.split(" ")[0] as Sent["method"];
    const headers = () => headersOf(route.who);

    it("refuses malformed bodies with a JSON client error", async () => {
      const json = { ...headers(), "content-type": "application/json" };
      const cases: [Sent, boolean][] = [
        [{ method, url: route.url, headers: headers() }, false],
        [{ method, url: route.url, headers: json, payload: "" }, false],
        [{ method, url: route.url, headers: json, payload: "null" }, false],
        [{ method, url: route.url, headers: json, payload: "[]" }, false],
        [{ method, url: route.url, headers: json, payload: JSON.stringify([route.body()]) }, false],
        [{ method, url: route.url, headers: json, payload: "123" }, false],
        [{ method, url: route.url, headers: json, payload: '"text"' }, false],
        [{ method, url: route.url, headers: json, payload: "true" }, false],
        [{ method, url: route.url, headers: json, payload: "{" }, false],
        [{ method, url: route.url, headers: json, payload: "{\u0000}" }, false],
        [{ method, url: route.url, headers: json, payload: '{"__proto__":{"role":"leader"}}' }, false],
        [{ method, url: route.url, headers: json, payload: deepArray(100_000) }, false],
        [{ method, url: route.url, headers: json, payload: `{"x":"${"y".repeat(BODY_LIMIT)}"}` }, false],
        [{ method, url: route.url, headers: { ...headers(), "content-type": "text/plain" }, payload: JSON.stringify(route.body()) }, false],
        [
          {
            method,
            url: route.url,
            headers: { ...headers(), "content-type": "application/x-www-form-urlencoded" },
            payload: "name=x&email=y",
          },
          false,
        ],
        [{ method, url: route.url, headers: { ...headers(), "content-type": "multipart/form-data; boundary=x" }, payload: "--x--" }, false],
      ];
      const problems: string[] = [];
      for (const [options, allowSuccess] of cases) {
        const problem = await check(options, allowSuccess);
        if (problem) problems.push(problem);
      }
      expect(problems).toEqual([]);
    });

    it("answers every odd field value with a JSON client error or a success, never a 500", async () => {
      const fields = [...Object.keys(route.body()), "unknownExtraField", "id", "troopId"];
      const problems: string[] = [];
      for (const field of fields) {
        for (const value of badValues) {
          const { [field]: _dropped, ...rest } = route.body();
          const text = JSON.stringify(rest);
          const payload = `${text.slice(0, -1)}${text.length > 2 ? "," : ""}${JSON.stringify(field)}:${value}}`;
          const problem = await check(
            { method, url: route.url, headers: { ...headersOf(route.who), "content-type": "application/json" }, payload },
            true,
          );
          if (problem) problems.push(problem);
        }
      }
      expect(problems).toEqual([]);
    });
  });

  describe.each(Object.entries(paramRoutes))("%s", (name, route) => {
    const method = name.split(" ")[0] as Sent["method"];
    const body = bodyRoutes[name]?.body;

    it("answers ids that are unknown, deleted or not UUIDs with 404 (400 for a broken address, 414 for one too long)", async () => {
      const ids = [
        UNKNOWN_ID,
        UNKNOWN_ID.toUpperCase(),
        goneBadge.id,
        goneEvent.id,
        goneScout.id,
        "not-a-uuid",
        "-1",
        "0",
        "NaN",
        "1e999",
        "null",
        "undefined",
        "%00",
        `${badge.id}%00`,
        "%E0%A4%A",
        "%FF",
        "..%2F..%2Fetc",
        "x".repeat(5000),
        encodeURIComponent("' or 1=1 --"),
        encodeURIComponent("{}"),
      ];
      const problems: string[] = [];
      for (const id of ids) {
        const options: Sent = {
          method,
          url: route.url(id),
          headers: headersOf(route.who),
          ...(body ? { payload: body() } : {}),
        };
        const problem = await check(options, false);
        if (problem) problems.push(problem);
        const res = await as(null, { headers: options.headers }).send(options.method, options.url, options.payload);
        // 414: an id longer than any route parameter may be.
        if (![400, 404, 414].includes(res.statusCode))
          problems.push(`${method} ${route.url(id).slice(0, 80)} → ${res.statusCode} (want 404)`);
      }
      expect(problems).toEqual([]);
    });
  });

  describe("query strings", () => {
    it("refuses bad activity filters with a JSON client error", async () => {
      const queries = [
        "limit=abc",
        "limit=NaN",
        "limit=-1",
        "limit=0",
        "limit=1.5",
        "limit=1e400",
        "limit=99999999999999999999",
        "limit=",
        "limit=1&limit=2",
        "scoutId=not-a-uuid",
        `scoutId=${UNKNOWN_ID}`,
        `scoutId=${goneScout.id}`,
        "scoutId=%00",
        "scoutId=a&scoutId=b",
        `scoutId=${"x".repeat(5000)}`,
      ];
      const problems: string[] = [];
      for (const query of queries) {
        const problem = await check({ method: "GET", url: `/api/activities?${query}`, headers: leader.headers }, false);
        if (problem) problems.push(problem);
      }
      expect(problems).toEqual([]);
    });

    it("treats odd sign-in navigation queries as a navigation", async () => {
      for (const query of ["role=%00", "role=a&role=b", `role=${"x".repeat(5000)}`]) {
        const res = await as(leader).get(`/api/login?${query}`);
        expect(res.statusCode).toBeLessThan(500);
      }
    });
  });

  describe("regressions", () => {
    it(`refuses additional troop fields nested deeper than ${MAX_JSON_DEPTH} levels with 400 (they could not be stored)`, async () => {
      const res = await as(null, { headers: { ...leader.headers, "content-type": "application/json" } }).put(
        "/api/troop/configuration",
        `{"troopName":"Troop 7","additionalFields":{"a":${deepArray(5000)}}}`,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: "Additional fields are nested too deeply.",
        fields: { additionalFields: "Additional fields are nested too deeply." },
      });
      const shallow = await as(leader).put("/api/troop/configuration", {
        troopName: "Troop 7",
        additionalFields: { motto: "Be prepared", meeting: { day: "Tue", rooms: ["Hall"] } },
      });
      expect(shallow.statusCode).toBe(200);
      expect(shallow.json().additionalFields).toEqual({ motto: "Be prepared", meeting: { day: "Tue", rooms: ["Hall"] } });
    });

    it("names the field in the message for an impossible date", async () => {
      const res = await as(leader).post("/api/events", buildEvent({ startDate: "2024-02-30" }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: "Start date must be an ISO date and time.",
        fields: { startDate: "Start date must be an ISO date and time." },
      });
    });
  });
});
