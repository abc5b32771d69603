import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createBadge, createRosterScout } from "../../tests/factories/badges";
import { createEvent } from "../../tests/factories/events";
import { signUpLeader, signUpScout } from "../../tests/factories/users";
import { requestsTo } from "../../tests/setup/request-as";
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
  const { app, database, as } = await createTestApp();
  const db = database.db;
  const leader = await signUpLeader(app);

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
      for (const who of [a, b]) expect((await as(who).patch(`/api/events/${event.id}/join`)).statusCode).toBe(200);
      const [first] = (await as(leader).get(`/api/events/${event.id}/participants`)).json();
      expect((await as(leader).del(`/api/events/${event.id}/participants/${first.id}`)).statusCode).toBe(204);
      expect((await as(leader).del(`/api/events/${event.id}/participants/${first.id}`)).statusCode).toBe(404);
      const [afterRemove] = await db.select().from(events).where(eq(events.id, event.id));
      expect(afterRemove?.currentParticipants).toBe(1);
      expect((await as(leader).del(`/api/events/${event.id}`)).statusCode).toBe(204);
      // The deleted event keeps its rows and its count; erasing a scout still lowers both.
      expect((await as(leader).del(`/api/scouts/${b.scoutId}`)).statusCode).toBe(204);
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
        expect((await as(scout).patch(`/api/events/${eventList[0]?.id}/join`)).statusCode).toBe(200);
        const erase = as(leader).del(`/api/scouts/${scout.scoutId}`);
        // Joins spread over the erase's transaction, so some land inside it.
        const joins = eventList.slice(1).map(async (event, i) => {
          await sleep(i);
          return as(scout).patch(`/api/events/${event.id}/join`);
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
        const progress = as(scout).patch(`/api/badges/${badge.id}/progress`, { completedRequirements: [0, 1, 2, 3] });
        const earn = as(scout).patch(`/api/badges/${badge.id}/earn`);
        const erase = as(leader).del(`/api/scouts/${scout.scoutId}`);
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
          as(leader).post("/api/scouts/bulk-award-badge", { scoutIds, badgeId: badge.id }),
          as(leader).del(`/api/badges/${badge.id}`),
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
        const listed = (await as(leader).get("/api/badges")).json() as { id: string }[];
        expect(listed.map((b) => b.id)).not.toContain(badge.id);
        const stats = (await as(leader).get("/api/badges/stats")).json();
        expect(stats.mostPopularBadges.map((p: { badge: { id: string } }) => p.badge.id)).not.toContain(badge.id);
      }
    });
  });
});

describe("database conflicts a service did not foresee", async () => {
  const database = await createTestDatabase();
  const app = await buildApp({ database });
  const as = requestsTo(app);
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
    const res = await as(null).get("/api/test/foreign-key");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "Something this request refers to no longer exists." });
  });

  it.each(["deadlock", "serialization"])("answers a %s with 409 and a request to try again", async (what) => {
    const res = await as(null).get(`/api/test/${what}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: "Someone else changed this at the same moment. Please try again." });
  });
});
