import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBadge, createEarnableBadge, tick } from "../../../../tests/factories/badges";
import { setTroopSettings } from "../../../../tests/factories/troops";
import { signUpLeader, signUpScout } from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";
import { activities, activityReactions } from "../../db/schema";

// The scout's own feed, the enableActivityFeed switch and one reaction per emoji.
describe("the activity feed", async () => {
  const { app, database, as } = await createTestApp();
  const db = database.db;
  const leader = await signUpLeader(app, { firstName: "Lee", lastName: "Leader" });
  const ada = await signUpScout(app, leader, { firstName: "Ada", lastName: "Pine" });
  const bo = await signUpScout(app, leader, { firstName: "Bo", lastName: "Oak" });

  const badge = await createBadge(app, leader, { name: "Knots" });
  await tick(app, ada, badge.id, [0, 1]); // 10 points
  const earnable = await createEarnableBadge(app, leader, ada); // 5 points
  await as(ada).patch(`/api/badges/${earnable.id}/earn`); // 50 + first milestone 100
  await tick(app, bo, badge.id, [0]);
  const adaActivities = await db.select().from(activities).where(eq(activities.scoutId, ada.scoutId));
  const progressActivity = adaActivities.find((a) => a.activityType === "badge_progress" && a.points === 10);

  it("GET /api/activities/mine: the scout's own activities with leaders' feedback, and their points total", async () => {
    const feedback = await as(leader).post(`/api/activities/${progressActivity?.id}/reactions`, {
      emoji: "👍",
      message: "Lovely bowline!",
    });
    expect(feedback.statusCode).toBe(201);
    const res = await as(ada).get("/api/activities/mine");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.points).toBe(10 + 5 + 50 + 100);
    expect(body.activities).toHaveLength(adaActivities.length);
    expect(body.activities.every((a: { scoutId: string }) => a.scoutId === ada.scoutId)).toBe(true);
    const withFeedback = body.activities.find((a: { id: string }) => a.id === progressActivity?.id);
    expect(withFeedback.reactions).toEqual([
      expect.objectContaining({ emoji: "👍", message: "Lovely bowline!", leaderName: "Lee Leader" }),
    ]);
    // Bo sees only Bo's.
    const bos = (await as(bo).get("/api/activities/mine")).json();
    expect(bos.points).toBe(5);
    expect(bos.activities.map((a: { scoutId: string }) => a.scoutId)).toEqual([bo.scoutId]);
    // Leaders have no own feed; limits are validated.
    expect((await as(leader).get("/api/activities/mine")).statusCode).toBe(403);
    expect((await as(null).get("/api/activities/mine")).statusCode).toBe(401);
    expect((await as(ada).get("/api/activities/mine?limit=1")).json().activities).toHaveLength(1);
    expect((await as(ada).get("/api/activities/mine?limit=0")).statusCode).toBe(400);
  });

  it("the same emoji twice by one leader on one activity is one reaction (200 the second time; a new message replaces the old)", async () => {
    const target = adaActivities.find((a) => a.activityType === "achievement");
    const url = `/api/activities/${target?.id}/reactions`;
    const first = await as(leader).post(url, { emoji: "🎉" });
    expect(first.statusCode).toBe(201);
    const second = await as(leader).post(url, { emoji: "🎉" });
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    const withMessage = await as(leader).post(url, { emoji: "🎉", message: "Brilliant" });
    expect(withMessage.json()).toMatchObject({ id: first.json().id, message: "Brilliant" });
    // Sending it again without a message keeps the feedback.
    expect((await as(leader).post(url, { emoji: "🎉" })).json().message).toBe("Brilliant");
    // Parallel duplicates are still one row.
    const parallel = await Promise.all(Array.from({ length: 6 }, () => as(leader).post(url, { emoji: "🔥" })));
    expect(parallel.every((r) => r.statusCode === 200 || r.statusCode === 201)).toBe(true);
    const rows = await db
      .select()
      .from(activityReactions)
      .where(and(eq(activityReactions.activityId, target?.id ?? ""), eq(activityReactions.leaderUserId, leader.userId)));
    expect(rows.map((r) => r.emoji).sort()).toEqual(["🎉", "🔥"].sort());
  });

  it("switched off: the feed calls answer 403 while activities are still recorded; on again shows the whole history", async () => {
    await setTroopSettings(app, leader, { enableActivityFeed: false });
    const before = (await db.select().from(activities).where(eq(activities.scoutId, ada.scoutId))).length;
    await tick(app, ada, badge.id, [0, 1, 2]);
    expect((await db.select().from(activities).where(eq(activities.scoutId, ada.scoutId))).length).toBe(before + 1);
    const refused = [
      await as(leader).get("/api/activities"),
      await as(leader).get(`/api/activities?scoutId=${ada.scoutId}`),
      await as(ada).get("/api/activities/mine"),
      await as(leader).post(`/api/activities/${progressActivity?.id}/reactions`, { emoji: "⭐" }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: "The activity feed is turned off." });
    }
    await setTroopSettings(app, leader, { enableActivityFeed: true });
    const mine = (await as(ada).get("/api/activities/mine")).json();
    expect(mine.activities).toHaveLength(before + 1);
    expect((await as(leader).get("/api/activities")).statusCode).toBe(200);
  });
});
