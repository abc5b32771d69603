import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { UNKNOWN_ID } from "../../../../tests/factories/badges";
import { insertTroopWithLeader, insertUserWithSession } from "../../../../tests/factories/troops";
import {
  addRosterScout,
  login,
  type SignedIn,
  setLeaderRole,
  signUpAssistant,
  signUpLeader,
  signUpParent,
  signUpScout,
} from "../../../../tests/factories/users";
import { requestsTo } from "../../../../tests/setup/request-as";
import { createTestApp } from "../../../../tests/setup/test-app";
import { LAST_ADMIN, LAST_ADMIN_LEAVING } from "../../../shared/api/leaders";
import { memberships, sessions } from "../../db/schema";
import { ADMINS_ONLY } from "../../plugins/auth";

/** Leaders' roles (docs/product.md, "Leaders' roles"): who is admin, who changes it, and what an assistant may not do. */
describe("leaders' roles", async () => {
  const { app, database, as } = await createTestApp();
  const db = database.db;
  let admin: SignedIn;
  let assistant: SignedIn;
  let scout: SignedIn & { scoutId: string };
  let parent: SignedIn;

  const list = (who: SignedIn) => as(who).get("/api/leaders");
  const change = (who: SignedIn, userId: string, leaderRole: unknown) => as(who).patch(`/api/leaders/${userId}`, { leaderRole });
  const roleOf = async (userId: string) =>
    (await db.select({ r: memberships.leaderRole }).from(memberships).where(eq(memberships.userId, userId)))[0]?.r;

  /** Every admin-only call, made fresh each time (an erasure or a merge needs scouts of its own). */
  async function adminOnlyCalls(who: SignedIn) {
    const config = (await as(admin).get("/api/troop/configuration")).json();
    const a = await addRosterScout(app, admin, { name: "Dana Double" });
    const b = await addRosterScout(app, admin, { name: "Dana Double" });
    const c = await addRosterScout(app, admin, { name: "Erin Erased" });
    return {
      "PUT /api/troop/configuration": () => as(who).put("/api/troop/configuration", { troopName: config.troopName }),
      "POST /api/troop/configuration/regenerate-codes": () => as(who).post("/api/troop/configuration/regenerate-codes"),
      "DELETE /api/scouts/:id": () => as(who).del(`/api/scouts/${c.id}`),
      "POST /api/scouts/:id/merge": () => as(who).post(`/api/scouts/${a.id}/merge`, { intoScoutId: b.id }),
      "PATCH /api/leaders/:userId": () => change(who, who.userId, "admin"),
    };
  }

  beforeAll(async () => {
    admin = await signUpLeader(app, { firstName: "Zoe", lastName: "Zimmer" });
    assistant = await signUpAssistant(app, admin, { firstName: "Abe", lastName: "Able" });
    scout = await signUpScout(app, admin);
    parent = await signUpParent(app, admin, scout.scoutId);
  });

  it("makes the first leader admin and a leader joining with the leader code an assistant; GET /api/auth/user says so", async () => {
    expect(await roleOf(admin.userId)).toBe("admin");
    expect(await roleOf(assistant.userId)).toBe("assistant");
    const me = await as(assistant).get("/api/auth/user");
    expect(me.json()).toMatchObject({ role: "leader", leaderRole: "assistant" });
    expect((await as(admin).get("/api/auth/user")).json().leaderRole).toBe("admin");
    expect((await as(scout).get("/api/auth/user")).json().leaderRole).toBeNull();
  });

  it("lists every leader of the troop, admins first then by name, for every leader and nobody else", async () => {
    const other = await signUpAssistant(app, admin, { firstName: "Bea", lastName: "Bond" });
    await insertTroopWithLeader(db, "Elsewhere");
    for (const who of [admin, assistant]) {
      const res = await list(who);
      expect(res.statusCode).toBe(200);
      const leaders = res.json();
      expect(leaders.map((l: { firstName: string }) => l.firstName)).toEqual(["Zoe", "Abe", "Bea"]);
      expect(leaders[0]).toEqual({ userId: admin.userId, firstName: "Zoe", lastName: "Zimmer", email: admin.email, leaderRole: "admin" });
      expect(leaders[2]).toMatchObject({ userId: other.userId, leaderRole: "assistant" });
    }
    expect((await list(scout)).statusCode).toBe(403);
    expect((await list(parent)).statusCode).toBe(403);
  });

  it("refuses an assistant every admin-only call with 403, and changes nothing", async () => {
    const before = (await as(admin).get("/api/troop/configuration")).json();
    for (const [name, call] of Object.entries(await adminOnlyCalls(assistant))) {
      const res = await call();
      expect(res.statusCode, name).toBe(403);
      expect(res.json(), name).toEqual({ error: ADMINS_ONLY });
    }
    const after = (await as(admin).get("/api/troop/configuration")).json();
    expect(after.leaderInviteCode).toBe(before.leaderInviteCode);
    expect(await roleOf(assistant.userId)).toBe("assistant");
  });

  it("lets an assistant read the settings and the scout join code, but not the leader invite code", async () => {
    const res = await as(assistant).get("/api/troop/configuration");
    expect(res.statusCode).toBe(200);
    expect(res.json().leaderInviteCode).toBeNull();
    expect(res.json().scoutJoinCode).toMatch(/^SCOUT-/);
    const asAdmin = await as(admin).get("/api/troop/configuration");
    expect(asAdmin.json().leaderInviteCode).toMatch(/^LEAD-/);
  });

  it("lets an assistant do what leaders do otherwise (the roster, badges)", async () => {
    const added = await as(assistant).post("/api/scouts", { name: "Ivy Added" });
    expect(added.statusCode).toBe(201);
    const edited = await as(assistant).patch(`/api/scouts/${added.json().id}`, { name: "Ivy Edited" });
    expect(edited.statusCode).toBe(200);
    expect((await as(assistant).get("/api/scouts")).statusCode).toBe(200);
  });

  it("promotes an assistant, who can then do every admin-only call at once", async () => {
    const helper = await signUpAssistant(app, admin, { firstName: "Cal", lastName: "Climb" });
    const res = await change(admin, helper.userId, "admin");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId: helper.userId, leaderRole: "admin" });
    expect((await as(helper).get("/api/auth/user")).json().leaderRole).toBe("admin");
    const codes = await as(helper).get("/api/troop/configuration");
    expect(codes.json().leaderInviteCode).toMatch(/^LEAD-/);
    for (const [name, call] of Object.entries(await adminOnlyCalls(helper))) {
      const answer = await call();
      expect(answer.statusCode, name).toBeLessThan(300);
    }
    await setLeaderRole(app, admin, helper, "assistant");
  });

  it("refuses a demoted admin on their very next request", async () => {
    const second = await signUpAssistant(app, admin, { firstName: "Dee", lastName: "Down" });
    await setLeaderRole(app, admin, second, "admin");
    // Read as an admin just before: a lookup kept for reads must not outlive the change.
    expect((await as(second).get("/api/troop/configuration")).json().leaderInviteCode).toMatch(/^LEAD-/);
    expect((await change(admin, second.userId, "assistant")).statusCode).toBe(200);
    const read = await as(second).get("/api/troop/configuration");
    expect(read.json().leaderInviteCode).toBeNull();
    const regenerate = await as(second).post("/api/troop/configuration/regenerate-codes");
    expect(regenerate.statusCode).toBe(403);
    expect((await as(second).get("/api/auth/user")).json().leaderRole).toBe("assistant");
  });

  it("answers 404 for an unknown user, a user of another troop and an account that is not a leader's", async () => {
    const elsewhere = await insertTroopWithLeader(db, "Far Away");
    for (const userId of [UNKNOWN_ID, "not-a-uuid", elsewhere.userId, scout.userId, parent.userId]) {
      const res = await change(admin, userId, "admin");
      expect(res.statusCode, userId).toBe(404);
      expect(res.json()).toEqual({ error: "Leader not found." });
    }
    expect(await roleOf(elsewhere.userId)).toBe("admin");
    expect(await roleOf(scout.userId)).toBeNull();
  });

  it("refuses a role that is neither admin nor assistant (400)", async () => {
    for (const leaderRole of ["owner", "", null, 3]) {
      const res = await change(admin, assistant.userId, leaderRole);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ leaderRole: "Role must be admin or assistant." });
    }
  });

  describe("a troop always keeps an admin", async () => {
    const { app: own, database: ownDb } = await createTestApp();
    const patch = (who: SignedIn, userId: string, leaderRole: string) =>
      requestsTo(own)(who).patch(`/api/leaders/${userId}`, { leaderRole });
    const admins = async () =>
      (await requestsTo(own)(first).get("/api/leaders")).json().filter((l: { leaderRole: string }) => l.leaderRole === "admin").length;
    let first: SignedIn;
    let second: SignedIn;

    beforeAll(async () => {
      first = await signUpLeader(own, { firstName: "Fay" });
      second = await signUpAssistant(own, first, { firstName: "Gus" });
    });

    it("refuses the last admin stepping down (409), and lets them once another admin exists", async () => {
      const res = await patch(first, first.userId, "assistant");
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: LAST_ADMIN });
      await setLeaderRole(own, first, second, "admin");
      expect((await patch(first, first.userId, "assistant")).statusCode).toBe(200);
      // Now the other is the last admin: demoting them is refused too.
      expect((await patch(second, second.userId, "assistant")).statusCode).toBe(409);
      expect(await admins()).toBe(1);
      await setLeaderRole(own, second, first, "admin");
    });

    it("keeps one admin when two admins demote each other at the same moment", async () => {
      for (let round = 0; round < 5; round++) {
        const answers = await Promise.all([patch(first, second.userId, "assistant"), patch(second, first.userId, "assistant")]);
        const statuses = answers.map((a) => a.statusCode).sort();
        // The one that went second is refused: as the last admin's demotion (409), or as an assistant by then (403).
        expect(statuses[0]).toBe(200);
        expect([403, 409]).toContain(statuses[1]);
        expect(await admins()).toBe(1);
        const [stillAdmin, demoted] = answers[0]?.statusCode === 200 ? [first, second] : [second, first];
        await setLeaderRole(own, stillAdmin, demoted, "admin");
      }
    });

    it("keeps one admin when two admins step down at the same moment", async () => {
      const answers = await Promise.all([patch(first, first.userId, "assistant"), patch(second, second.userId, "assistant")]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(await admins()).toBe(1);
      const [stillAdmin, demoted] = answers[0]?.statusCode === 200 ? [second, first] : [first, second];
      await setLeaderRole(own, stillAdmin, demoted, "admin");
    });

    it("counts only this troop's admins", async () => {
      const elsewhere = await insertTroopWithLeader(ownDb.db, "Other Admins");
      const extra = await insertUserWithSession(ownDb.db, elsewhere.troopId, "leader");
      expect((await patch(elsewhere, extra.userId, "assistant")).statusCode).toBe(200);
      expect((await patch(elsewhere, elsewhere.userId, "assistant")).statusCode).toBe(409);
    });
  });
  describe("leaders leave (DELETE /api/leaders/{userId})", async () => {
    const { app: own, database: ownDb } = await createTestApp();
    const remove = (who: SignedIn, userId: string) => requestsTo(own)(who).del(`/api/leaders/${userId}`);
    const roster = (who: SignedIn) => requestsTo(own)(who).get("/api/scouts");
    let head: SignedIn;

    beforeAll(async () => {
      head = await signUpLeader(own, { firstName: "Hal", lastName: "Head" });
    });

    it("ends a removed assistant's access and every session at once; the account stays as a parent's", async () => {
      const leaving = await signUpAssistant(own, head, { firstName: "Ivy", lastName: "Leaving" });
      const again = await login(own, leaving.email, leaving.password, "leader");
      const second = { authorization: `Bearer ${again.json().authToken}` };
      expect((await roster(leaving)).statusCode).toBe(200);
      expect((await remove(head, leaving.userId)).statusCode).toBe(204);
      expect((await roster(leaving)).statusCode).toBe(401);
      expect((await requestsTo(own)(null, { headers: second }).get("/api/scouts")).statusCode).toBe(401);
      expect(await ownDb.db.select().from(sessions).where(eq(sessions.userId, leaving.userId))).toHaveLength(0);
      const [row] = await ownDb.db
        .select({ role: memberships.role, leaderRole: memberships.leaderRole })
        .from(memberships)
        .where(eq(memberships.userId, leaving.userId));
      expect(row).toEqual({ role: "parent", leaderRole: null });
      const names = (await requestsTo(own)(head).get("/api/leaders")).json().map((l: { firstName: string }) => l.firstName);
      expect(names).toEqual(["Hal"]);
      // Signing in again gives a parent's access, not a leader's.
      const back = await login(own, leaving.email, leaving.password, "parent");
      expect(
        (await requestsTo(own)(null, { headers: { authorization: `Bearer ${back.json().authToken}` } }).get("/api/scouts")).statusCode,
      ).toBe(403);
    });

    it("lets a leader leave on their own, and refuses an assistant removing someone else (403)", async () => {
      const a = await signUpAssistant(own, head, { firstName: "Jo" });
      const b = await signUpAssistant(own, head, { firstName: "Kit" });
      expect((await remove(a, b.userId)).statusCode).toBe(403);
      expect((await roster(b)).statusCode).toBe(200);
      expect((await remove(a, a.userId)).statusCode).toBe(204);
      expect((await roster(a)).statusCode).toBe(401);
      expect((await remove(head, b.userId)).statusCode).toBe(204);
    });

    it("refuses the last admin leaving (409), and lets them once another admin exists", async () => {
      const res = await remove(head, head.userId);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: LAST_ADMIN_LEAVING });
      const next = await signUpAssistant(own, head, { firstName: "Lou" });
      await setLeaderRole(own, head, next, "admin");
      expect((await remove(next, head.userId)).statusCode).toBe(204);
      expect((await remove(next, next.userId)).statusCode).toBe(409);
      head = next;
    });

    it("answers 404 for a scout, a parent, another troop's leader, an unknown id and a malformed one", async () => {
      const child = await signUpScout(own, head);
      const mum = await signUpParent(own, head, child.scoutId);
      const elsewhere = await insertTroopWithLeader(ownDb.db, "Other Leavers");
      for (const id of [child.userId, mum.userId, elsewhere.userId, UNKNOWN_ID]) expect((await remove(head, id)).statusCode).toBe(404);
      expect((await remove(head, "nope")).statusCode).toBe(404);
      expect((await remove(mum, head.userId)).statusCode).toBe(403);
    });
  });
});
