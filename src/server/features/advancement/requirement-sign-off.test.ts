import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBadge, createRosterScout, tick, UNKNOWN_ID } from "../../../../tests/factories/badges";
import { insertTroopWithLeader, setTroopSettings } from "../../../../tests/factories/troops";
import { type SignedIn, signUp, signUpLeader, signUpParent, signUpScout, troopCodes } from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";
import { SIGN_OFF_SKIPPED } from "../../../shared/api/advancement";
import { activities, badgeProgress, requirementSignOffs } from "../../db/schema";

// Leaders sign off requirements for one scout or for many at a meeting (docs/product.md, "Signing off requirements").
describe("signing off requirements", async () => {
  const { app, database, as } = await createTestApp();
  const db = database.db;
  const leader = await signUpLeader(app, { firstName: "Lee", lastName: "Leader" });
  const { leaderInviteCode } = await troopCodes(app, leader);
  // A leader joining with the leader code is an assistant: assistants sign off as admins do.
  const assistant = await signUp(app, { role: "leader", firstName: "Ash", lastName: "Assistant", inviteCode: leaderInviteCode });
  const other = await insertTroopWithLeader(db);

  type Who = { headers: Record<string, string> } | undefined;
  const signOffUrl = (scoutId: string, badgeId: string, index: number | string) =>
    `/api/scouts/${scoutId}/badges/${badgeId}/requirements/${index}/sign-off`;
  const signOff = (scoutId: string, badgeId: string, index: number | string, body: object = {}, who: Who = leader) =>
    as(who).post(signOffUrl(scoutId, badgeId, index), body);
  const undo = (scoutId: string, badgeId: string, index: number, who: Who = leader) => as(who).del(signOffUrl(scoutId, badgeId, index));
  const atMeeting = (badgeId: string, index: number, body: object, who: Who = leader) =>
    as(who).post(`/api/badges/${badgeId}/requirements/${index}/sign-off`, body);
  const myBadge = async (scout: SignedIn, badgeId: string) =>
    (await as(scout).get("/api/badges")).json().find((b: { id: string }) => b.id === badgeId);
  const rowsOf = (scoutId: string, badgeId: string) =>
    db
      .select()
      .from(requirementSignOffs)
      .where(and(eq(requirementSignOffs.scoutId, scoutId), eq(requirementSignOffs.badgeId, badgeId)));
  const progressOf = async (scoutId: string, badgeId: string) =>
    (
      await db
        .select()
        .from(badgeProgress)
        .where(and(eq(badgeProgress.scoutId, scoutId), eq(badgeProgress.badgeId, badgeId)))
    )[0];
  const pointsOf = async (scoutId: string) =>
    (
      await db
        .select()
        .from(activities)
        .where(and(eq(activities.scoutId, scoutId), eq(activities.activityType, "badge_progress")))
    ).reduce((sum, a) => sum + a.points, 0);
  const todayIn = (timeZone: string) => new Date().toLocaleDateString("en-CA", { timeZone });
  const troopToday = () => todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);

  it("ticks the requirement as a scout's tick does (progress, points, feed) and records who and when", async () => {
    const scout = await signUpScout(app, leader, { firstName: "Ada", lastName: "Pine" });
    const badge = await createBadge(app, leader, { name: "Knots" });
    const res = await signOff(scout.scoutId, badge.id, 1, { date: "2026-01-10", note: "Tied it blindfolded." });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      scoutId: scout.scoutId,
      badgeId: badge.id,
      index: 1,
      by: "Lee Leader",
      on: "2026-01-10",
      note: "Tied it blindfolded.",
    });
    expect(await myBadge(scout, badge.id)).toMatchObject({
      completedRequirements: [1],
      progressPercentage: 25,
      signOffs: [{ index: 1, by: "Lee Leader", on: "2026-01-10", note: "Tied it blindfolded." }],
    });
    expect(await pointsOf(scout.scoutId)).toBe(5);
    const [feed] = await db.select().from(activities).where(eq(activities.scoutId, scout.scoutId));
    expect(feed?.description).toBe("Ada Pine completed 1 requirement of the Knots badge.");
    const [row] = await rowsOf(scout.scoutId, badge.id);
    expect(row).toMatchObject({ signedByUserId: leader.userId, signedByName: "Lee Leader", signedOn: "2026-01-10", requirementIndex: 1 });
  });

  it("the date defaults to today in the troop's time zone and can never be after it (400 on date)", async () => {
    const scout = await signUpScout(app, leader);
    const badge = await createBadge(app, leader);
    const res = await signOff(scout.scoutId, badge.id, 0);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ on: troopToday(), note: null });

    // Kiritimati's day is always ahead of Pago Pago's: with the troop in Pago Pago it is tomorrow.
    await setTroopSettings(app, leader, { timeZone: "Pacific/Pago_Pago" });
    try {
      const defaulted = await signOff(scout.scoutId, badge.id, 2);
      expect(defaulted.json().on).toBe(todayIn("Pacific/Pago_Pago"));
      const future = await signOff(scout.scoutId, badge.id, 3, { date: todayIn("Pacific/Kiritimati") });
      expect(future.statusCode).toBe(400);
      expect(future.json()).toEqual({ error: "The date cannot be in the future.", fields: { date: "The date cannot be in the future." } });
      const bad = await signOff(scout.scoutId, badge.id, 3, { date: "10/01/2026" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toHaveProperty("date");
      expect((await rowsOf(scout.scoutId, badge.id)).map((r) => r.requirementIndex).sort()).toEqual([0, 2]);
    } finally {
      await setTroopSettings(app, leader, { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    }
  });

  it("signing off again updates the day and note on the one row, with no second points", async () => {
    const scout = await signUpScout(app, leader);
    const badge = await createBadge(app, leader);
    await signOff(scout.scoutId, badge.id, 0, { date: "2026-01-10", note: "First" });
    const again = await signOff(scout.scoutId, badge.id, 0, { date: "2026-01-12" }, assistant);
    expect(again.statusCode).toBe(200);
    const rows = await rowsOf(scout.scoutId, badge.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ signedOn: "2026-01-12", note: null, signedByName: "Ash Assistant" });
    expect(await pointsOf(scout.scoutId)).toBe(5);
    expect((await progressOf(scout.scoutId, badge.id))?.completedRequirements).toEqual([0]);
  });

  it("a requirement the scout ticked already gives no second points when signed off", async () => {
    const scout = await signUpScout(app, leader);
    const badge = await createBadge(app, leader);
    await tick(app, scout, badge.id, [0, 1]);
    await signOff(scout.scoutId, badge.id, 1);
    expect(await pointsOf(scout.scoutId)).toBe(10);
    expect((await progressOf(scout.scoutId, badge.id))?.completedRequirements).toEqual([0, 1]);
  });

  it("the scout cannot untick a signed-off requirement (409, nothing changes) but may change the others", async () => {
    const scout = await signUpScout(app, leader);
    const badge = await createBadge(app, leader);
    await tick(app, scout, badge.id, [0]);
    await signOff(scout.scoutId, badge.id, 2);
    const refused = await as(scout).patch(`/api/badges/${badge.id}/progress`, { completedRequirements: [0] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: "A leader signed this off; ask a leader to undo it." });
    expect((await progressOf(scout.scoutId, badge.id))?.completedRequirements).toEqual([0, 2]);
    const allowed = await as(scout).patch(`/api/badges/${badge.id}/progress`, { completedRequirements: [2, 3] });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toMatchObject({ completedRequirements: [2, 3], signOffs: [{ index: 2 }] });
  });

  it("undo removes the sign-off and the tick it stands for; points given stay given; a second undo is 404", async () => {
    const scout = await signUpScout(app, leader);
    const badge = await createBadge(app, leader);
    await tick(app, scout, badge.id, [0]);
    await signOff(scout.scoutId, badge.id, 1);
    const res = await undo(scout.scoutId, badge.id, 1, assistant);
    expect(res.statusCode).toBe(204);
    expect(await rowsOf(scout.scoutId, badge.id)).toHaveLength(0);
    expect(await myBadge(scout, badge.id)).toMatchObject({ completedRequirements: [0], progressPercentage: 25, signOffs: [] });
    expect(await pointsOf(scout.scoutId)).toBe(10);
    const again = await undo(scout.scoutId, badge.id, 1);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: "This requirement is not signed off." });
    // The scout may untick and tick as before once it is undone, and ticking again gives nothing new.
    await tick(app, scout, badge.id, [0, 1]);
    expect(await pointsOf(scout.scoutId)).toBe(10);
  });

  it("unknown or another troop's scout or badge → 404; a requirement outside the list → 400", async () => {
    const scout = await signUpScout(app, leader);
    const badge = await createBadge(app, leader);
    const theirScout = await createRosterScout(app, other);
    const theirBadge = await createBadge(app, other);
    expect((await signOff(UNKNOWN_ID, badge.id, 0)).statusCode).toBe(404);
    expect((await signOff("not-an-id", badge.id, 0)).statusCode).toBe(404);
    expect((await signOff(scout.scoutId, UNKNOWN_ID, 0)).statusCode).toBe(404);
    expect((await signOff(theirScout.id, badge.id, 0)).statusCode).toBe(404);
    expect((await signOff(scout.scoutId, theirBadge.id, 0)).statusCode).toBe(404);
    expect((await signOff(scout.scoutId, badge.id, 0, {}, other)).statusCode).toBe(404);
    expect((await undo(scout.scoutId, badge.id, 0, other)).statusCode).toBe(404);
    const outside = await signOff(scout.scoutId, badge.id, 4);
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toEqual({ error: "Requirement index out of range.", fields: { index: "Requirement index out of range." } });
    expect((await signOff(scout.scoutId, badge.id, -1)).statusCode).toBe(400);
    expect((await signOff(scout.scoutId, badge.id, "one")).statusCode).toBe(400);
    const long = await signOff(scout.scoutId, badge.id, 0, { note: "x".repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toHaveProperty("note");
    expect(await rowsOf(scout.scoutId, badge.id)).toHaveLength(0);
    // A deleted badge is gone, as for a scout's tick.
    await as(leader).del(`/api/badges/${badge.id}`);
    expect((await signOff(scout.scoutId, badge.id, 0)).statusCode).toBe(404);
  });

  it("with advancement tracking off, requirements are neither ticked nor signed off (403)", async () => {
    const scout = await signUpScout(app, leader);
    const badge = await createBadge(app, leader);
    await signOff(scout.scoutId, badge.id, 0);
    await setTroopSettings(app, leader, { enableAdvancementTracking: false });
    try {
      const refused = await signOff(scout.scoutId, badge.id, 1);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatch(/Advancement tracking is turned off/);
      expect((await undo(scout.scoutId, badge.id, 0)).statusCode).toBe(403);
      expect((await atMeeting(badge.id, 1, { scoutIds: [scout.scoutId] })).statusCode).toBe(403);
      expect(await rowsOf(scout.scoutId, badge.id)).toHaveLength(1);
    } finally {
      await setTroopSettings(app, leader, { enableAdvancementTracking: true });
    }
  });

  it("scouts, parents and signed-out callers cannot sign off or undo", async () => {
    const scout = await signUpScout(app, leader);
    const parent = await signUpParent(app, leader, scout.scoutId);
    const badge = await createBadge(app, leader);
    for (const who of [scout, parent]) {
      expect((await signOff(scout.scoutId, badge.id, 0, {}, who)).statusCode).toBe(403);
      expect((await undo(scout.scoutId, badge.id, 0, who)).statusCode).toBe(403);
      expect((await atMeeting(badge.id, 0, { scoutIds: [scout.scoutId] }, who)).statusCode).toBe(403);
    }
    expect((await as(null).post(signOffUrl(scout.scoutId, badge.id, 0), {})).statusCode).toBe(401);
    expect(await rowsOf(scout.scoutId, badge.id)).toHaveLength(0);
  });

  it("scouts, parents and leaders read who signed off and when on the requirement", async () => {
    const scout = await signUpScout(app, leader, { firstName: "Bo", lastName: "Oak" });
    const parent = await signUpParent(app, leader, scout.scoutId);
    const badge = await createBadge(app, leader);
    await signOff(scout.scoutId, badge.id, 3, { date: "2026-02-01", note: "At camp" });
    await signOff(scout.scoutId, badge.id, 0, { date: "2026-01-31" }, assistant);
    const expected = [
      { index: 0, by: "Ash Assistant", on: "2026-01-31", note: null },
      { index: 3, by: "Lee Leader", on: "2026-02-01", note: "At camp" },
    ];
    expect((await myBadge(scout, badge.id)).signOffs).toEqual(expected);
    const asParent = (await as(parent).get(`/api/parent/children/${scout.scoutId}/badges`)).json();
    expect(asParent.find((b: { id: string }) => b.id === badge.id)).toMatchObject({ completedRequirements: [0, 3], signOffs: expected });
    const ofScout = (await as(leader).get(`/api/scouts/${scout.scoutId}/progress`)).json();
    expect(ofScout.find((b: { id: string }) => b.id === badge.id).signOffs).toEqual(expected);
    const ofBadge = (await as(leader).get(`/api/badges/${badge.id}/progress`)).json();
    expect(ofBadge.find((row: { scout: { id: string } }) => row.scout.id === scout.scoutId)).toMatchObject({
      completedRequirements: [0, 3],
      signOffs: expected,
    });
    // The answer of a tick carries them too, and leaders' own badge list has none.
    expect((await as(leader).get("/api/badges")).json().find((b: { id: string }) => b.id === badge.id).signOffs).toEqual([]);
    // A badge shortened below a signed-off requirement no longer shows that sign-off.
    await as(leader).patch(`/api/badges/${badge.id}`, { requirements: ["Tie a reef knot", "Tie a bowline"] });
    expect((await myBadge(scout, badge.id)).signOffs).toEqual([expected[0]]);
    // The name stays as it was signed, even when the leader's account is gone.
    await db.update(requirementSignOffs).set({ signedByUserId: null }).where(eq(requirementSignOffs.scoutId, scout.scoutId));
    expect((await myBadge(scout, badge.id)).signOffs[0].by).toBe("Ash Assistant");
  });

  it("merging two roster entries keeps the sign-offs with the ticks they stand for (the earlier day where both have one)", async () => {
    const kept = await signUpScout(app, leader);
    const gone = await createRosterScout(app, leader);
    const badge = await createBadge(app, leader);
    await signOff(kept.scoutId, badge.id, 0, { date: "2026-02-02" });
    await signOff(gone.id, badge.id, 0, { date: "2026-01-01" });
    await signOff(gone.id, badge.id, 1, { date: "2026-01-05", note: "Camp" });
    const merged = await as(leader).post(`/api/scouts/${gone.id}/merge`, { intoScoutId: kept.scoutId });
    expect(merged.statusCode).toBe(200);
    expect(await myBadge(kept, badge.id)).toMatchObject({
      completedRequirements: [0, 1],
      signOffs: [
        { index: 0, on: "2026-01-01" },
        { index: 1, on: "2026-01-05", note: "Camp" },
      ],
    });
  });

  describe("at a meeting", () => {
    it("signs one requirement off for many scouts in one go", async () => {
      const scouts = await Promise.all([1, 2, 3].map(() => createRosterScout(app, leader)));
      const badge = await createBadge(app, leader);
      const res = await atMeeting(badge.id, 2, { scoutIds: scouts.map((s) => s.id), date: "2026-03-03", note: "Troop night" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ signedOff: scouts.map((s) => s.id).sort(), skipped: [] });
      for (const scout of scouts) {
        expect(await rowsOf(scout.id, badge.id)).toMatchObject([{ requirementIndex: 2, signedOn: "2026-03-03", note: "Troop night" }]);
        expect(await progressOf(scout.id, badge.id)).toMatchObject({ completedRequirements: [2], progressPercentage: 25 });
        expect(await pointsOf(scout.id)).toBe(5);
      }
      const defaulted = await atMeeting(badge.id, 3, { scoutIds: [scouts[0]?.id] });
      expect(defaulted.json()).toEqual({ signedOff: [scouts[0]?.id], skipped: [] });
      expect((await rowsOf(scouts[0]?.id ?? "", badge.id)).find((r) => r.requirementIndex === 3)?.signedOn).toBe(troopToday());
    });

    it("a scout erased meanwhile, another troop's, unknown or inactive is left out with the reason; the others are signed off", async () => {
      const scouts = await Promise.all([1, 2, 3].map(() => createRosterScout(app, leader)));
      const [kept, erased, resting] = scouts as [(typeof scouts)[number], (typeof scouts)[number], (typeof scouts)[number]];
      const theirs = await createRosterScout(app, other);
      const badge = await createBadge(app, leader);
      // A phone kept the sign-off for four while one was erased and one made inactive.
      expect((await as(leader).del(`/api/scouts/${erased.id}`)).statusCode).toBe(204);
      expect((await as(leader).patch(`/api/scouts/${resting.id}`, { isActive: false })).statusCode).toBe(200);
      const res = await atMeeting(badge.id, 0, { scoutIds: [kept.id, erased.id, resting.id, theirs.id, UNKNOWN_ID, "not-an-id"] });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        signedOff: [kept.id],
        skipped: [
          { scoutId: erased.id, reason: SIGN_OFF_SKIPPED.notInTroop },
          { scoutId: resting.id, reason: SIGN_OFF_SKIPPED.inactive },
          { scoutId: theirs.id, reason: SIGN_OFF_SKIPPED.notInTroop },
          { scoutId: UNKNOWN_ID, reason: SIGN_OFF_SKIPPED.notInTroop },
          { scoutId: "not-an-id", reason: SIGN_OFF_SKIPPED.notInTroop },
        ],
      });
      expect(await rowsOf(kept.id, badge.id)).toHaveLength(1);
      expect(await progressOf(kept.id, badge.id)).toMatchObject({ completedRequirements: [0] });
      for (const left of [resting.id, theirs.id]) expect(await rowsOf(left, badge.id)).toHaveLength(0);
    });

    it("refuses an empty list, a repeated scout, more than 200 scouts and a future date (400)", async () => {
      const scout = await createRosterScout(app, leader);
      const badge = await createBadge(app, leader);
      const cases: [object, string][] = [
        [{ scoutIds: [] }, "scoutIds"],
        [{ scoutIds: [scout.id, scout.id] }, "scoutIds"],
        [{ scoutIds: Array.from({ length: 201 }, () => UNKNOWN_ID) }, "scoutIds"],
        [{ scoutIds: [scout.id], date: "2999-01-01" }, "date"],
        [{}, "scoutIds"],
      ];
      for (const [body, field] of cases) {
        const res = await atMeeting(badge.id, 0, body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(res.json().fields).toHaveProperty(field);
      }
      expect((await atMeeting(badge.id, 9, { scoutIds: [scout.id] })).statusCode).toBe(400);
      expect((await atMeeting(UNKNOWN_ID, 0, { scoutIds: [scout.id] })).statusCode).toBe(404);
      expect(await rowsOf(scout.id, badge.id)).toHaveLength(0);
    });
  });

  describe("concurrency", () => {
    it("parallel sign-offs of one requirement make one row and count its points once", async () => {
      const scout = await signUpScout(app, leader);
      const badge = await createBadge(app, leader);
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          i % 2 === 0
            ? signOff(scout.scoutId, badge.id, 1, {}, i % 4 === 0 ? leader : assistant)
            : atMeeting(badge.id, 1, { scoutIds: [scout.scoutId] }),
        ),
      );
      expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
      expect(await rowsOf(scout.scoutId, badge.id)).toHaveLength(1);
      expect(await progressOf(scout.scoutId, badge.id)).toMatchObject({ completedRequirements: [1], progressPercentage: 25 });
      expect(await pointsOf(scout.scoutId)).toBe(5);
    });

    it("sign-offs of different requirements and the scout's own ticks at once lose none of them", async () => {
      const scout = await signUpScout(app, leader);
      const badge = await createBadge(app, leader);
      const others = await Promise.all([1, 2].map(() => createRosterScout(app, leader)));
      const results = await Promise.all([
        signOff(scout.scoutId, badge.id, 0),
        signOff(scout.scoutId, badge.id, 1, {}, assistant),
        atMeeting(badge.id, 2, { scoutIds: [others[1]?.id, scout.scoutId, others[0]?.id] }),
        atMeeting(badge.id, 3, { scoutIds: [others[0]?.id, others[1]?.id] }),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      expect((await progressOf(scout.scoutId, badge.id))?.completedRequirements).toEqual([0, 1, 2]);
      for (const o of others) expect((await progressOf(o?.id ?? "", badge.id))?.completedRequirements).toEqual([2, 3]);
      expect(await pointsOf(scout.scoutId)).toBe(15);
      // The scout's own untick racing the leader's sign-off: either the untick ran first (and the
      // sign-off ticked it again) or it was refused; the signed-off requirement is ticked either way.
      const [untick] = await Promise.all([
        as(scout).patch(`/api/badges/${badge.id}/progress`, { completedRequirements: [0, 1, 2] }),
        signOff(scout.scoutId, badge.id, 3),
      ]);
      expect([200, 409]).toContain(untick.statusCode);
      expect((await progressOf(scout.scoutId, badge.id))?.completedRequirements).toEqual([0, 1, 2, 3]);
      expect((await myBadge(scout, badge.id)).progressPercentage).toBe(100);
    });
  });
});
