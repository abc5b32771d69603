import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createEvent, daysFromNow, signUpRosterScout } from "../../../../tests/factories/events";
import { insertRosterScout, signUpLeader } from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";
import { ATTENDANCE_MESSAGES } from "../../../shared/api/attendance";
import type { EventCreateRequest } from "../../../shared/api/events";
import { activities, attendance } from "../../db/schema";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const RECORD_FIELDS = ["eventId", "eventTitle", "id", "notes", "recordedAt", "scoutId", "scoutName", "status"];
/** A recording's answer: the record that stands, and whether a later one had already replaced this. */
const RECORDED_FIELDS = [...RECORD_FIELDS, "superseded"].sort();
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe("attendance", async () => {
  const { app, database, as } = await createTestApp();
  const db = database.db;
  const leader = await signUpLeader(app);
  const scout = await signUpRosterScout(app, db, { firstName: "Mia", lastName: "Brook" });

  // Attendance is recorded for events that have begun: yesterday's by default.
  const startedEvent = (overrides: Partial<EventCreateRequest> = {}) =>
    createEvent(app, leader, { startDate: daysFromNow(-1), ...overrides });

  // `null` = signed out.
  type Who = { headers: Record<string, string> } | null;
  const post = (payload: object, who: Who = leader) => as(null, { headers: who?.headers ?? {} }).post("/api/attendance", payload);
  const list = (who: Who = leader) => as(null, { headers: who?.headers ?? {} }).get("/api/attendance");
  const presentActivities = async (scoutId: string, eventId: string) =>
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
  const rowsFor = async (scoutId: string, eventId: string) =>
    db
      .select()
      .from(attendance)
      .where(and(eq(attendance.scoutId, scoutId), eq(attendance.eventId, eventId)));

  describe("permissions", async () => {
    const event = await startedEvent();
    const body = { scoutId: scout.scoutId, eventId: event.id, status: "present" };

    it("signed out → 401 for GET and POST", async () => {
      for (const res of [await list(null), await post(body, null)]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ error: "Please sign in first." });
      }
    });

    it("scout → 403 for GET and POST, nothing recorded", async () => {
      for (const res of [await list(scout), await post(body, scout)]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: "Only leaders can do this." });
      }
      expect(await rowsFor(scout.scoutId, event.id)).toHaveLength(0);
    });

    it("leader → 200 and 201", async () => {
      expect((await list()).statusCode).toBe(200);
      expect((await post(body)).statusCode).toBe(201);
    });
  });

  describe("POST /api/attendance", () => {
    it("answers 201 with the record, recordedAt as sent", async () => {
      const event = await startedEvent({ title: "Knot Night" });
      const recordedAt = "2026-05-04T18:30:00.000Z";
      const res = await post({ scoutId: scout.scoutId, eventId: event.id, status: "absent", notes: "Sick", recordedAt });
      expect(res.statusCode).toBe(201);
      const record = res.json();
      expect(Object.keys(record).sort()).toEqual(RECORDED_FIELDS);
      expect(record).toMatchObject({
        superseded: false,
        scoutId: scout.scoutId,
        eventId: event.id,
        status: "absent",
        notes: "Sick",
        recordedAt,
        scoutName: "Mia Brook",
        eventTitle: "Knot Night",
      });
      expect(record.id).toMatch(/^[0-9a-f-]{36}$/);
    });

    it("defaults recordedAt to now and notes to null", async () => {
      const event = await startedEvent();
      const before = Date.now();
      const res = await post({ scoutId: scout.scoutId, eventId: event.id, status: "absent" });
      expect(res.json().notes).toBeNull();
      const at = new Date(res.json().recordedAt).getTime();
      expect(at).toBeGreaterThanOrEqual(before - 1000);
      expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    });

    it("upserts: a second POST for the same scout and event updates the one record", async () => {
      const event = await startedEvent();
      const first = await post({
        scoutId: scout.scoutId,
        eventId: event.id,
        status: "absent",
        notes: "Late notice",
        recordedAt: minutesAgo(60),
      });
      const second = await post({ scoutId: scout.scoutId, eventId: event.id, status: "present", recordedAt: minutesAgo(30) });
      expect(second.statusCode).toBe(201);
      expect(second.json().id).toBe(first.json().id);
      expect(second.json().status).toBe("present");
      expect(second.json().notes).toBe("Late notice");
      const rows = await rowsFor(scout.scoutId, event.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.status).toBe("present");
      const listed = (await list()).json().filter((r: { eventId: string }) => r.eventId === event.id);
      expect(listed).toHaveLength(1);

      const cleared = await post({ scoutId: scout.scoutId, eventId: event.id, status: "present", notes: "" });
      expect(cleared.json().notes).toBeNull();
    });

    it("present writes one event_participation activity of 10 points, not again when saved as present again", async () => {
      const event = await startedEvent({ title: "Food Drive" });
      await post({ scoutId: scout.scoutId, eventId: event.id, status: "present" });
      let feed = await presentActivities(scout.scoutId, event.id);
      expect(feed).toHaveLength(1);
      expect(feed[0]).toMatchObject({ activityType: "event_participation", points: 10, title: "Attended Food Drive" });
      expect(feed[0]?.description).toContain("Mia Brook");

      await post({ scoutId: scout.scoutId, eventId: event.id, status: "present" });
      expect(await presentActivities(scout.scoutId, event.id)).toHaveLength(1);

      // Corrected to absent and back to present: present again, so it counts again.
      await post({ scoutId: scout.scoutId, eventId: event.id, status: "absent" });
      expect(await presentActivities(scout.scoutId, event.id)).toHaveLength(1);
      await post({ scoutId: scout.scoutId, eventId: event.id, status: "present" });
      feed = await presentActivities(scout.scoutId, event.id);
      expect(feed).toHaveLength(2);
    });

    it("absent writes no activity", async () => {
      const event = await startedEvent();
      await post({ scoutId: scout.scoutId, eventId: event.id, status: "absent" });
      expect(await presentActivities(scout.scoutId, event.id)).toHaveLength(0);
    });

    it("the same present recording sent at once several times writes one record and one activity", async () => {
      const event = await startedEvent();
      const results = await Promise.all(
        Array.from({ length: 6 }, () => post({ scoutId: scout.scoutId, eventId: event.id, status: "present" })),
      );
      // Each is recorded at its arrival: one made a moment later than another that got in first
      // replaces it, one made earlier (or at the same moment) is superseded.
      for (const r of results) expect(r.json().superseded).toBe(r.statusCode === 200);
      expect(results.filter((r) => r.statusCode === 201).length).toBeGreaterThanOrEqual(1);
      expect(await rowsFor(scout.scoutId, event.id)).toHaveLength(1);
      expect(await presentActivities(scout.scoutId, event.id)).toHaveLength(1);
    });

    it("works for roster scouts without an account", async () => {
      const rosterOnly = await insertRosterScout(db, { name: "Noah Field", email: null });
      const event = await startedEvent();
      const res = await post({ scoutId: rosterOnly.id, eventId: event.id, status: "present" });
      expect(res.statusCode).toBe(201);
      expect(res.json().scoutName).toBe("Noah Field");
      expect(await presentActivities(rosterOnly.id, event.id)).toHaveLength(1);
    });

    it("404 for an unknown or malformed scout or event, and for a deleted event", async () => {
      const event = await startedEvent();
      const deleted = await startedEvent();
      await as(leader).del(`/api/events/${deleted.id}`);
      const cases = [
        [{ scoutId: UNKNOWN_ID, eventId: event.id }, "Scout not found."],
        [{ scoutId: "scout-1", eventId: event.id }, "Scout not found."],
        [{ scoutId: scout.scoutId, eventId: UNKNOWN_ID }, "Event not found."],
        [{ scoutId: scout.scoutId, eventId: "event-1" }, "Event not found."],
        [{ scoutId: scout.scoutId, eventId: deleted.id }, "Event not found."],
      ] as const;
      for (const [ids, message] of cases) {
        const res = await post({ ...ids, status: "present" });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: message });
      }
      expect(await presentActivities(scout.scoutId, event.id)).toHaveLength(0);
    });

    it.each([["late"], [""], [null], [undefined]])("400 for status %s", async (status) => {
      const event = await startedEvent();
      const res = await post({ scoutId: scout.scoutId, eventId: event.id, status });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: "Status must be present or absent.", fields: { status: "Status must be present or absent." } });
    });

    it("400 when scout or event is missing, or recordedAt is not a date", async () => {
      const event = await startedEvent();
      const noScout = await post({ eventId: event.id, status: "present" });
      expect(noScout.statusCode).toBe(400);
      expect(noScout.json().fields.scoutId).toBe("Scout is required.");
      const noEvent = await post({ scoutId: scout.scoutId, status: "present" });
      expect(noEvent.json().fields.eventId).toBe("Event is required.");
      const badDate = await post({ scoutId: scout.scoutId, eventId: event.id, status: "present", recordedAt: "yesterday" });
      expect(badDate.statusCode).toBe(400);
      expect(badDate.json().fields.recordedAt).toBeTruthy();
    });

    it("accepts notes of 2000 characters and refuses 2001", async () => {
      const event = await startedEvent();
      const ok = await post({ scoutId: scout.scoutId, eventId: event.id, status: "absent", notes: "n".repeat(2000) });
      expect(ok.statusCode).toBe(201);
      expect(ok.json().notes).toHaveLength(2000);
      const over = await post({ scoutId: scout.scoutId, eventId: event.id, status: "absent", notes: "n".repeat(2001) });
      expect(over.statusCode).toBe(400);
      expect(over.json().fields.notes).toBe("Notes must be at most 2000 characters.");
    });
  });

  describe("the latest recording wins (a register taken offline arrives late)", () => {
    const record = (eventId: string, status: "present" | "absent", recordedAt?: string, notes?: string) =>
      post({ scoutId: scout.scoutId, eventId, status, ...(recordedAt ? { recordedAt } : {}), ...(notes ? { notes } : {}) });

    it("an older recording arriving after a newer one keeps the newer, and says so", async () => {
      const event = await startedEvent();
      const newer = await record(event.id, "present", minutesAgo(10), "Came with Dad");
      expect(newer.statusCode).toBe(201);
      const older = await record(event.id, "absent", minutesAgo(40), "Ill");
      expect(older.statusCode).toBe(200);
      expect(older.json()).toEqual({ ...newer.json(), superseded: true });
      const [row] = await rowsFor(scout.scoutId, event.id);
      expect(row).toMatchObject({ status: "present", notes: "Came with Dad", recordedAt: new Date(newer.json().recordedAt) });
      // The superseded "absent" took nothing away: one present activity stays.
      expect(await presentActivities(scout.scoutId, event.id)).toHaveLength(1);
    });

    it("a later recording replaces an earlier one; the same time keeps what is stored", async () => {
      const event = await startedEvent();
      const at = minutesAgo(20);
      await record(event.id, "absent", minutesAgo(30));
      const later = await record(event.id, "present", at);
      expect(later.statusCode).toBe(201);
      expect(later.json()).toMatchObject({ status: "present", superseded: false });
      const tie = await record(event.id, "absent", at);
      expect(tie.statusCode).toBe(200);
      expect(tie.json()).toMatchObject({ status: "present", superseded: true });
      // Without recordedAt the recording is made now, later than both.
      const now = await record(event.id, "absent");
      expect(now.json()).toMatchObject({ status: "absent", superseded: false });
    });

    it("recordings of one scout sent at once in any order end with the latest", async () => {
      const event = await startedEvent();
      const times = Array.from({ length: 8 }, (_, i) => minutesAgo(60 - i * 5));
      const shuffled = [3, 7, 0, 5, 1, 6, 2, 4].map(
        (i) => ({ at: times[i] as string, status: i % 2 === 0 ? "absent" : "present" }) as const,
      );
      const results = await Promise.all(shuffled.map(({ at, status }) => record(event.id, status, at)));
      const [row] = await rowsFor(scout.scoutId, event.id);
      expect(row?.recordedAt).toEqual(new Date(times[7] as string));
      expect(row?.status).toBe("present");
      const latest = results[shuffled.findIndex((s) => s.at === times[7])];
      expect(latest?.statusCode).toBe(201);
      for (const r of results) expect(["present", "absent"]).toContain(r.json().status);
    });

    it("refuses a recordedAt more than 5 minutes ahead with 400 on the field, and accepts a clock a little ahead", async () => {
      const event = await startedEvent();
      const ahead = await record(event.id, "present", new Date(Date.now() + 6 * 60_000).toISOString());
      expect(ahead.statusCode).toBe(400);
      expect(ahead.json()).toEqual({
        error: ATTENDANCE_MESSAGES.recordedInFuture,
        fields: { recordedAt: ATTENDANCE_MESSAGES.recordedInFuture },
      });
      expect(await rowsFor(scout.scoutId, event.id)).toHaveLength(0);
      const slightly = await record(event.id, "present", new Date(Date.now() + 2 * 60_000).toISOString());
      expect(slightly.statusCode).toBe(201);
    });
  });

  describe("GET /api/attendance", () => {
    it("lists the troop's records latest first, keeping the title of a deleted event", async () => {
      const event = await startedEvent({ title: "Old Parade" });
      const other = await signUpRosterScout(app, db, { firstName: "Leo", lastName: "Stone" });
      await post({ scoutId: scout.scoutId, eventId: event.id, status: "present", recordedAt: minutesAgo(3) });
      await post({ scoutId: other.scoutId, eventId: event.id, status: "absent", recordedAt: minutesAgo(2) });
      await as(leader).del(`/api/events/${event.id}`);

      const res = await list();
      expect(res.statusCode).toBe(200);
      const records = res.json();
      for (const r of records) expect(Object.keys(r).sort()).toEqual(RECORD_FIELDS);
      const times = records.map((r: { recordedAt: string }) => r.recordedAt);
      expect([...times].sort().reverse()).toEqual(times);
      const mine = records.filter((r: { eventId: string }) => r.eventId === event.id);
      expect(mine).toEqual([
        expect.objectContaining({ scoutId: other.scoutId, status: "absent", scoutName: "Leo Stone", eventTitle: "Old Parade" }),
        expect.objectContaining({ scoutId: scout.scoutId, status: "present", scoutName: "Mia Brook", eventTitle: "Old Parade" }),
      ]);
    });
  });

  describe("only once the event has started", () => {
    it("refuses an event still to come with 400 and the reason, and records nothing", async () => {
      const event = await createEvent(app, leader, { title: "Next Week's Hike", startDate: daysFromNow(7) });
      for (const status of ["present", "absent"]) {
        const res = await post({ scoutId: scout.scoutId, eventId: event.id, status });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          error: ATTENDANCE_MESSAGES.notStarted,
          fields: { eventId: ATTENDANCE_MESSAGES.notStarted },
        });
      }
      expect(await rowsFor(scout.scoutId, event.id)).toHaveLength(0);
      expect(await presentActivities(scout.scoutId, event.id)).toHaveLength(0);
    });

    it("records an event that started a moment ago, and one under way", async () => {
      const justStarted = await createEvent(app, leader, { startDate: new Date(Date.now() - 1000).toISOString(), endDate: daysFromNow(1) });
      expect((await post({ scoutId: scout.scoutId, eventId: justStarted.id, status: "present" })).statusCode).toBe(201);
    });

    it("still answers 404 for another troop's or an unknown event before saying when", async () => {
      const res = await post({ scoutId: scout.scoutId, eventId: UNKNOWN_ID, status: "present" });
      expect(res.statusCode).toBe(404);
    });
  });
});
