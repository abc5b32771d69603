import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildEvent, createEvent, daysFromNow, signUpRosterScout } from "../../../../tests/factories/events";
import { signUpLeader } from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";
import { activities, eventParticipants, events, users } from "../../db/schema";

const EVENT_FIELDS = [
  "badgeOpportunities",
  "consentRequired",
  "consentText",
  "cost",
  "createdAt",
  "currentParticipants",
  "description",
  "endDate",
  "eventType",
  "id",
  "imageUrl",
  "isFeatured",
  "kitList",
  "location",
  "maxParticipants",
  "startDate",
  "tags",
  "title",
  "updatedAt",
  "waitlist",
  "waitlistCount",
];
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

describe("events", async () => {
  const { app, database, as } = await createTestApp();
  const db = database.db;
  const leader = await signUpLeader(app);
  const scout = await signUpRosterScout(app, db, { firstName: "Ada", lastName: "Pine" });

  const participantRows = async (eventId: string) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(eventParticipants).where(eq(eventParticipants.eventId, eventId)))[0]?.n;
  const storedCount = async (eventId: string) =>
    (await db.select({ n: events.currentParticipants }).from(events).where(eq(events.id, eventId)))[0]?.n;
  const joinActivities = async (scoutId: string, eventId: string) =>
    db
      .select()
      .from(activities)
      .where(
        and(
          eq(activities.scoutId, scoutId),
          eq(activities.activityType, "event_participation"),
          sql`${activities.metadata}->>'eventId' = ${eventId}`,
        ),
      );

  describe("permissions", async () => {
    const event = await createEvent(app, leader);
    type Call = [method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object];
    const everyone: Call[] = [
      ["GET", "/api/events"],
      ["GET", "/api/events/upcoming"],
      ["GET", "/api/events/featured"],
      ["GET", `/api/events/${event.id}/participation`],
    ];
    const leadersOnly: Call[] = [
      ["POST", "/api/events", buildEvent()],
      ["PATCH", `/api/events/${event.id}`, { title: "Renamed" }],
      ["DELETE", `/api/events/${event.id}`],
      ["GET", `/api/events/${event.id}/participants`],
      ["DELETE", `/api/events/${event.id}/participants/${UNKNOWN_ID}`],
    ];
    const join: Call = ["PATCH", `/api/events/${event.id}/join`];

    it.each([...everyone, join, ...leadersOnly])("%s %s: signed out → 401", async (method, url, payload?) => {
      const res = await as(null).send(method, url, payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: "Please sign in first." });
    });

    it.each(everyone)("%s %s: scout and leader → 200", async (method, url) => {
      expect((await as(scout).send(method, url)).statusCode).toBe(200);
      expect((await as(leader).send(method, url)).statusCode).toBe(200);
    });

    it.each(leadersOnly)("%s %s: scout → 403", async (method, url, payload?) => {
      const res = await as(scout).send(method, url, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: "Only leaders can do this." });
    });

    it("leaders may call every leader-only call", async () => {
      expect((await as(leader).post("/api/events", buildEvent())).statusCode).toBe(201);
      expect((await as(leader).patch(`/api/events/${event.id}`, { title: "Renamed" })).statusCode).toBe(200);
      expect((await as(leader).get(`/api/events/${event.id}/participants`)).statusCode).toBe(200);
      expect((await as(leader).del(`/api/events/${event.id}/participants/${UNKNOWN_ID}`)).statusCode).toBe(404);
      expect((await as(leader).del(`/api/events/${event.id}`)).statusCode).toBe(204);
    });

    it("scouts and leaders may join", async () => {
      const open = await createEvent(app, leader);
      expect((await as(scout).patch(`/api/events/${open.id}/join`)).statusCode).toBe(200);
      expect((await as(leader).patch(`/api/events/${open.id}/join`)).statusCode).toBe(200);
    });
  });

  describe("POST /api/events", () => {
    it("creates an event and answers 201 with every field of an event", async () => {
      const body = buildEvent({ title: "Spring Hike", maxParticipants: 12, isFeatured: true, tags: ["hike", "spring"] });
      const res = await as(leader).post("/api/events", body);
      expect(res.statusCode).toBe(201);
      const event = res.json();
      expect(Object.keys(event).sort()).toEqual(EVENT_FIELDS);
      expect(event).toMatchObject({
        title: "Spring Hike",
        description: body.description,
        imageUrl: body.imageUrl,
        startDate: body.startDate,
        endDate: body.endDate,
        location: "Pine Lake",
        tags: ["hike", "spring"],
        badgeOpportunities: ["Camping"],
        maxParticipants: 12,
        currentParticipants: 0,
        isFeatured: true,
      });
      expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Date(event.createdAt).toISOString()).toBe(event.createdAt);
    });

    it("defaults tags and badge opportunities to [], the limit to unlimited and featured to false", async () => {
      const { tags: _t, badgeOpportunities: _b, maxParticipants: _m, isFeatured: _f, endDate: _e, ...required } = buildEvent();
      const res = await as(leader).post("/api/events", required);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ tags: [], badgeOpportunities: [], maxParticipants: null, isFeatured: false, endDate: null });
    });

    it("accepts events in the past", async () => {
      const res = await as(leader).post("/api/events", buildEvent({ startDate: daysFromNow(-30), endDate: daysFromNow(-29) }));
      expect(res.statusCode).toBe(201);
    });

    it("ignores currentParticipants and ids sent by the client", async () => {
      const res = await as(leader).post("/api/events", { ...buildEvent(), currentParticipants: 99, id: UNKNOWN_ID });
      expect(res.statusCode).toBe(201);
      expect(res.json().currentParticipants).toBe(0);
      expect(res.json().id).not.toBe(UNKNOWN_ID);
    });

    it.each([
      ["title", 150],
      ["description", 5000],
    ] as const)("accepts a %s of %i characters and refuses one more", async (field, limit) => {
      expect((await as(leader).post("/api/events", buildEvent({ [field]: "x".repeat(limit) }))).statusCode).toBe(201);
      const res = await as(leader).post("/api/events", buildEvent({ [field]: "x".repeat(limit + 1) }));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toMatch(`at most ${limit} characters`);
      expect(res.json().error).toBe(res.json().fields[field]);
    });

    it.each(["tags", "badgeOpportunities"] as const)(
      "accepts 20 %s of 50 characters and refuses 21 items or 51 characters",
      async (field) => {
        const twenty = Array.from({ length: 20 }, (_, i) => `${i}`.padEnd(50, "x"));
        const ok = await as(leader).post("/api/events", buildEvent({ [field]: twenty }));
        expect(ok.statusCode).toBe(201);
        expect(ok.json()[field]).toEqual(twenty);

        const tooMany = await as(leader).post("/api/events", buildEvent({ [field]: [...twenty, "one more"] }));
        expect(tooMany.statusCode).toBe(400);
        expect(tooMany.json().fields[field]).toMatch("at most 20 items");

        const tooLong = await as(leader).post("/api/events", buildEvent({ [field]: ["y".repeat(51)] }));
        expect(tooLong.statusCode).toBe(400);
        expect(tooLong.json().fields[`${field}.0`]).toMatch("at most 50 characters");
      },
    );

    it.each([0, 10_000])("accepts maxParticipants %i", async (max) => {
      const res = await as(leader).post("/api/events", buildEvent({ maxParticipants: max }));
      expect(res.statusCode).toBe(201);
      expect(res.json().maxParticipants).toBe(max);
    });

    it.each([
      [10_001, "between 0 and 10000"],
      [-1, "between 0 and 10000"],
      [2.5, "whole number"],
      ["ten", "must be a number"],
    ])("refuses maxParticipants %s", async (max, message) => {
      const res = await as(leader).post("/api/events", { ...buildEvent(), maxParticipants: max });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.maxParticipants).toMatch(message);
    });

    it.each(["https://example.com/a.png", "http://example.com/a.png", "/images/camp.svg"])("accepts imageUrl %s", async (imageUrl) => {
      expect((await as(leader).post("/api/events", buildEvent({ imageUrl }))).statusCode).toBe(201);
    });

    it.each(["javascript:alert(1)", "data:image/png;base64,AAAA", "ftp://example.com/a.png", "camp.png"])(
      "refuses imageUrl %s",
      async (imageUrl) => {
        const res = await as(leader).post("/api/events", buildEvent({ imageUrl }));
        expect(res.statusCode).toBe(400);
        expect(res.json().fields.imageUrl).toBe("Image URL must start with http://, https:// or /.");
      },
    );

    it.each(["title", "description", "startDate", "location", "imageUrl"] as const)("requires %s", async (field) => {
      const { [field]: _left, ...rest } = buildEvent();
      const res = await as(leader).post("/api/events", rest);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBeTruthy();
    });

    it("refuses a blank title, a date that is not a date, and an end before the start", async () => {
      expect((await as(leader).post("/api/events", buildEvent({ title: "   " }))).json().fields.title).toBe("Title is required.");
      const badDate = await as(leader).post("/api/events", buildEvent({ startDate: "next tuesday", endDate: null }));
      expect(badDate.statusCode).toBe(400);
      expect(badDate.json().fields.startDate).toBeTruthy();
      const backwards = await as(leader).post("/api/events", buildEvent({ startDate: daysFromNow(3), endDate: daysFromNow(2) }));
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json()).toEqual({
        error: "The end date must not be before the start date.",
        fields: { endDate: "The end date must not be before the start date." },
      });
    });
  });

  describe("lists", async () => {
    // A troop of its own would be cleaner, but the lists are per troop and this file has one troop:
    // compare the relative order of the events made here.
    const later = await createEvent(app, leader, { title: "Later", startDate: daysFromNow(20), isFeatured: true });
    const past = await createEvent(app, leader, { title: "Past", startDate: daysFromNow(-5), endDate: null, isFeatured: true });
    const sooner = await createEvent(app, leader, { title: "Sooner", startDate: daysFromNow(2), isFeatured: true });
    const regular = await createEvent(app, leader, { title: "Regular", startDate: daysFromNow(3) });
    const gone = await createEvent(app, leader, { title: "Gone", startDate: daysFromNow(4), isFeatured: true });
    await as(leader).del(`/api/events/${gone.id}`);
    const ids = (res: { json: () => { id: string }[] }) => res.json().map((e) => e.id);
    const mine = (list: string[]) => list.filter((id) => [later.id, past.id, sooner.id, regular.id, gone.id].includes(id));

    it("GET /api/events lists every active event by start date", async () => {
      const res = await as(scout).get("/api/events");
      expect(res.statusCode).toBe(200);
      expect(mine(ids(res))).toEqual([past.id, sooner.id, regular.id, later.id]);
      const starts = res.json().map((e: { startDate: string }) => e.startDate);
      expect([...starts].sort()).toEqual(starts);
      expect(Object.keys(res.json()[0]).sort()).toEqual(EVENT_FIELDS);
    });

    it("GET /api/events/upcoming lists only events that start after now", async () => {
      const res = await as(scout).get("/api/events/upcoming");
      expect(mine(ids(res))).toEqual([sooner.id, regular.id, later.id]);
      const now = Date.now();
      for (const e of res.json()) expect(new Date(e.startDate).getTime()).toBeGreaterThan(now);
    });

    it("GET /api/events/featured lists featured events, upcoming first", async () => {
      const res = await as(scout).get("/api/events/featured");
      expect(mine(ids(res))).toEqual([sooner.id, later.id, past.id]);
      for (const e of res.json()) expect(e.isFeatured).toBe(true);
    });
  });

  describe("PATCH /api/events/{id}", () => {
    it("changes only the fields sent and ignores server-owned ones", async () => {
      const event = await createEvent(app, leader, { tags: ["keep"], isFeatured: true, maxParticipants: 5 });
      const res = await as(leader).patch(`/api/events/${event.id}`, {
        title: "New title",
        currentParticipants: 4,
        id: UNKNOWN_ID,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        ...event,
        title: "New title",
        currentParticipants: 0,
        updatedAt: expect.any(String),
      });
      expect(res.json().tags).toEqual(["keep"]);
      expect(res.json().isFeatured).toBe(true);
      expect(res.json().maxParticipants).toBe(5);
    });

    it("clears the end date and the limit when sent as null", async () => {
      const event = await createEvent(app, leader, { maxParticipants: 5 });
      const res = await as(leader).patch(`/api/events/${event.id}`, { endDate: null, maxParticipants: null });
      expect(res.json()).toMatchObject({ endDate: null, maxParticipants: null });
    });

    it("validates the fields sent with the same limits", async () => {
      const event = await createEvent(app, leader);
      expect((await as(leader).patch(`/api/events/${event.id}`, { title: "x".repeat(150) })).statusCode).toBe(200);
      const res = await as(leader).patch(`/api/events/${event.id}`, { title: "x".repeat(151), imageUrl: "javascript:x" });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields).sort()).toEqual(["imageUrl", "title"]);
      const backwards = await as(leader).patch(`/api/events/${event.id}`, { endDate: daysFromNow(1) });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().fields.endDate).toBe("The end date must not be before the start date.");
    });

    it("refuses a limit below the people already joined, with a clear message", async () => {
      const event = await createEvent(app, leader, { maxParticipants: 5 });
      const a = await signUpRosterScout(app, db);
      const b = await signUpRosterScout(app, db);
      await as(a).patch(`/api/events/${event.id}/join`);
      await as(b).patch(`/api/events/${event.id}/join`);
      const res = await as(leader).patch(`/api/events/${event.id}`, { maxParticipants: 1 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: "Maximum participants cannot be below the 2 people who have already joined.",
        fields: { maxParticipants: "Maximum participants cannot be below the 2 people who have already joined." },
      });
      expect((await as(leader).patch(`/api/events/${event.id}`, { maxParticipants: 2 })).json().maxParticipants).toBe(2);
      expect((await as(leader).patch(`/api/events/${event.id}`, { maxParticipants: 0 })).json().maxParticipants).toBe(0);
    });

    it("answers 404 for unknown, malformed and deleted ids", async () => {
      const event = await createEvent(app, leader);
      await as(leader).del(`/api/events/${event.id}`);
      for (const id of [UNKNOWN_ID, "not-a-uuid", event.id]) {
        const res = await as(leader).patch(`/api/events/${id}`, { title: "x" });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: "Event not found." });
      }
    });
  });

  describe("DELETE /api/events/{id}", () => {
    it("soft-deletes: 204, gone from every list and call, the row kept with its title", async () => {
      const event = await createEvent(app, leader, { isFeatured: true });
      const res = await as(leader).del(`/api/events/${event.id}`);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe("");
      for (const url of ["/api/events", "/api/events/upcoming", "/api/events/featured"]) {
        expect((await as(leader).get(url)).json().map((e: { id: string }) => e.id)).not.toContain(event.id);
      }
      expect((await as(scout).get(`/api/events/${event.id}/participation`)).statusCode).toBe(404);
      expect((await as(scout).patch(`/api/events/${event.id}/join`)).statusCode).toBe(404);
      expect((await as(leader).get(`/api/events/${event.id}/participants`)).statusCode).toBe(404);
      const [row] = await db.select({ title: events.title, deletedAt: events.deletedAt }).from(events).where(eq(events.id, event.id));
      expect(row?.title).toBe(event.title);
      expect(row?.deletedAt).toBeInstanceOf(Date);
      expect((await as(leader).del(`/api/events/${event.id}`)).statusCode).toBe(404);
    });

    it("answers 404 for unknown and malformed ids", async () => {
      expect((await as(leader).del(`/api/events/${UNKNOWN_ID}`)).statusCode).toBe(404);
      expect((await as(leader).del("/api/events/123")).json()).toEqual({ error: "Event not found." });
    });
  });

  describe("joining", () => {
    it("GET participation says whether the caller joined", async () => {
      const event = await createEvent(app, leader);
      const before = await as(scout).get(`/api/events/${event.id}/participation`);
      expect(before.statusCode).toBe(200);
      expect(before.json()).toEqual({ hasJoined: false, status: "none" });
      await as(scout).patch(`/api/events/${event.id}/join`);
      expect((await as(scout).get(`/api/events/${event.id}/participation`)).json()).toEqual({ hasJoined: true, status: "joined" });
      expect((await as(leader).get(`/api/events/${event.id}/participation`)).json()).toEqual({ hasJoined: false, status: "none" });
      expect((await as(scout).get(`/api/events/${UNKNOWN_ID}/participation`)).statusCode).toBe(404);
      expect((await as(scout).get("/api/events/nope/participation")).statusCode).toBe(404);
    });

    it("a scout joining answers 200 with the event and writes one event_participation activity of 20 points", async () => {
      const event = await createEvent(app, leader, { title: "River Cleanup", maxParticipants: 3 });
      const res = await as(scout).patch(`/api/events/${event.id}/join`);
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json()).sort()).toEqual(EVENT_FIELDS);
      expect(res.json()).toMatchObject({ id: event.id, currentParticipants: 1, maxParticipants: 3 });
      const feed = await joinActivities(scout.scoutId, event.id);
      expect(feed).toHaveLength(1);
      expect(feed[0]).toMatchObject({ points: 20, activityType: "event_participation", title: "Joined River Cleanup" });
      expect(feed[0]?.description).toContain("Ada Pine");
    });

    it("a leader may join too, without an activity", async () => {
      const event = await createEvent(app, leader);
      const before = (await db.select({ n: sql<number>`count(*)::int` }).from(activities))[0]?.n;
      const res = await as(leader).patch(`/api/events/${event.id}/join`);
      expect(res.statusCode).toBe(200);
      expect(res.json().currentParticipants).toBe(1);
      expect((await db.select({ n: sql<number>`count(*)::int` }).from(activities))[0]?.n).toBe(before);
    });

    it("409 when already joined, the count unchanged", async () => {
      const event = await createEvent(app, leader);
      await as(scout).patch(`/api/events/${event.id}/join`);
      const again = await as(scout).patch(`/api/events/${event.id}/join`);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: "You have already joined this event." });
      expect(await storedCount(event.id)).toBe(1);
      expect(await joinActivities(scout.scoutId, event.id)).toHaveLength(1);
    });

    it("409 when full; 0 and null mean unlimited", async () => {
      const full = await createEvent(app, leader, { maxParticipants: 1 });
      await as(leader).patch(`/api/events/${full.id}/join`);
      const res = await as(scout).patch(`/api/events/${full.id}/join`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: "This event is full." });
      expect(await storedCount(full.id)).toBe(1);
      expect(await joinActivities(scout.scoutId, full.id)).toHaveLength(0);

      for (const max of [0, null]) {
        const open = await createEvent(app, leader, { maxParticipants: max });
        expect((await as(leader).patch(`/api/events/${open.id}/join`)).statusCode).toBe(200);
        expect((await as(scout).patch(`/api/events/${open.id}/join`)).json().currentParticipants).toBe(2);
      }
    });

    it("409 when the event has already started", async () => {
      const started = await createEvent(app, leader, { startDate: daysFromNow(-0.01), endDate: daysFromNow(1) });
      const res = await as(scout).patch(`/api/events/${started.id}/join`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: "This event has already started." });
      expect(await storedCount(started.id)).toBe(0);
    });

    it("404 for unknown and malformed ids", async () => {
      const unknown = await as(scout).patch(`/api/events/${UNKNOWN_ID}/join`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: "Event not found." });
      expect((await as(scout).patch("/api/events/1/join")).statusCode).toBe(404);
    });

    // Forty argon2 sign-ups first: on a busy machine that alone can take most of the default 30 s.
    it("40 scouts joining 10 places at once: exactly 10 join, the others hear it is full", async () => {
      const event = await createEvent(app, leader, { maxParticipants: 10 });
      const crowd = [];
      for (let i = 0; i < 40; i++) crowd.push(await signUpRosterScout(app, db, { firstName: `Kid${i}` }));
      const results = await Promise.all(crowd.map((s) => as(s).patch(`/api/events/${event.id}/join`)));
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(10);
      expect(codes.filter((c) => c === 409)).toHaveLength(30);
      for (const r of results.filter((r) => r.statusCode === 409)) expect(r.json()).toEqual({ error: "This event is full." });
      expect(await participantRows(event.id)).toBe(10);
      expect(await storedCount(event.id)).toBe(10);
      const feed = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(activities)
        .where(sql`${activities.metadata}->>'eventId' = ${event.id}`);
      expect(feed[0]?.n).toBe(10);
    }, 120_000);

    it("one scout joining the same event many times at once gets one place", async () => {
      const event = await createEvent(app, leader, { maxParticipants: 10 });
      const eager = await signUpRosterScout(app, db);
      const results = await Promise.all(Array.from({ length: 8 }, () => as(eager).patch(`/api/events/${event.id}/join`)));
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const r of results.filter((r) => r.statusCode !== 200)) {
        expect(r.statusCode).toBe(409);
        expect(r.json()).toEqual({ error: "You have already joined this event." });
      }
      expect(await participantRows(event.id)).toBe(1);
      expect(await storedCount(event.id)).toBe(1);
      expect(await joinActivities(eager.scoutId, event.id)).toHaveLength(1);
    });
  });

  describe("participants", () => {
    it("GET lists who joined: id (the participant row), name, email, joinedDate", async () => {
      const event = await createEvent(app, leader);
      await as(scout).patch(`/api/events/${event.id}/join`);
      await as(leader).patch(`/api/events/${event.id}/join`);
      const res = await as(leader).get(`/api/events/${event.id}/participants`);
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list).toHaveLength(2);
      expect(Object.keys(list[0]).sort()).toEqual(["email", "id", "joinedDate", "name", "scoutId", "status", "userId"]);
      expect(list[0]).toMatchObject({ name: "Ada Pine", email: scout.email, userId: scout.userId });
      expect(list[1]).toMatchObject({ name: "Lee Leader", email: leader.email, userId: leader.userId });
      const rows = await db.select({ id: eventParticipants.id }).from(eventParticipants).where(eq(eventParticipants.eventId, event.id));
      expect(list.map((p: { id: string }) => p.id).sort()).toEqual(rows.map((r) => r.id).sort());
      expect(new Date(list[0].joinedDate).toISOString()).toBe(list[0].joinedDate);
    });

    it("GET answers 404 for an unknown event and [] when nobody joined", async () => {
      expect((await as(leader).get(`/api/events/${UNKNOWN_ID}/participants`)).statusCode).toBe(404);
      const event = await createEvent(app, leader);
      expect((await as(leader).get(`/api/events/${event.id}/participants`)).json()).toEqual([]);
    });

    it("removing a participant drops the count and frees the place for someone else", async () => {
      const event = await createEvent(app, leader, { maxParticipants: 1 });
      await as(scout).patch(`/api/events/${event.id}/join`);
      const other = await signUpRosterScout(app, db);
      expect((await as(other).patch(`/api/events/${event.id}/join`)).statusCode).toBe(409);

      const [participant] = (await as(leader).get(`/api/events/${event.id}/participants`)).json();
      const res = await as(leader).del(`/api/events/${event.id}/participants/${participant.id}`);
      expect(res.statusCode).toBe(204);
      expect(await storedCount(event.id)).toBe(0);
      expect((await as(scout).get(`/api/events/${event.id}/participation`)).json()).toEqual({ hasJoined: false, status: "none" });

      const joined = await as(other).patch(`/api/events/${event.id}/join`);
      expect(joined.statusCode).toBe(200);
      expect(joined.json().currentParticipants).toBe(1);
      expect(await participantRows(event.id)).toBe(1);

      const again = await as(leader).del(`/api/events/${event.id}/participants/${participant.id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ error: "Participant not found." });
    });

    it("DELETE answers 404 for unknown, malformed, or another event's participant", async () => {
      const a = await createEvent(app, leader);
      const b = await createEvent(app, leader);
      await as(scout).patch(`/api/events/${a.id}/join`);
      const [participant] = (await as(leader).get(`/api/events/${a.id}/participants`)).json();
      expect((await as(leader).del(`/api/events/${b.id}/participants/${participant.id}`)).statusCode).toBe(404);
      expect((await as(leader).del(`/api/events/${a.id}/participants/${UNKNOWN_ID}`)).statusCode).toBe(404);
      expect((await as(leader).del(`/api/events/${a.id}/participants/xyz`)).statusCode).toBe(404);
      expect((await as(leader).del(`/api/events/xyz/participants/${participant.id}`)).statusCode).toBe(404);
      expect(await storedCount(a.id)).toBe(1);
    });

    it("the count follows participant rows removed by deleting an account", async () => {
      const event = await createEvent(app, leader);
      const leaving = await signUpRosterScout(app, db);
      await as(scout).patch(`/api/events/${event.id}/join`);
      await as(leaving).patch(`/api/events/${event.id}/join`);
      expect(await storedCount(event.id)).toBe(2);
      await db.delete(users).where(eq(users.id, leaving.userId));
      expect(await participantRows(event.id)).toBe(1);
      expect(await storedCount(event.id)).toBe(1);
    });
  });
});
