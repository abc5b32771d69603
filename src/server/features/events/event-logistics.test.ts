import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createEvent } from "../../../../tests/factories/events";
import { insertTroopWithLeader } from "../../../../tests/factories/troops";
import {
  addRosterScout,
  type SignedIn,
  signUp,
  signUpLeader,
  signUpParent,
  signUpScout,
  troopCodes,
} from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";
import type { CampSheet, ReplyRow } from "../../../shared/api/event-logistics";
import { campSheetViews, eventConsents, outbox, troops } from "../../db/schema";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

/** Consent, payments, the camp sheet, helpers and changes to an event (docs/product.md, "Events"). */
describe("running an event", async () => {
  const { app, database, as } = await createTestApp();
  const db = database.db;
  const leader = await signUpLeader(app, { firstName: "Lee", lastName: "Leader", email: "lee.run@example.com" });
  const assistant = await signUp(app, {
    role: "leader",
    firstName: "Asa",
    lastName: "Assistant",
    email: "asa.run@example.com",
    inviteCode: (await troopCodes(app, leader)).leaderInviteCode,
  });
  const [troop] = await db.select().from(troops);
  if (!troop) throw new Error("no troop");
  const setTroop = (changes: Partial<typeof troops.$inferInsert>) => db.update(troops).set(changes).where(eq(troops.id, troop.id));
  const replies = async (eventId: string): Promise<ReplyRow[]> => (await as(leader).get(`/api/events/${eventId}/replies`)).json();
  const rowOf = async (eventId: string, scoutId: string) => (await replies(eventId)).find((r) => r.scoutId === scoutId);
  const inboxOf = async (who: SignedIn) => (await as(who).get("/api/messages")).json() as { subject: string; body: string }[];
  const consentUrl = (scoutId: string, eventId: string) => `/api/parent/children/${scoutId}/events/${eventId}/consent`;

  const ada = await signUpScout(app, leader, { firstName: "Ada", lastName: "Pine", email: "ada.run@example.com" });
  const adaDad = await signUpParent(app, leader, ada.scoutId, { firstName: "Al", lastName: "Pine", email: "al.run@example.com" });
  const ben = await addRosterScout(app, leader, { name: "Ben Brook", email: null });
  const benMum = await signUpParent(app, leader, ben.id, { firstName: "Bea", lastName: "Brook", email: "bea.run@example.com" });
  const cy = await signUpScout(app, leader, { firstName: "Cy", lastName: "Moss", email: "cy.run@example.com" });
  const otherTroop = await insertTroopWithLeader(db, "Other Troop");

  const TEXT_1 = "I agree that my child may camp at Pine Lake for two nights.";
  const TEXT_2 = "I agree that my child may camp at Pine Lake for three nights and swim.";

  describe("event fields", () => {
    it("creates and edits events with the new fields; consent text is needed when consent is", async () => {
      const created = await as(leader).post("/api/events", {
        title: "Kit Camp",
        description: "Two nights",
        imageUrl: "/camp.jpg",
        startDate: new Date(Date.now() + 9 * 86_400_000).toISOString(),
        location: "Pine Lake",
        kitList: ["Sleeping bag", "Torch"],
        cost: 4500,
        waitlist: false,
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        kitList: ["Sleeping bag", "Torch"],
        cost: 4500,
        waitlist: false,
        waitlistCount: 0,
        consentRequired: false,
        consentText: null,
      });
      const id = created.json().id;
      const refused = await as(leader).patch(`/api/events/${id}`, { consentRequired: true });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields.consentText).toBe("Consent text is required when consent is required.");
      const edited = await as(leader).patch(`/api/events/${id}`, { consentRequired: true, consentText: TEXT_1, cost: 0 });
      expect(edited.json()).toMatchObject({ consentRequired: true, consentText: TEXT_1, cost: 0 });
      // Clearing the text while consent is required is refused too.
      expect((await as(leader).patch(`/api/events/${id}`, { consentText: "" })).statusCode).toBe(400);
      for (const bad of [
        { cost: -1 },
        { cost: 1.5 },
        { kitList: ["x".repeat(101)] },
        { kitList: Array(51).fill("x") },
        { waitlist: "yes" },
      ]) {
        expect((await as(leader).patch(`/api/events/${id}`, bad)).statusCode).toBe(400);
      }
      const noText = await as(leader).post("/api/events", {
        title: "No Text",
        description: "x",
        imageUrl: "/x.jpg",
        startDate: new Date(Date.now() + 86_400_000).toISOString(),
        location: "Hall",
        consentRequired: true,
      });
      expect(noText.statusCode).toBe(400);
    });
  });

  describe("consent", () => {
    it("a parent signs with their typed name; the text is kept as signed when the event's text changes", async () => {
      const event = await createEvent(app, leader, { title: "Swim Camp", consentRequired: true, consentText: TEXT_1 });
      const signed = await as(adaDad).post(consentUrl(ada.scoutId, event.id), { agree: true, signedName: "Al Pine" });
      expect(signed.statusCode).toBe(201);
      expect(signed.json()).toMatchObject({
        method: "signed",
        signedName: "Al Pine",
        signedBy: adaDad.userId,
        consentText: TEXT_1,
        withdrawnAt: null,
      });

      await as(leader).patch(`/api/events/${event.id}`, { consentText: TEXT_2 });
      await as(ada).put(`/api/events/${event.id}/reply`, { answer: "yes" });
      expect(await rowOf(event.id, ada.scoutId)).toMatchObject({ answer: "yes", needsConsent: false, consent: { consentText: TEXT_1 } });
      const [kept] = await db.select().from(eventConsents).where(eq(eventConsents.eventId, event.id));
      expect(kept?.consentText).toBe(TEXT_1);

      // Withdrawn: recorded, and Ada needs consent again.
      expect((await as(adaDad).del(consentUrl(ada.scoutId, event.id))).statusCode).toBe(204);
      const [withdrawn] = await db.select().from(eventConsents).where(eq(eventConsents.eventId, event.id));
      expect(withdrawn).toMatchObject({ withdrawnByUserId: adaDad.userId, consentText: TEXT_1 });
      expect(withdrawn?.withdrawnAt).not.toBeNull();
      expect(await rowOf(event.id, ada.scoutId)).toMatchObject({ answer: "yes", needsConsent: true, consent: null });
      const again = await as(adaDad).del(consentUrl(ada.scoutId, event.id));
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ error: "There is no consent to withdraw." });

      // Signing again takes today's text.
      const resigned = await as(adaDad).post(consentUrl(ada.scoutId, event.id), { agree: true, signedName: "Al Pine" });
      expect(resigned.json().consentText).toBe(TEXT_2);
      expect(await db.select().from(eventConsents).where(eq(eventConsents.eventId, event.id))).toHaveLength(2);
    });

    it("refuses an unticked box, an empty name, another family's child, a leader or scout signing, and an event without consent", async () => {
      const event = await createEvent(app, leader, { consentRequired: true, consentText: TEXT_1 });
      for (const body of [{ agree: false, signedName: "Al" }, { agree: true, signedName: "" }, { agree: true }, { signedName: "Al" }]) {
        expect((await as(adaDad).post(consentUrl(ada.scoutId, event.id), body)).statusCode).toBe(400);
      }
      expect((await as(adaDad).post(consentUrl(ben.id, event.id), { agree: true, signedName: "Al" })).statusCode).toBe(404);
      expect((await as(leader).post(consentUrl(ada.scoutId, event.id), { agree: true, signedName: "Lee" })).statusCode).toBe(403);
      expect((await as(ada).post(consentUrl(ada.scoutId, event.id), { agree: true, signedName: "Ada" })).statusCode).toBe(403);
      const plain = await createEvent(app, leader);
      const none = await as(adaDad).post(consentUrl(ada.scoutId, plain.id), { agree: true, signedName: "Al" });
      expect(none.statusCode).toBe(409);
      expect(none.json()).toEqual({ error: "This event does not ask for consent." });
    });

    it("leaders record paper consent and withdraw it; a child going without consent is not counted as going", async () => {
      const event = await createEvent(app, leader, { consentRequired: true, consentText: TEXT_1 });
      await as(benMum).put(`/api/parent/children/${ben.id}/events/${event.id}/reply`, { answer: "yes" });
      expect(await rowOf(event.id, ben.id)).toMatchObject({ answer: "yes", needsConsent: true });
      const sheet: CampSheet = (await as(leader).get(`/api/events/${event.id}/camp-sheet`)).json();
      expect(sheet.rows.map((r) => r.scoutId)).not.toContain(ben.id);

      const paper = await as(leader).post(`/api/events/${event.id}/participants/${ben.id}/consent`, { method: "paper" });
      expect(paper.statusCode).toBe(201);
      expect(paper.json()).toMatchObject({ method: "paper", signedName: null, signedBy: leader.userId, consentText: TEXT_1 });
      expect(await rowOf(event.id, ben.id)).toMatchObject({ needsConsent: false, consent: { method: "paper" } });
      const after: CampSheet = (await as(leader).get(`/api/events/${event.id}/camp-sheet`)).json();
      expect(after.rows.map((r) => r.scoutId)).toContain(ben.id);

      expect((await as(leader).del(`/api/events/${event.id}/participants/${ben.id}/consent`)).statusCode).toBe(204);
      expect(await rowOf(event.id, ben.id)).toMatchObject({ needsConsent: true, consent: null });
      expect((await as(leader).post(`/api/events/${event.id}/participants/${ben.id}/consent`, { method: "signed" })).statusCode).toBe(400);
      expect((await as(leader).post(`/api/events/${event.id}/participants/${UNKNOWN_ID}/consent`, { method: "paper" })).statusCode).toBe(
        404,
      );
      expect((await as(benMum).post(`/api/events/${event.id}/participants/${ben.id}/consent`, { method: "paper" })).statusCode).toBe(403);
    });

    it("parents are asked by message when their child joins an event that needs consent", async () => {
      await setTroop({ emailNotifications: true });
      try {
        const event = await createEvent(app, leader, { title: "Canoe Day", consentRequired: true, consentText: TEXT_1 });
        await as(ada).put(`/api/events/${event.id}/reply`, { answer: "yes" });
        const asked = (await inboxOf(adaDad)).filter((m) => m.subject === "Consent needed for Ada Pine: Canoe Day");
        expect(asked).toHaveLength(1);
        // Only the parents: the scout and other families are not asked.
        expect((await inboxOf(ada)).some((m) => m.subject.startsWith("Consent needed"))).toBe(false);
        expect((await inboxOf(benMum)).some((m) => m.subject.includes("Ada Pine"))).toBe(false);
        const emails = await db
          .select({ recipient: outbox.recipient })
          .from(outbox)
          .where(eq(outbox.subject, "Consent needed for Ada Pine: Canoe Day"));
        expect(emails.map((e) => e.recipient)).toEqual(["al.run@example.com"]);
      } finally {
        await setTroop({ emailNotifications: false });
      }
    });

    it("the consent email waits a while, and a parent who signs meanwhile is never emailed", async () => {
      await setTroop({ emailNotifications: true });
      try {
        const event = await createEvent(app, leader, { title: "Kayak Day", consentRequired: true, consentText: TEXT_1 });
        const before = Date.now();
        await as(ada).put(`/api/events/${event.id}/reply`, { answer: "yes" });
        const subject = "Consent needed for Ada Pine: Kayak Day";
        const [queued] = await db.select().from(outbox).where(eq(outbox.subject, subject));
        expect(queued?.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 9 * 60 * 1000);
        // Signed seconds later in the app: the request goes unsent; the message in the app stays.
        const signed = await as(adaDad).post(consentUrl(ada.scoutId, event.id), { agree: true, signedName: "Al Pine" });
        expect(signed.statusCode).toBe(201);
        expect(await db.select().from(outbox).where(eq(outbox.subject, subject))).toHaveLength(0);
        expect((await inboxOf(adaDad)).some((m) => m.subject === subject)).toBe(true);
      } finally {
        await setTroop({ emailNotifications: false });
      }
    });
  });

  describe("payments", () => {
    it("leaders tick who has paid; only someone with a place or waiting", async () => {
      const event = await createEvent(app, leader, { cost: 2500 });
      await as(ada).put(`/api/events/${event.id}/reply`, { answer: "yes" });
      const paid = await as(leader).patch(`/api/events/${event.id}/participants/${ada.scoutId}`, { paid: true });
      expect(paid.statusCode).toBe(200);
      expect(paid.json()).toEqual({ scoutId: ada.scoutId, paid: true });
      expect(await rowOf(event.id, ada.scoutId)).toMatchObject({ paid: true });
      await as(leader).patch(`/api/events/${event.id}/participants/${ada.scoutId}`, { paid: false });
      expect(await rowOf(event.id, ada.scoutId)).toMatchObject({ paid: false });
      const notGoing = await as(leader).patch(`/api/events/${event.id}/participants/${cy.scoutId}`, { paid: true });
      expect(notGoing.statusCode).toBe(404);
      expect(notGoing.json()).toEqual({ error: "This scout is not going to this event." });
      expect((await as(leader).patch(`/api/events/${event.id}/participants/${ada.scoutId}`, { paid: "yes" })).statusCode).toBe(400);
      expect((await as(adaDad).patch(`/api/events/${event.id}/participants/${ada.scoutId}`, { paid: true })).statusCode).toBe(403);
    });
  });

  describe("the camp sheet", () => {
    it("lists every child going with age at the event, contacts, parents, health notes and consent; every read is logged", async () => {
      const start = new Date(Date.now() + 20 * 86_400_000);
      const day = start.toLocaleDateString("en-CA", { timeZone: "UTC" });
      await setTroop({ timeZone: "UTC" });
      const [y, m, d] = day.split("-").map(Number) as [number, number, number];
      // Ada turns 12 on the event's first day; Ben turns 11 the day after.
      const adaBirth = `${y - 12}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
      const tomorrow = new Date(Date.UTC(y - 11, m - 1, d + 1)).toISOString().slice(0, 10);
      await as(leader).patch(`/api/scouts/${ada.scoutId}`, {
        dateOfBirth: adaBirth,
        emergencyContact: "Al Pine",
        emergencyPhone: "555-0101",
        allergies: "Peanuts",
        medicalNotes: "Inhaler in the front pocket",
        dietaryNeeds: "Vegetarian",
      });
      // The parent keeps the health notes of their own child, on the child's Health card.
      expect((await as(benMum).patch(`/api/parent/children/${ben.id}`, { dateOfBirth: tomorrow })).statusCode).toBe(200);
      const byParent = await as(benMum).put(`/api/parent/children/${ben.id}/health`, { allergies: "Wasps" });
      expect(byParent.statusCode).toBe(200);
      expect(byParent.json()).toMatchObject({ allergies: "Wasps", medicalNotes: null });

      // A parent's own number, kept on their account, is the one the sheet gives for them.
      expect((await as(adaDad).put("/api/account/phone", { phone: "+1 555 0102" })).json()).toEqual({ phone: "+1 555 0102" });
      const event = await createEvent(app, leader, { title: "Sheet Camp", startDate: start.toISOString() });
      await as(ada).put(`/api/events/${event.id}/reply`, { answer: "yes" });
      await as(benMum).put(`/api/parent/children/${ben.id}/events/${event.id}/reply`, { answer: "yes" });
      await as(cy).put(`/api/events/${event.id}/reply`, { answer: "no" });

      const res = await as(leader).get(`/api/events/${event.id}/camp-sheet`);
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      const sheet: CampSheet = res.json();
      expect(sheet.event).toMatchObject({ id: event.id, title: "Sheet Camp", consentRequired: false });
      expect(sheet.rows.map((r) => r.name)).toEqual(["Ada Pine", "Ben Brook"]);
      expect(sheet.rows[0]).toMatchObject({
        ageAtEvent: 12,
        emergencyContact: "Al Pine",
        emergencyPhone: "555-0101",
        parents: [{ name: "Al Pine", phone: "+1 555 0102" }],
        allergies: "Peanuts",
        medicalNotes: "Inhaler in the front pocket",
        dietaryNeeds: "Vegetarian",
        consent: null,
      });
      expect(sheet.rows[1]).toMatchObject({ ageAtEvent: 10, allergies: "Wasps", parents: [{ name: "Bea Brook", phone: null }] });

      // An assistant leader reads it too; each read is logged, newest first.
      expect((await as(assistant).get(`/api/events/${event.id}/camp-sheet`)).statusCode).toBe(200);
      const views = await as(leader).get(`/api/events/${event.id}/camp-sheet/views`);
      expect(views.json().map((v: { leaderName: string }) => v.leaderName)).toEqual(["Asa Assistant", "Lee Leader"]);
      expect(await db.select().from(campSheetViews).where(eq(campSheetViews.eventId, event.id))).toHaveLength(2);

      // Scouts, parents and other troops: no sheet, and nothing logged.
      for (const who of [ada, adaDad, benMum]) {
        expect((await as(who).get(`/api/events/${event.id}/camp-sheet`)).statusCode).toBe(403);
        expect((await as(who).get(`/api/events/${event.id}/camp-sheet/views`)).statusCode).toBe(403);
      }
      expect((await as(otherTroop).get(`/api/events/${event.id}/camp-sheet`)).statusCode).toBe(404);
      expect((await as(otherTroop).get(`/api/events/${event.id}/camp-sheet/views`)).statusCode).toBe(404);
      expect(await db.select().from(campSheetViews).where(eq(campSheetViews.eventId, event.id))).toHaveLength(2);
      expect((await as(leader).get(`/api/events/${UNKNOWN_ID}/camp-sheet`)).statusCode).toBe(404);

      // A read another site started (a link or an image there, with the leader's cookie): refused, nothing logged.
      const crossSite = await as(null, { headers: { ...leader.headers, "sec-fetch-site": "cross-site" } }).get(
        `/api/events/${event.id}/camp-sheet`,
      );
      expect(crossSite.statusCode).toBe(403);
      expect(crossSite.json()).toEqual({ error: "Open the camp sheet from the app itself." });
      expect(await db.select().from(campSheetViews).where(eq(campSheetViews.eventId, event.id))).toHaveLength(2);
      const sameSite = await as(null, { headers: { ...leader.headers, "sec-fetch-site": "same-origin" } }).get(
        `/api/events/${event.id}/camp-sheet`,
      );
      expect(sameSite.statusCode).toBe(200);
    });

    it("logs a copy kept on a leader's device for camp as kept offline, never as a view", async () => {
      const camp = await createEvent(app, leader, {
        title: "Offline Camp",
        startDate: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      });
      const kept = await as(assistant).get(`/api/events/${camp.id}/camp-sheet?purpose=offline`);
      expect(kept.statusCode).toBe(200);
      expect((await as(leader).get(`/api/events/${camp.id}/camp-sheet?purpose=view`)).statusCode).toBe(200);
      const views = (await as(leader).get(`/api/events/${camp.id}/camp-sheet/views`)).json();
      expect(views.map((v: { leaderName: string; kind: string }) => [v.leaderName, v.kind])).toEqual([
        ["Lee Leader", "view"],
        ["Asa Assistant", "offline"],
      ]);
      const bad = await as(leader).get(`/api/events/${camp.id}/camp-sheet?purpose=peek`);
      expect(bad.statusCode).toBe(400);
      expect(await db.select().from(campSheetViews).where(eq(campSheetViews.eventId, camp.id))).toHaveLength(2);
    });

    it("a scout reads their own health notes, nobody else's", async () => {
      const mine = await as(ada).get("/api/scout/health");
      expect(mine.statusCode).toBe(200);
      expect(mine.json()).toEqual({ allergies: "Peanuts", medicalNotes: "Inhaler in the front pocket", dietaryNeeds: "Vegetarian" });
      expect((await as(cy).get("/api/scout/health")).json()).toEqual({ allergies: null, medicalNotes: null, dietaryNeeds: null });
      expect((await as(adaDad).get("/api/scout/health")).statusCode).toBe(403);
      expect((await as(leader).get("/api/scout/health")).statusCode).toBe(403);
    });
  });

  describe("helpers", () => {
    it("parents offer to drive or help, once per event; change and withdraw it; leaders see all, a parent their own", async () => {
      const event = await createEvent(app, leader);
      const url = `/api/events/${event.id}/helpers`;
      const offered = await as(adaDad).post(url, { kind: "driver", seats: 3, note: "From the school" });
      expect(offered.statusCode).toBe(201);
      expect(offered.json()).toMatchObject({ userId: adaDad.userId, name: "Al Pine", kind: "driver", seats: 3, note: "From the school" });
      const twice = await as(adaDad).post(url, { kind: "helper" });
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toEqual({ error: "You have already offered help for this event. Change your offer instead." });
      // Parallel offers by one parent: one offer.
      const burst = await Promise.all(Array.from({ length: 6 }, () => as(benMum).post(url, { kind: "helper" })));
      expect(burst.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);

      expect((await as(benMum).post(url, { kind: "driver" })).statusCode).toBe(400);
      const changed = await as(benMum).put(url, { kind: "driver", seats: 4 });
      expect(changed.json()).toMatchObject({ kind: "driver", seats: 4 });
      const helper = await as(adaDad).put(url, { kind: "helper", seats: 2 });
      // A helper offers no seats.
      expect(helper.json()).toMatchObject({ kind: "helper", seats: null });

      const all = (await as(leader).get(url)).json() as { name: string; phone: string | null }[];
      expect(all).toHaveLength(2);
      // The driver's number is there to ring: the parent's own, once they have given one.
      expect(all.find((o) => o.name === "Al Pine")?.phone).toBe("+1 555 0102");
      expect(all.find((o) => o.name === "Bea Brook")?.phone).toBeNull();
      expect((await as(adaDad).get(url)).json().map((o: { userId: string }) => o.userId)).toEqual([adaDad.userId]);
      expect((await as(ada).get(url)).statusCode).toBe(403);
      expect((await as(leader).post(url, { kind: "helper" })).statusCode).toBe(403);
      expect((await as(otherTroop).get(url)).statusCode).toBe(404);

      expect((await as(adaDad).del(url)).statusCode).toBe(204);
      expect((await as(adaDad).del(url)).statusCode).toBe(404);
      expect((await as(adaDad).put(url, { kind: "helper" })).statusCode).toBe(404);
      expect((await as(leader).get(url)).json()).toHaveLength(1);
    });
  });

  describe("changes", () => {
    it("moving an event tells everyone going or waiting and their parents, and nobody else", async () => {
      await setTroop({ emailNotifications: true });
      try {
        const event = await createEvent(app, leader, { title: "Moving Hike", maxParticipants: 1 });
        await as(ada).put(`/api/events/${event.id}/reply`, { answer: "yes" });
        await as(benMum).put(`/api/parent/children/${ben.id}/events/${event.id}/reply`, { answer: "yes" });
        expect((await rowOf(event.id, ben.id))?.answer).toBe("waitlisted");
        // A change of title only tells nobody.
        await as(leader).patch(`/api/events/${event.id}`, { title: "Moving Hike" });
        expect((await inboxOf(adaDad)).some((m) => m.subject.startsWith("Moving Hike has moved"))).toBe(false);

        await as(leader).patch(`/api/events/${event.id}`, { location: "Fern Hill" });
        for (const who of [ada, adaDad, benMum]) {
          const moved = (await inboxOf(who)).filter((m) => m.subject.startsWith("Moving Hike has moved to"));
          expect(moved).toHaveLength(1);
          expect(moved[0]?.body).toContain("Fern Hill");
          // Never a child's health notes in a message.
          expect(moved[0]?.body).not.toContain("Peanuts");
        }
        expect((await inboxOf(cy)).some((m) => m.subject.startsWith("Moving Hike"))).toBe(false);
        const emails = await db
          .select({ recipient: outbox.recipient })
          .from(outbox)
          .where(and(eq(outbox.kind, "troop-message"), eq(outbox.subject, (await inboxOf(ada))[0]?.subject ?? "")));
        expect(emails.map((e) => e.recipient).sort()).toEqual(["ada.run@example.com", "al.run@example.com", "bea.run@example.com"]);

        // Deleting: the cancellation email to everyone going or waiting, and a message in the app.
        expect((await as(leader).del(`/api/events/${event.id}`)).statusCode).toBe(204);
        const cancelled = await db
          .select({ recipient: outbox.recipient })
          .from(outbox)
          .where(and(eq(outbox.kind, "event-cancelled"), eq(outbox.eventId, event.id)));
        expect(cancelled.map((c) => c.recipient).sort()).toEqual(["ada.run@example.com", "al.run@example.com", "bea.run@example.com"]);
        for (const who of [ada, adaDad, benMum]) {
          expect((await inboxOf(who)).some((m) => m.subject === "Moving Hike is cancelled")).toBe(true);
        }
        expect((await inboxOf(cy)).some((m) => m.subject === "Moving Hike is cancelled")).toBe(false);
      } finally {
        await setTroop({ emailNotifications: false });
      }
    });
  });
});
