import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  buildSignup,
  insertRosterScout,
  inviteCode,
  login,
  type SignedIn,
  signUp,
  signUpLeader,
  someAddress,
  troopCodes,
} from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";
import { INVITE_MESSAGES } from "../../../shared/api/invites";
import { memberships, scouts, sessions, troops, users } from "../../db/schema";

const NO_TROOP_ACCESS = "Ask your leader to add you to the troop or give you the troop code.";
const EMAIL_TAKEN = "An account with this email already exists.";
const NEED_LEADER_CODE = "Ask your troop leader for the leader invite code to sign up as a leader.";

describe("sign-up", async () => {
  const { app, database, as } = await createTestApp();
  const db = database.db;
  let leader: SignedIn;

  beforeAll(async () => {
    leader = await signUpLeader(app);
  });

  it("makes the first leader the troop's leader", async () => {
    const res = await as(leader).get("/api/troop/configuration");
    expect(res.statusCode).toBe(200);
    expect(res.json().leaderUserId).toBe(leader.userId);
  });

  it("refuses a second leader without the invite code or with a wrong one", async () => {
    const without = await as(null, { remoteAddress: someAddress() }).post("/api/signup", buildSignup({ role: "leader" }));
    expect(without.statusCode).toBe(403);
    expect(without.json()).toEqual({ error: expect.any(String) });

    const wrong = await as(null, { remoteAddress: someAddress() }).post(
      "/api/signup",
      buildSignup({ role: "leader", inviteCode: "LEAD-WRONGCODE" }),
    );
    expect(wrong.statusCode).toBe(403);

    // The scout join code is not a leader invite code.
    const { scoutJoinCode } = await troopCodes(app, leader);
    const scoutCode = await as(null, { remoteAddress: someAddress() }).post(
      "/api/signup",
      buildSignup({ role: "leader", inviteCode: scoutJoinCode }),
    );
    expect(scoutCode.statusCode).toBe(403);

    const count = await db.select({ n: sql<number>`count(*)::int` }).from(memberships).where(eq(memberships.role, "leader"));
    expect(count[0]?.n).toBe(1);
  });

  it("accepts a second leader with the troop's invite code and keeps the first as troop leader", async () => {
    const { leaderInviteCode } = await troopCodes(app, leader);
    const res = await as(null, { remoteAddress: someAddress() }).post(
      "/api/signup",
      buildSignup({ role: "leader", inviteCode: ` ${leaderInviteCode.toLowerCase()} ` }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().user.role).toBe("leader");
    const config = await as(leader).get("/api/troop/configuration");
    expect(config.json().leaderUserId).toBe(leader.userId);
  });

  it("never links the join code to a roster entry with the typed email: a new entry, the child's record untouched", async () => {
    const roster = await insertRosterScout(db, { name: "Kim Roster", email: "Kim.Roster@Example.com" });
    const { scoutJoinCode } = await troopCodes(app, leader);
    const res = await as(null, { remoteAddress: someAddress() }).post(
      "/api/signup",
      buildSignup({ role: "scout", email: "kim.roster@example.COM", firstName: "Kim", lastName: "Roster", inviteCode: scoutJoinCode }),
    );
    expect(res.statusCode).toBe(201);
    const userId = res.json().user.id;
    const [child] = await db.select().from(scouts).where(eq(scouts.id, roster.id));
    expect(child?.userId).toBeNull();
    const [created] = await db.select().from(scouts).where(eq(scouts.userId, userId));
    expect(created).toMatchObject({ name: "Kim Roster", joinedWithTroopCode: true });
    expect(created?.id).not.toBe(roster.id);
    // The child's personal code still opens the child's own record.
    const code = await inviteCode(app, leader, roster.id);
    const own = await as(null, { remoteAddress: someAddress() }).post("/api/signup", buildSignup({ role: "scout", inviteCode: code }));
    expect(own.statusCode).toBe(201);
    const [linked] = await db.select().from(scouts).where(eq(scouts.id, roster.id));
    expect(linked?.userId).toBe(own.json().user.id);
  });

  it("creates a roster entry named 'First Last' for a scout with the join code", async () => {
    const { scoutJoinCode } = await troopCodes(app, leader);
    const body = buildSignup({ role: "scout", firstName: "Jo", lastName: "Joiner", inviteCode: scoutJoinCode });
    const res = await as(null, { remoteAddress: someAddress() }).post("/api/signup", body);
    expect(res.statusCode).toBe(201);
    const userId = res.json().user.id;
    const rows = await db.select().from(scouts).where(eq(scouts.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBe("Jo Joiner");
    expect(rows[0]?.email).toBe(body.email);
  });

  it("refuses a scout who is neither on the roster nor has the code", async () => {
    const body = buildSignup({ role: "scout" });
    const res = await as(null, { remoteAddress: someAddress() }).post("/api/signup", body);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: NO_TROOP_ACCESS });

    const wrong = await as(null, { remoteAddress: someAddress() }).post("/api/signup", { ...body, inviteCode: "SCOUT-NOTACODE" });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ error: INVITE_MESSAGES.invalid });

    // The leader invite code does not let a scout in either.
    const { leaderInviteCode } = await troopCodes(app, leader);
    const leaderCode = await as(null, { remoteAddress: someAddress() }).post("/api/signup", { ...body, inviteCode: leaderInviteCode });
    expect(leaderCode.statusCode).toBe(403);
    expect(leaderCode.json()).toEqual({ error: INVITE_MESSAGES.invalid });

    const found = await db.select().from(users).where(eq(users.email, body.email));
    expect(found).toHaveLength(0);
  });

  it("does not link a roster entry that already has an account", async () => {
    const { scoutJoinCode } = await troopCodes(app, leader);
    const first = await signUp(app, { role: "scout", inviteCode: scoutJoinCode });
    // The roster entry carries a parent's email, different from the account's.
    await db.update(scouts).set({ email: "parent-of-first@example.com" }).where(eq(scouts.userId, first.userId));
    const res = await as(null, { remoteAddress: someAddress() }).post(
      "/api/signup",
      buildSignup({ role: "scout", email: "parent-of-first@example.com" }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: NO_TROOP_ACCESS });
    const [rosterRow] = await db.select().from(scouts).where(eq(scouts.email, "parent-of-first@example.com"));
    expect(rosterRow?.userId).toBe(first.userId);
  });

  it("answers 409 for an email that is already taken, whatever its case", async () => {
    const res = await as(null, { remoteAddress: someAddress() }).post(
      "/api/signup",
      buildSignup({ role: "leader", email: leader.email.toUpperCase(), inviteCode: (await troopCodes(app, leader)).leaderInviteCode }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: EMAIL_TAKEN });
  });

  it("lets exactly one of five concurrent identical sign-ups through", async () => {
    const { scoutJoinCode } = await troopCodes(app, leader);
    const body = buildSignup({ role: "scout", inviteCode: scoutJoinCode });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => as(null, { remoteAddress: someAddress() }).post("/api/signup", body)),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const r of results.filter((r) => r.statusCode === 409)) expect(r.json()).toEqual({ error: EMAIL_TAKEN });
    expect(await db.select().from(users).where(eq(users.email, body.email))).toHaveLength(1);
    expect(await db.select().from(scouts).where(eq(scouts.email, body.email))).toHaveLength(1);
  });

  it("answers without a valid code 403 whatever the email, known or not; 409 only comes with a valid code", async () => {
    // Each from its own address, so the per-address limit is not what answers.
    for (const email of [leader.email, "nobody-here@example.com"]) {
      const noCode = await as(null, { remoteAddress: someAddress() }).post("/api/signup", buildSignup({ role: "scout", email }));
      expect(noCode.statusCode, email).toBe(403);
      expect(noCode.json()).toEqual({ error: NO_TROOP_ACCESS });
      const wrong = await as(null, { remoteAddress: someAddress() }).post(
        "/api/signup",
        buildSignup({ role: "scout", email, inviteCode: "WRONGCODE" }),
      );
      expect(wrong.statusCode, email).toBe(403);
      expect(wrong.json()).toEqual({ error: INVITE_MESSAGES.invalid });
      const parent = await as(null, { remoteAddress: someAddress() }).post(
        "/api/signup",
        buildSignup({ role: "parent", email, inviteCode: "WRONGCODE" }),
      );
      expect(parent.json()).toEqual({ error: INVITE_MESSAGES.invalid });
      const leaderWithout = await as(null, { remoteAddress: someAddress() }).post("/api/signup", buildSignup({ role: "leader", email }));
      expect(leaderWithout.json()).toEqual({ error: NEED_LEADER_CODE });
    }
    const { scoutJoinCode } = await troopCodes(app, leader);
    const taken = await as(null, { remoteAddress: someAddress() }).post(
      "/api/signup",
      buildSignup({ role: "scout", email: leader.email, inviteCode: scoutJoinCode }),
    );
    expect(taken.statusCode).toBe(409);
  });

  it("lets exactly one of five concurrent sign-ups with one personal code through", async () => {
    const roster = await insertRosterScout(db, { name: "Rae Race" });
    const code = await inviteCode(app, leader, roster.id);
    const body = buildSignup({ role: "scout", email: roster.email ?? "", inviteCode: code });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => as(null, { remoteAddress: someAddress() }).post("/api/signup", body)),
    );
    const winner = results.find((r) => r.statusCode === 201);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 201)) expect([403, 409]).toContain(r.statusCode);
    const [linked] = await db.select().from(scouts).where(eq(scouts.id, roster.id));
    expect(linked?.userId).toBe(winner?.json().user.id);
  });

  it("lets exactly one of five concurrent identical leader sign-ups through", async () => {
    const { leaderInviteCode } = await troopCodes(app, leader);
    const body = buildSignup({ role: "leader", inviteCode: leaderInviteCode });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => as(null, { remoteAddress: someAddress() }).post("/api/signup", body)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  describe("validation", () => {
    const expectFieldError = async (overrides: Record<string, unknown>, field: string) => {
      const { scoutJoinCode } = await troopCodes(app, leader);
      const res = await as(null, { remoteAddress: someAddress() }).post("/api/signup", {
        ...buildSignup({ inviteCode: scoutJoinCode }),
        ...overrides,
      });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.error).toEqual(expect.any(String));
      expect(body.fields[field]).toEqual(expect.any(String));
      return body;
    };
    const accepted = async (overrides: Record<string, unknown>) => {
      const { scoutJoinCode } = await troopCodes(app, leader);
      const res = await as(null, { remoteAddress: someAddress() }).post("/api/signup", {
        ...buildSignup({ inviteCode: scoutJoinCode }),
        ...overrides,
      });
      expect(res.statusCode).toBe(201);
      return res;
    };

    it("needs passwords of 6 to 128 characters", async () => {
      const short = await expectFieldError({ password: "a".repeat(5) }, "password");
      expect(short.error).toBe("Password must be at least 6 characters.");
      const long = await expectFieldError({ password: "a".repeat(129) }, "password");
      expect(long.error).toBe("Password must be at most 128 characters.");
      await accepted({ password: "a".repeat(6) });
      await accepted({ password: "a".repeat(128) });
    });

    it("limits names to 100 characters and requires them", async () => {
      await expectFieldError({ firstName: "a".repeat(101) }, "firstName");
      await expectFieldError({ lastName: "b".repeat(101) }, "lastName");
      await expectFieldError({ firstName: "   " }, "firstName");
      await expectFieldError({ lastName: undefined }, "lastName");
      await accepted({ firstName: "a".repeat(100), lastName: "b".repeat(100) });
    });

    it("needs a valid email", async () => {
      for (const email of ["not-an-email", "", "a@", "@b.com", undefined]) {
        await expectFieldError({ email }, "email");
      }
    });

    it("needs a known role", async () => {
      await expectFieldError({ role: "admin" }, "role");
    });

    it("stores nothing for a refused sign-up", async () => {
      const body = buildSignup({ password: "short" });
      await as(null, { remoteAddress: someAddress() }).post("/api/signup", body);
      expect(await db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
    });
  });

  it("answers 201 with the auth token and the whole user", async () => {
    const { scoutJoinCode } = await troopCodes(app, leader);
    const body = buildSignup({
      role: "scout",
      email: "Mixed.Case@Example.com",
      firstName: "Mia",
      lastName: "Case",
      inviteCode: scoutJoinCode,
    });
    const res = await as(null, { remoteAddress: someAddress() }).post("/api/signup", body);
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json).toEqual({
      authToken: expect.any(String),
      user: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        email: "mixed.case@example.com",
        firstName: "Mia",
        lastName: "Case",
        profileImageUrl: null,
        role: "scout",
        leaderRole: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        isNewUser: true,
        troops: [{ id: expect.any(String), slug: "my-scout-troop", name: "My Scout Troop", role: "scout", leaderRole: null }],
        currentTroopId: json.user.troops[0].id,
        districts: [],
      },
    });
    expect(new Date(json.user.createdAt).toISOString()).toBe(json.user.createdAt);
    // 256 random bits, base64url.
    expect(json.authToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await as(null, { headers: { authorization: `Bearer ${json.authToken}` } }).get("/api/auth/user");
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(json.user);
  });

  it("stores an argon2id hash, never the password", async () => {
    const body = buildSignup({
      role: "leader",
      password: "plain-text-secret",
      inviteCode: (await troopCodes(app, leader)).leaderInviteCode,
    });
    await as(null, { remoteAddress: someAddress() }).post("/api/signup", body);
    const [row] = await db.select().from(users).where(eq(users.email, body.email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain("plain-text-secret");
  });

  it("stores only the SHA-256 of the session token", async () => {
    const someone = await signUp(app, { role: "leader", inviteCode: (await troopCodes(app, leader)).leaderInviteCode });
    const rows = await db.select().from(sessions).where(eq(sessions.userId, someone.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.sid).toBe(createHash("sha256").update(someone.token).digest("hex"));
    const byToken = await db.select().from(sessions).where(eq(sessions.sid, someone.token));
    expect(byToken).toHaveLength(0);
    expect(JSON.stringify(rows[0]?.sess)).not.toContain(someone.token);
  });

  it("sets the session cookie on sign-up", async () => {
    const { scoutJoinCode } = await troopCodes(app, leader);
    const res = await as(null, { remoteAddress: someAddress() }).post("/api/signup", buildSignup({ inviteCode: scoutJoinCode }));
    const cookie = res.cookies.find((c) => c.name === "sb_session");
    expect(cookie?.value).toBe(res.json().authToken);
    expect(cookie?.httpOnly).toBe(true);
  });
});

describe("the race to be the first leader", async () => {
  const { database, as } = await createTestApp();

  it("has exactly one winner", async () => {
    const bodies = Array.from({ length: 5 }, () => buildSignup({ role: "leader" }));
    const results = await Promise.all(bodies.map((body) => as(null, { remoteAddress: someAddress() }).post("/api/signup", body)));
    const winners = results.filter((r) => r.statusCode === 201);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 403)).toHaveLength(4);
    const [troop] = await database.db.select().from(troops);
    expect(troop?.leaderUserId).toBe(winners[0]?.json().user.id);
    const leaders = await database.db.select().from(memberships).where(eq(memberships.role, "leader"));
    expect(leaders).toHaveLength(1);
  });
});

describe("login", async () => {
  const { app, as } = await createTestApp();
  let leader: SignedIn;
  let scout: SignedIn;

  beforeAll(async () => {
    leader = await signUpLeader(app, { password: "leader-pass" });
    scout = await signUp(app, { role: "scout", password: "scout-pass", inviteCode: (await troopCodes(app, leader)).scoutJoinCode });
  });

  it("answers 200 with a fresh token and the user", async () => {
    const res = await login(app, leader.email, "leader-pass", "leader");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.authToken).toEqual(expect.any(String));
    expect(body.authToken).not.toBe(leader.token);
    expect(body.user).toMatchObject({ id: leader.userId, email: leader.email, role: "leader", firstName: "Lee", lastName: "Leader" });
    const me = await as(null, { headers: { authorization: `Bearer ${body.authToken}` } }).get("/api/auth/user");
    expect(me.json().id).toBe(leader.userId);
  });

  it("answers 401 'Invalid credentials' for a wrong password and for an unknown email alike", async () => {
    const wrong = await login(app, leader.email, "not-the-password", "leader");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: "Invalid credentials" });
    const unknown = await login(app, "nobody-here@example.com", "leader-pass", "leader");
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ error: "Invalid credentials" });
    expect(wrong.cookies).toHaveLength(0);
  });

  it("answers 403 when the chosen role is not the account's", async () => {
    const asLeader = await login(app, scout.email, "scout-pass", "leader");
    expect(asLeader.statusCode).toBe(403);
    expect(asLeader.json()).toEqual({ error: "This account is not a leader account. Scouts sign in with “Scout”." });
    const asScout = await login(app, leader.email, "leader-pass", "scout");
    expect(asScout.statusCode).toBe(403);
    expect(asScout.json()).toEqual({ error: "This account is not a scout account. Leaders and parents sign in with “Scout Leader”." });
    expect(asScout.cookies).toHaveLength(0);
  });

  it("treats the email case-insensitively", async () => {
    const res = await login(app, `  ${scout.email.toUpperCase()} `, "scout-pass", "scout");
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(scout.userId);
  });

  it("sets an HttpOnly SameSite=Lax cookie with the same token", async () => {
    const res = await login(app, scout.email, "scout-pass", "scout");
    const header = String(res.headers["set-cookie"]);
    expect(header).toContain(`sb_session=${res.json().authToken}`);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).toMatch(/Path=\//);
    const cookie = res.cookies.find((c) => c.name === "sb_session");
    expect(cookie?.value).toBe(res.json().authToken);
  });

  it("refuses the 11th attempt for one email after 10 failures, even with the right password", async () => {
    const victim = await signUp(app, { role: "scout", password: "right-pass", inviteCode: (await troopCodes(app, leader)).scoutJoinCode });
    for (let i = 0; i < 10; i++) {
      // Each attempt from a different address: the limit is per email too.
      const res = await login(app, victim.email, `wrong-${i}`, "scout");
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login(app, victim.email, "right-pass", "scout");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: expect.any(String) });
    const otherCase = await login(app, victim.email.toUpperCase(), "right-pass", "scout");
    expect(otherCase.statusCode).toBe(429);
    // Other accounts are not affected.
    expect((await login(app, scout.email, "scout-pass", "scout")).statusCode).toBe(200);
  });

  it("refuses the 11th attempt from one address after 10 failures across different emails", async () => {
    const address = "192.0.2.77";
    for (let i = 0; i < 10; i++) {
      const res = await login(app, `unknown-${i}@example.com`, "whatever", "scout", address);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login(app, scout.email, "scout-pass", "scout", address);
    expect(blocked.statusCode).toBe(429);
    // The same account from another address still signs in.
    expect((await login(app, scout.email, "scout-pass", "scout", "192.0.2.78")).statusCode).toBe(200);
  });

  it("validates the body", async () => {
    const res = await as(null).post("/api/login-credentials", { username: "", password: "x", role: "scout" });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.username).toEqual(expect.any(String));
    const badRole = await as(null).post("/api/login-credentials", { username: "a@b.c", password: "x", role: "admin" });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().fields.role).toEqual(expect.any(String));
  });
});
