import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBadge, createEarnableBadge, createRosterScout, UNKNOWN_ID } from "../../../../tests/factories/badges";
import { signUpLeader, signUpScout } from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";
import { activities, scoutBadges } from "../../db/schema";

const AWARD_FIELDS = ["awardedBy", "badgeId", "earnedDate", "id", "presentedAt", "scoutId"];
const BULK_PATHS = ["/api/scouts/bulk-award-badge", "/api/scouts/batch-award-badge"] as const;

describe("badge awards", async () => {
  const { app, database, as } = await createTestApp();
  const db = database.db;
  const leader = await signUpLeader(app, { firstName: "Lee", lastName: "Leader" });
  const scout = await signUpScout(app, leader, { firstName: "Ada", lastName: "Pine" });

  const awardsOf = (scoutIds: string[], badgeId: string) =>
    db
      .select()
      .from(scoutBadges)
      .where(and(inArray(scoutBadges.scoutId, scoutIds), eq(scoutBadges.badgeId, badgeId)));
  const activitiesOf = (scoutIds: string[], type: string) =>
    db
      .select()
      .from(activities)
      .where(and(inArray(activities.scoutId, scoutIds), eq(activities.activityType, type)));
  const rosterOf = async (n: number) => {
    const list = [];
    for (let i = 0; i < n; i++) list.push(await createRosterScout(app, leader));
    return list.map((s) => s.id);
  };

  describe("permissions", async () => {
    const badge = await createBadge(app, leader);
    const target = await createRosterScout(app, leader);
    const calls = [
      ["GET", "/api/scout-badges"],
      ["POST", `/api/scouts/${target.id}/award-badge`, { badgeId: badge.id }],
      ["POST", BULK_PATHS[0], { scoutIds: [target.id], badgeId: badge.id }],
      ["POST", BULK_PATHS[1], { scoutIds: [target.id], badgeId: badge.id }],
    ] as const;

    it.each(calls)("%s %s answers 401 when signed out", async (method, url, body?: object) => {
      const res = await as(null).send(method, url, body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: "Please sign in first." });
    });

    it.each(calls)("%s %s answers 403 for a scout", async (method, url, body?: object) => {
      const res = await as(scout).send(method, url, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: "Only leaders can do this." });
    });

    it("nothing was awarded by the refused calls", async () => {
      expect(await awardsOf([target.id], badge.id)).toHaveLength(0);
    });
  });

  describe("POST /api/scouts/{id}/award-badge", () => {
    it("awards (201) with the leader's own name whatever awardedBy says, and writes the activities", async () => {
      const [scoutId] = await rosterOf(1);
      if (!scoutId) throw new Error("no scout");
      const badge = await createBadge(app, leader, { name: "First Aid" });
      const res = await as(leader).post(`/api/scouts/${scoutId}/award-badge`, { badgeId: badge.id, awardedBy: "Scout Leader" });
      expect(res.statusCode).toBe(201);
      const award = res.json();
      expect(Object.keys(award).sort()).toEqual(AWARD_FIELDS);
      expect(award).toMatchObject({ scoutId, badgeId: badge.id, awardedBy: "Lee Leader" });
      expect(new Date(award.earnedDate).toISOString()).toBe(award.earnedDate);

      const achievements = await activitiesOf([scoutId], "achievement");
      expect(achievements).toHaveLength(1);
      expect(achievements[0]).toMatchObject({ points: 50, title: "Earned the First Aid badge" });
      const milestones = await activitiesOf([scoutId], "milestone");
      expect(milestones).toHaveLength(1);
      expect(milestones[0]).toMatchObject({ points: 100 });

      const again = await as(leader).post(`/api/scouts/${scoutId}/award-badge`, { badgeId: badge.id });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: "This scout already has this badge." });
      expect(await activitiesOf([scoutId], "achievement")).toHaveLength(1);
    });

    it("answers 404 for an unknown or non-UUID scout or badge, and for a deleted badge", async () => {
      const badge = await createBadge(app, leader);
      const gone = await createBadge(app, leader);
      await as(leader).del(`/api/badges/${gone.id}`);
      const [scoutId] = await rosterOf(1);
      const cases: [string, string, string][] = [
        [UNKNOWN_ID, badge.id, "Scout not found."],
        ["abc", badge.id, "Scout not found."],
        [scoutId ?? "", UNKNOWN_ID, "Badge not found."],
        [scoutId ?? "", "abc", "Badge not found."],
        [scoutId ?? "", gone.id, "Badge not found."],
      ];
      for (const [sid, bid, message] of cases) {
        const res = await as(leader).post(`/api/scouts/${sid}/award-badge`, { badgeId: bid });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: message });
      }
    });

    it("refuses a missing badgeId with 400", async () => {
      const res = await as(leader).post(`/api/scouts/${scout.scoutId}/award-badge`, {});
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ badgeId: "Badge is required." });
    });
  });

  describe.each(BULK_PATHS)("POST %s", (path) => {
    it("awards the scouts who lack the badge and skips those who hold it", async () => {
      const [a, b, c] = await rosterOf(3);
      if (!a || !b || !c) throw new Error("no scouts");
      const badge = await createBadge(app, leader);
      await as(leader).post(`/api/scouts/${b}/award-badge`, { badgeId: badge.id });
      const res = await as(leader).post(path, { scoutIds: [a, b, c, a], badgeId: badge.id, awardedBy: "Scout Leader" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ awarded: [a, c], skipped: [b] });
      const rows = await awardsOf([a, b, c], badge.id);
      expect(rows).toHaveLength(3);
      expect(rows.every((r) => r.awardedBy === "Lee Leader")).toBe(true);
      expect(await activitiesOf([a, c], "achievement")).toHaveLength(2);
      expect(await activitiesOf([a, b, c], "milestone")).toHaveLength(3);

      // Idempotent: the same request again awards nobody and writes nothing.
      const again = await as(leader).post(path, { scoutIds: [a, b, c], badgeId: badge.id });
      expect(again.json()).toEqual({ awarded: [], skipped: [a, b, c] });
      expect(await awardsOf([a, b, c], badge.id)).toHaveLength(3);
      expect(await activitiesOf([a, b, c], "achievement")).toHaveLength(3);
    });

    it("is all or nothing: one unknown scout answers 404 and nobody is awarded", async () => {
      const [a, b] = await rosterOf(2);
      if (!a || !b) throw new Error("no scouts");
      const badge = await createBadge(app, leader);
      for (const stranger of [UNKNOWN_ID, "not-a-uuid"]) {
        const res = await as(leader).post(path, { scoutIds: [a, stranger, b], badgeId: badge.id });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: "Scout not found." });
      }
      expect(await awardsOf([a, b], badge.id)).toHaveLength(0);
      expect(await activitiesOf([a, b], "achievement")).toHaveLength(0);
    });

    it("answers 404 for an unknown badge", async () => {
      const [a] = await rosterOf(1);
      for (const badgeId of [UNKNOWN_ID, "nope"]) {
        const res = await as(leader).post(path, { scoutIds: [a], badgeId });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: "Badge not found." });
      }
    });

    it("refuses an empty list with 400", async () => {
      const badge = await createBadge(app, leader);
      const res = await as(leader).post(path, { scoutIds: [], badgeId: badge.id });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: "Select at least one scout.", fields: { scoutIds: "Select at least one scout." } });
    });
  });

  it("10 parallel bulk awards of one badge to the same 5 scouts create exactly 5 awards", async () => {
    const ids = await rosterOf(5);
    const badge = await createBadge(app, leader);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => as(leader).post(BULK_PATHS[i % 2] ?? BULK_PATHS[0], { scoutIds: ids, badgeId: badge.id })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const awardedTotal = results.flatMap((r) => r.json().awarded);
    expect(awardedTotal.sort()).toEqual([...ids].sort());
    expect(await awardsOf(ids, badge.id)).toHaveLength(5);
    expect(await activitiesOf(ids, "achievement")).toHaveLength(5);
    expect(await activitiesOf(ids, "milestone")).toHaveLength(5);
  });

  describe("GET /api/scout-badges", () => {
    it("lists every award in the troop with its fields, including those scouts earned themselves", async () => {
      const badge = await createEarnableBadge(app, leader, scout);
      expect((await as(scout).patch(`/api/badges/${badge.id}/earn`)).statusCode).toBe(200);
      const res = await as(leader).get("/api/scout-badges");
      expect(res.statusCode).toBe(200);
      const list = res.json();
      const all = await db.select().from(scoutBadges);
      expect(list).toHaveLength(all.length);
      for (const item of list) expect(Object.keys(item).sort()).toEqual(AWARD_FIELDS);
      expect(list.find((a: { badgeId: string }) => a.badgeId === badge.id)).toMatchObject({
        scoutId: scout.scoutId,
        awardedBy: "Ada Pine",
      });
    });
  });
});
