import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { UNKNOWN_ID } from "../../../../tests/factories/badges";
import { createEvent } from "../../../../tests/factories/events";
import { insertTroopWithLeader } from "../../../../tests/factories/troops";
import { type SignedIn, signUp, signUpLeader, signUpParent, signUpScout, troopCodes } from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";
import type { CampSheet, ReplyRow } from "../../../shared/api/event-logistics";
import type { Scout } from "../../../shared/api/scouts";
import { troops } from "../../db/schema";

/** Leaders answer for a family (docs/product.md, "Families who never sign up"): PUT /api/events/{id}/replies/{scoutId}. */
describe("a leader records a family's reply", async () => {
  const { app, database, as } = await createTestApp();
  const leader = await signUpLeader(app, { firstName: "Lee", lastName: "Leader" });
  const { leaderInviteCode } = await troopCodes(app, leader);
  const assistant = await signUp(app, { role: "leader", firstName: "Ash", lastName: "Helper", inviteCode: leaderInviteCode });
  type Who = { headers: Record<string, string> } | null;
  const answerFor = (eventId: string, scoutId: string, body: object, who: Who = leader) =>
    as(who).put(`/api/events/${eventId}/replies/${scoutId}`, body);
  const rowOf = async (eventId: string, scoutId: string) =>
    ((await as(leader).get(`/api/events/${eventId}/replies`)).json() as ReplyRow[]).find((r) => r.scoutId === scoutId);
  const addScout = async (name: string, extra: object = {}) => (await as(leader).post("/api/scouts", { name, ...extra })).json() as Scout;

  // A family that never signed up (contacts only), and one with a parent account.
  const noAccount = await addScout("Nora Field", {
    allergies: "Peanuts",
    contacts: [
      { name: "Nell Field", phone: "0700 100", relationship: "Mother" },
      { name: "Ned Field", email: "ned@example.com", phone: "0700 200" },
    ],
  });
  const withAccount = await signUpScout(app, leader, { firstName: "Ari", lastName: "Ash" });
  await signUpParent(app, leader, withAccount.scoutId, { firstName: "Ann", lastName: "Ash" });
  await as(leader).patch(`/api/scouts/${withAccount.scoutId}`, { contacts: [{ name: "Aunt Ash", phone: "0900" }] });

  it("joins a child without an account by the join rules, shown as answered by that leader, and withdraws on no", async () => {
    const camp = await createEvent(app, leader, { title: "Weekend Camp" });
    const yes = await answerFor(camp.id, noAccount.id, { answer: "yes", note: "Mum phoned" });
    expect(yes.statusCode, yes.body).toBe(200);
    expect(yes.json()).toEqual({ status: "joined", position: null });
    expect(await rowOf(camp.id, noAccount.id)).toMatchObject({ answer: "yes", note: "Mum phoned", answeredBy: "Lee Leader" });
    // An assistant leader may record it too; the answer says who.
    const no = await answerFor(camp.id, noAccount.id, { answer: "no", note: "Ill after all" }, assistant);
    expect(no.json()).toEqual({ status: "declined", position: null });
    expect(await rowOf(camp.id, noAccount.id)).toMatchObject({ answer: "no", note: "Ill after all", answeredBy: "Ash Helper" });
    const event = (await as(leader).get(`/api/events/${camp.id}/participants`)).json();
    expect(event).toEqual([]);
  });

  it("puts a child on the waiting list when the event is full, and is never pending under parent approval", async () => {
    await database.db.update(troops).set({ requireParentApproval: true });
    try {
      const small = await createEvent(app, leader, { title: "Canoe Trip", maxParticipants: 1 });
      expect((await answerFor(small.id, withAccount.scoutId, { answer: "yes" })).json()).toEqual({ status: "joined", position: null });
      expect((await answerFor(small.id, noAccount.id, { answer: "yes" })).json()).toEqual({ status: "waitlisted", position: 1 });
      expect((await rowOf(small.id, noAccount.id))?.answer).toBe("waitlisted");
    } finally {
      await database.db.update(troops).set({ requireParentApproval: false });
    }
  });

  it("lists the contacts of a family without an account on the camp sheet, and the parents of one with", async () => {
    const camp = await createEvent(app, leader, { title: "Summer Camp" });
    for (const id of [noAccount.id, withAccount.scoutId]) expect((await answerFor(camp.id, id, { answer: "yes" })).statusCode).toBe(200);
    const sheet = (await as(leader).get(`/api/events/${camp.id}/camp-sheet`)).json() as CampSheet;
    const nora = sheet.rows.find((r) => r.scoutId === noAccount.id);
    expect(nora?.allergies).toBe("Peanuts");
    expect(nora?.parents).toEqual([]);
    expect(nora?.contacts).toEqual([
      { name: "Nell Field", phone: "0700 100", relationship: "Mother" },
      { name: "Ned Field", phone: "0700 200", relationship: null },
    ]);
    const ari = sheet.rows.find((r) => r.scoutId === withAccount.scoutId);
    expect(ari?.parents.map((p) => p.name)).toEqual(["Ann Ash"]);
    expect(ari?.contacts).toEqual([]);
  });

  it("refuses an inactive scout (409), an unknown one or another troop's (404), bad input (400), and anyone but a leader", async () => {
    const camp = await createEvent(app, leader, { title: "Autumn Camp" });
    const inactive = await addScout("Ida Idle", { isActive: false });
    const refused = await answerFor(camp.id, inactive.id, { answer: "yes" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe("This scout is not active: make them active on the roster to answer for them.");
    const elsewhere = await insertTroopWithLeader(database.db, "Far Troop");
    const farScout = (await as(elsewhere).post("/api/scouts", { name: "Far Kid" })).json() as Scout;
    const farEvent = await createEvent(app, elsewhere as unknown as SignedIn, { title: "Far Camp" });
    for (const [eventId, scoutId] of [
      [camp.id, UNKNOWN_ID],
      [camp.id, farScout.id],
      [camp.id, "not-a-uuid"],
      [farEvent.id, noAccount.id],
      [UNKNOWN_ID, noAccount.id],
    ]) {
      const res = await answerFor(eventId ?? "", scoutId ?? "", { answer: "yes" });
      expect(res.statusCode, `${eventId} ${scoutId}`).toBe(404);
    }
    // Another troop's leader cannot answer for this troop's child.
    expect((await answerFor(camp.id, noAccount.id, { answer: "yes" }, elsewhere)).statusCode).toBe(404);
    for (const body of [{}, { answer: "maybe" }, { answer: "yes", note: "x".repeat(501) }]) {
      expect((await answerFor(camp.id, noAccount.id, body)).statusCode).toBe(400);
    }
    const scout = withAccount;
    const parent = await signUpParent(app, leader, noAccount.id);
    for (const who of [scout, parent]) expect((await answerFor(camp.id, noAccount.id, { answer: "yes" }, who)).statusCode).toBe(403);
    expect((await answerFor(camp.id, noAccount.id, { answer: "yes" }, null)).statusCode).toBe(401);
    expect((await rowOf(camp.id, noAccount.id))?.answer).toBe("none");
    expect((await as(leader).get(`/api/events/${farEvent.id}/replies`)).statusCode).toBe(404);
    const farRows = (await as(elsewhere).get(`/api/events/${farEvent.id}/replies`)).json() as ReplyRow[];
    expect(farRows.map((r) => r.scoutId)).toEqual([farScout.id]);
    expect(await database.db.select().from(troops).where(eq(troops.troopName, "Far Troop"))).toHaveLength(1);
  });
});
