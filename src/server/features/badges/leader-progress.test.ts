import { describe, expect, it } from "vitest";
import { createBadge, createEarnableBadge, tick, UNKNOWN_ID } from "../../../../tests/factories/badges";
import { insertTroopWithLeader, setTroopSettings } from "../../../../tests/factories/troops";
import { signUpLeader, signUpScout } from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";

/**
 * Leaders see the work in progress, checked against a hand-made fixture:
 *   badge Knots (4 requirements, starting progress 10), badge Fire (2 requirements, starting 0)
 *   Ann: Knots 0,1,2 ticked (75 %), Fire earned (awarded, then presented)
 *   Ben: Knots 0 ticked (25 %), Fire 0 ticked (50 %)
 *   Cal: nothing; Dee: Knots all ticked and sent for approval (pending)
 *   Eve: inactive, nothing (left out of per-badge lists)
 */
describe("leaders' views of work in progress", async () => {
  const { app, database, as } = await createTestApp();
  const leader = await signUpLeader(app);
  const other = await insertTroopWithLeader(database.db);
  const get = (url: string, who: { headers: Record<string, string> } = leader) => as(who).get(url);

  const ann = await signUpScout(app, leader, { firstName: "Ann", lastName: "A" });
  const ben = await signUpScout(app, leader, { firstName: "Ben", lastName: "B" });
  const cal = await signUpScout(app, leader, { firstName: "Cal", lastName: "C" });
  const dee = await signUpScout(app, leader, { firstName: "Dee", lastName: "D" });
  const eve = await signUpScout(app, leader, { firstName: "Eve", lastName: "E" });
  await as(leader).patch(`/api/scouts/${eve.scoutId}`, { isActive: false });
  const knots = await createBadge(app, leader, { name: "Knots", requirements: ["a", "b", "c", "d"], progressPercentage: 10 });
  const fire = await createBadge(app, leader, { name: "Fire", requirements: ["a", "b"] });
  await tick(app, ann, knots.id, [0, 1, 2]);
  const fireAward = (await as(leader).post(`/api/scouts/${ann.scoutId}/award-badge`, { badgeId: fire.id })).json();
  await as(leader).post("/api/awards/presented", { awardIds: [fireAward.id], presentedAt: "2026-11-01" });
  await tick(app, ben, knots.id, [0]);
  await tick(app, ben, fire.id, [0]);
  await tick(app, dee, knots.id, [0, 1, 2, 3]);
  await setTroopSettings(app, leader, { requireLeaderApproval: true });
  await as(dee).patch(`/api/badges/${knots.id}/earn`);

  it("GET /api/badges/{id}/progress: holders first, then by progress and name; inactive scouts without a start are left out", async () => {
    const res = await get(`/api/badges/${knots.id}/progress`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        scout: { id: dee.scoutId, name: "Dee D" },
        progressPercentage: 100,
        completedRequirements: [0, 1, 2, 3],
        isEarned: false,
        presentedAt: null,
        approval: "pending",
        signOffs: [],
      },
      {
        scout: { id: ann.scoutId, name: "Ann A" },
        progressPercentage: 75,
        completedRequirements: [0, 1, 2],
        isEarned: false,
        presentedAt: null,
        approval: null,
        signOffs: [],
      },
      {
        scout: { id: ben.scoutId, name: "Ben B" },
        progressPercentage: 25,
        completedRequirements: [0],
        isEarned: false,
        presentedAt: null,
        approval: null,
        signOffs: [],
      },
      {
        scout: { id: cal.scoutId, name: "Cal C" },
        progressPercentage: 10,
        completedRequirements: [],
        isEarned: false,
        presentedAt: null,
        approval: null,
        signOffs: [],
      },
    ]);
    const fireRows = (await get(`/api/badges/${fire.id}/progress`)).json();
    expect(fireRows[0]).toEqual({
      scout: { id: ann.scoutId, name: "Ann A" },
      progressPercentage: 0,
      completedRequirements: [],
      isEarned: true,
      presentedAt: "2026-11-01T00:00:00.000Z",
      approval: null,
      signOffs: [],
    });
    expect(fireRows[1]).toMatchObject({ scout: { id: ben.scoutId }, progressPercentage: 50, isEarned: false });
    expect(fireRows).toHaveLength(4);
  });

  it("GET /api/scouts/{id}/progress: the scout's badges with progress, ticks, state and presentedAt", async () => {
    const res = await get(`/api/scouts/${ann.scoutId}/progress`);
    expect(res.statusCode).toBe(200);
    const byName = Object.fromEntries(res.json().map((b: { name: string }) => [b.name, b]));
    expect(byName.Knots).toMatchObject({
      progressPercentage: 75,
      completedRequirements: [0, 1, 2],
      isEarned: false,
      approval: null,
      presentedAt: null,
    });
    expect(byName.Fire).toMatchObject({ isEarned: true, presentedAt: "2026-11-01T00:00:00.000Z" });
    const deeKnots = (await get(`/api/scouts/${dee.scoutId}/progress`)).json().find((b: { id: string }) => b.id === knots.id);
    expect(deeKnots).toMatchObject({ approval: "pending", isEarned: false });
  });

  it("GET /api/badges/nearly-there: active scouts with ≥ 75 % ticked of a badge they do not hold, closest first", async () => {
    const res = await get("/api/badges/nearly-there");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        scout: { id: dee.scoutId, name: "Dee D" },
        badge: { id: knots.id, name: "Knots", imageUrl: knots.imageUrl },
        progressPercentage: 100,
        completedCount: 4,
        totalRequirements: 4,
        approval: "pending",
      },
      {
        scout: { id: ann.scoutId, name: "Ann A" },
        badge: { id: knots.id, name: "Knots", imageUrl: knots.imageUrl },
        progressPercentage: 75,
        completedCount: 3,
        totalRequirements: 4,
        approval: null,
      },
    ]);
    // An inactive scout is not "nearly there"; earning takes the scout off the list.
    await setTroopSettings(app, leader, { requireLeaderApproval: false });
    const newcomer = await signUpScout(app, leader);
    const quick = await createEarnableBadge(app, leader, newcomer);
    expect((await get("/api/badges/nearly-there")).json().some((n: { badge: { id: string } }) => n.badge.id === quick.id)).toBe(true);
    await as(newcomer).patch(`/api/badges/${quick.id}/earn`);
    expect((await get("/api/badges/nearly-there")).json().some((n: { badge: { id: string } }) => n.badge.id === quick.id)).toBe(false);
  });

  it("leaders only; another troop's scout or badge is 404", async () => {
    for (const url of [`/api/badges/${knots.id}/progress`, `/api/scouts/${ann.scoutId}/progress`, "/api/badges/nearly-there"]) {
      expect((await get(url, ann)).statusCode).toBe(403);
      expect((await as(null).get(url)).statusCode).toBe(401);
    }
    for (const url of [
      `/api/badges/${knots.id}/progress`,
      `/api/scouts/${ann.scoutId}/progress`,
      `/api/badges/${UNKNOWN_ID}/progress`,
      "/api/scouts/x/progress",
    ]) {
      expect((await get(url, url.includes(UNKNOWN_ID) || url.includes("/x/") ? leader : other)).statusCode).toBe(404);
    }
    expect((await get("/api/badges/nearly-there", other)).json()).toEqual([]);
  });
});
