import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createEvent } from "../../../../tests/factories/events";
import {
  addRosterScout,
  inviteCode,
  login,
  type SignedIn,
  signUpLeader,
  signUpParent,
  signUpScout,
  troopCodes,
} from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";
import { MEMBERSHIP_MESSAGES } from "../../../shared/api/memberships";
import { sessions } from "../../db/schema";

const PASSWORD = "long enough password";

/**
 * Many-troops M2: one account, memberships in several troops, one current troop per session.
 * Troops are started through POST /api/troops, as a leader on the deployment would.
 */
describe("memberships and the session's troop", async () => {
  const { app, as, database } = await createTestApp({ troopSignup: { mode: "open" } });
  const bearer = (token: string): SignedIn => ({
    token,
    userId: "",
    email: "",
    password: "",
    headers: { authorization: `Bearer ${token}` },
  });

  // Troop A: the deployment's first troop, with a leader, a scout and a parent.
  const leaderA = await signUpLeader(app, { firstName: "Ann", lastName: "Alpha", password: PASSWORD });
  const scoutA = await signUpScout(app, leaderA, { firstName: "Abe", lastName: "Alpha" });
  const parentA = await signUpParent(app, leaderA, scoutA.scoutId, { firstName: "Pia", lastName: "Parent", password: PASSWORD });
  const eventA = await createEvent(app, leaderA, { title: "Alpha Campout" });

  // Troop B: started by its own leader, signed out, with a child on its roster.
  const startedB = await as(null).post("/api/troops", {
    troopName: "Bravo Troop",
    slug: "bravo",
    firstName: "Bo",
    lastName: "Bravo",
    email: "bo@bravo.example.com",
    password: PASSWORD,
  });
  if (startedB.statusCode !== 201) throw new Error(`start failed: ${startedB.body}`);
  const troopB = startedB.json().troop as { id: string; slug: string; name: string };
  const leaderB = bearer(startedB.json().authToken);
  const childB = await addRosterScout(app, leaderB, { name: "Bea Bravo" });
  const codesB = await troopCodes(app, leaderB);

  const me = async (who: SignedIn) => (await as(who).get("/api/auth/user")).json();
  const rosterNames = async (who: SignedIn) => (await as(who).get("/api/scouts")).json().map((s: { name: string }) => s.name);

  it("joins a second troop with its leader code, as an assistant, and stays in the current troop", async () => {
    const joined = await as(leaderA).post("/api/memberships", { code: ` ${codesB.leaderInviteCode.toLowerCase()} ` });
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toEqual({ troop: { id: troopB.id, slug: "bravo", name: "Bravo Troop" }, role: "leader" });
    const user = await me(leaderA);
    expect(user.troops.map((t: { slug: string; role: string; leaderRole: string }) => [t.slug, t.role, t.leaderRole])).toEqual([
      ["bravo", "leader", "assistant"],
      ["my-scout-troop", "leader", "admin"],
    ]);
    expect(user.currentTroopId).not.toBe(troopB.id);
    expect(await rosterNames(leaderA)).toEqual(["Abe Alpha"]);
    // A second membership of the same troop is refused.
    const again = await as(leaderA).post("/api/memberships", { code: codesB.leaderInviteCode });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(MEMBERSHIP_MESSAGES.alreadyMember);
  });

  it("switches the session's troop: roles, roster and ids follow; another session stays", async () => {
    const otherDevice = await login(app, leaderA.email, PASSWORD, "leader");
    const otherToken = bearer(otherDevice.json().authToken);
    const switched = await as(leaderA).post("/api/session/troop", { troopId: troopB.id });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({ currentTroopId: troopB.id, role: "leader", leaderRole: "assistant" });
    expect(await rosterNames(leaderA)).toEqual(["Bea Bravo"]);
    // Troop A's event is another troop's id now: 404, as an unknown one.
    expect((await as(leaderA).get(`/api/events/${eventA.id}`)).statusCode).toBe(404);
    // An assistant of B may not change B's settings, whatever they are in A.
    expect((await as(leaderA).put("/api/troop/configuration", { troopName: "Taken over" })).statusCode).toBe(403);
    // The other device still acts in troop A.
    expect(await rosterNames(otherToken)).toEqual(["Abe Alpha"]);
    const troopsOfSessions = await database.db
      .select({ troopId: sessions.troopId })
      .from(sessions)
      .where(eq(sessions.userId, leaderA.userId));
    expect(new Set(troopsOfSessions.map((s) => s.troopId)).size).toBe(2);
  });

  it("lands a new sign-in in the troop used last", async () => {
    const res = await login(app, leaderA.email, PASSWORD, "leader");
    expect(res.json().user.currentTroopId).toBe(troopB.id);
    expect(await rosterNames(bearer(res.json().authToken))).toEqual(["Bea Bravo"]);
    await as(leaderA).post("/api/session/troop", { troopId: (await me(leaderA)).troops[1].id });
    const back = await login(app, leaderA.email, PASSWORD, "leader");
    expect(back.json().user.currentTroopId).not.toBe(troopB.id);
    // Signed in at Bravo's own page (/t/bravo/login): Bravo, though Alpha was used last.
    const atBravo = await as(null).post("/api/login-credentials", {
      username: leaderA.email,
      password: PASSWORD,
      role: "leader",
      troop: "bravo",
    });
    expect(atBravo.json().user.currentTroopId).toBe(troopB.id);
    // At a troop the account is not in, the troop used last.
    const elsewhere = await as(null).post("/api/login-credentials", {
      username: parentA.email,
      password: PASSWORD,
      role: "leader",
      troop: "bravo",
    });
    expect(elsewhere.json().user.currentTroopId).not.toBe(troopB.id);
  });

  it("refuses a switch to a troop without a membership, existing or not, with 403", async () => {
    for (const troopId of [troopB.id, "00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const res = await as(parentA).post("/api/session/troop", { troopId });
      expect(res.statusCode, troopId).toBe(403);
      expect(res.json().error).toBe(MEMBERSHIP_MESSAGES.notMember);
    }
    expect((await as(null).post("/api/session/troop", { troopId: troopB.id })).statusCode).toBe(401);
    expect((await as(parentA).post("/api/session/troop", {})).statusCode).toBe(400);
  });

  it("gives a parent a child in a second troop with that troop's parent invite", async () => {
    const code = await inviteCode(app, leaderB, childB.id, "parent");
    const joined = await as(parentA).post("/api/memberships", { code });
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toEqual({ troop: { id: troopB.id, slug: "bravo", name: "Bravo Troop" }, role: "parent" });
    const childNames = async () =>
      (await as(parentA).get("/api/parent/children")).json().map((c: { scout: { name: string } }) => c.scout.name);
    expect(await childNames()).toEqual(["Abe Alpha"]);
    expect((await as(parentA).post("/api/session/troop", { troopId: troopB.id })).statusCode).toBe(200);
    expect(await childNames()).toEqual(["Bea Bravo"]);
    // The code was single use.
    expect((await as(leaderA).post("/api/memberships", { code })).statusCode).toBe(403);
  });

  it("keeps a scout account in its one troop, and an adult's account off a child's roster entry", async () => {
    const scoutTries = await as(scoutA).post("/api/memberships", { code: codesB.leaderInviteCode });
    expect(scoutTries.statusCode).toBe(403);
    expect(scoutTries.json().error).toBe(MEMBERSHIP_MESSAGES.scoutOneTroop);
    const adultTries = await as(parentA).post("/api/memberships", { code: codesB.scoutJoinCode });
    expect(adultTries.statusCode).toBe(403);
    expect(adultTries.json().error).toBe(MEMBERSHIP_MESSAGES.scoutCodeForScouts);
  });

  it("refuses wrong codes with 403 and bad input with 400, never 500", async () => {
    const wrong = await as(parentA).post("/api/memberships", { code: "LEAD-NOTACODE" });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe("This code is not valid. Ask your leader for a new one.");
    for (const body of [{}, { code: "" }, { code: 5 }, { code: "x".repeat(101) }]) {
      const res = await as(parentA).post("/api/memberships", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields.code).toBeTruthy();
    }
    expect((await as(null).post("/api/memberships", { code: codesB.leaderInviteCode })).statusCode).toBe(401);
  });
});
