import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBadge, createEarnableBadge, UNKNOWN_ID } from "../../../../tests/factories/badges";
import { insertTroopWithLeader, setTroopSettings } from "../../../../tests/factories/troops";
import { type SignedIn, signUpLeader, signUpScout } from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";
import { activities, badgeApprovals, scoutBadges } from "../../db/schema";

// With requireLeaderApproval on, a ticked badge waits for a leader to approve it or send it back.
describe("leader approval of badges", async () => {
  const { app, database, as } = await createTestApp();
  const db = database.db;
  const leader = await signUpLeader(app, { firstName: "Lee", lastName: "Leader" });
  const other = await insertTroopWithLeader(db);
  await setTroopSettings(app, leader, { requireLeaderApproval: true });

  const earn = (badgeId: string, scout: SignedIn) => as(scout).patch(`/api/badges/${badgeId}/earn`);
  const queue = async () => (await as(leader).get("/api/badge-approvals")).json();
  const awardsOf = (scoutId: string, badgeId: string) =>
    db
      .select()
      .from(scoutBadges)
      .where(and(eq(scoutBadges.scoutId, scoutId), eq(scoutBadges.badgeId, badgeId)));
  const achievementsOf = (scoutId: string) =>
    db
      .select()
      .from(activities)
      .where(and(eq(activities.scoutId, scoutId), eq(activities.activityType, "achievement")));
  const myBadge = async (scout: SignedIn, badgeId: string) =>
    (await as(scout).get("/api/badges")).json().find((b: { id: string }) => b.id === badgeId);
  const requestFor = async (scout: SignedIn & { scoutId: string }, badgeId: string) => {
    expect((await earn(badgeId, scout)).statusCode).toBe(200);
    const item = (await queue()).find(
      (a: { scout: { id: string }; badge: { id: string } }) => a.scout.id === scout.scoutId && a.badge.id === badgeId,
    );
    if (!item) throw new Error("request not in the queue");
    return item as { id: string };
  };

  it("a scout's earn becomes a pending request: 200 {isEarned:false, approval:'pending'}, no award, in the leaders' queue", async () => {
    const scout = await signUpScout(app, leader, { firstName: "Ada", lastName: "Pine" });
    const badge = await createEarnableBadge(app, leader, scout, { name: "Hiker", imageUrl: "/badges/hiker.svg" });
    const res = await earn(badge.id, scout);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: badge.id, isEarned: false, earnedDate: null, approval: "pending", approvalNote: null });
    expect(await awardsOf(scout.scoutId, badge.id)).toHaveLength(0);
    expect(await myBadge(scout, badge.id)).toMatchObject({ isEarned: false, approval: "pending" });

    // Asking again while it waits changes nothing.
    expect((await earn(badge.id, scout)).json()).toMatchObject({ approval: "pending" });
    const items = (await queue()).filter((a: { badge: { id: string } }) => a.badge.id === badge.id);
    expect(items).toHaveLength(1);
    expect(items[0]).toEqual({
      id: expect.any(String),
      scout: { id: scout.scoutId, name: "Ada Pine" },
      badge: { id: badge.id, name: "Hiker", imageUrl: "/badges/hiker.svg" },
      requestedAt: expect.any(String),
      completedRequirements: [0],
      totalRequirements: 1,
    });
  });

  it("earning still needs the work with approval on (422, nothing queued)", async () => {
    const scout = await signUpScout(app, leader);
    const badge = await createBadge(app, leader, { progressPercentage: 100 });
    expect((await earn(badge.id, scout)).statusCode).toBe(422);
    expect((await queue()).some((a: { badge: { id: string } }) => a.badge.id === badge.id)).toBe(false);
  });

  it("approve creates the award as an award by that leader, with the award's activities, and empties the request", async () => {
    const scout = await signUpScout(app, leader, { firstName: "Bo", lastName: "Oak" });
    const badge = await createEarnableBadge(app, leader, scout, { name: "Knots" });
    const request = await requestFor(scout, badge.id);
    const res = await as(leader).post(`/api/badge-approvals/${request.id}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ scoutId: scout.scoutId, badgeId: badge.id, awardedBy: "Lee Leader", presentedAt: null });
    const [award] = await awardsOf(scout.scoutId, badge.id);
    expect(award).toMatchObject({ awardedBy: "Lee Leader", awardedByUserId: leader.userId });
    const achievements = await achievementsOf(scout.scoutId);
    expect(achievements).toHaveLength(1);
    expect(achievements[0]?.description).toBe("Bo Oak was awarded the Knots badge by Lee Leader.");
    expect(await myBadge(scout, badge.id)).toMatchObject({ isEarned: true, approval: null });
    expect((await queue()).some((a: { id: string }) => a.id === request.id)).toBe(false);
    expect(await db.select().from(badgeApprovals).where(eq(badgeApprovals.id, request.id))).toHaveLength(0);

    const again = await as(leader).post(`/api/badge-approvals/${request.id}/approve`);
    expect(again.statusCode).toBe(404);
    expect(await awardsOf(scout.scoutId, badge.id)).toHaveLength(1);
  });

  it("return sends it back with a note the scout sees; the scout can ask again and then be approved", async () => {
    const scout = await signUpScout(app, leader);
    const badge = await createEarnableBadge(app, leader, scout);
    const request = await requestFor(scout, badge.id);
    const empty = await as(leader).post(`/api/badge-approvals/${request.id}/return`, { note: "  " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ note: "Write a note for the scout." });
    const long = await as(leader).post(`/api/badge-approvals/${request.id}/return`, { note: "x".repeat(501) });
    expect(long.statusCode).toBe(400);

    const returned = await as(leader).post(`/api/badge-approvals/${request.id}/return`, { note: "Show me the bowline first." });
    expect(returned.statusCode).toBe(204);
    expect(await myBadge(scout, badge.id)).toMatchObject({
      isEarned: false,
      approval: "returned",
      approvalNote: "Show me the bowline first.",
    });
    expect((await queue()).some((a: { id: string }) => a.id === request.id)).toBe(false);
    // Handled requests cannot be returned or approved again.
    expect((await as(leader).post(`/api/badge-approvals/${request.id}/return`, { note: "Again" })).statusCode).toBe(409);
    expect((await as(leader).post(`/api/badge-approvals/${request.id}/approve`)).json()).toEqual({
      error: "This request has already been handled.",
    });

    const retry = await earn(badge.id, scout);
    expect(retry.json()).toMatchObject({ approval: "pending", approvalNote: null });
    const again = (await queue()).find((a: { badge: { id: string } }) => a.badge.id === badge.id);
    expect((await as(leader).post(`/api/badge-approvals/${again.id}/approve`)).statusCode).toBe(200);
    expect(await myBadge(scout, badge.id)).toMatchObject({ isEarned: true, approval: null, approvalNote: null });
  });

  it("a leader awarding the badge directly settles a waiting request", async () => {
    const scout = await signUpScout(app, leader);
    const badge = await createEarnableBadge(app, leader, scout);
    const request = await requestFor(scout, badge.id);
    expect((await as(leader).post(`/api/scouts/${scout.scoutId}/award-badge`, { badgeId: badge.id })).statusCode).toBe(201);
    expect((await queue()).some((a: { id: string }) => a.id === request.id)).toBe(false);
    expect((await as(leader).post(`/api/badge-approvals/${request.id}/approve`)).statusCode).toBe(404);
  });

  it("bulk approve approves the waiting ones and skips handled, unknown and foreign ids", async () => {
    const a = await signUpScout(app, leader);
    const b = await signUpScout(app, leader);
    const badge = await createEarnableBadge(app, leader, a);
    await as(b).patch(`/api/badges/${badge.id}/progress`, { completedRequirements: [0] });
    const ra = await requestFor(a, badge.id);
    const rb = await requestFor(b, badge.id);
    await as(leader).post(`/api/badge-approvals/${rb.id}/return`, { note: "Not yet" });
    const res = await as(leader).post("/api/badge-approvals/approve", { ids: [ra.id, rb.id, UNKNOWN_ID, "nope", ra.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ approved: [ra.id], skipped: [rb.id, UNKNOWN_ID, "nope"] });
    expect(await awardsOf(a.scoutId, badge.id)).toHaveLength(1);
    expect(await awardsOf(b.scoutId, badge.id)).toHaveLength(0);
    const none = await as(leader).post("/api/badge-approvals/approve", { ids: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ error: "Select at least one request.", fields: { ids: "Select at least one request." } });
  });

  it("permissions: leaders only (401 signed out, 403 scouts), another troop's request is 404 and untouched", async () => {
    const scout = await signUpScout(app, leader);
    const badge = await createEarnableBadge(app, leader, scout);
    const request = await requestFor(scout, badge.id);
    const calls: [string, string, object?][] = [
      ["GET", "/api/badge-approvals"],
      ["POST", `/api/badge-approvals/${request.id}/approve`],
      ["POST", `/api/badge-approvals/${request.id}/return`, { note: "n" }],
      ["POST", "/api/badge-approvals/approve", { ids: [request.id] }],
    ];
    for (const [method, url, body] of calls) {
      expect((await as(null).send(method as "GET", url, body)).statusCode).toBe(401);
      const asScout = await as(scout).send(method as "GET", url, body);
      expect(asScout.statusCode).toBe(403);
      expect(asScout.json()).toEqual({ error: "Only leaders can do this." });
    }
    expect((await as(other).get("/api/badge-approvals")).json()).toEqual([]);
    expect((await as(other).post(`/api/badge-approvals/${request.id}/approve`)).statusCode).toBe(404);
    expect((await as(other).post(`/api/badge-approvals/${request.id}/return`, { note: "n" })).statusCode).toBe(404);
    expect((await as(other).post("/api/badge-approvals/approve", { ids: [request.id] })).json()).toEqual({
      approved: [],
      skipped: [request.id],
    });
    expect(await awardsOf(scout.scoutId, badge.id)).toHaveLength(0);
    expect(await myBadge(scout, badge.id)).toMatchObject({ approval: "pending" });
  });

  it("switched off, a scout's earn awards at once as before", async () => {
    await setTroopSettings(app, leader, { requireLeaderApproval: false });
    try {
      const scout = await signUpScout(app, leader);
      const badge = await createEarnableBadge(app, leader, scout);
      const res = await earn(badge.id, scout);
      expect(res.json()).toMatchObject({ isEarned: true, approval: null });
      expect(await awardsOf(scout.scoutId, badge.id)).toHaveLength(1);
    } finally {
      await setTroopSettings(app, leader, { requireLeaderApproval: true });
    }
  });

  describe("concurrency", () => {
    it("ten parallel approvals of one request (single and bulk) make one award and no 500", async () => {
      const scout = await signUpScout(app, leader);
      const badge = await createEarnableBadge(app, leader, scout);
      const request = await requestFor(scout, badge.id);
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          i % 2 === 0
            ? as(leader).post(`/api/badge-approvals/${request.id}/approve`)
            : as(leader).post("/api/badge-approvals/approve", { ids: [request.id] }),
        ),
      );
      expect(results.every((r) => r.statusCode < 500)).toBe(true);
      const singleWins = results.filter((r, i) => i % 2 === 0 && r.statusCode === 200).length;
      const bulkWins = results.filter((r, i) => i % 2 === 1 && r.json().approved.length === 1).length;
      expect(singleWins + bulkWins).toBe(1);
      expect(await awardsOf(scout.scoutId, badge.id)).toHaveLength(1);
      expect(await achievementsOf(scout.scoutId)).toHaveLength(1);
    });

    it("approving while the scout is erased: one of the two wins, never an award for nobody or a 500", async () => {
      for (let round = 0; round < 3; round++) {
        const scout = await signUpScout(app, leader);
        const badge = await createEarnableBadge(app, leader, scout);
        const request = await requestFor(scout, badge.id);
        const [approved, erased] = await Promise.all([
          as(leader).post(`/api/badge-approvals/${request.id}/approve`),
          as(leader).del(`/api/scouts/${scout.scoutId}`),
        ]);
        expect(erased.statusCode).toBe(204);
        expect([200, 404]).toContain(approved.statusCode);
        expect(await db.select().from(scoutBadges).where(eq(scoutBadges.scoutId, scout.scoutId))).toHaveLength(0);
        expect(await db.select().from(badgeApprovals).where(eq(badgeApprovals.scoutId, scout.scoutId))).toHaveLength(0);
      }
    });

    it("a return racing an approval: exactly one of them happens", async () => {
      const scout = await signUpScout(app, leader);
      const badge = await createEarnableBadge(app, leader, scout);
      const request = await requestFor(scout, badge.id);
      const [approved, returned] = await Promise.all([
        as(leader).post(`/api/badge-approvals/${request.id}/approve`),
        as(leader).post(`/api/badge-approvals/${request.id}/return`, { note: "Hold on" }),
      ]);
      expect([approved.statusCode, returned.statusCode].every((s) => s < 500)).toBe(true);
      const awarded = (await awardsOf(scout.scoutId, badge.id)).length;
      expect(awarded + (returned.statusCode === 204 ? 1 : 0)).toBe(1);
    });
  });
});
