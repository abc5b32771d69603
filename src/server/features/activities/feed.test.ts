import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBadge, createEarnableBadge, tick } from "../../../../tests/factories/badges";
import { setTroopSettings } from "../../../../tests/factories/troops";
import { signUpLeader, signUpScout } from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";
import { activities, activityReactions } from "../../db/schema";

// The scout's own feed, the enableActivityFeed switch and one reaction per emoji.
describe("the activity feed", async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const leader = await signUpLeader(app, { firstName: "Lee", lastName: "Leader" });
  const ada = await signUpScout(app, leader, { firstName: "Ada", lastName: "Pine" });
  const bo = await signUpScout(app, leader, { firstName: "Bo", lastName: "Oak" });
  type Who = { headers: Record<string, string> } | undefined;
  const call = (method: "GET" | "POST", url: string, who?: Who, payload?: object) =>
    app.inject({ method, url, headers: who?.headers, payload });

  const badge = await createBadge(app, leader, { name: "Knots" });
  await tick(app, ada, badge.id, [0, 1]); // 10 points
  const earnable = await createEarnableBadge(app, leader, ada); // 5 points
  await app.inject({ method: "PATCH", url: `/api/badges/${earnable.id}/earn`, headers: ada.headers }); // 50 + first milestone 100
  await tick(app, bo, badge.id, [0]);
  const adaActivities = await db.select().from(activities).where(eq(activities.scoutId, ada.scoutId));
  const progressActivity = adaActivities.find((a) => a.activityType === "badge_progress" && a.points === 10);

  it("GET /api/activities/mine: the scout's own activities with leaders' feedback, and their points total", async () => {
    const feedback = await call("POST", `/api/activities/${progressActivity?.id}/reactions`, leader, {
      emoji: "👍",
      message: "Lovely bowline!",
    });
    expect(feedback.statusCode).toBe(201);
    const res = await call("GET", "/api/activities/mine", ada);
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
    const bos = (await call("GET", "/api/activities/mine", bo)).json();
    expect(bos.points).toBe(5);
    expect(bos.activities.map((a: { scoutId: string }) => a.scoutId)).toEqual([bo.scoutId]);
    // Leaders have no own feed; limits are validated.
    expect((await call("GET", "/api/activities/mine", leader)).statusCode).toBe(403);
    expect((await call("GET", "/api/activities/mine")).statusCode).toBe(401);
    expect((await call("GET", "/api/activities/mine?limit=1", ada)).json().activities).toHaveLength(1);
    expect((await call("GET", "/api/activities/mine?limit=0", ada)).statusCode).toBe(400);
  });

  it("the same emoji twice by one leader on one activity is one reaction (200 the second time; a new message replaces the old)", async () => {
    const target = adaActivities.find((a) => a.activityType === "achievement");
    const url = `/api/activities/${target?.id}/reactions`;
    const first = await call("POST", url, leader, { emoji: "🎉" });
    expect(first.statusCode).toBe(201);
    const second = await call("POST", url, leader, { emoji: "🎉" });
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    const withMessage = await call("POST", url, leader, { emoji: "🎉", message: "Brilliant" });
    expect(withMessage.json()).toMatchObject({ id: first.json().id, message: "Brilliant" });
    // Sending it again without a message keeps the feedback.
    expect((await call("POST", url, leader, { emoji: "🎉" })).json().message).toBe("Brilliant");
    // Parallel duplicates are still one row.
    const parallel = await Promise.all(Array.from({ length: 6 }, () => call("POST", url, leader, { emoji: "🔥" })));
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
      await call("GET", "/api/activities", leader),
      await call("GET", `/api/activities?scoutId=${ada.scoutId}`, leader),
      await call("GET", "/api/activities/mine", ada),
      await call("POST", `/api/activities/${progressActivity?.id}/reactions`, leader, { emoji: "⭐" }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: "The activity feed is turned off." });
    }
    await setTroopSettings(app, leader, { enableActivityFeed: true });
    const mine = (await call("GET", "/api/activities/mine", ada)).json();
    expect(mine.activities).toHaveLength(before + 1);
    expect((await call("GET", "/api/activities", leader)).statusCode).toBe(200);
  });
});
