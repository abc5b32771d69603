import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBadge, tick, UNKNOWN_ID } from "../../../../tests/factories/badges";
import { signUp, signUpLeader, signUpScout, troopCodes } from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";
import { activities, activityReactions, scouts } from "../../db/schema";
import { forgetReads } from "../../plugins/read-cache";
import { recordActivities } from "./record-activity.service";

const ACTIVITY_FIELDS = [
  "activityType",
  "createdAt",
  "description",
  "id",
  "metadata",
  "points",
  "reactions",
  "scoutId",
  "scoutName",
  "title",
];
const REACTION_FIELDS = ["activityId", "createdAt", "emoji", "id", "leaderName", "leaderUserId", "message", "scoutId"];
const EMOJIS = ["👍", "🎉", "🏆", "💪", "⭐", "🔥"];

describe("activity feed", async () => {
  const { app, database, as } = await createTestApp();
  const db = database.db;
  const leader = await signUpLeader(app, { firstName: "Lee", lastName: "Leader" });
  const { leaderInviteCode } = await troopCodes(app, leader);
  const secondLeader = await signUp(app, { role: "leader", firstName: "Max", lastName: "Moss", inviteCode: leaderInviteCode });
  const ada = await signUpScout(app, leader, { firstName: "Ada", lastName: "Pine" });
  const bo = await signUpScout(app, leader, { firstName: "Bo", lastName: "Birch" });
  const badge = await createBadge(app, leader, { name: "Knots" });
  await tick(app, ada, badge.id, [0]);
  await tick(app, bo, badge.id, [0, 1]);
  await tick(app, ada, badge.id, [0, 1, 2]);

  const feed = async (query = "") => {
    const res = await as(leader).get(`/api/activities${query}`);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  describe("permissions", () => {
    it("GET answers 401 signed out and 403 for a scout", async () => {
      expect((await as(null).get("/api/activities")).statusCode).toBe(401);
      const res = await as(ada).get("/api/activities");
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: "Only leaders can do this." });
    });

    it("POST reactions answers 401 signed out and 403 for a scout", async () => {
      const [first] = await feed();
      expect((await as(null).post(`/api/activities/${first.id}/reactions`, { emoji: "👍" })).statusCode).toBe(401);
      const res = await as(ada).post(`/api/activities/${first.id}/reactions`, { emoji: "👍" });
      expect(res.statusCode).toBe(403);
      expect(await db.select().from(activityReactions).where(eq(activityReactions.activityId, first.id))).toHaveLength(0);
    });
  });

  describe("GET /api/activities", () => {
    it("lists newest first with scout names, fields and empty reactions", async () => {
      const list = await feed();
      expect(list).toHaveLength(3);
      for (const item of list) {
        expect(Object.keys(item).sort()).toEqual(ACTIVITY_FIELDS);
        expect(item.reactions).toEqual([]);
        expect(new Date(item.createdAt).toISOString()).toBe(item.createdAt);
      }
      expect(list.map((a: { scoutName: string; points: number }) => `${a.scoutName} ${a.points}`)).toEqual([
        "Ada Pine 10",
        "Bo Birch 10",
        "Ada Pine 5",
      ]);
      expect(list[0]).toMatchObject({ activityType: "badge_progress", scoutId: ada.scoutId, title: "Progress on Knots" });
    });

    it("filters by scout and limits the page", async () => {
      const mine = await feed(`?scoutId=${bo.scoutId}`);
      expect(mine).toHaveLength(1);
      expect(mine[0].scoutId).toBe(bo.scoutId);
      expect(await feed("?limit=2")).toHaveLength(2);
      expect(await feed("?limit=500")).toHaveLength(3);
    });

    it.each(["0", "501", "abc", "1.5"])("refuses limit=%s with 400", async (limit) => {
      const res = await as(leader).get(`/api/activities?limit=${limit}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty("limit");
    });

    it.each([UNKNOWN_ID, "abc"])("answers 404 for the scout filter %s", async (scoutId) => {
      const res = await as(leader).get(`/api/activities?scoutId=${scoutId}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: "Scout not found." });
    });

    it("returns 50 by default and at most 500", async () => {
      const [owner] = await db.select({ troopId: scouts.troopId }).from(scouts).where(eq(scouts.id, bo.scoutId));
      if (!owner) throw new Error("no scout");
      const entries = Array.from({ length: 520 }, (_, i) => ({
        troopId: owner.troopId,
        scoutId: bo.scoutId,
        activityType: "badge_progress" as const,
        title: `Bulk ${i}`,
        description: "Fixture row",
        points: 0,
      }));
      await db.transaction((tx) => recordActivities(tx, entries));
      // Written behind the app's back (no request): what it kept for a second must go.
      forgetReads();
      expect(await feed()).toHaveLength(50);
      expect(await feed("?limit=500")).toHaveLength(500);
      await db.delete(activities).where(eq(activities.description, "Fixture row"));
      // Removed behind the app's back: the feed page it kept for a second must go too.
      forgetReads();
    });

    it("pages back with ?before=<last id>: every activity once, in order, even when they share a timestamp", async () => {
      const [owner] = await db.select({ troopId: scouts.troopId }).from(scouts).where(eq(scouts.id, bo.scoutId));
      if (!owner) throw new Error("no scout");
      // One transaction: all 120 rows get the same created_at, so only the id orders them.
      const entries = Array.from({ length: 120 }, (_, i) => ({
        troopId: owner.troopId,
        scoutId: i % 2 ? bo.scoutId : ada.scoutId,
        activityType: "badge_progress" as const,
        title: `Paged ${i}`,
        description: "Paging row",
        points: 0,
      }));
      await db.transaction((tx) => recordActivities(tx, entries));
      // Written behind the app's back (no request): what it kept for a second must go.
      forgetReads();
      const everything = (await feed("?limit=500")).map((a: { id: string }) => a.id);
      const walk = async (query: string) => {
        const seen: string[] = [];
        for (let page = await feed(query); page.length > 0; ) {
          expect(page.length).toBeLessThanOrEqual(50);
          seen.push(...page.map((a: { id: string }) => a.id));
          page = await feed(`${query}&before=${seen.at(-1)}`);
        }
        return seen;
      };
      expect(await walk("?limit=50")).toEqual(everything);
      const bosIds = (await feed(`?scoutId=${bo.scoutId}&limit=500`)).map((a: { id: string }) => a.id);
      expect(bosIds.length).toBeGreaterThan(60);
      expect(await walk(`?scoutId=${bo.scoutId}&limit=50`)).toEqual(bosIds);
      await db.delete(activities).where(eq(activities.description, "Paging row"));
      // Removed behind the app's back: the feed page it kept for a second must go too.
      forgetReads();
    });

    it.each([UNKNOWN_ID, "abc"])("answers 404 for a page before the unknown activity %s", async (before) => {
      const res = await as(leader).get(`/api/activities?before=${before}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: "Activity not found." });
    });
  });

  describe("POST /api/activities/{id}/reactions", () => {
    it("adds a reaction (201) from the acting leader on the activity's scout, shown in the feed", async () => {
      const [first, second] = await feed();
      const res = await as(leader).post(`/api/activities/${first.id}/reactions`, {
        emoji: "🏆",
        message: "  Great knots!  ",
        leaderUserId: secondLeader.userId,
        scoutId: bo.scoutId,
      });
      expect(res.statusCode).toBe(201);
      const reaction = res.json();
      expect(Object.keys(reaction).sort()).toEqual(REACTION_FIELDS);
      expect(reaction).toMatchObject({
        activityId: first.id,
        scoutId: ada.scoutId,
        leaderUserId: leader.userId,
        leaderName: "Lee Leader",
        emoji: "🏆",
        message: "Great knots!",
      });
      const other = await as(secondLeader).post(`/api/activities/${first.id}/reactions`, { emoji: "👍" });
      expect(other.json()).toMatchObject({ leaderName: "Max Moss", message: null });

      const list = await feed();
      const shown = list.find((a: { id: string }) => a.id === first.id);
      expect(shown.reactions).toEqual([reaction, other.json()]);
      expect(list.find((a: { id: string }) => a.id === second.id).reactions).toEqual([]);
    });

    it.each(EMOJIS)("accepts the quick reaction %s", async (emoji) => {
      const [first] = await feed();
      // 201 when new, 200 when this leader already sent it on this activity (one reaction per emoji).
      const res = await as(leader).post(`/api/activities/${first.id}/reactions`, { emoji });
      expect([200, 201]).toContain(res.statusCode);
      expect(res.json().emoji).toBe(emoji);
    });

    it.each(["😀", "", "thumbs up", "👍👍"])("refuses the emoji %j with 400", async (emoji) => {
      const [first] = await feed();
      const res = await as(leader).post(`/api/activities/${first.id}/reactions`, { emoji });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: "Pick one of the quick reactions.", fields: { emoji: "Pick one of the quick reactions." } });
    });

    it("accepts a message of 500 characters and refuses 501", async () => {
      const [first] = await feed();
      const ok = await as(leader).post(`/api/activities/${first.id}/reactions`, { emoji: "⭐", message: "m".repeat(500) });
      expect([200, 201]).toContain(ok.statusCode);
      expect(ok.json().message).toBe("m".repeat(500));
      const tooLong = await as(leader).post(`/api/activities/${first.id}/reactions`, { emoji: "⭐", message: "m".repeat(501) });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().fields).toEqual({ message: "Message must be at most 500 characters." });
    });

    it.each([UNKNOWN_ID, "abc"])("answers 404 for the activity %s", async (id) => {
      const res = await as(leader).post(`/api/activities/${id}/reactions`, { emoji: "👍" });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: "Activity not found." });
    });
  });
});
