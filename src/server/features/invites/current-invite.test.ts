import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertTroopWithLeader } from "../../../../tests/factories/troops";
import {
  addRosterScout,
  buildSignup,
  insertInviteCode,
  inviteCode,
  type SignedIn,
  signUp,
  signUpLeader,
  someAddress,
} from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";
import { INVITE_MESSAGES } from "../../../shared/api/invites";
import { inviteCodes, troops } from "../../db/schema";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

describe("a scout's code already handed out, shown again to leaders", async () => {
  const { app, database, as } = await createTestApp();
  const db = database.db;
  const leader = await signUpLeader(app);
  const [troop] = await db.select().from(troops);
  if (!troop) throw new Error("no troop");

  const current = (scoutId: string, kind: "invite" | "parent-invite" = "invite", who: { headers: Record<string, string> } = leader) =>
    as(who).get(`/api/scouts/${scoutId}/${kind}`);
  const lookUp = (code: string) => as(null).post("/api/invites/lookup", { code });

  it("answers null before any code is made, then the code and expiry the leader was given, the same on every read", async () => {
    const scout = await addRosterScout(app, leader);
    const none = await current(scout.id);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ current: null });

    const made = await as(leader).post(`/api/scouts/${scout.id}/invite`);
    const { code, expiresAt } = made.json();
    for (let read = 0; read < 2; read++) {
      const res = await current(scout.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ current: { code, expiresAt, createdAt: expect.any(String) } });
    }
    // Reading it did not replace it: the printed card still works.
    expect((await lookUp(code)).json()).toMatchObject({ kind: "scout" });
  });

  it("shows the new code after a deliberate replacement, and the old card stops working", async () => {
    const scout = await addRosterScout(app, leader);
    const first = await inviteCode(app, leader, scout.id);
    const second = await inviteCode(app, leader, scout.id);
    expect((await current(scout.id)).json().current.code).toBe(second);
    const old = await lookUp(first);
    expect(old.statusCode).toBe(403);
    expect(old.json()).toEqual({ error: INVITE_MESSAGES.invalid });
  });

  it("forgets a code once it is used: the scout then has an account (409), and the stored code is cleared", async () => {
    const scout = await addRosterScout(app, leader);
    const code = await inviteCode(app, leader, scout.id);
    await signUp(app, { role: "scout", inviteCode: code });
    const res = await current(scout.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: INVITE_MESSAGES.hasAccount });
    const [row] = await db.select().from(inviteCodes).where(eq(inviteCodes.scoutId, scout.id));
    expect(row?.usedAt).not.toBeNull();
    expect(row?.code).toBeNull();
  });

  it("does not show an expired code", async () => {
    const scout = await addRosterScout(app, leader);
    await insertInviteCode(db, troop.id, scout.id, "scout", new Date(Date.now() - 1000));
    expect((await current(scout.id)).json()).toEqual({ current: null });
  });

  it("says a live code made before codes were kept exists, without its text, so it can only be replaced", async () => {
    const scout = await addRosterScout(app, leader);
    await insertInviteCode(db, troop.id, scout.id, "scout");
    expect((await current(scout.id)).json()).toEqual({
      current: { code: null, expiresAt: expect.any(String), createdAt: expect.any(String) },
    });
  });

  it("for parents shows the newest live code; earlier ones keep working (one per parent), a used one is not shown", async () => {
    const scout = await addRosterScout(app, leader);
    expect((await current(scout.id, "parent-invite")).json()).toEqual({ current: null });
    const mum = await inviteCode(app, leader, scout.id, "parent");
    const dad = await inviteCode(app, leader, scout.id, "parent");
    expect((await current(scout.id, "parent-invite")).json().current.code).toBe(dad);
    expect((await lookUp(mum)).json()).toMatchObject({ kind: "parent" });
    await as(null, { remoteAddress: someAddress() }).post("/api/signup", buildSignup({ role: "parent", inviteCode: dad }));
    expect((await current(scout.id, "parent-invite")).json().current.code).toBe(mum);
  });

  it("answers the parent code 403 while the parent portal is off", async () => {
    const scout = await addRosterScout(app, leader);
    await db.update(troops).set({ enableParentPortal: false }).where(eq(troops.id, troop.id));
    try {
      const res = await current(scout.id, "parent-invite");
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: INVITE_MESSAGES.portalOff });
    } finally {
      await db.update(troops).set({ enableParentPortal: true }).where(eq(troops.id, troop.id));
    }
  });

  it("is for leaders only, and only for their own troop's scouts", async () => {
    const scout = await addRosterScout(app, leader);
    await inviteCode(app, leader, scout.id);
    const child: SignedIn = await signUp(app, {
      role: "scout",
      inviteCode: await inviteCode(app, leader, (await addRosterScout(app, leader)).id),
    });
    for (const kind of ["invite", "parent-invite"] as const) {
      const asScout = await current(scout.id, kind, child);
      expect(asScout.statusCode).toBe(403);
      expect(asScout.json()).toEqual({ error: "Only leaders can do this." });
      expect((await as(null).get(`/api/scouts/${scout.id}/${kind}`)).statusCode).toBe(401);
      const elsewhere = await insertTroopWithLeader(db);
      const other = await current(scout.id, kind, elsewhere);
      expect(other.statusCode).toBe(404);
      expect(JSON.stringify(other.json())).not.toMatch(/code/);
      expect((await current(UNKNOWN_ID, kind)).statusCode).toBe(404);
      const malformed = await current("not-an-id", kind);
      expect(malformed.statusCode).toBeLessThan(500);
      expect(malformed.json()).toHaveProperty("error");
    }
  });
});
