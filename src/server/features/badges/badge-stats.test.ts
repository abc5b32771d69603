import { describe, expect, it } from "vitest";
import { createBadge, createRosterScout } from "../../../../tests/factories/badges";
import { signUpLeader } from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";
import { badges, scoutBadges, scouts, troops } from "../../db/schema";

/**
 * A hand-built fixture; every expected number below was worked out by hand from it
 * from the definition of each figure, not recomputed by the test.
 */
describe("GET /api/badges/stats", async () => {
  const { app, database, as } = await createTestApp();
  const db = database.db;
  const leader = await signUpLeader(app);
  // Start from an empty catalogue: the starter badges are soft deleted.
  await db.update(badges).set({ deletedAt: new Date() });

  const stats = async () => {
    const res = await as(leader).get("/api/badges/stats");
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it("is all zeros for an empty troop", async () => {
    expect(await stats()).toEqual({
      totalBadges: 0,
      totalBadgesAwarded: 0,
      averageBadgesPerScout: 0,
      completionRate: 0,
      mostPopularBadges: [],
      categoryStats: {},
      recentAchievements: [],
    });
  });

  it("matches the hand-computed numbers of the fixture", async () => {
    const alpha = await createBadge(app, leader, { name: "Alpha", category: "outdoor", imageUrl: "/badges/alpha.svg" });
    const bravo = await createBadge(app, leader, { name: "Bravo", category: "outdoor", imageUrl: "/badges/bravo.svg" });
    const charlie = await createBadge(app, leader, { name: "Charlie", category: "skills", imageUrl: "/badges/charlie.svg" });
    const delta = await createBadge(app, leader, { name: "Delta", category: "community", imageUrl: "/badges/delta.svg" });
    const echo = await createBadge(app, leader, { name: "Echo", category: "creative", imageUrl: "/badges/echo.svg" });
    const foxtrot = await createBadge(app, leader, { name: "Foxtrot", category: "adventurous", imageUrl: "/badges/foxtrot.svg" });
    const xray = await createBadge(app, leader, { name: "Xray", category: "skills" });

    // Badges but no scouts yet: nothing to divide by.
    const noScouts = await stats();
    expect(noScouts).toMatchObject({ totalBadges: 7, averageBadgesPerScout: 0, completionRate: 0 });

    const a = await createRosterScout(app, leader, { name: "Avery Ash" });
    const b = await createRosterScout(app, leader, { name: "Blake Birch" });
    const c = await createRosterScout(app, leader, { name: "Casey Cedar" });
    const d = await createRosterScout(app, leader, { name: "Dana Dogwood" });

    const awards: [{ id: string }, { id: string }][] = [
      [a, alpha],
      [b, alpha],
      [c, alpha],
      [a, bravo],
      [b, bravo],
      [a, charlie],
      [c, delta],
      [a, xray],
      [b, xray],
      [d, echo],
      [d, foxtrot],
    ];
    for (const [scout, badge] of awards) {
      const res = await as(leader).post(`/api/scouts/${scout.id}/award-badge`, { badgeId: badge.id });
      expect(res.statusCode).toBe(201);
    }
    // Xray is deleted after being awarded twice: its awards still count as awards, not as active ones.
    expect((await as(leader).del(`/api/badges/${xray.id}`)).statusCode).toBe(204);

    // Another troop's data never counts.
    const [other] = await db
      .insert(troops)
      .values({ slug: "other-troop", leaderInviteCode: "LEAD-OTHER1", scoutJoinCode: "SCOUT-OTHER1" })
      .returning();
    if (!other) throw new Error("no other troop");
    const [otherBadge] = await db
      .insert(badges)
      .values({ troopId: other.id, name: "Elsewhere", description: "x", imageUrl: "/x.svg", category: "outdoor", requirements: ["x"] })
      .returning();
    const [otherScout] = await db.insert(scouts).values({ troopId: other.id, name: "Far Away" }).returning();
    if (!otherBadge || !otherScout) throw new Error("other troop fixture failed");
    await db.insert(scoutBadges).values({ troopId: other.id, scoutId: otherScout.id, badgeId: otherBadge.id, awardedBy: "Someone Else" });

    const result = await stats();
    expect(result.totalBadges).toBe(6);
    expect(result.categoryStats).toEqual({ outdoor: 2, skills: 1, community: 1, creative: 1, adventurous: 1 });
    expect(result.totalBadgesAwarded).toBe(11);
    // 11 awards / 4 scouts = 2.75 → one decimal
    expect(result.averageBadgesPerScout).toBe(2.8);
    // 9 awards of active badges / (4 scouts × 6 active badges) = 37.5 %
    expect(result.completionRate).toBe(38);
    expect(result.mostPopularBadges).toEqual([
      { badge: { id: alpha.id, name: "Alpha", imageUrl: "/badges/alpha.svg", category: "outdoor" }, count: 3 },
      { badge: { id: bravo.id, name: "Bravo", imageUrl: "/badges/bravo.svg", category: "outdoor" }, count: 2 },
      { badge: { id: charlie.id, name: "Charlie", imageUrl: "/badges/charlie.svg", category: "skills" }, count: 1 },
      { badge: { id: delta.id, name: "Delta", imageUrl: "/badges/delta.svg", category: "community" }, count: 1 },
      { badge: { id: echo.id, name: "Echo", imageUrl: "/badges/echo.svg", category: "creative" }, count: 1 },
    ]);
    expect(result.recentAchievements.map((r: { scoutName: string; badgeName: string }) => `${r.scoutName}: ${r.badgeName}`)).toEqual([
      "Dana Dogwood: Foxtrot",
      "Dana Dogwood: Echo",
      "Blake Birch: Xray",
      "Avery Ash: Xray",
      "Casey Cedar: Delta",
      "Avery Ash: Charlie",
      "Blake Birch: Bravo",
      "Avery Ash: Bravo",
      "Casey Cedar: Alpha",
      "Blake Birch: Alpha",
    ]);
    for (const item of result.recentAchievements) {
      expect(Object.keys(item).sort()).toEqual(["awardedAt", "badgeName", "scoutName"]);
      expect(new Date(item.awardedAt).toISOString()).toBe(item.awardedAt);
    }
  });
});
