import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBadge, tick } from "../../tests/factories/badges";
import { createEvent, daysFromNow } from "../../tests/factories/events";
import { insertTroopWithLeader, insertUserWithSession } from "../../tests/factories/troops";
import { signUpLeader, signUpScout } from "../../tests/factories/users";
import { createTestApp } from "../../tests/setup/test-app";
import { activities, attendance, badges, eventParticipants, events, scouts, troops } from "./db/schema";

/**
 * Troop scoping (architecture: "troop scoping happens in one place"): every query filters by the
 * session's troop. A leader (or scout) of a second troop can neither read nor change the first
 * troop's rows; ids of the other troop answer 404 like unknown ones.
 */
describe("troop isolation", async () => {
  const { app, database, as } = await createTestApp();
  const db = database.db;

  // Troop A: the deployment's troop, with one of everything.
  const leaderA = await signUpLeader(app, { firstName: "Ann", lastName: "Alpha" });
  const scoutA = await signUpScout(app, leaderA, { firstName: "Abe", lastName: "Alpha" });
  const badgeA = await createBadge(app, leaderA, { name: "Alpha Knots" });
  await tick(app, scoutA, badgeA.id, [0, 1, 2]);
  const eventA = await createEvent(app, leaderA, { title: "Alpha Campout", isFeatured: true });
  const joined = await as(scoutA).patch(`/api/events/${eventA.id}/join`);
  if (joined.statusCode !== 200) throw new Error(`join failed: ${joined.body}`);
  const [participantA] = await db.select().from(eventParticipants).where(eq(eventParticipants.eventId, eventA.id));
  // Attendance is recorded once an event has started: last week's meeting.
  const meetingA = await createEvent(app, leaderA, { title: "Alpha Meeting", startDate: daysFromNow(-7) });
  const recorded = await as(leaderA).post("/api/attendance", { scoutId: scoutA.scoutId, eventId: meetingA.id, status: "present" });
  if (recorded.statusCode !== 201) throw new Error(`attendance failed: ${recorded.body}`);
  const [activityA] = await db.select().from(activities).where(eq(activities.scoutId, scoutA.scoutId)).limit(1);
  if (!participantA || !activityA) throw new Error("fixture incomplete");
  const [troopA] = await db.select().from(troops).limit(1);
  if (!troopA) throw new Error("no troop");

  // Troop B: written straight into the database, with a leader and a scout of its own.
  const leaderB = await insertTroopWithLeader(db, "Bravo Troop");
  const scoutB = await insertUserWithSession(db, leaderB.troopId, "scout");
  await db.insert(scouts).values({ troopId: leaderB.troopId, userId: scoutB.userId, name: "Bea Bravo" });

  const troopAStrings = [
    badgeA.id,
    "Alpha Knots",
    eventA.id,
    "Alpha Campout",
    scoutA.scoutId,
    "Abe Alpha",
    scoutA.email,
    troopA.scoutJoinCode,
  ];

  describe("reads show only the caller's troop", () => {
    const leaderReads = [
      "/api/badges",
      "/api/badges/earned",
      "/api/badges/stats",
      "/api/events",
      "/api/events/upcoming",
      "/api/events/featured",
      "/api/scouts",
      "/api/scout-badges",
      "/api/attendance",
      "/api/activities",
      "/api/troop/configuration",
      "/api/troop/branding",
    ];
    it.each(leaderReads)("GET %s as the other troop's leader", async (url) => {
      const res = await as(leaderB).get(url);
      expect(res.statusCode).toBe(200);
      for (const text of troopAStrings) expect(res.body).not.toContain(text);
    });

    it.each(["/api/badges", "/api/badges/earned", "/api/events", "/api/events/upcoming", "/api/events/featured", "/api/troop/branding"])(
      "GET %s as the other troop's scout",
      async (url) => {
        const res = await as(scoutB).get(url);
        expect(res.statusCode).toBe(200);
        for (const text of troopAStrings) expect(res.body).not.toContain(text);
      },
    );

    it("gives the other troop its own statistics and configuration", async () => {
      const stats = (await as(leaderB).get("/api/badges/stats")).json();
      expect(stats).toMatchObject({ totalBadges: 0, totalBadgesAwarded: 0, recentAchievements: [], mostPopularBadges: [] });
      const config = (await as(leaderB).get("/api/troop/configuration")).json();
      expect(config.id).toBe(leaderB.troopId);
      expect(config.troopName).toBe("Bravo Troop");
      expect((await as(leaderB).get("/api/troop/branding")).json().troopName).toBe("Bravo Troop");
    });
  });

  describe("ids of the first troop answer 404 to the other troop", () => {
    const leaderCalls: [string, string, object?][] = [
      ["PATCH", `/api/badges/${badgeA.id}`, { name: "Stolen" }],
      ["DELETE", `/api/badges/${badgeA.id}`],
      ["PATCH", `/api/events/${eventA.id}`, { title: "Stolen" }],
      ["DELETE", `/api/events/${eventA.id}`],
      ["GET", `/api/events/${eventA.id}/participation`],
      ["PATCH", `/api/events/${eventA.id}/join`],
      ["GET", `/api/events/${eventA.id}/participants`],
      ["DELETE", `/api/events/${eventA.id}/participants/${participantA.id}`],
      ["PATCH", `/api/scouts/${scoutA.scoutId}`, { name: "Stolen" }],
      ["DELETE", `/api/scouts/${scoutA.scoutId}`],
      ["POST", `/api/scouts/${scoutA.scoutId}/award-badge`, { badgeId: badgeA.id }],
      ["POST", "/api/scouts/bulk-award-badge", { scoutIds: [scoutA.scoutId], badgeId: badgeA.id }],
      ["POST", "/api/scouts/batch-award-badge", { scoutIds: [scoutA.scoutId], badgeId: badgeA.id }],
      ["POST", "/api/attendance", { scoutId: scoutA.scoutId, eventId: eventA.id, status: "absent", notes: "Stolen" }],
      ["POST", `/api/activities/${activityA.id}/reactions`, { emoji: "🎉" }],
      ["GET", `/api/activities?scoutId=${scoutA.scoutId}`],
    ];
    it.each(leaderCalls)("%s %s as the other troop's leader", async (method, url, payload) => {
      const res = await as(leaderB).send(method as "GET", url, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: expect.any(String) });
      for (const text of troopAStrings) expect(res.body).not.toContain(text);
    });

    const scoutCalls: [string, string, object?][] = [
      ["PATCH", `/api/badges/${badgeA.id}/progress`, { completedRequirements: [0, 1, 2, 3] }],
      ["PATCH", `/api/badges/${badgeA.id}/earn`],
      ["GET", `/api/events/${eventA.id}/participation`],
      ["PATCH", `/api/events/${eventA.id}/join`],
    ];
    it.each(scoutCalls)("%s %s as the other troop's scout", async (method, url, payload) => {
      const res = await as(scoutB).send(method as "GET", url, payload);
      expect(res.statusCode).toBe(404);
      for (const text of troopAStrings) expect(res.body).not.toContain(text);
    });

    it("leaves every row of the first troop as it was", async () => {
      const [badge] = await db.select().from(badges).where(eq(badges.id, badgeA.id));
      expect(badge).toMatchObject({ name: "Alpha Knots", deletedAt: null });
      const [event] = await db.select().from(events).where(eq(events.id, eventA.id));
      expect(event).toMatchObject({ title: "Alpha Campout", deletedAt: null, currentParticipants: 1 });
      expect(await db.select().from(eventParticipants).where(eq(eventParticipants.eventId, eventA.id))).toHaveLength(1);
      const [scout] = await db.select().from(scouts).where(eq(scouts.id, scoutA.scoutId));
      expect(scout?.name).toBe("Abe Alpha");
      const [record] = await db.select().from(attendance).where(eq(attendance.scoutId, scoutA.scoutId));
      expect(record).toMatchObject({ status: "present", notes: null, troopId: troopA.id });
      const awards = await as(leaderA).get("/api/scout-badges");
      expect(awards.json()).toEqual([]);
      const feed = (await as(leaderA).get("/api/activities")).json();
      expect(feed.flatMap((a: { reactions: unknown[] }) => a.reactions)).toEqual([]);
    });
  });

  describe("configuration", () => {
    it("saves the other troop's settings and codes without touching the first troop", async () => {
      const saved = await as(leaderB).put("/api/troop/configuration", { troopName: "Bravo Renamed", primaryColor: "#112233" });
      expect(saved.statusCode).toBe(200);
      const regenerated = await as(leaderB).post("/api/troop/configuration/regenerate-codes");
      expect(regenerated.statusCode).toBe(200);
      const [after] = await db.select().from(troops).where(eq(troops.id, troopA.id));
      expect(after).toMatchObject({
        troopName: troopA.troopName,
        primaryColor: troopA.primaryColor,
        leaderInviteCode: troopA.leaderInviteCode,
        scoutJoinCode: troopA.scoutJoinCode,
      });
      expect((await as(leaderA).get("/api/troop/configuration")).json().troopName).toBe(troopA.troopName);
    });
  });
});
