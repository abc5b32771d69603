import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type SignedIn, signUpLeader, someAddress } from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";
import { START_TROOP_MESSAGES } from "../../../shared/api/start-troop";
import { SLUG_RESERVED, SLUG_RULE, SLUG_TAKEN } from "../../../shared/troop-slug";
import { TOO_MANY_TROOPS, TROOPS_PER_ADDRESS_PER_DAY } from "../../auth/attempt-limits";
import { badges, troops } from "../../db/schema";
import { STARTER_BADGES } from "../../db/seed/starter-badges";

const PASSWORD = "long enough password";
let n = 0;
const founder = () => {
  n += 1;
  return { firstName: "Fay", lastName: "Founder", email: `founder-${n}@example.com`, password: PASSWORD };
};
const bearer = (token: string): SignedIn => ({ token, userId: "", email: "", password: "", headers: { authorization: `Bearer ${token}` } });

describe("starting a troop: TROOP_SIGNUP closed (the default)", async () => {
  const { app, as } = await createTestApp();
  const leader = await signUpLeader(app);

  it("refuses everyone with 403, signed in or out", async () => {
    for (const who of [null, leader]) {
      const res = await as(who).post("/api/troops", { troopName: "New Troop", slug: "new-troop", ...(who ? {} : founder()) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: START_TROOP_MESSAGES.closed });
    }
  });
});

describe("starting a troop: TROOP_SIGNUP code", async () => {
  const { as } = await createTestApp({ troopSignup: { mode: "code", code: "RIVER-DISTRICT-2027" } });

  it("needs the operator's code", async () => {
    for (const code of [undefined, "", "river-district-2027", "RIVER-DISTRICT-2028"]) {
      const res = await as(null).post("/api/troops", { troopName: "Coded Troop", slug: "coded", code, ...founder() });
      expect(res.statusCode, String(code)).toBe(403);
      expect(res.json()).toEqual({ error: START_TROOP_MESSAGES.wrongCode });
    }
    const res = await as(null).post("/api/troops", {
      troopName: "Coded Troop",
      slug: "coded",
      code: " RIVER-DISTRICT-2027 ",
      ...founder(),
    });
    expect(res.statusCode).toBe(201);
  });
});

describe("starting a troop: TROOP_SIGNUP open", async () => {
  const { app, as, database } = await createTestApp({ troopSignup: { mode: "open" } });
  const leaderA = await signUpLeader(app);
  const start = (body: Record<string, unknown>, who: SignedIn | null = null, remoteAddress = someAddress()) =>
    as(who, { remoteAddress }).post("/api/troops", body);

  it("signed out: the troop, its starter catalogue and codes, and its founder as admin, signed in there and new", async () => {
    const person = founder();
    const res = await start({ troopName: "  2nd Lakeside  ", slug: "lakeside", ...person });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.troop).toEqual({ id: expect.any(String), slug: "lakeside", name: "2nd Lakeside" });
    expect(body.user).toMatchObject({
      email: person.email,
      role: "leader",
      leaderRole: "admin",
      isNewUser: true,
      currentTroopId: body.troop.id,
      troops: [{ id: body.troop.id, slug: "lakeside", name: "2nd Lakeside", role: "leader", leaderRole: "admin" }],
    });
    expect(res.cookies.some((cookie) => cookie.value === body.authToken)).toBe(true);
    const founderSession = bearer(body.authToken);
    expect((await as(founderSession).get("/api/badges")).json()).toHaveLength(STARTER_BADGES.length);
    expect(await database.db.select().from(badges).where(eq(badges.troopId, body.troop.id))).toHaveLength(STARTER_BADGES.length);
    expect((await as(founderSession).get("/api/scouts")).json()).toEqual([]);
    const settings = (await as(founderSession).get("/api/troop/configuration")).json();
    const settingsA = (await as(leaderA).get("/api/troop/configuration")).json();
    expect(settings.troopName).toBe("2nd Lakeside");
    expect(settings.leaderInviteCode).not.toBe(settingsA.leaderInviteCode);
    expect(settings.scoutJoinCode).not.toBe(settingsA.scoutJoinCode);
    // The password works for a later sign-in, which lands in the new troop.
    const signIn = await as(null).post("/api/login-credentials", { username: person.email, password: PASSWORD, role: "leader" });
    expect(signIn.json().user.currentTroopId).toBe(body.troop.id);
  });

  it("signed in: the leader becomes the new troop's admin and the session moves there", async () => {
    const res = await start({ troopName: "Second Troop", slug: "second-troop" }, leaderA);
    expect(res.statusCode).toBe(201);
    expect(res.json().authToken).toBeUndefined();
    const user = (await as(leaderA).get("/api/auth/user")).json();
    expect(user.currentTroopId).toBe(res.json().troop.id);
    expect(user.troops.map((t: { slug: string; leaderRole: string }) => [t.slug, t.leaderRole])).toEqual([
      ["my-scout-troop", "admin"],
      ["second-troop", "admin"],
    ]);
  });

  it("checks the address: its characters, its length and the reserved words", async () => {
    const cases: [string, string][] = [
      ["ab", SLUG_RULE],
      ["a".repeat(41), SLUG_RULE],
      ["-river", SLUG_RULE],
      ["river-", SLUG_RULE],
      ["River", SLUG_RULE],
      ["river side", SLUG_RULE],
      ["rivér", SLUG_RULE],
      ["admin", SLUG_RESERVED],
      ["api", SLUG_RESERVED],
      ["family", SLUG_RESERVED],
      ["troop-settings", SLUG_RESERVED],
      ["", "Address is required."],
    ];
    for (const [slug, message] of cases) {
      const res = await start({ troopName: "Troop", slug, ...founder() });
      expect(res.statusCode, slug).toBe(400);
      expect(res.json().fields.slug, slug).toBe(message);
    }
    expect((await start({ troopName: "Troop", slug: "a".repeat(40), ...founder() })).statusCode).toBe(201);
  });

  it("refuses a taken address with 409 on the field, and leaves nothing behind", async () => {
    const before = (await database.db.select().from(troops)).length;
    const res = await start({ troopName: "Lakeside Again", slug: "lakeside", ...founder() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: SLUG_TAKEN, fields: { slug: SLUG_TAKEN } });
    expect(await database.db.select().from(troops)).toHaveLength(before);
  });

  it("gives one troop to two people racing for one address", async () => {
    const answers = await Promise.all([1, 2, 3].map(() => start({ troopName: "Race", slug: "race-troop", ...founder() })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await database.db.select().from(troops).where(eq(troops.slug, "race-troop"))).toHaveLength(1);
  });

  it("needs the founder's account when signed out, and refuses an email that has one", async () => {
    const missing = await start({ troopName: "No Founder", slug: "no-founder" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({
      firstName: "First name is required.",
      lastName: "Last name is required.",
      email: "Email is required.",
      password: "Password is required.",
    });
    const shortPassword = await start({ troopName: "Short", slug: "short-pass", ...founder(), password: "short" });
    expect(shortPassword.statusCode).toBe(400);
    expect(shortPassword.json().fields.password).toMatch(/at least/);
    const taken = await start({ troopName: "Taken Email", slug: "taken-email", ...founder(), email: leaderA.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ email: "An account with this email already exists." });
    expect(await database.db.select().from(troops).where(eq(troops.slug, "taken-email"))).toHaveLength(0);
    const noName = await start({ troopName: "  ", slug: "no-name", ...founder() });
    expect(noName.json().fields.troopName).toBe("Troop name is required.");
  });

  it(`starts at most ${TROOPS_PER_ADDRESS_PER_DAY} troops per address per day; refusals do not count, other addresses are not held up`, async () => {
    const address = someAddress();
    // A refused start (a taken address) takes its count back.
    expect((await start({ troopName: "Taken", slug: "lakeside", ...founder() }, null, address)).statusCode).toBe(409);
    for (let i = 0; i < TROOPS_PER_ADDRESS_PER_DAY; i++) {
      expect((await start({ troopName: `Burst ${i}`, slug: `burst-${i}`, ...founder() }, null, address)).statusCode).toBe(201);
    }
    const sixth = await start({ troopName: "Burst 6", slug: "burst-6", ...founder() }, null, address);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toBe(TOO_MANY_TROOPS);
    expect((await start({ troopName: "Elsewhere", slug: "elsewhere", ...founder() })).statusCode).toBe(201);
  });
});
