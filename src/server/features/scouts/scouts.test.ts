import { eq, inArray, or, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBadge, createRosterScout, tick, UNKNOWN_ID } from "../../../../tests/factories/badges";
import { createEvent, daysFromNow } from "../../../../tests/factories/events";
import { signUpLeader, signUpScout } from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";
import {
  activities,
  activityReactions,
  attendance,
  badgeProgress,
  eventParticipants,
  events,
  scoutBadges,
  scouts,
  sessions,
  users,
} from "../../db/schema";

/** A calendar day `days` after today's (UTC) date, "YYYY-MM-DD". */
function futureDay(days: number) {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

const SCOUT_FIELDS = [
  "contacts",
  "dateOfBirth",
  "email",
  "emergencyContact",
  "emergencyPhone",
  "hasAccount",
  "id",
  "isActive",
  "joinDate",
  "name",
  "notes",
  "parents",
  "patrolId",
  "patrolLeader",
  "phone",
  "possibleDuplicateOf",
];

describe("scouts (roster)", async () => {
  const { app, database, as } = await createTestApp();
  const db = database.db;
  const leader = await signUpLeader(app);
  const scout = await signUpScout(app, leader, { firstName: "Ada", lastName: "Pine" });

  describe("permissions", async () => {
    const target = await createRosterScout(app, leader);
    const calls = [
      ["GET", "/api/scouts"],
      ["POST", "/api/scouts", { name: "New Scout" }],
      ["PATCH", `/api/scouts/${target.id}`, { name: "Renamed" }],
      ["DELETE", `/api/scouts/${target.id}`],
    ] as const;

    it.each(calls)("%s %s answers 401 when signed out", async (method, url, body?: object) => {
      const res = await as(null).send(method, url, body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: "Please sign in first." });
    });

    it.each(calls)("%s %s answers 403 for a scout (no other child's contact data)", async (method, url, body?: object) => {
      const res = await as(scout).send(method, url, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: "Only leaders can do this." });
      expect(res.body).not.toContain("@example.com");
    });

    it("leaves the roster untouched after the refused calls", async () => {
      const [row] = await db.select().from(scouts).where(eq(scouts.id, target.id));
      expect(row?.name).toBe(target.name);
    });
  });

  describe("POST /api/scouts", () => {
    it("creates a roster scout (201) with defaults and without an account", async () => {
      const res = await as(leader).post("/api/scouts", { name: "  Robin Hood  ", id: UNKNOWN_ID, joinDate: "2001-01-01T00:00:00Z" });
      expect(res.statusCode).toBe(201);
      const created = res.json();
      expect(Object.keys(created).sort()).toEqual(SCOUT_FIELDS);
      expect(created).toMatchObject({
        name: "Robin Hood",
        email: null,
        phone: null,
        emergencyContact: null,
        emergencyPhone: null,
        dateOfBirth: null,
        isActive: true,
        notes: null,
        hasAccount: false,
      });
      expect(created.id).not.toBe(UNKNOWN_ID);
      expect(Date.now() - Date.parse(created.joinDate)).toBeLessThan(60_000);
    });

    it("stores every field of the scout form", async () => {
      const body = {
        name: "Cy Oak",
        email: "Cy.Oak@Example.com",
        phone: "555-0101",
        emergencyContact: "Pat Oak",
        emergencyPhone: "555-0102",
        dateOfBirth: "2014-03-09",
        isActive: false,
        notes: "Allergic to peanuts.",
      };
      const res = await as(leader).post("/api/scouts", body);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ ...body, email: "cy.oak@example.com" });
    });

    const limits: [string, object, string][] = [
      ["name", {}, "Name must be text."],
      ["name", { name: "   " }, "Name is required."],
      ["name", { name: "n".repeat(101) }, "Name must be at most 100 characters."],
      ["notes", { name: "A", notes: "n".repeat(2001) }, "Notes must be at most 2000 characters."],
      ["emergencyContact", { name: "A", emergencyContact: "e".repeat(101) }, "Emergency contact must be at most 100 characters."],
      ["email", { name: "A", email: "not-an-email" }, "Email must be a valid email address."],
      ["dateOfBirth", { name: "A", dateOfBirth: "yesterday" }, "Date of birth must be a date (YYYY-MM-DD)."],
      ["dateOfBirth", { name: "A", dateOfBirth: futureDay(2) }, "Date of birth cannot be in the future."],
      ["dateOfBirth", { name: "A", dateOfBirth: "2999-01-01" }, "Date of birth cannot be in the future."],
      ["isActive", { name: "A", isActive: "yes" }, "Active must be true or false."],
      ["allergies", { name: "A", allergies: "a".repeat(1001) }, "Allergies must be at most 1000 characters."],
      ["medicalNotes", { name: "A", medicalNotes: 5 }, "Medical information must be text."],
      ["dietaryNeeds", { name: "A", dietaryNeeds: "d".repeat(1001) }, "Dietary needs must be at most 1000 characters."],
    ];
    it.each(limits)("refuses an invalid %s with 400", async (field, body, message) => {
      const res = await as(leader).post("/api/scouts", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBe(message);
      expect(res.json().error).toBe(message);
    });

    it("accepts name, notes and emergency contact exactly at their limits", async () => {
      const res = await as(leader).post("/api/scouts", {
        name: "n".repeat(100),
        notes: "x".repeat(2000),
        emergencyContact: "e".repeat(100),
      });
      expect(res.statusCode).toBe(201);
    });

    it("takes a sibling with the same email (any case) and marks both as a possible duplicate", async () => {
      const first = await createRosterScout(app, leader, { name: "Twin One", email: "twin@example.com" });
      const res = await as(leader).post("/api/scouts", { name: "Twin Two", email: "TWIN@example.com" });
      expect(res.statusCode).toBe(201);
      expect(res.json().possibleDuplicateOf).toEqual([{ id: first.id, name: "Twin One" }]);
    });

    it("keeps up to four contacts in order and refuses a fifth or a bad field with its message", async () => {
      const contacts = [
        { name: "Pat Elm", email: "PAT@example.com", phone: "0700", relationship: "Mother" },
        { name: "Gran Elm", phone: "0800" },
      ];
      const res = await as(leader).post("/api/scouts", { name: "Con Elm", contacts });
      expect(res.statusCode).toBe(201);
      expect(res.json().contacts).toEqual([
        {
          name: "Pat Elm",
          email: "pat@example.com",
          phone: "0700",
          relationship: "Mother",
          hasAccount: false,
          account: false,
          invitedAt: null,
        },
        { name: "Gran Elm", email: null, phone: "0800", relationship: null, hasAccount: false, account: false, invitedAt: null },
      ]);
      const five = Array.from({ length: 5 }, (_, i) => ({ name: `C${i}` }));
      for (const [body, message] of [
        [{ contacts: five }, "A scout can have at most 4 contacts."],
        [{ contacts: [{ name: "" }] }, "Contact name is required."],
        [{ contacts: [{ name: "A", email: "nope" }] }, "Contact email must be a valid email address."],
        [{ contacts: [{ name: "A", phone: "9".repeat(51) }] }, "Contact phone must be at most 50 characters."],
        [{ contacts: [{ name: "A", relationship: "r".repeat(51) }] }, "Relationship must be at most 50 characters."],
        [{ contacts: "Pat" }, "Contacts must be a list."],
      ] as const) {
        const refused = await as(leader).post("/api/scouts", { name: "Refused", ...body });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().error).toBe(message);
      }
    });

    it("allows many scouts without an email", async () => {
      expect((await as(leader).post("/api/scouts", { name: "No Mail 1", email: "" })).statusCode).toBe(201);
      expect((await as(leader).post("/api/scouts", { name: "No Mail 2" })).statusCode).toBe(201);
    });
  });

  describe("GET /api/scouts", () => {
    it("lists the roster by name with hasAccount for linked scouts", async () => {
      const res = await as(leader).get("/api/scouts");
      expect(res.statusCode).toBe(200);
      const list = res.json();
      for (const item of list) expect(Object.keys(item).sort()).toEqual(SCOUT_FIELDS);
      const names = list.map((s: { name: string }) => s.name);
      expect(names).toEqual([...names].sort((x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0)));
      expect(list.find((s: { id: string }) => s.id === scout.scoutId)).toMatchObject({ hasAccount: true, email: scout.email });
      expect(list.filter((s: { hasAccount: boolean }) => !s.hasAccount).length).toBeGreaterThan(0);
    });
  });

  describe("PATCH /api/scouts/{id}", () => {
    it("changes only the fields sent", async () => {
      const created = await createRosterScout(app, leader, { name: "Di Elm", phone: "555-1", notes: "Keep", isActive: true });
      const res = await as(leader).patch(`/api/scouts/${created.id}`, { isActive: false, hasAccount: true, id: UNKNOWN_ID });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...created, isActive: false });
    });

    it("clears an optional field sent as empty", async () => {
      const created = await createRosterScout(app, leader, { phone: "555-2" });
      const res = await as(leader).patch(`/api/scouts/${created.id}`, { phone: "" });
      expect(res.json().phone).toBeNull();
    });

    it("validates like create", async () => {
      const created = await createRosterScout(app, leader);
      const res = await as(leader).patch(`/api/scouts/${created.id}`, { name: "" });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: "Name is required.", fields: { name: "Name is required." } });
    });

    it("takes another roster scout's email (siblings share one)", async () => {
      await createRosterScout(app, leader, { email: "shared@example.com" });
      const created = await createRosterScout(app, leader, { email: "mine@example.com" });
      const res = await as(leader).patch(`/api/scouts/${created.id}`, { email: "Shared@example.com" });
      expect(res.statusCode).toBe(200);
      expect(res.json().email).toBe("shared@example.com");
    });

    it("replaces the contacts when sent and keeps them when not", async () => {
      const created = await createRosterScout(app, leader, { name: "Kit Elm" });
      const first = await as(leader).patch(`/api/scouts/${created.id}`, { contacts: [{ name: "A One" }, { name: "B Two" }] });
      expect(first.json().contacts.map((c: { name: string }) => c.name)).toEqual(["A One", "B Two"]);
      const kept = await as(leader).patch(`/api/scouts/${created.id}`, { notes: "still" });
      expect(kept.json().contacts.map((c: { name: string }) => c.name)).toEqual(["A One", "B Two"]);
      const replaced = await as(leader).patch(`/api/scouts/${created.id}`, { contacts: [{ name: "B Two" }] });
      expect(replaced.json().contacts.map((c: { name: string }) => c.name)).toEqual(["B Two"]);
      const cleared = await as(leader).patch(`/api/scouts/${created.id}`, { contacts: [] });
      expect(cleared.json().contacts).toEqual([]);
    });

    it.each([UNKNOWN_ID, "not-a-uuid"])("answers 404 for %s", async (id) => {
      const res = await as(leader).patch(`/api/scouts/${id}`, { name: "X" });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: "Scout not found." });
    });
  });

  describe("DELETE /api/scouts/{id}", () => {
    it("erases the child's data and account, and keeps event counts equal to their rows", async () => {
      const child = await signUpScout(app, leader, { firstName: "Gone", lastName: "Soon" });
      const stays = await signUpScout(app, leader, { firstName: "Stay", lastName: "Here" });
      const badge = await createBadge(app, leader);
      await tick(app, child, badge.id, [0, 1, 2]);
      await tick(app, stays, badge.id, [0]);
      expect((await as(child).patch(`/api/badges/${badge.id}/earn`)).statusCode).toBe(200);
      const eventA = await createEvent(app, leader);
      const eventB = await createEvent(app, leader);
      for (const who of [child, stays]) expect((await as(who).patch(`/api/events/${eventA.id}/join`)).statusCode).toBe(200);
      expect((await as(child).patch(`/api/events/${eventB.id}/join`)).statusCode).toBe(200);
      // Attendance is recorded once an event has started.
      const meeting = await createEvent(app, leader, { startDate: daysFromNow(-1) });
      const recorded = await as(leader).post("/api/attendance", { scoutId: child.scoutId, eventId: meeting.id, status: "present" });
      expect(recorded.statusCode).toBe(201);
      const [activity] = await db.select().from(activities).where(eq(activities.scoutId, child.scoutId)).limit(1);
      if (!activity) throw new Error("expected activities for the child");
      expect((await as(leader).post(`/api/activities/${activity.id}/reactions`, { emoji: "🎉" })).statusCode).toBe(201);

      const res = await as(leader).del(`/api/scouts/${child.scoutId}`);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe("");

      const count = async (rows: Promise<unknown[]>) => (await rows).length;
      expect(await count(db.select().from(scouts).where(eq(scouts.id, child.scoutId)))).toBe(0);
      expect(await count(db.select().from(badgeProgress).where(eq(badgeProgress.scoutId, child.scoutId)))).toBe(0);
      expect(await count(db.select().from(scoutBadges).where(eq(scoutBadges.scoutId, child.scoutId)))).toBe(0);
      expect(await count(db.select().from(attendance).where(eq(attendance.scoutId, child.scoutId)))).toBe(0);
      expect(await count(db.select().from(activities).where(eq(activities.scoutId, child.scoutId)))).toBe(0);
      expect(
        await count(
          db
            .select()
            .from(activityReactions)
            .where(or(eq(activityReactions.scoutId, child.scoutId), eq(activityReactions.activityId, activity.id))),
        ),
      ).toBe(0);
      expect(await count(db.select().from(users).where(eq(users.id, child.userId)))).toBe(0);
      expect(await count(db.select().from(sessions).where(eq(sessions.userId, child.userId)))).toBe(0);
      expect(await count(db.select().from(eventParticipants).where(eq(eventParticipants.userId, child.userId)))).toBe(0);

      // Counts follow the rows: event A keeps the other scout, event B is empty again.
      const counts = await db
        .select({
          id: events.id,
          current: events.currentParticipants,
          rows: sql<number>`(select count(*)::int from event_participants p where p.event_id = "events"."id")`,
        })
        .from(events)
        .where(inArray(events.id, [eventA.id, eventB.id]));
      const byId = Object.fromEntries(counts.map((r) => [r.id, r]));
      expect(byId[eventA.id]).toMatchObject({ current: 1, rows: 1 });
      expect(byId[eventB.id]).toMatchObject({ current: 0, rows: 0 });

      // The other child's data is untouched; the erased account can no longer sign in or call.
      expect(await count(db.select().from(badgeProgress).where(eq(badgeProgress.scoutId, stays.scoutId)))).toBe(1);
      expect((await as(child).get("/api/badges")).statusCode).toBe(401);
      const login = await as(null).post("/api/login-credentials", { username: child.email, password: child.password, role: "scout" });
      expect(login.statusCode).toBe(401);
    });

    it("deletes a roster scout without an account and answers 404 the second time", async () => {
      const created = await createRosterScout(app, leader);
      expect((await as(leader).del(`/api/scouts/${created.id}`)).statusCode).toBe(204);
      const again = await as(leader).del(`/api/scouts/${created.id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ error: "Scout not found." });
    });

    it("answers 404 for an id that is not a UUID", async () => {
      expect((await as(leader).del("/api/scouts/123")).statusCode).toBe(404);
    });
  });
});
