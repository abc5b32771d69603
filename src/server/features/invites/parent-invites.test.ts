import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNKNOWN_ID } from "../../../../tests/factories/badges";
import { insertTroopWithLeader, setTroopSettings } from "../../../../tests/factories/troops";
import { type SignedIn, signUp, signUpLeader, signUpParent, signUpScout } from "../../../../tests/factories/users";
import { startSmtpServer, type TestSmtpServer } from "../../../../tests/setup/smtp-server";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import { PARENT_INVITE_SKIPPED } from "../../../shared/api/invites";
import type { Scout } from "../../../shared/api/scouts";
import { emailUnsubscribes, inviteCodes, outbox, troops } from "../../db/schema";

// Inviting parents by email (docs/product.md, "Families who never sign up"): POST /api/scouts/parent-invites.

const ORIGIN = "https://troop12.example.org";
let smtp: TestSmtpServer;
let t: TestApp;
let leader: SignedIn;

const invite = (scoutIds: string[], who: { headers: Record<string, string> } | null = leader) =>
  t.as(who).post("/api/scouts/parent-invites", { scoutIds });
const addScout = async (name: string, contacts: object[], extra: object = {}) => {
  const res = await t.as(leader).post("/api/scouts", { name, contacts, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Scout;
};
const rosterEntry = async (id: string) => ((await t.as(leader).get("/api/scouts")).json() as Scout[]).find((s) => s.id === id);

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ mail: { smtpUrl: smtp.url }, publicOrigin: ORIGIN });
  leader = await signUpLeader(t.app, { firstName: "Lee", lastName: "Leader" });
});
afterAll(() => smtp.close());

describe("inviting parents by email", () => {
  it("emails each contact without an account a code of their own that signs them up as the child's parent", async () => {
    const kid = await addScout("Kit Fox", [
      { name: "Fay Fox", email: "fay@example.com", relationship: "Mother" },
      { name: "Finn Fox", email: "finn@example.com" },
      { name: "Gran Fox", phone: "0700" },
    ]);
    const before = new Date();
    const res = await invite([kid.id]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent: 2, skipped: [] });
    const contacts = (await rosterEntry(kid.id))?.contacts ?? [];
    expect(contacts.map((c) => [c.name, c.invitedAt !== null])).toEqual([
      ["Fay Fox", true],
      ["Finn Fox", true],
      ["Gran Fox", false],
    ]);
    expect(new Date(contacts[0]?.invitedAt ?? 0).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);

    await t.app.notifier.tick(new Date());
    const mails = smtp.mails.filter((m) => m.subject.includes("follow Kit Fox"));
    expect(mails.map((m) => m.to).sort()).toEqual([["fay@example.com"], ["finn@example.com"]]);
    const fay = mails.find((m) => m.to[0] === "fay@example.com");
    const code = /invite=([A-Z0-9]+)/.exec(fay?.text ?? "")?.[1] ?? "";
    expect(fay?.text).toContain("Hi Fay,");
    expect(fay?.text).toContain(`${ORIGIN}/login?invite=${code}`);
    expect(fay?.text).toMatch(/Unsubscribe: https:\/\/troop12\.example\.org\/unsubscribe\?token=/);
    expect(fay?.parsed.replyTo?.value).toEqual([{ name: "Lee Leader", address: leader.email }]);
    const finnCode = /invite=([A-Z0-9]+)/.exec(mails.find((m) => m.to[0] === "finn@example.com")?.text ?? "")?.[1];
    expect(finnCode).not.toBe(code);

    // Fay signs up with her code: she follows Kit, and is marked on the roster as having an account.
    const fayAccount = await signUp(t.app, {
      role: "parent",
      firstName: "Fay",
      lastName: "Fox",
      email: "fay@example.com",
      inviteCode: code,
    });
    const children = (await t.as(fayAccount).get("/api/parent/children")).json();
    expect(children.map((c: { scout: { id: string } }) => c.scout.id)).toEqual([kid.id]);
    expect((await rosterEntry(kid.id))?.contacts.find((c) => c.name === "Fay Fox")?.hasAccount).toBe(true);

    // Asked again, only Finn (who never signed up) gets a new invite.
    const again = await invite([kid.id]);
    expect(again.json()).toEqual({ sent: 1, skipped: [] });
  });

  it("says why a family got none: no email, everyone follows already, unsubscribed, inactive", async () => {
    const noEmail = await addScout("Nia Note", [{ name: "Phone Only", phone: "0800" }]);
    const noContacts = await addScout("Ned None", []);
    const followed = await signUpScout(t.app, leader, { firstName: "Fol", lastName: "Lowed" });
    const followParent = await signUpParent(t.app, leader, followed.scoutId, { email: "folparent@example.com" });
    await t.as(leader).patch(`/api/scouts/${followed.scoutId}`, { contacts: [{ name: "Fol Parent", email: followParent.email }] });
    const gone = await addScout("Una Sub", [{ name: "Sub Mum", email: "submum@example.com" }]);
    const [troop] = await t.database.db.select({ id: troops.id }).from(troops);
    await t.database.db.insert(emailUnsubscribes).values({ troopId: troop?.id ?? "", email: "submum@example.com" });
    const inactive = await addScout("Ina Active", [{ name: "Ina Mum", email: "inamum@example.com" }], { isActive: false });

    const res = await invite([noEmail.id, noContacts.id, followed.scoutId, gone.id, inactive.id]);
    expect(res.statusCode).toBe(200);
    expect(res.json().sent).toBe(0);
    expect(new Map(res.json().skipped.map((s: { scoutId: string; reason: string }) => [s.scoutId, s.reason]))).toEqual(
      new Map([
        [noEmail.id, PARENT_INVITE_SKIPPED.noEmail],
        [noContacts.id, PARENT_INVITE_SKIPPED.noEmail],
        [followed.scoutId, PARENT_INVITE_SKIPPED.allHaveAccounts],
        [gone.id, PARENT_INVITE_SKIPPED.unsubscribed],
        [inactive.id, PARENT_INVITE_SKIPPED.inactive],
      ]),
    );
    const queued = await t.database.db.select({ to: outbox.recipient }).from(outbox).where(eq(outbox.kind, "parent-invite"));
    expect(queued.map((q) => q.to)).not.toContain("submum@example.com");
  });

  it("answers 404 for an unknown scout or another troop's, 403 to scouts and parents, and sends nothing", async () => {
    const kid = await addScout("Ola Only", [{ name: "Ola Mum", email: "olamum@example.com" }]);
    const elsewhere = await insertTroopWithLeader(t.database.db, "Far Troop");
    const farScout = (
      await t.as(elsewhere).post("/api/scouts", { name: "Far Kid", contacts: [{ name: "Far Mum", email: "farmum@example.com" }] })
    ).json() as Scout;
    const codesOf = async (scoutId: string) =>
      (await t.database.db.select({ id: inviteCodes.id }).from(inviteCodes).where(eq(inviteCodes.scoutId, scoutId))).length;
    for (const ids of [[kid.id, UNKNOWN_ID], [kid.id, farScout.id], ["not-a-uuid"]]) {
      const res = await invite(ids);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: "Scout not found." });
    }
    // Another troop's leader cannot invite this troop's families either.
    expect((await invite([kid.id], elsewhere)).statusCode).toBe(404);
    const scout = await signUpScout(t.app, leader);
    const parent = await signUpParent(t.app, leader, scout.scoutId);
    for (const who of [scout, parent]) expect((await invite([kid.id], who)).statusCode).toBe(403);
    expect((await invite([kid.id], null)).statusCode).toBe(401);
    for (const body of [{ scoutIds: [] }, { scoutIds: "x" }, {}]) {
      const res = await t.as(leader).post("/api/scouts/parent-invites", body);
      expect(res.statusCode).toBe(400);
    }
    expect(await codesOf(kid.id)).toBe(0);
    expect(await codesOf(farScout.id)).toBe(0);
    const queued = await t.database.db.select({ to: outbox.recipient }).from(outbox);
    expect(queued.map((q) => q.to)).not.toContain("olamum@example.com");
    expect(queued.map((q) => q.to)).not.toContain("farmum@example.com");
  });

  it("is refused while the parent portal is off", async () => {
    const kid = await addScout("Pia Portal", [{ name: "Pia Mum", email: "piamum@example.com" }]);
    await setTroopSettings(t.app, leader, { enableParentPortal: false });
    try {
      expect((await invite([kid.id])).statusCode).toBe(403);
    } finally {
      await setTroopSettings(t.app, leader, { enableParentPortal: true });
    }
  });

  it("prints both codes on the invite card", async () => {
    const kid = await addScout("Cal Card", []);
    const res = await t.as(leader).post("/api/scouts/invites", { scoutIds: [kid.id] });
    const [card] = res.json().cards;
    expect(card.code).toMatch(/^[A-Z0-9]{10}$/);
    expect(card.parentCode).toMatch(/^[A-Z0-9]{10}$/);
    // Printed again, the same parent code is shown; it signs a parent up for this child.
    const again = (await t.as(leader).post("/api/scouts/invites", { scoutIds: [kid.id] })).json().cards[0];
    expect(again.parentCode).toBe(card.parentCode);
    const mum = await signUp(t.app, { role: "parent", inviteCode: card.parentCode });
    const children = (await t.as(mum).get("/api/parent/children")).json();
    expect(children.map((c: { scout: { id: string } }) => c.scout.id)).toEqual([kid.id]);
  });
});
