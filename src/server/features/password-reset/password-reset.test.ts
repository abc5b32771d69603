import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTroopWithLeader } from "../../../../tests/factories/troops";
import { insertRosterScout, login, type SignedIn, signUp, signUpLeader, signUpScout } from "../../../../tests/factories/users";
import { startSmtpServer, type TestSmtpServer } from "../../../../tests/setup/smtp-server";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import { outbox, passwordResetTokens, troops } from "../../db/schema";
import { LINK_NOT_KEPT } from "../notifications/deliver";
import { RESETS_PER_HOUR } from "./password-reset.service";

const LINK_EXPIRED = "This link has expired. Ask for a new one.";
let smtp: TestSmtpServer;
let t: TestApp;
let leader: SignedIn;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ mail: { smtpUrl: smtp.url }, publicOrigin: "https://troop12.example.org" });
  leader = await signUpLeader(t.app);
});
afterAll(() => smtp.close());

const requestReset = (email: string) => t.as(null).post("/api/password-reset/request", { email });
const reset = (token: string, newPassword: string) => t.as(null).post("/api/password-reset", { token, newPassword });
const whoAmI = (who: SignedIn) => t.as(who).get("/api/auth/user");

/** Delivers the outbox and returns the token from the last reset link mailed to `email`. */
async function tokenMailedTo(email: string): Promise<string> {
  await t.app.notifier.tick(new Date());
  const mail = smtp.mails.filter((m) => m.to.includes(email)).at(-1);
  const match = /https:\/\/troop12\.example\.org\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "");
  if (!match?.[1]) throw new Error(`no reset link mailed to ${email}`);
  expect(mail?.html).toContain(`https://troop12.example.org/reset-password?token=${match[1]}`);
  return match[1];
}

describe("forgotten passwords", () => {
  it("answer 202 whether or not the account exists, and mail a link only to an account", async () => {
    smtp.mails.length = 0;
    const unknown = await requestReset("nobody@example.com");
    expect(unknown.statusCode).toBe(202);
    const known = await requestReset(leader.email.toUpperCase());
    expect(known.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    const token = await tokenMailedTo(leader.email);
    expect(smtp.mails.map((m) => m.to[0])).toEqual([leader.email]);
    // At least 128 bits, and only its hash is stored.
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
    const stored = await t.database.db.select().from(passwordResetTokens);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    // Nor is the link kept in the outbox once it was sent.
    const [message] = await t.database.db.select().from(outbox).where(eq(outbox.kind, "password-reset"));
    expect(message).toMatchObject({ status: "sent", textBody: LINK_NOT_KEPT, htmlBody: null });
  });

  it("set the new password once, end every session, and refuse the link afterwards", async () => {
    const scout = await signUpScout(t.app, leader);
    const otherSession = await login(t.app, scout.email, scout.password, "scout");
    expect(otherSession.statusCode).toBe(200);
    await requestReset(scout.email);
    const token = await tokenMailedTo(scout.email);
    const done = await reset(token, "brand-new-pass");
    expect(done.statusCode).toBe(200);
    expect((await whoAmI(scout)).statusCode).toBe(401);
    expect(
      (await t.as(null, { headers: { authorization: `Bearer ${otherSession.json().authToken}` } }).get("/api/auth/user")).statusCode,
    ).toBe(401);
    expect((await login(t.app, scout.email, scout.password, "scout")).statusCode).toBe(401);
    expect((await login(t.app, scout.email, "brand-new-pass", "scout")).statusCode).toBe(200);
    const again = await reset(token, "another-pass-1");
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(LINK_EXPIRED);
  });

  it("refuse unknown and expired links with the contract's message", async () => {
    const unknown = await reset("not-a-real-token", "whatever-pass");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: LINK_EXPIRED });
    const scout = await signUpScout(t.app, leader);
    await requestReset(scout.email);
    const token = await tokenMailedTo(scout.email);
    await t.database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await reset(token, "brand-new-pass");
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe(LINK_EXPIRED);
    expect((await whoAmI(scout)).statusCode).toBe(200);
  });

  it(`mail at most ${RESETS_PER_HOUR} links per account per hour, still answering 202`, async () => {
    const scout = await signUpScout(t.app, leader);
    smtp.mails.length = 0;
    const answers = await Promise.all(Array.from({ length: RESETS_PER_HOUR + 3 }, () => requestReset(scout.email)));
    expect(answers.every((a) => a.statusCode === 202)).toBe(true);
    await t.app.notifier.tick(new Date());
    expect(smtp.mails.filter((m) => m.to.includes(scout.email))).toHaveLength(RESETS_PER_HOUR);
  });

  it("are sent even with email notifications switched off (a reset link is not a notification)", async () => {
    await t.database.db.update(troops).set({ emailNotifications: false });
    const scout = await signUpScout(t.app, leader);
    await requestReset(scout.email);
    expect(await tokenMailedTo(scout.email)).toBeTruthy();
    await t.database.db.update(troops).set({ emailNotifications: true });
  });

  it("check the new password like sign-up does", async () => {
    const res = await reset("whatever", "short");
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.newPassword).toMatch(/at least/);
    const bad = await requestReset("not an email");
    expect(bad.statusCode).toBe(400);
  });
});

describe("a leader sets a scout's password", () => {
  it("sets it and ends the scout's sessions; the leader's own session stays", async () => {
    const scout = await signUpScout(t.app, leader);
    const res = await t.as(leader).put(`/api/scouts/${scout.scoutId}/password`, { newPassword: "from-leader-1" });
    expect(res.statusCode).toBe(200);
    expect((await whoAmI(scout)).statusCode).toBe(401);
    expect((await whoAmI(leader)).statusCode).toBe(200);
    expect((await login(t.app, scout.email, "from-leader-1", "scout")).statusCode).toBe(200);
  });

  it("is for leaders of the scout's troop only, and needs an account", async () => {
    const scout = await signUpScout(t.app, leader);
    const other = await signUpScout(t.app, leader);
    const byScout = await t.as(scout).put(`/api/scouts/${other.scoutId}/password`, { newPassword: "hijack-pass-1" });
    expect(byScout.statusCode).toBe(403);
    const elsewhere = await insertTroopWithLeader(t.database.db);
    const byOtherTroop = await t.as(elsewhere).put(`/api/scouts/${scout.scoutId}/password`, { newPassword: "hijack-pass-1" });
    expect(byOtherTroop.statusCode).toBe(404);
    expect((await login(t.app, scout.email, scout.password, "scout")).statusCode).toBe(200);
    const roster = await insertRosterScout(t.database.db, { name: "No Account" });
    const noAccount = await t.as(leader).put(`/api/scouts/${roster.id}/password`, { newPassword: "some-pass-12" });
    expect(noAccount.statusCode).toBe(409);
    expect(noAccount.json().error).toBe("This scout has no account yet.");
    const notUuid = await t.as(leader).put("/api/scouts/nope/password", { newPassword: "some-pass-12" });
    expect(notUuid.statusCode).toBe(404);
  });
});

describe("a parent sets their child's password", () => {
  it("sets it for their own child and ends the child's sessions; another family's child is 404", async () => {
    const kid = await signUpScout(t.app, leader);
    const stranger = await signUpScout(t.app, leader);
    const invite = await t.as(leader).post(`/api/scouts/${kid.scoutId}/parent-invite`);
    const parent = await signUp(t.app, { role: "parent", inviteCode: invite.json().code });
    const own = await t.as(parent).put(`/api/parent/children/${kid.scoutId}/password`, { newPassword: "from-parent-1" });
    expect(own.statusCode).toBe(200);
    expect((await whoAmI(kid)).statusCode).toBe(401);
    expect((await login(t.app, kid.email, "from-parent-1", "scout")).statusCode).toBe(200);
    const theirs = await t.as(parent).put(`/api/parent/children/${stranger.scoutId}/password`, { newPassword: "hijack-pass-1" });
    expect(theirs.statusCode).toBe(404);
    expect((await whoAmI(stranger)).statusCode).toBe(200);
    const byLeader = await t.as(leader).put(`/api/parent/children/${kid.scoutId}/password`, { newPassword: "x-pass-12345" });
    expect(byLeader.statusCode).toBe(403);
  });
});
