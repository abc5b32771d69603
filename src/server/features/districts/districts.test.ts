import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { districtInvite, signUpCommissioner } from "../../../../tests/factories/districts";
import { createEvent, daysFromNow } from "../../../../tests/factories/events";
import { realisticTroop } from "../../../../tests/factories/realistic-troop";
import { startedTroop } from "../../../../tests/factories/troops";
import { signUpAssistant, signUpLeader, someAddress } from "../../../../tests/factories/users";
import { startSmtpServer } from "../../../../tests/setup/smtp-server";
import { createTestApp } from "../../../../tests/setup/test-app";
import { DISTRICT_MESSAGES } from "../../../shared/api/districts";
import { INVITE_MESSAGES } from "../../../shared/api/invites";
import { acrossTroops, inTroop } from "../../db/troop-scope";
import { pauseTroop } from "../../operator/commands";
import { addTroopsToDistrict, createDistrict, inviteToDistrict } from "../../operator/district-commands";
import { NO_TROOP_YET } from "../../plugins/auth";
import { COMMISSIONERS_SIGN_IN_AS_LEADERS } from "../auth/auth.routes";
import { NEED_LEADER_CODE } from "../auth/auth.service";

/**
 * Districts (many-troops M6): the operator makes one and invites its commissioner, who joins with the
 * emailed code and sees counts of the district's troops, and nothing of any child; troops' admins see
 * and leave their district.
 */
describe("districts", async () => {
  const smtp = await startSmtpServer();
  afterAll(() => smtp.close());
  const { app, database, as } = await createTestApp({
    troopSignup: { mode: "open" },
    mail: { smtpUrl: smtp.url, mailFrom: "Scout Badges <no-reply@example.org>" },
  });
  const db = database.db;
  const operator = <T>(run: () => Promise<T>) => acrossTroops("the test acts as the operator", run);
  const delivery = { origin: "https://badges.example.org", channels: { email: true, sms: false } };

  // Troop A (the first), troop B in the district with a realistic year, troop C outside it.
  const leaderA = await signUpLeader(app);
  const a = await realisticTroop(app, leaderA);
  const slugA: string = (await as(leaderA).get("/api/auth/user")).json().troops[0].slug;
  const leaderB = await startedTroop(app, { troopName: "Bravo Troop", slug: "bravo" });
  const b = await realisticTroop(app, leaderB);
  await createEvent(app, leaderB, { startDate: daysFromNow(-40) });
  const leaderC = await startedTroop(app, { troopName: "Charlie Troop", slug: "charlie" });
  // The commissioner leads troop C, which is not in the district.
  const commissioner = leaderC;

  await operator(() => createDistrict(db, "North District"));
  await operator(() => createDistrict(db, "South District"));
  await operator(() => addTroopsToDistrict(db, ["bravo", slugA, "north district"]));
  const said = await operator(() => inviteToDistrict(db, commissioner.email, "North District", delivery));
  const code = /code (\S+),/.exec(said)?.[1] ?? "";
  await app.notifier.tick(new Date());

  it("emails the commissioner's invite, a code for that address, over SMTP", () => {
    expect(said).toBe(
      `Emailed a commissioner's invite for "North District" to ${commissioner.email}: code ${code}, usable once within 14 days by that address.`,
    );
    const mail = smtp.mails.find((m) => m.to.includes(commissioner.email));
    expect(mail?.subject).toBe("You are invited to be a commissioner of North District");
    expect(mail?.text).toContain(`Enter the code ${code}.`);
    expect(mail?.text).toContain('No account yet? Choose "Create Account" as a Scout Leader with this email address');
    expect(mail?.text).toContain("https://badges.example.org/district");
  });

  it("keeps the deployment's own mail out of every troop's scope", async () => {
    const seen = await inTroop(leaderB.troopId, () =>
      database.appDb.execute(sql`select count(*)::int as n from outbox where troop_id is null`),
    );
    expect((seen as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    const all = await operator(() => database.appDb.execute(sql`select count(*)::int as n from outbox where troop_id is null`));
    expect((all as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it("refuses the overview to anyone who is not a commissioner, whatever their troop role", async () => {
    for (const who of [leaderA, leaderB, a.scout, a.parent, commissioner]) {
      const res = await as(who).get("/api/district/overview");
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: DISTRICT_MESSAGES.commissionersOnly });
    }
  });

  it("lets only the invited address use the code, once, and never a scout", async () => {
    const scoutTry = await as(a.scout).post("/api/memberships", { code });
    expect(scoutTry.statusCode).toBe(403);
    const other = await as(leaderA).post("/api/memberships", { code });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: DISTRICT_MESSAGES.inviteForAnotherEmail });
    const joined = await as(commissioner).post("/api/memberships", { code: code.toLowerCase() });
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toEqual({ district: { id: expect.any(String), name: "North District" }, role: "commissioner" });
    const again = await as(commissioner).post("/api/memberships", { code });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ error: INVITE_MESSAGES.invalid });
  });

  it("shows the district's troops by counts, with totals, and nothing of a child", async () => {
    const res = await as(commissioner).get("/api/district/overview");
    expect(res.statusCode).toBe(200);
    const overview = res.json();
    expect(overview.district.name).toBe("North District");
    expect(overview.districts.map((d: { name: string }) => d.name)).toEqual(["North District"]);
    expect(overview.troops.map((t: { slug: string }) => t.slug).sort()).toEqual(["bravo", slugA].sort());
    const bravo = overview.troops.find((t: { slug: string }) => t.slug === "bravo");
    // realisticTroop: two active scouts, one leader, one badge awarded, one event held last week (the one 40 days ago is out) with one mark, present.
    expect(bravo).toEqual({
      id: leaderB.troopId,
      slug: "bravo",
      name: "Bravo Troop",
      activeScouts: 2,
      leaders: 1,
      badgesEarned30d: await countIn(
        leaderB.troopId,
        sql`select count(*)::int as n from scout_badges where earned_date > now() - interval '30 days'`,
      ),
      badgesPresented30d: 0,
      eventsHeld30d: 1,
      attendanceRate30d: 1,
      lastActivityAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(bravo.badgesEarned30d).toBeGreaterThan(0);
    const sum = (key: string) => overview.troops.reduce((total: number, t: Record<string, number>) => total + (t[key] ?? 0), 0);
    expect(overview.totals).toMatchObject({
      troops: 2,
      activeScouts: sum("activeScouts"),
      leaders: sum("leaders"),
      badgesEarned30d: sum("badgesEarned30d"),
      eventsHeld30d: sum("eventsHeld30d"),
      attendanceRate30d: 1,
    });
    // No name, email, date of birth or id of any person of either troop.
    const people = await operator(() =>
      db.execute(sql`select name as v from scouts union all select email from scouts where email is not null
        union all select first_name || ' ' || last_name from users union all select email from users union all select id::text from scouts`),
    );
    for (const { v } of (people as unknown as { rows: { v: string }[] }).rows) expect(res.body).not.toContain(v);
  });

  it("opens nothing of the district's troops: a commissioner is no leader there", async () => {
    const ids = (await as(commissioner).get("/api/district/overview")).json().troops.map((t: { id: string }) => t.id);
    for (const troopId of ids) {
      const res = await as(commissioner).post("/api/session/troop", { troopId });
      expect(res.statusCode).toBe(403);
    }
    // Its session stays in its own troop: the roster it reads is troop C's, empty.
    expect((await as(commissioner).get("/api/scouts")).json()).toEqual([]);
    const foreign = await as(commissioner).get(`/api/scouts/${b.scout.scoutId}/progress`);
    expect([403, 404]).toContain(foreign.statusCode);
  });

  it("refuses another district's overview to a commissioner of one", async () => {
    const south = await operator(() => db.execute(sql`select id from districts where name = 'South District'`));
    const southId = (south as unknown as { rows: { id: string }[] }).rows[0]?.id;
    const res = await as(commissioner).get(`/api/district/overview?districtId=${southId}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: DISTRICT_MESSAGES.notYourDistrict });
    expect((await as(commissioner).get("/api/district/overview?districtId=nope")).statusCode).toBe(400);
  });

  it("lets a commissioner invite another, once per address", async () => {
    const districtId = (await as(commissioner).get("/api/district/overview")).json().district.id;
    const invited = await as(commissioner).post("/api/district/invites", { email: "Second.Commissioner@Example.org", districtId });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toEqual({ email: "second.commissioner@example.org" });
    await app.notifier.tick(new Date());
    expect(smtp.mails.some((m) => m.to.includes("second.commissioner@example.org"))).toBe(true);
    const twice = await as(commissioner).post("/api/district/invites", { email: commissioner.email, districtId });
    expect(twice.statusCode).toBe(409);
    const bad = await as(commissioner).post("/api/district/invites", { email: "not an email", districtId });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.email).toBe("Enter a valid email address.");
  });

  it("shows a troop's leaders its district, and lets its admin leave it", async () => {
    const assistant = await signUpAssistant(app, leaderB);
    expect((await as(assistant).get("/api/troop/district")).json()).toEqual({
      district: { id: expect.any(String), name: "North District" },
    });
    expect((await as(assistant).send("DELETE", "/api/troop/district")).statusCode).toBe(403);
    expect((await as(b.scout).get("/api/troop/district")).statusCode).toBe(403);
    const left = await as(leaderB).send("DELETE", "/api/troop/district");
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ district: null });
    expect((await as(leaderB).get("/api/troop/district")).json()).toEqual({ district: null });
    const overview = (await as(commissioner).get("/api/district/overview")).json();
    expect(overview.troops.map((t: { slug: string }) => t.slug)).toEqual([slugA]);
    expect(overview.totals.troops).toBe(1);
  });

  describe("a commissioner who belongs to no troop", () => {
    it("signs up with the invite's code alone, the invited address only, never as a scout", async () => {
      const email = "district.only@example.org";
      const code = await districtInvite(db, "North District", email);
      const signup = (body: Record<string, string>) =>
        as(null, { remoteAddress: someAddress() }).post("/api/signup", {
          password: "secret123",
          firstName: "Dana",
          lastName: "District",
          ...body,
        });
      const elsewhere = await signup({ email: "someone.else@example.org", role: "leader", inviteCode: code });
      expect(elsewhere.statusCode).toBe(403);
      expect(elsewhere.json()).toEqual({
        error: DISTRICT_MESSAGES.signUpWithInvitedEmail,
        fields: { email: DISTRICT_MESSAGES.signUpWithInvitedEmail },
      });
      const asScout = await signup({ email, role: "scout", inviteCode: code });
      expect(asScout.statusCode).toBe(403);
      expect(asScout.json()).toEqual({ error: DISTRICT_MESSAGES.notForScouts });
      expect(await accountsWithEmail("someone.else@example.org")).toBe(0);
      expect(await accountsWithEmail(email)).toBe(0);

      // The sign-in form's "Scout Leader" sends a personal-looking code as a parent's: both are accepted.
      const res = await signup({ email: email.toUpperCase(), role: "parent", inviteCode: code.toLowerCase() });
      expect(res.statusCode).toBe(201);
      expect(res.json().user).toMatchObject({
        email,
        role: null,
        leaderRole: null,
        troops: [],
        currentTroopId: null,
        districts: [{ id: expect.any(String), name: "North District" }],
      });
      // Used: it is no district's code any more, and a leader's sign-up without a troop's code is refused.
      const again = await signup({ email: "third@example.org", role: "leader", inviteCode: code });
      expect(again.statusCode).toBe(403);
      expect(again.json()).toEqual({ error: NEED_LEADER_CODE });
      expect(await accountsWithEmail("third@example.org")).toBe(0);
    });

    it("sees the district's overview and the account's own routes, and 403 on every troop route", async () => {
      const districtOnly = await signUpCommissioner(app, db, "North District");
      const me = await as(districtOnly).get("/api/auth/user");
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ role: null, currentTroopId: null, troops: [] });
      const overview = await as(districtOnly).get("/api/district/overview");
      expect(overview.statusCode).toBe(200);
      expect(overview.json().district.name).toBe("North District");
      for (const url of ["/api/scouts", "/api/badges", "/api/events", "/api/troop/configuration", "/api/messages", "/api/troop/district"]) {
        const res = await as(districtOnly).get(url);
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toEqual({ error: NO_TROOP_YET });
      }
      expect((await as(districtOnly).post("/api/scouts", { name: "Nope" })).statusCode).toBe(403);
      // The deployment's own name and colours, not any troop's.
      expect((await as(districtOnly).get("/api/troop/branding")).statusCode).toBe(200);
      // Being a commissioner of a troop's district opens nothing of it.
      const switched = await as(districtOnly).post("/api/session/troop", { troopId: leaderB.troopId });
      expect(switched.statusCode).toBe(403);
      const password = await as(districtOnly).put("/api/change-password", {
        currentPassword: districtOnly.password,
        newPassword: "another123",
      });
      expect(password.statusCode).toBe(200);
    });

    it("signs in to the district with “Scout Leader”, and is told so with “Scout”", async () => {
      const districtOnly = await signUpCommissioner(app, db, "North District");
      const signIn = (role: string) =>
        as(null, { remoteAddress: someAddress() }).post("/api/login-credentials", {
          username: districtOnly.email,
          password: districtOnly.password,
          role,
        });
      const res = await signIn("leader");
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ role: null, currentTroopId: null });
      const signedIn = { headers: { authorization: `Bearer ${res.json().authToken}` } };
      expect((await as(signedIn).get("/api/district/overview")).statusCode).toBe(200);
      const asScout = await signIn("scout");
      expect(asScout.statusCode).toBe(403);
      expect(asScout.json()).toEqual({ error: COMMISSIONERS_SIGN_IN_AS_LEADERS });
    });

    it("signs a commissioner whose only troop is paused in to the district", async () => {
      await operator(() => pauseTroop(db, "charlie", true));
      try {
        const res = await as(null, { remoteAddress: someAddress() }).post("/api/login-credentials", {
          username: commissioner.email,
          password: commissioner.password,
          role: "leader",
        });
        expect(res.statusCode).toBe(200);
        expect(res.json().user).toMatchObject({ role: null, currentTroopId: null, districts: [{ name: "North District" }] });
      } finally {
        await operator(() => pauseTroop(db, "charlie", false));
      }
    });

    it("joins a troop with its code and moves there; its next sign-in lands in the troop", async () => {
      const districtOnly = await signUpCommissioner(app, db, "North District");
      const leaderCode: string = (await as(leaderA).get("/api/troop/configuration")).json().leaderInviteCode;
      const troopA: string = (await as(leaderA).get("/api/auth/user")).json().currentTroopId;
      const joined = await as(districtOnly).post("/api/memberships", { code: leaderCode });
      expect(joined.statusCode).toBe(201);
      expect(joined.json().troop.id).toBe(troopA);
      const moved = await as(districtOnly).post("/api/session/troop", { troopId: troopA });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toMatchObject({ role: "leader", leaderRole: "assistant", currentTroopId: troopA });
      expect((await as(districtOnly).get("/api/scouts")).statusCode).toBe(200);
      expect((await as(districtOnly).get("/api/district/overview")).statusCode).toBe(200);
      const again = await as(null, { remoteAddress: someAddress() }).post("/api/login-credentials", {
        username: districtOnly.email,
        password: districtOnly.password,
        role: "leader",
      });
      expect(again.json().user.currentTroopId).toBe(troopA);
    });
  });

  async function accountsWithEmail(email: string): Promise<number> {
    const rows = await db.execute(sql`select count(*)::int as n from users where lower(email) = ${email.toLowerCase()}`);
    return (rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
  }

  async function countIn(troopId: string, query: ReturnType<typeof sql>): Promise<number> {
    const result = await inTroop(troopId, () => database.appDb.execute(query));
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
  }
});
