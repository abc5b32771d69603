import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildBadge, createBadge, createEarnableBadge, tick, UNKNOWN_ID } from "../../../../tests/factories/badges";
import { signUpLeader, signUpScout } from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";
import { activities, badges, scoutBadges } from "../../db/schema";
import { listBadgesOfScout } from "./badges.service";

const BADGE_FIELDS = [
  "approval",
  "approvalNote",
  "category",
  "completedRequirements",
  "description",
  "earnedDate",
  "id",
  "imageUrl",
  "isEarned",
  "name",
  "progressPercentage",
  "requirements",
  "signOffs",
];

describe("badges", async () => {
  const { app, database, as } = await createTestApp();
  const db = database.db;
  const leader = await signUpLeader(app, { firstName: "Lee", lastName: "Leader" });
  const scout = await signUpScout(app, leader, { firstName: "Ada", lastName: "Pine" });

  const activitiesOf = (scoutId: string, type: string) =>
    db
      .select()
      .from(activities)
      .where(and(eq(activities.scoutId, scoutId), eq(activities.activityType, type)));

  describe("permissions", async () => {
    const badge = await createBadge(app, leader);
    const anyone = [
      ["GET", "/api/badges"],
      ["GET", "/api/badges/earned"],
      ["GET", "/api/badges/earned-fresh"],
      ["GET", "/api/scout/profile"],
    ] as const;
    const leadersOnly = [
      ["POST", "/api/badges", buildBadge()],
      ["PATCH", `/api/badges/${badge.id}`, { name: "Renamed" }],
      ["DELETE", `/api/badges/${badge.id}`],
      ["GET", "/api/badges/stats"],
    ] as const;
    const scoutsOnly = [
      ["PATCH", `/api/badges/${badge.id}/progress`, { completedRequirements: [0] }],
      ["PATCH", `/api/badges/${badge.id}/earn`],
    ] as const;

    it.each([...anyone, ...leadersOnly, ...scoutsOnly])("%s %s answers 401 when signed out", async (method, url, body?: object) => {
      const res = await as(null).send(method, url, body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: "Please sign in first." });
    });

    it.each(anyone)("%s %s answers 200 for scouts and leaders", async (method, url) => {
      expect((await as(scout).send(method, url)).statusCode).toBe(200);
      expect((await as(leader).send(method, url)).statusCode).toBe(200);
    });

    it.each(leadersOnly)("%s %s answers 403 for a scout", async (method, url, body?: object) => {
      const res = await as(scout).send(method, url, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: "Only leaders can do this." });
    });

    it.each(scoutsOnly)("%s %s answers 403 for a leader", async (method, url, body?: object) => {
      const res = await as(leader).send(method, url, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: "Only scouts can do this." });
    });

    it("a scout sending an invalid badge still gets 403, not a validation error", async () => {
      const res = await as(scout).post("/api/badges", { name: "" });
      expect(res.statusCode).toBe(403);
    });
  });

  describe("GET /api/badges", () => {
    it("lists the starter catalogue with the badge fields and no earned state", async () => {
      const res = await as(leader).get("/api/badges");
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list.length).toBeGreaterThanOrEqual(12);
      for (const badge of list) {
        expect(Object.keys(badge).sort()).toEqual(BADGE_FIELDS);
        expect(badge.isEarned).toBe(false);
        expect(badge.earnedDate).toBeNull();
        expect(badge.completedRequirements).toEqual([]);
      }
      expect(new Set(list.map((b: { category: string }) => b.category))).toEqual(
        new Set(["outdoor", "community", "skills", "creative", "adventurous"]),
      );
    });

    it("shows the starting progress to leaders and to scouts who have not started", async () => {
      const badge = await createBadge(app, leader, { progressPercentage: 40 });
      for (const who of [leader, scout]) {
        const found = (await as(who).get("/api/badges")).json().find((b: { id: string }) => b.id === badge.id);
        expect(found).toMatchObject({ progressPercentage: 40, completedRequirements: [], isEarned: false, earnedDate: null });
      }
    });

    it("merges the caller's own progress and award, and only the caller's", async () => {
      const other = await signUpScout(app, leader, { firstName: "Bo", lastName: "Birch" });
      const badge = await createBadge(app, leader);
      await tick(app, scout, badge.id, [0, 1, 2]);
      const earned = await as(scout).patch(`/api/badges/${badge.id}/earn`);
      expect(earned.statusCode).toBe(200);

      const mine = (await as(scout).get("/api/badges")).json().find((b: { id: string }) => b.id === badge.id);
      expect(mine).toMatchObject({ progressPercentage: 75, completedRequirements: [0, 1, 2], isEarned: true });
      expect(new Date(mine.earnedDate).toISOString()).toBe(mine.earnedDate);

      const theirs = (await as(other).get("/api/badges")).json().find((b: { id: string }) => b.id === badge.id);
      expect(theirs).toMatchObject({ progressPercentage: 0, completedRequirements: [], isEarned: false, earnedDate: null });
      const leaders = (await as(leader).get("/api/badges")).json().find((b: { id: string }) => b.id === badge.id);
      expect(leaders).toMatchObject({ progressPercentage: 0, isEarned: false });
    });

    it("answers the scout's list exactly as the badges are worked out one by one, whatever the names hold", async () => {
      const s = await signUpScout(app, leader, { firstName: "Ivy", lastName: "Ash" });
      const odd = await createBadge(app, leader, {
        name: 'Été "camp" \\ 🏕️',
        description: "Line one\nline two\ttabbed \u2028 ünïcödé",
        requirements: ["Pitch a tent", 'Say "hello"', "Cook ☕"],
      });
      const earned = await createEarnableBadge(app, leader, s);
      await tick(app, s, odd.id, [2, 0]);
      expect((await as(s).patch(`/api/badges/${earned.id}/earn`)).statusCode).toBe(200);

      const res = await as(s).get("/api/badges");
      expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
      const [row] = await db.select({ troopId: scoutBadges.troopId }).from(scoutBadges).where(eq(scoutBadges.badgeId, earned.id));
      expect(res.json()).toEqual(await listBadgesOfScout(db, row?.troopId as string, s.scoutId));
      expect(res.json().find((b: { id: string }) => b.id === odd.id)).toMatchObject({
        name: 'Été "camp" \\ 🏕️',
        completedRequirements: [0, 2],
        progressPercentage: 67,
      });

      // The catalogue's part is kept between reads; a change shows on the next one.
      expect((await as(leader).patch(`/api/badges/${odd.id}`, { name: "Renamed" })).statusCode).toBe(200);
      const after = (await as(s).get("/api/badges")).json().find((b: { id: string }) => b.id === odd.id);
      expect(after).toMatchObject({ name: "Renamed", completedRequirements: [0, 2] });
    });
  });

  describe("POST /api/badges", () => {
    it("creates a badge (201) with defaults for category and starting progress", async () => {
      const { category: _c, progressPercentage: _p, ...body } = buildBadge({ name: "Fire Safety" });
      const res = await as(leader).post("/api/badges", { ...body, id: UNKNOWN_ID, isEarned: true, earnedDate: "2020-01-01" });
      expect(res.statusCode).toBe(201);
      const badge = res.json();
      expect(Object.keys(badge).sort()).toEqual(BADGE_FIELDS);
      expect(badge).toMatchObject({ name: "Fire Safety", category: "outdoor", progressPercentage: 0, isEarned: false, earnedDate: null });
      expect(badge.id).not.toBe(UNKNOWN_ID);
      const listed = (await as(scout).get("/api/badges")).json();
      expect(listed.some((b: { id: string }) => b.id === badge.id)).toBe(true);
    });

    it("trims requirements and drops blank lines", async () => {
      const badge = await createBadge(app, leader, { requirements: ["  Light a fire  ", "", "   ", "Put it out"] });
      expect(badge.requirements).toEqual(["Light a fire", "Put it out"]);
    });

    const limits: [string, object, string][] = [
      ["name", { name: "n".repeat(101) }, "Name must be at most 100 characters."],
      ["name", { name: "  " }, "Name is required."],
      ["description", { description: "d".repeat(5001) }, "Description must be at most 5000 characters."],
      ["requirements", { requirements: Array.from({ length: 51 }, (_, i) => `Step ${i}`) }, "A badge can have at most 50 requirements."],
      ["requirements.0", { requirements: ["r".repeat(501)] }, "Each requirement must be at most 500 characters."],
      ["requirements", { requirements: ["", " "] }, "At least one requirement is required."],
      ["imageUrl", { imageUrl: "javascript:alert(1)" }, "Image URL must start with http://, https:// or /."],
      ["imageUrl", { imageUrl: "data:image/png;base64,AAAA" }, "Image URL must start with http://, https:// or /."],
      ["category", { category: "cooking" }, "Pick one of the troop's badge categories."],
      ["category", { category: "Camp Fire" }, "Pick one of the troop's badge categories."],
      ["progressPercentage", { progressPercentage: 101 }, "Initial progress must be between 0 and 100."],
      ["progressPercentage", { progressPercentage: -1 }, "Initial progress must be between 0 and 100."],
    ];
    it.each(limits)("refuses an invalid %s with 400", async (field, override, message) => {
      const res = await as(leader).post("/api/badges", { ...buildBadge(), ...override });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message, fields: { [field]: message } });
    });

    it("accepts every field exactly at its limit", async () => {
      const res = await as(leader).post(
        "/api/badges",
        buildBadge({
          name: "n".repeat(100),
          description: "d".repeat(5000),
          requirements: Array.from({ length: 50 }, () => "r".repeat(500)),
          imageUrl: "https://example.com/badge.png",
          progressPercentage: 100,
        }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().requirements).toHaveLength(50);
    });

    it("requires name, description, imageUrl and requirements", async () => {
      const res = await as(leader).post("/api/badges", {});
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields).sort()).toEqual(["description", "imageUrl", "name", "requirements"]);
    });
  });

  describe("PATCH /api/badges/{id}", () => {
    it("changes only the fields sent", async () => {
      const badge = await createBadge(app, leader, { category: "creative", progressPercentage: 30 });
      const res = await as(leader).patch(`/api/badges/${badge.id}`, { name: "Renamed", isEarned: true });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...badge, name: "Renamed" });
    });

    it("validates like create", async () => {
      const badge = await createBadge(app, leader);
      const res = await as(leader).patch(`/api/badges/${badge.id}`, { imageUrl: "javascript:void(0)" });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty("imageUrl");
    });

    it.each([UNKNOWN_ID, "not-a-uuid"])("answers 404 for %s", async (id) => {
      const res = await as(leader).patch(`/api/badges/${id}`, { name: "X" });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: "Badge not found." });
    });
  });

  describe("DELETE /api/badges/{id}", () => {
    it("soft deletes: gone from lists, earned history keeps the badge's name", async () => {
      const badge = await createBadge(app, leader, { name: "Soon Gone", requirements: ["One"] });
      await tick(app, scout, badge.id, [0]);
      expect((await as(scout).patch(`/api/badges/${badge.id}/earn`)).statusCode).toBe(200);

      const res = await as(leader).del(`/api/badges/${badge.id}`);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe("");

      const list = (await as(scout).get("/api/badges")).json();
      expect(list.some((b: { id: string }) => b.id === badge.id)).toBe(false);
      const [row] = await db.select().from(badges).where(eq(badges.id, badge.id));
      expect(row?.name).toBe("Soon Gone");
      expect(row?.deletedAt).toBeInstanceOf(Date);
      const awards = await db.select().from(scoutBadges).where(eq(scoutBadges.badgeId, badge.id));
      expect(awards).toHaveLength(1);
      const awardsTab = (await as(leader).get("/api/scout-badges")).json();
      expect(awardsTab.some((a: { badgeId: string }) => a.badgeId === badge.id)).toBe(true);
      const stats = (await as(leader).get("/api/badges/stats")).json();
      expect(stats.recentAchievements.some((a: { badgeName: string }) => a.badgeName === "Soon Gone")).toBe(true);
      const feed = (await as(leader).get(`/api/activities?scoutId=${scout.scoutId}`)).json();
      expect(feed.some((a: { title: string }) => a.title === "Earned the Soon Gone badge")).toBe(true);

      expect((await as(leader).del(`/api/badges/${badge.id}`)).statusCode).toBe(404);
      expect((await as(leader).patch(`/api/badges/${badge.id}`, { name: "Back" })).statusCode).toBe(404);
      expect((await as(scout).patch(`/api/badges/${badge.id}/progress`, { completedRequirements: [] })).statusCode).toBe(404);
      expect((await as(scout).patch(`/api/badges/${badge.id}/earn`)).statusCode).toBe(404);
    });

    it.each([UNKNOWN_ID, "42"])("answers 404 for %s", async (id) => {
      const res = await as(leader).del(`/api/badges/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: "Badge not found." });
    });
  });

  describe("PATCH /api/badges/{id}/progress", () => {
    it("stores the set of completed requirements and returns the badge as in the list", async () => {
      const s = await signUpScout(app, leader, { firstName: "Cy", lastName: "Oak" });
      const badge = await createBadge(app, leader); // 4 requirements
      const res = await as(s).patch(`/api/badges/${badge.id}/progress`, { completedRequirements: [2, 0, 2, 0] });
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json()).sort()).toEqual(BADGE_FIELDS);
      expect(res.json()).toMatchObject({ id: badge.id, completedRequirements: [0, 2], progressPercentage: 50, isEarned: false });
      const listed = (await as(s).get("/api/badges")).json().find((b: { id: string }) => b.id === badge.id);
      expect(listed).toEqual(res.json());
    });

    it("rounds the percentage and never goes below the starting progress", async () => {
      const s = await signUpScout(app, leader, { firstName: "Di", lastName: "Elm" });
      const thirds = await createBadge(app, leader, { requirements: ["a", "b", "c"] });
      expect((await tick(app, s, thirds.id, [0])).progressPercentage).toBe(33);
      expect((await tick(app, s, thirds.id, [0, 1])).progressPercentage).toBe(67);
      const headStart = await createBadge(app, leader, { progressPercentage: 60 });
      expect((await tick(app, s, headStart.id, [0])).progressPercentage).toBe(60);
      expect((await tick(app, s, headStart.id, [0, 1, 2])).progressPercentage).toBe(75);
      expect((await tick(app, s, headStart.id, [])).progressPercentage).toBe(60);
    });

    it("writes a badge_progress activity worth 5 points per newly completed requirement", async () => {
      const s = await signUpScout(app, leader, { firstName: "Ed", lastName: "Ash" });
      const badge = await createBadge(app, leader, { name: "Pioneering" });
      await tick(app, s, badge.id, [0, 1]);
      await tick(app, s, badge.id, [0, 1]); // nothing new
      await tick(app, s, badge.id, [1]); // unticking is not progress
      await tick(app, s, badge.id, [0, 1, 3]); // 0 again gives nothing (it already paid out); 3 is new
      await tick(app, s, badge.id, []); // untick everything
      await tick(app, s, badge.id, [0, 1, 3]); // and tick it all again: no points, no new activity
      const rows = await activitiesOf(s.scoutId, "badge_progress");
      expect(rows.map((r) => r.points).sort()).toEqual([10, 5]);
      expect(rows.map((r) => (r.metadata as { newlyCompleted: number[] }).newlyCompleted).sort()).toEqual([[0, 1], [3]]);
      expect(rows[0]).toMatchObject({ title: "Progress on Pioneering" });
      expect(rows[0]?.metadata).toMatchObject({ badgeId: badge.id, badgeName: "Pioneering" });
    });

    it("refuses an index out of range with 400 and stores nothing", async () => {
      const s = await signUpScout(app, leader, { firstName: "Fa", lastName: "Yew" });
      const badge = await createBadge(app, leader);
      for (const completedRequirements of [[4], [0, 99], [-1]]) {
        const res = await as(s).patch(`/api/badges/${badge.id}/progress`, { completedRequirements });
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toBe("Requirement index out of range.");
      }
      expect(await activitiesOf(s.scoutId, "badge_progress")).toHaveLength(0);
      expect((await tick(app, s, badge.id, [3])).completedRequirements).toEqual([3]);
    });

    it.each([{}, { completedRequirements: "0" }, { completedRequirements: [1.5] }, { completedRequirements: ["1"] }])(
      "refuses the body %j with 400",
      async (body) => {
        const badge = await createBadge(app, leader);
        const res = await as(scout).patch(`/api/badges/${badge.id}/progress`, body);
        expect(res.statusCode).toBe(400);
        expect(Object.keys(res.json().fields)[0]).toMatch(/^completedRequirements/);
      },
    );

    it.each([UNKNOWN_ID, "abc"])("answers 404 for %s", async (id) => {
      const res = await as(scout).patch(`/api/badges/${id}/progress`, { completedRequirements: [0] });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: "Badge not found." });
    });
  });

  describe("PATCH /api/badges/{id}/earn", () => {
    it("refuses under 75 % with 422 and awards nothing", async () => {
      const s = await signUpScout(app, leader, { firstName: "Gus", lastName: "Fir" });
      const badge = await createBadge(app, leader, { progressPercentage: 74 });
      const res = await as(s).patch(`/api/badges/${badge.id}/earn`);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ error: "Complete more requirements first." });
      await tick(app, s, badge.id, [0, 1]);
      expect((await as(s).patch(`/api/badges/${badge.id}/earn`)).statusCode).toBe(422);
      expect(await db.select().from(scoutBadges).where(eq(scoutBadges.scoutId, s.scoutId))).toHaveLength(0);
    });

    it("awards at 75 % with the scout's own name, writes achievement and first milestone, then 409", async () => {
      const s = await signUpScout(app, leader, { firstName: "Hal", lastName: "Lime" });
      const badge = await createBadge(app, leader, { name: "Hiker" });
      await tick(app, s, badge.id, [0, 1, 2]);
      const res = await as(s).patch(`/api/badges/${badge.id}/earn`);
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json()).sort()).toEqual(BADGE_FIELDS);
      expect(res.json()).toMatchObject({ id: badge.id, isEarned: true, progressPercentage: 75 });
      expect(Date.now() - Date.parse(res.json().earnedDate)).toBeLessThan(60_000);

      const [award] = await db.select().from(scoutBadges).where(eq(scoutBadges.scoutId, s.scoutId));
      expect(award).toMatchObject({ badgeId: badge.id, awardedBy: "Hal Lime", awardedByUserId: s.userId });

      const achievements = await activitiesOf(s.scoutId, "achievement");
      expect(achievements).toHaveLength(1);
      expect(achievements[0]).toMatchObject({ points: 50, title: "Earned the Hiker badge" });
      const milestones = await activitiesOf(s.scoutId, "milestone");
      expect(milestones).toHaveLength(1);
      expect(milestones[0]).toMatchObject({ points: 100, title: "First badge earned!" });
      expect(milestones[0]?.metadata).toMatchObject({ earnedCount: 1 });

      const again = await as(s).patch(`/api/badges/${badge.id}/earn`);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: "You have already earned this badge." });

      // The second badge is no milestone (1, 5, 10, 25, 50 are).
      const second = await createEarnableBadge(app, leader, s);
      expect((await as(s).patch(`/api/badges/${second.id}/earn`)).statusCode).toBe(200);
      expect(await activitiesOf(s.scoutId, "milestone")).toHaveLength(1);
      expect(await activitiesOf(s.scoutId, "achievement")).toHaveLength(2);
    });

    it("writes the fifth-badge milestone when the earned count reaches 5", async () => {
      const s = await signUpScout(app, leader, { firstName: "Ivy", lastName: "Reed" });
      for (let i = 0; i < 5; i++) {
        const badge = await createEarnableBadge(app, leader, s);
        expect((await as(s).patch(`/api/badges/${badge.id}/earn`)).statusCode).toBe(200);
      }
      const milestones = await activitiesOf(s.scoutId, "milestone");
      expect(milestones.map((m) => (m.metadata as { earnedCount: number }).earnedCount).sort()).toEqual([1, 5]);
      expect(milestones.every((m) => m.points === 100)).toBe(true);
    });

    it("parallel earn requests by the same scout create one award", async () => {
      const s = await signUpScout(app, leader, { firstName: "Jo", lastName: "Bay" });
      const badge = await createEarnableBadge(app, leader, s);
      const results = await Promise.all(Array.from({ length: 8 }, () => as(s).patch(`/api/badges/${badge.id}/earn`)));
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      expect(await db.select().from(scoutBadges).where(eq(scoutBadges.scoutId, s.scoutId))).toHaveLength(1);
      expect(await activitiesOf(s.scoutId, "achievement")).toHaveLength(1);
      expect(await activitiesOf(s.scoutId, "milestone")).toHaveLength(1);
    });

    it.each([UNKNOWN_ID, "nope"])("answers 404 for %s", async (id) => {
      const res = await as(scout).patch(`/api/badges/${id}/earn`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: "Badge not found." });
    });
  });

  describe("earned lists and profile", () => {
    it("lists the caller's earned badges as {id, earnedDate}; leaders get an empty list", async () => {
      const s = await signUpScout(app, leader, { firstName: "Kit", lastName: "Holm" });
      const first = await createEarnableBadge(app, leader, s);
      const second = await createEarnableBadge(app, leader, s);
      await as(s).patch(`/api/badges/${first.id}/earn`);
      await as(s).patch(`/api/badges/${second.id}/earn`);
      for (const url of ["/api/badges/earned", "/api/badges/earned-fresh"]) {
        const res = await as(s).get(url);
        expect(res.statusCode).toBe(200);
        expect(res.headers["cache-control"]).toBe("no-store");
        const list = res.json();
        expect(list).toHaveLength(2);
        for (const item of list) expect(Object.keys(item).sort()).toEqual(["earnedDate", "id"]);
        expect(list.map((e: { id: string }) => e.id).sort()).toEqual([first.id, second.id].sort());
        expect((await as(leader).get(url)).json()).toEqual([]);
      }
    });

    it("a badge a leader awards shows as earned on the scout's own dashboard", async () => {
      const s = await signUpScout(app, leader, { firstName: "Lu", lastName: "Hazel" });
      const badge = await createBadge(app, leader);
      const awarded = await as(leader).post(`/api/scouts/${s.scoutId}/award-badge`, { badgeId: badge.id });
      expect(awarded.statusCode).toBe(201);
      const mine = (await as(s).get("/api/badges")).json().find((b: { id: string }) => b.id === badge.id);
      expect(mine).toMatchObject({ isEarned: true, earnedDate: awarded.json().earnedDate });
      expect((await as(s).get("/api/badges/earned")).json()).toEqual([{ id: badge.id, earnedDate: awarded.json().earnedDate }]);
    });

    it("GET /api/scout/profile gives the account's full name for either role", async () => {
      expect((await as(scout).get("/api/scout/profile")).json()).toEqual({ name: "Ada Pine" });
      expect((await as(leader).get("/api/scout/profile")).json()).toEqual({ name: "Lee Leader" });
    });
  });
});
