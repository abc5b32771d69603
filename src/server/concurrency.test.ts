import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createBadge, createRosterScout } from "../../tests/factories/badges";
import { createEvent } from "../../tests/factories/events";
import { signUpLeader, signUpScout } from "../../tests/factories/users";
import { createTestApp } from "../../tests/setup/test-app";
import { createTestDatabase } from "../../tests/setup/test-database";
import { buildApp } from "./app";
import { SCOUT_RECORD_MISSING } from "./auth/actor";
import { eventParticipants, events, scoutBadges } from "./db/schema";

/**
 * Requests that collide: currentParticipants always equals the number of participant rows.
 * On PostgreSQL they truly run at the same time; PGlite runs them one after the other, where the
 * same assertions must hold too.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("concurrent requests", async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const leader = await signUpLeader(app);

  type Who = { headers: Record<string, string> };
  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, who: Who, payload?: object) =>
    app.inject({ method, url, headers: who.headers, payload });

  /**
   * 200; or the request lost the race cleanly: 401 when it arrived after the erase (the session is
   * gone), 404 saying the scout record is gone when it waited for the erase inside its transaction.
   */
  const cleanOutcome = (res: { statusCode: number; body: string }, ...also: number[]) =>
    res.statusCode === 200 ||
    also.includes(res.statusCode) ||
    (res.statusCode === 401 && res.body === JSON.stringify({ error: "Please sign in first." })) ||
    (res.statusCode === 404 && res.body === JSON.stringify({ error: SCOUT_RECORD_MISSING }));

  /** Every event whose stored count differs from its participant rows (should be none). */
  async function countMismatches() {
    return db
      .select({
        id: events.id,
        current: events.currentParticipants,
        rows: sql<number>`(select count(*)::int from ${eventParticipants} p where p.event_id = ${events.id})`,
      })
      .from(events)
      .where(sql`${events.currentParticipants} <> (select count(*) from ${eventParticipants} p where p.event_id = ${events.id})`);
  }

  describe("currentParticipants equals the participant rows", () => {
    it("after a participant is removed and after the event is deleted", async () => {
      const event = await createEvent(app, leader, { maxParticipants: 3 });
      const a = await signUpScout(app, leader);
      const b = await signUpScout(app, leader);
      for (const who of [a, b]) expect((await call("PATCH", `/api/events/${event.id}/join`, who)).statusCode).toBe(200);
      const [first] = (await call("GET", `/api/events/${event.id}/participants`, leader)).json();
      expect((await call("DELETE", `/api/events/${event.id}/participants/${first.id}`, leader)).statusCode).toBe(204);
      expect((await call("DELETE", `/api/events/${event.id}/participants/${first.id}`, leader)).statusCode).toBe(404);
      const [afterRemove] = await db.select().from(events).where(eq(events.id, event.id));
      expect(afterRemove?.currentParticipants).toBe(1);
      expect((await call("DELETE", `/api/events/${event.id}`, leader)).statusCode).toBe(204);
      // The deleted event keeps its rows and its count; erasing a scout still lowers both.
      expect((await call("DELETE", `/api/scouts/${b.scoutId}`, leader)).statusCode).toBe(204);
      const [afterDelete] = await db.select().from(events).where(eq(events.id, event.id));
      expect(afterDelete?.currentParticipants).toBe(0);
      expect(await countMismatches()).toEqual([]);
    });
  });

  describe("erasing a scout while that scout acts", () => {
    it("joins racing the scout's deletion either land before it (and are erased with it) or find the record gone", async () => {
      const eventList = await Promise.all(Array.from({ length: 8 }, () => createEvent(app, leader, { maxParticipants: 100 })));
      for (let round = 0; round < 6; round++) {
        const scout = await signUpScout(app, leader);
        // The scout has already joined one event, so the erase has an event count to lower.
        expect((await call("PATCH", `/api/events/${eventList[0]?.id}/join`, scout)).statusCode).toBe(200);
        const erase = call("DELETE", `/api/scouts/${scout.scoutId}`, leader);
        // Joins spread over the erase's transaction, so some land inside it.
        const joins = eventList.slice(1).map(async (event, i) => {
          await sleep(i);
          return call("PATCH", `/api/events/${event.id}/join`, scout);
        });
        const [erased, ...joined] = await Promise.all([erase, ...joins]);
        expect(erased.statusCode).toBe(204);
        for (const res of joined) expect(cleanOutcome(res), `${res.statusCode} ${res.body}`).toBe(true);
        expect(await db.select().from(eventParticipants).where(eq(eventParticipants.userId, scout.userId))).toEqual([]);
      }
      expect(await countMismatches()).toEqual([]);
    });

    it("progress and earning racing the scout's deletion succeed first or find the record gone", async () => {
      const badge = await createBadge(app, leader, { requirements: ["a", "b", "c", "d"] });
      for (let round = 0; round < 6; round++) {
        const scout = await signUpScout(app, leader);
        const progress = call("PATCH", `/api/badges/${badge.id}/progress`, scout, { completedRequirements: [0, 1, 2, 3] });
        const earn = call("PATCH", `/api/badges/${badge.id}/earn`, scout);
        const erase = call("DELETE", `/api/scouts/${scout.scoutId}`, leader);
        const [p, e, d] = await Promise.all([progress, earn, erase]);
        expect(d.statusCode).toBe(204);
        expect(cleanOutcome(p), `${p.statusCode} ${p.body}`).toBe(true);
        // 422: the earn ran before the progress it needed.
        expect(cleanOutcome(e, 422), `${e.statusCode} ${e.body}`).toBe(true);
        expect(await db.select().from(scoutBadges).where(eq(scoutBadges.scoutId, scout.scoutId))).toEqual([]);
      }
    });
  });

  describe("deleting a badge while a bulk award runs", () => {
    it("either awards everyone before the delete or nobody after it; the deleted badge is listed nowhere", async () => {
      const roster = await Promise.all(Array.from({ length: 20 }, () => createRosterScout(app, leader)));
      const scoutIds = roster.map((s) => s.id);
      for (let round = 0; round < 5; round++) {
        const badge = await createBadge(app, leader);
        const [bulk, removed] = await Promise.all([
          call("POST", "/api/scouts/bulk-award-badge", leader, { scoutIds, badgeId: badge.id }),
          call("DELETE", `/api/badges/${badge.id}`, leader),
        ]);
        expect(removed.statusCode).toBe(204);
        const awards = await db.select().from(scoutBadges).where(eq(scoutBadges.badgeId, badge.id));
        if (bulk.statusCode === 200) {
          // The award committed first (it holds the badge's share lock until then): earned history
          // that the soft delete keeps, like any award made before a badge is retired.
          expect(awards).toHaveLength(scoutIds.length);
        } else {
          expect(bulk.statusCode, bulk.body).toBe(404);
          expect(bulk.json()).toEqual({ error: "Badge not found." });
          expect(awards).toEqual([]);
        }
        const listed = (await call("GET", "/api/badges", leader)).json() as { id: string }[];
        expect(listed.map((b) => b.id)).not.toContain(badge.id);
        const stats = (await call("GET", "/api/badges/stats", leader)).json();
        expect(stats.mostPopularBadges.map((p: { badge: { id: string } }) => p.badge.id)).not.toContain(badge.id);
      }
    });
  });
});

describe("database conflicts a service did not foresee", async () => {
  const database = await createTestDatabase();
  const app = await buildApp({ database });
  const pgError = (code: string) => Object.assign(new Error("database said no"), { cause: { code } });
  app.get("/api/test/foreign-key", async () => {
    throw pgError("23503");
  });
  app.get("/api/test/deadlock", async () => {
    throw pgError("40P01");
  });
  app.get("/api/test/serialization", async () => {
    throw pgError("40001");
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("answers a row removed meanwhile (foreign key violation) with 404, not 500", async () => {
    const res = await app.inject({ method: "GET", url: "/api/test/foreign-key" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "Something this request refers to no longer exists." });
  });

  it.each(["deadlock", "serialization"])("answers a %s with 409 and a request to try again", async (what) => {
    const res = await app.inject({ method: "GET", url: `/api/test/${what}` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: "Someone else changed this at the same moment. Please try again." });
  });
});
