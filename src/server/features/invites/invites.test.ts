import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  addRosterScout,
  buildSignup,
  insertInviteCode,
  inviteCode,
  login,
  signUp,
  signUpLeader,
  someAddress,
  troopCodes,
} from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";
import { INVITE_CODE_ALPHABET, INVITE_MESSAGES } from "../../../shared/api/invites";
import { inviteCodes, parentLinks, scouts, troops } from "../../db/schema";
import { NO_TROOP_ACCESS } from "../auth/auth.service";

const INVALID = { error: INVITE_MESSAGES.invalid };
const PORTAL_OFF = { error: INVITE_MESSAGES.portalOff };

describe("invite codes and sign-up with a code", async () => {
  const { app, database, as } = await createTestApp();
  const db = database.db;
  const leader = await signUpLeader(app);
  const [troop] = await db.select().from(troops);
  if (!troop) throw new Error("no troop");
  const setPortal = (on: boolean) => db.update(troops).set({ enableParentPortal: on }).where(eq(troops.id, troop.id));

  describe("POST /api/scouts/{id}/invite", () => {
    it("answers 201 with a 10-character code from the unambiguous alphabet, valid for 14 days, looked up by its hash", async () => {
      const scout = await addRosterScout(app, leader);
      const res = await as(leader).post(`/api/scouts/${scout.id}/invite`);
      expect(res.statusCode).toBe(201);
      const { code, expiresAt } = res.json();
      expect(code).toMatch(new RegExp(`^[${INVITE_CODE_ALPHABET}]{10}$`));
      const days = (new Date(expiresAt).getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(13.99);
      expect(days).toBeLessThan(14.01);
      const stored = await db.select().from(inviteCodes).where(eq(inviteCodes.scoutId, scout.id));
      expect(stored).toHaveLength(1);
      expect(stored[0]?.codeHash).not.toContain(code);
      // Kept while it can be used, so the card can be shown again (see current-invite.test.ts).
      expect(stored[0]?.code).toBe(code);
    });

    it("replaces the scout's earlier code: the old one stops working", async () => {
      const scout = await addRosterScout(app, leader);
      const first = await inviteCode(app, leader, scout.id);
      const second = await inviteCode(app, leader, scout.id);
      expect(second).not.toBe(first);
      const refused = await as(null, { remoteAddress: someAddress() }).post(
        "/api/signup",
        buildSignup({ role: "scout", inviteCode: first }),
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(INVALID);
      expect(
        (await as(null, { remoteAddress: someAddress() }).post("/api/signup", buildSignup({ role: "scout", inviteCode: second })))
          .statusCode,
      ).toBe(201);
    });

    it("answers 404 for an unknown scout and 409 for a scout who already has an account", async () => {
      const unknown = await as(leader).post("/api/scouts/00000000-0000-4000-8000-000000000000/invite");
      expect(unknown.statusCode).toBe(404);
      const scout = await addRosterScout(app, leader);
      await signUp(app, { role: "scout", inviteCode: await inviteCode(app, leader, scout.id) });
      const again = await as(leader).post(`/api/scouts/${scout.id}/invite`);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: INVITE_MESSAGES.hasAccount });
    });
  });

  describe("scout sign-up", () => {
    it("refuses a scout with no code with the no-troop-access message, even when the roster has their email", async () => {
      const scout = await addRosterScout(app, leader);
      const res = await as(null, { remoteAddress: someAddress() }).post(
        "/api/signup",
        buildSignup({ role: "scout", email: scout.email ?? "" }),
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: NO_TROOP_ACCESS });
      const [row] = await db.select().from(scouts).where(eq(scouts.id, scout.id));
      expect(row?.userId).toBeNull();
    });

    it("links the personal code's roster entry whatever email is typed, and the code is then used", async () => {
      const scout = await addRosterScout(app, leader, { name: "Ada Pine", email: "ada.roster@example.com" });
      const code = await inviteCode(app, leader, scout.id);
      const ada = await signUp(app, { role: "scout", email: "ada.own@example.com", inviteCode: code.toLowerCase() });
      const [row] = await db.select().from(scouts).where(eq(scouts.id, scout.id));
      expect(row?.userId).toBe(ada.userId);
      const [used] = await db.select().from(inviteCodes).where(eq(inviteCodes.scoutId, scout.id));
      expect(used?.usedByUserId).toBe(ada.userId);
      const reuse = await as(null, { remoteAddress: someAddress() }).post("/api/signup", buildSignup({ role: "scout", inviteCode: code }));
      expect(reuse.statusCode).toBe(403);
      expect(reuse.json()).toEqual(INVALID);
      const roster = (await as(leader).get("/api/scouts")).json();
      expect(roster.find((s: { id: string }) => s.id === scout.id).hasAccount).toBe(true);
    });

    it("refuses an expired code and a made-up one with the same message", async () => {
      const scout = await addRosterScout(app, leader);
      const expired = await insertInviteCode(db, troop.id, scout.id, "scout", new Date(Date.now() - 1000));
      for (const code of [expired, "ABCDEFGHJK"]) {
        const res = await as(null, { remoteAddress: someAddress() }).post("/api/signup", buildSignup({ role: "scout", inviteCode: code }));
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual(INVALID);
      }
    });

    it("with the troop's scout join code always creates a new roster entry, even for a roster email", async () => {
      const { scoutJoinCode } = await troopCodes(app, leader);
      const scout = await addRosterScout(app, leader, { email: "kim.join@example.com" });
      const kim = await signUp(app, { role: "scout", email: "kim.join@example.com", inviteCode: scoutJoinCode });
      const [row] = await db.select().from(scouts).where(eq(scouts.id, scout.id));
      expect(row?.userId).toBeNull();
      const [own] = await db.select().from(scouts).where(eq(scouts.userId, kim.userId));
      expect(own?.id).not.toBe(scout.id);
      const newcomer = await signUp(app, { role: "scout", firstName: "Nia", lastName: "New", inviteCode: scoutJoinCode });
      const [created] = await db.select().from(scouts).where(eq(scouts.userId, newcomer.userId));
      expect(created?.name).toBe("Nia New");
    });

    it("does not let a parent code open a scout account", async () => {
      const scout = await addRosterScout(app, leader);
      const code = await inviteCode(app, leader, scout.id, "parent");
      const res = await as(null, { remoteAddress: someAddress() }).post("/api/signup", buildSignup({ role: "scout", inviteCode: code }));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(INVALID);
    });

    it("gives one of two sign-ups racing for one code the account, and the other the invalid-code answer", async () => {
      const scout = await addRosterScout(app, leader);
      const code = await inviteCode(app, leader, scout.id);
      const results = await Promise.all(
        Array.from({ length: 6 }, () =>
          as(null, { remoteAddress: someAddress() }).post("/api/signup", buildSignup({ role: "scout", inviteCode: code })),
        ),
      );
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
      for (const r of results.filter((r) => r.statusCode !== 201)) {
        expect(r.statusCode).toBe(403);
        expect(r.json()).toEqual(INVALID);
      }
    });
  });

  describe("parent sign-up", () => {
    it("creates a parent account linked to the code's scout; the login form's leader choice signs it in with its real role", async () => {
      const scout = await addRosterScout(app, leader, { name: "Ada Pine" });
      const res = await as(leader).post(`/api/scouts/${scout.id}/parent-invite`);
      expect(res.statusCode).toBe(201);
      const { code } = res.json();
      const body = buildSignup({ role: "parent", inviteCode: code, firstName: "Pat", lastName: "Pine" });
      const created = await as(null, { remoteAddress: someAddress() }).post("/api/signup", body);
      expect(created.statusCode).toBe(201);
      expect(created.json().user.role).toBe("parent");
      const links = await db.select().from(parentLinks).where(eq(parentLinks.scoutId, scout.id));
      expect(links.map((l) => l.parentUserId)).toEqual([created.json().user.id]);

      const asLeader = await login(app, body.email, body.password, "leader");
      expect(asLeader.statusCode).toBe(200);
      expect(asLeader.json().user.role).toBe("parent");
      const asScout = await login(app, body.email, body.password, "scout");
      expect(asScout.statusCode).toBe(403);
      // Single use.
      const again = await as(null, { remoteAddress: someAddress() }).post("/api/signup", buildSignup({ role: "parent", inviteCode: code }));
      expect(again.statusCode).toBe(403);
      expect(again.json()).toEqual(INVALID);
    });

    it("needs a parent code: none, a scout code, a used one or an expired one is refused", async () => {
      const scout = await addRosterScout(app, leader);
      const expired = await insertInviteCode(db, troop.id, scout.id, "parent", new Date(Date.now() - 1000));
      for (const code of [undefined, await inviteCode(app, leader, scout.id), expired]) {
        const res = await as(null, { remoteAddress: someAddress() }).post("/api/signup", buildSignup({ role: "parent", inviteCode: code }));
        expect(res.statusCode, String(code)).toBe(403);
        expect(res.json()).toEqual(INVALID);
      }
    });

    it("lets several parents follow one child, each with their own code", async () => {
      const scout = await addRosterScout(app, leader);
      const mum = await signUp(app, { role: "parent", inviteCode: await inviteCode(app, leader, scout.id, "parent") });
      const dad = await signUp(app, { role: "parent", inviteCode: await inviteCode(app, leader, scout.id, "parent") });
      const links = await db.select().from(parentLinks).where(eq(parentLinks.scoutId, scout.id));
      expect(links.map((l) => l.parentUserId).sort()).toEqual([mum.userId, dad.userId].sort());
    });

    it("with the parent portal off: parent invites and parent sign-ups answer 403 with the contract's sentence", async () => {
      const scout = await addRosterScout(app, leader);
      const code = await inviteCode(app, leader, scout.id, "parent");
      await setPortal(false);
      try {
        const invite = await as(leader).post(`/api/scouts/${scout.id}/parent-invite`);
        expect(invite.statusCode).toBe(403);
        expect(invite.json()).toEqual(PORTAL_OFF);
        const signup = await as(null, { remoteAddress: someAddress() }).post(
          "/api/signup",
          buildSignup({ role: "parent", inviteCode: code }),
        );
        expect(signup.statusCode).toBe(403);
        expect(signup.json()).toEqual(PORTAL_OFF);
        // Scout codes are not the parent portal's.
        expect((await as(leader).post(`/api/scouts/${scout.id}/invite`)).statusCode).toBe(201);
      } finally {
        await setPortal(true);
      }
      // Switched back on, the same code works (it was never used).
      expect(
        (await as(null, { remoteAddress: someAddress() }).post("/api/signup", buildSignup({ role: "parent", inviteCode: code })))
          .statusCode,
      ).toBe(201);
    });
  });

  describe("POST /api/invites/lookup", () => {
    it("tells a parent code from a scout code and names only the child's first name", async () => {
      const scout = await addRosterScout(app, leader, { name: "Ada Lovelace Pine" });
      const parentCode = await inviteCode(app, leader, scout.id, "parent");
      const res = await as(null).post("/api/invites/lookup", { code: parentCode });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ kind: "parent", scoutFirstName: "Ada" });
      const scoutCode = await inviteCode(app, leader, scout.id);
      expect((await as(null).post("/api/invites/lookup", { code: scoutCode })).json()).toEqual({
        kind: "scout",
        scoutFirstName: "Ada",
      });
      const { scoutJoinCode } = await troopCodes(app, leader);
      expect((await as(null).post("/api/invites/lookup", { code: scoutJoinCode })).json()).toEqual({
        kind: "troop",
        scoutFirstName: null,
      });
    });

    it("answers an unknown code 403 like a refused sign-up, and guesses from one address are limited", async () => {
      const remoteAddress = "10.99.1.1";
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await as(null, { remoteAddress }).post("/api/invites/lookup", { code: `WRONG${i}` });
        statuses.push(res.statusCode);
        if (res.statusCode === 403) expect(res.json()).toEqual(INVALID);
      }
      // 10 refusals per address per 15 minutes, shared with refused sign-ups.
      expect(statuses).toEqual([...Array(10).fill(403), 429]);
      const signup = await as(null, { remoteAddress }).post("/api/signup", buildSignup({ role: "scout", inviteCode: "NOPE" }));
      expect(signup.statusCode).toBe(429);
    });
  });
});
