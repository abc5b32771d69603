import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBadge, createEarnableBadge, createRosterScout, UNKNOWN_ID } from "../../../../tests/factories/badges";
import { insertTroopWithLeader } from "../../../../tests/factories/troops";
import { signUpLeader, signUpScout } from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";
import { scoutBadges } from "../../db/schema";

// Badges handed out at a ceremony: presentedAt, the to-present list and marking.
describe("badges to present", async () => {
  const { app, database, as } = await createTestApp();
  const db = database.db;
  const leader = await signUpLeader(app);
  const other = await insertTroopWithLeader(db);
  const award = async (scoutId: string, badgeId: string) => {
    const res = await as(leader).post(`/api/scouts/${scoutId}/award-badge`, { badgeId });
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json() as { id: string; presentedAt: string | null; earnedDate: string };
  };
  const toPresent = async () => (await as(leader).get("/api/awards/to-present")).json();

  it("lists awards not yet presented grouped by scout (by name), each award with its badge; presented and deleted-badge awards leave it", async () => {
    const zed = await createRosterScout(app, leader, { name: "Zed Ash" });
    const amy = await createRosterScout(app, leader, { name: "Amy Birch" });
    const knots = await createBadge(app, leader, { name: "Knots", imageUrl: "/badges/knots.svg" });
    const fire = await createBadge(app, leader, { name: "Fire" });
    const gone = await createBadge(app, leader, { name: "Gone" });
    const a1 = await award(zed.id, knots.id);
    expect(a1.presentedAt).toBeNull();
    const a2 = await award(amy.id, knots.id);
    const a3 = await award(amy.id, fire.id);
    await award(amy.id, gone.id);
    await as(leader).del(`/api/badges/${gone.id}`);

    const list = await toPresent();
    expect(list).toEqual([
      {
        scout: { id: amy.id, name: "Amy Birch" },
        awards: [
          {
            id: a2.id,
            badge: { id: knots.id, name: "Knots", imageUrl: "/badges/knots.svg" },
            earnedDate: a2.earnedDate,
            awardedBy: "Lee Leader",
          },
          { id: a3.id, badge: { id: fire.id, name: "Fire", imageUrl: fire.imageUrl }, earnedDate: a3.earnedDate, awardedBy: "Lee Leader" },
        ],
      },
      {
        scout: { id: zed.id, name: "Zed Ash" },
        awards: [
          {
            id: a1.id,
            badge: { id: knots.id, name: "Knots", imageUrl: "/badges/knots.svg" },
            earnedDate: a1.earnedDate,
            awardedBy: "Lee Leader",
          },
        ],
      },
    ]);

    const marked = await as(leader).post("/api/awards/presented", { awardIds: [a2.id, a1.id], presentedAt: "2026-11-20" });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ presented: [a2.id, a1.id], alreadyPresented: [] });
    expect(await toPresent()).toEqual([{ scout: { id: amy.id, name: "Amy Birch" }, awards: [expect.objectContaining({ id: a3.id })] }]);
    const rows = await db
      .select()
      .from(scoutBadges)
      .where(inArray(scoutBadges.id, [a1.id, a2.id]));
    expect(rows.map((r) => r.presentedAt?.toISOString())).toEqual(["2026-11-20T00:00:00.000Z", "2026-11-20T00:00:00.000Z"]);
    // The award lists carry presentedAt too.
    const all = (await as(leader).get("/api/scout-badges")).json();
    expect(all.find((a: { id: string }) => a.id === a1.id).presentedAt).toBe("2026-11-20T00:00:00.000Z");

    // Idempotent: marking again keeps the first date and reports them as already presented.
    const again = await as(leader).post("/api/awards/presented", { awardIds: [a1.id, a3.id] });
    expect(again.json()).toEqual({ presented: [a3.id], alreadyPresented: [a1.id] });
    const [kept] = await db.select().from(scoutBadges).where(eq(scoutBadges.id, a1.id));
    expect(kept?.presentedAt?.toISOString()).toBe("2026-11-20T00:00:00.000Z");
    const [now] = await db.select().from(scoutBadges).where(eq(scoutBadges.id, a3.id));
    expect(Date.now() - (now?.presentedAt?.getTime() ?? 0)).toBeLessThan(60_000);
    expect(await toPresent()).toEqual([]);
  });

  it("names the leader who gave an award, for the certificate; a badge a scout earned alone names nobody", async () => {
    const scout = await signUpScout(app, leader, { firstName: "Ivy", lastName: "Moss" });
    const badge = await createEarnableBadge(app, leader, scout);
    expect((await as(scout).patch(`/api/badges/${badge.id}/earn`)).statusCode).toBe(200);
    const given = await createBadge(app, leader);
    await award(scout.scoutId, given.id);
    const group = (await toPresent()).find((g: { scout: { id: string } }) => g.scout.id === scout.scoutId);
    const byBadge = Object.fromEntries(
      group.awards.map((a: { badge: { id: string }; awardedBy: string | null }) => [a.badge.id, a.awardedBy]),
    );
    expect(byBadge).toEqual({ [badge.id]: null, [given.id]: "Lee Leader" });
    await as(leader).post("/api/awards/presented", { awardIds: group.awards.map((a: { id: string }) => a.id) });
  });

  it("parallel identical marks present each award once", async () => {
    const s = await createRosterScout(app, leader);
    const b = await createBadge(app, leader);
    const a = await award(s.id, b.id);
    const results = await Promise.all(Array.from({ length: 6 }, () => as(leader).post("/api/awards/presented", { awardIds: [a.id] })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(results.filter((r) => r.json().presented.length === 1)).toHaveLength(1);
  });

  it("is all or nothing on ids, refuses bad input with 400, and never touches another troop", async () => {
    const s = await createRosterScout(app, leader);
    const b = await createBadge(app, leader);
    const a = await award(s.id, b.id);
    for (const ids of [
      [a.id, UNKNOWN_ID],
      [a.id, "nope"],
    ]) {
      const res = await as(leader).post("/api/awards/presented", { awardIds: ids });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: "Award not found." });
    }
    expect((await as(other).post("/api/awards/presented", { awardIds: [a.id] })).statusCode).toBe(404);
    expect((await as(other).get("/api/awards/to-present")).json()).toEqual([]);
    const empty = await as(leader).post("/api/awards/presented", { awardIds: [] });
    expect(empty.json()).toEqual({ error: "Select at least one badge.", fields: { awardIds: "Select at least one badge." } });
    const future = await as(leader).post("/api/awards/presented", { awardIds: [a.id], presentedAt: "2099-01-01" });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields).toEqual({ presentedAt: "The date a badge was presented cannot be in the future." });
    const garbage = await as(leader).post("/api/awards/presented", { awardIds: [a.id], presentedAt: "next week" });
    expect(garbage.statusCode).toBe(400);
    expect(Object.keys(garbage.json().fields)).toEqual(["presentedAt"]);
    const [row] = await db.select().from(scoutBadges).where(eq(scoutBadges.id, a.id));
    expect(row?.presentedAt).toBeNull();
  });

  it("leaders only", async () => {
    const scout = await signUpScout(app, leader);
    for (const [method, url, body] of [
      ["GET", "/api/awards/to-present"],
      ["POST", "/api/awards/presented", { awardIds: [UNKNOWN_ID] }],
    ] as const) {
      expect((await as(null).send(method, url, body)).statusCode).toBe(401);
      expect((await as(scout).send(method, url, body)).statusCode).toBe(403);
    }
  });
});
