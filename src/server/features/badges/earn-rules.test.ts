import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBadge, tick } from "../../../../tests/factories/badges";
import { setTroopSettings } from "../../../../tests/factories/troops";
import { signUpLeader, signUpScout } from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";
import { activities, badges, scoutBadges, troops } from "../../db/schema";

// Earning needs the work (75 % of the requirements ticked); with the tracking switch off, only leaders record badges.
describe("earning rules and the advancement tracking switch", async () => {
  const { app, database, as } = await createTestApp();
  const db = database.db;
  const leader = await signUpLeader(app);
  const earn = (badgeId: string, who: { headers: Record<string, string> }) => as(who).patch(`/api/badges/${badgeId}/earn`);
  const progress = (badgeId: string, who: { headers: Record<string, string> }, completedRequirements: number[]) =>
    as(who).patch(`/api/badges/${badgeId}/progress`, { completedRequirements });
  const awardsOf = (scoutId: string) => db.select().from(scoutBadges).where(eq(scoutBadges.scoutId, scoutId));

  describe("earning needs at least 75 % of the requirements ticked", () => {
    it("a badge created with Initial Progress 75 (or 100) cannot be earned with nothing ticked", async () => {
      const scout = await signUpScout(app, leader);
      for (const start of [75, 100]) {
        const badge = await createBadge(app, leader, { progressPercentage: start });
        const res = await earn(badge.id, scout);
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({ error: "Complete more requirements first." });
        // The ring still shows the starting progress.
        const listed = (await as(scout).get("/api/badges")).json();
        expect(listed.find((b: { id: string }) => b.id === badge.id).progressPercentage).toBe(start);
      }
      expect(await awardsOf(scout.scoutId)).toHaveLength(0);
    });

    it("2 of 4 ticked with a starting progress of 90 is refused; 3 of 4 earns", async () => {
      const scout = await signUpScout(app, leader);
      const badge = await createBadge(app, leader, { progressPercentage: 90 });
      await tick(app, scout, badge.id, [0, 1]);
      expect((await earn(badge.id, scout)).statusCode).toBe(422);
      await tick(app, scout, badge.id, [0, 1, 3]);
      const res = await earn(badge.id, scout);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ isEarned: true, approval: null, approvalNote: null });
      expect(await awardsOf(scout.scoutId)).toHaveLength(1);
    });

    it("rounds nothing up: 2 of 3 (67 %) is refused, 3 of 3 earns; 3 of 4 (exactly 75 %) earns", async () => {
      const scout = await signUpScout(app, leader);
      const three = await createBadge(app, leader, { requirements: ["a", "b", "c"] });
      await tick(app, scout, three.id, [0, 2]);
      expect((await earn(three.id, scout)).statusCode).toBe(422);
      await tick(app, scout, three.id, [0, 1, 2]);
      expect((await earn(three.id, scout)).statusCode).toBe(200);
    });

    it("a badge with no requirements goes by its progress: 75 earns, 74 does not", async () => {
      const scout = await signUpScout(app, leader);
      // The API requires at least one requirement; older badges may have none.
      const [troop] = await db.select({ id: troops.id }).from(troops).limit(1);
      const [enough, short] = await db
        .insert(badges)
        .values([
          { troopId: troop?.id ?? "", name: "Turn up", description: "d", imageUrl: "/x.svg", requirements: [], progressPercentage: 75 },
          { troopId: troop?.id ?? "", name: "Nearly", description: "d", imageUrl: "/x.svg", requirements: [], progressPercentage: 74 },
        ])
        .returning();
      expect((await earn(short?.id ?? "", scout)).statusCode).toBe(422);
      expect((await earn(enough?.id ?? "", scout)).statusCode).toBe(200);
    });

    it("Initial Progress outside 0–100 is refused with a field message, not clamped", async () => {
      for (const value of [101, -5, 150]) {
        const res = await as(leader).post("/api/badges", {
          name: "Clamp",
          description: "d",
          imageUrl: "/x.svg",
          requirements: ["a"],
          progressPercentage: value,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().fields).toEqual({ progressPercentage: "Initial progress must be between 0 and 100." });
      }
      const badge = await createBadge(app, leader);
      const patched = await as(leader).patch(`/api/badges/${badge.id}`, { progressPercentage: 101 });
      expect(patched.statusCode).toBe(400);
      expect(patched.json().fields).toEqual({ progressPercentage: "Initial progress must be between 0 and 100." });
    });
  });

  describe("points once", () => {
    it("a requirement pays its points and writes its activity the first time it is ticked only", async () => {
      const scout = await signUpScout(app, leader);
      const badge = await createBadge(app, leader);
      await tick(app, scout, badge.id, [0]);
      for (let i = 0; i < 5; i++) {
        await tick(app, scout, badge.id, []);
        await tick(app, scout, badge.id, [0]);
      }
      const rows = await db.select().from(activities).where(eq(activities.scoutId, scout.scoutId));
      expect(rows.filter((r) => r.activityType === "badge_progress").map((r) => r.points)).toEqual([5]);
    });
  });

  describe("enableAdvancementTracking", () => {
    it("off: scouts still see badges but cannot tick or earn (403); leaders award as before; on again: scouts can", async () => {
      const scout = await signUpScout(app, leader);
      const badge = await createBadge(app, leader);
      await tick(app, scout, badge.id, [0, 1, 2]);
      await setTroopSettings(app, leader, { enableAdvancementTracking: false });

      const listed = await as(scout).get("/api/badges");
      expect(listed.statusCode).toBe(200);
      expect(listed.json().find((b: { id: string }) => b.id === badge.id).completedRequirements).toEqual([0, 1, 2]);
      for (const res of [await progress(badge.id, scout, [0, 1, 2, 3]), await earn(badge.id, scout)]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: "Your leaders record badges for this troop." });
      }
      expect(await awardsOf(scout.scoutId)).toHaveLength(0);

      const other = await createBadge(app, leader);
      const awarded = await as(leader).post(`/api/scouts/${scout.scoutId}/award-badge`, { badgeId: other.id });
      expect(awarded.statusCode).toBe(201);
      expect((await as(scout).get("/api/badges/earned")).json()).toHaveLength(1);

      await setTroopSettings(app, leader, { enableAdvancementTracking: true });
      expect((await progress(badge.id, scout, [0, 1, 2, 3])).statusCode).toBe(200);
      expect((await earn(badge.id, scout)).statusCode).toBe(200);
    });
  });
});
