import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createEvent, daysFromNow } from "../../../../tests/factories/events";
import {
  addRosterScout,
  insertRosterScout,
  type SignedIn,
  signUpLeader,
  signUpParent,
  signUpScout,
} from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";
import type { ReplyRow } from "../../../shared/api/event-logistics";
import { eventParticipants, eventReplies, events, outbox, parentLinks, troops } from "../../db/schema";

/** Replies ("Going" / "Can't come"), the waiting list and its promotions (docs/product.md, "Events"). */
describe("replies and the waiting list", async () => {
  const { app, database, as } = await createTestApp();
  const db = database.db;
  const leader = await signUpLeader(app, { email: "lee.replies@example.com" });
  const [troop] = await db.select().from(troops);
  if (!troop) throw new Error("no troop");
  const setTroop = (changes: Partial<typeof troops.$inferInsert>) => db.update(troops).set(changes).where(eq(troops.id, troop.id));
  const reply = (eventId: string, who: SignedIn, answer: "yes" | "no", note?: string) =>
    as(who).put(`/api/events/${eventId}/reply`, note === undefined ? { answer } : { answer, note });
  const parentReply = (eventId: string, parent: SignedIn, scoutId: string, answer: "yes" | "no", note?: string) =>
    as(parent).put(`/api/parent/children/${scoutId}/events/${eventId}/reply`, note === undefined ? { answer } : { answer, note });
  const replies = async (eventId: string): Promise<ReplyRow[]> => (await as(leader).get(`/api/events/${eventId}/replies`)).json();
  const rowOf = async (eventId: string, scoutId: string) => (await replies(eventId)).find((r) => r.scoutId === scoutId);
  const stored = async (eventId: string) => (await db.select().from(events).where(eq(events.id, eventId)))[0];
  const inboxOf = async (who: SignedIn) => (await as(who).get("/api/messages")).json() as { subject: string; body: string }[];

  // A scout with an account and a parent; a child without an account and their parent.
  const ada = await signUpScout(app, leader, { firstName: "Ada", lastName: "Pine", email: "ada.replies@example.com" });
  const adaDad = await signUpParent(app, leader, ada.scoutId, { firstName: "Al", lastName: "Pine", email: "al.replies@example.com" });
  const ben = await addRosterScout(app, leader, { name: "Ben Brook", email: null });
  const benMum = await signUpParent(app, leader, ben.id, { firstName: "Bea", lastName: "Brook", email: "bea.replies@example.com" });
  const cy = await signUpScout(app, leader, { firstName: "Cy", lastName: "Moss", email: "cy.replies@example.com" });
  const dee = await signUpScout(app, leader, { firstName: "Dee", lastName: "Fern", email: "dee.replies@example.com" });

  it("a scout answers Going and Can't come with a note; the leaders' table has one row per active scout", async () => {
    const event = await createEvent(app, leader, { title: "Autumn Hike" });
    const going = await reply(event.id, ada, "yes", "Can't wait");
    expect(going.statusCode).toBe(200);
    expect(going.json()).toEqual({ status: "joined", position: null });
    // Answering again is the same place, not a second one.
    expect((await reply(event.id, ada, "yes")).json()).toEqual({ status: "joined", position: null });
    expect((await stored(event.id))?.currentParticipants).toBe(1);

    const cant = await reply(event.id, cy, "no", "Away at grandma's");
    expect(cant.json()).toEqual({ status: "declined", position: null });

    const rows = await replies(event.id);
    const active = await db.select().from(eventParticipants).where(eq(eventParticipants.eventId, event.id));
    expect(active).toHaveLength(1);
    expect(rows.map((r) => r.name)).toEqual([...rows.map((r) => r.name)].sort());
    expect(rows.find((r) => r.scoutId === ada.scoutId)).toMatchObject({
      answer: "yes",
      note: null,
      answeredBy: "Ada Pine",
      needsConsent: false,
      paid: false,
      waitlistPosition: null,
    });
    expect(rows.find((r) => r.scoutId === cy.scoutId)).toMatchObject({ answer: "no", note: "Away at grandma's", answeredBy: "Cy Moss" });
    expect(rows.find((r) => r.scoutId === ben.id)).toMatchObject({ answer: "none", note: null, answeredBy: null, answeredAt: null });

    // Can't come after Going frees the place and keeps the note.
    expect((await reply(event.id, ada, "no", "Sick")).json()).toEqual({ status: "declined", position: null });
    expect((await stored(event.id))?.currentParticipants).toBe(0);
    expect(await rowOf(event.id, ada.scoutId)).toMatchObject({ answer: "no", note: "Sick" });
  });

  it("an inactive scout has no row; leaders, parents and scouts of other calls are refused", async () => {
    const event = await createEvent(app, leader);
    const gone = await addRosterScout(app, leader, { name: "Zed Inactive", email: null });
    await as(leader).patch(`/api/scouts/${gone.id}`, { isActive: false });
    expect((await replies(event.id)).some((r) => r.scoutId === gone.id)).toBe(false);
    expect((await as(leader).put(`/api/events/${event.id}/reply`, { answer: "yes" })).statusCode).toBe(403);
    expect((await as(adaDad).put(`/api/events/${event.id}/reply`, { answer: "yes" })).statusCode).toBe(403);
    expect((await as(ada).get(`/api/events/${event.id}/replies`)).statusCode).toBe(403);
    expect((await as(adaDad).get(`/api/events/${event.id}/replies`)).statusCode).toBe(403);
    expect((await reply("00000000-0000-4000-8000-000000000000", ada, "yes")).statusCode).toBe(404);
    expect((await as(ada).put(`/api/events/${event.id}/reply`, { answer: "maybe" })).statusCode).toBe(400);
    expect((await as(ada).put(`/api/events/${event.id}/reply`, { answer: "yes", note: "n".repeat(501) })).statusCode).toBe(400);
  });

  it("a parent answers for their own child only, never pending, and not while the portal is off", async () => {
    const event = await createEvent(app, leader);
    await setTroop({ requireParentApproval: true });
    try {
      // A scout's own Going waits for a parent's OK; a parent's Going is a place.
      expect((await reply(event.id, ada, "yes")).json()).toEqual({ status: "pending", position: null });
      expect((await rowOf(event.id, ada.scoutId))?.answer).toBe("pending");
      const byParent = await parentReply(event.id, benMum, ben.id, "yes", "Packed already");
      expect(byParent.json()).toEqual({ status: "joined", position: null });
      expect(await rowOf(event.id, ben.id)).toMatchObject({ answer: "yes", note: "Packed already", answeredBy: "Bea Brook" });
    } finally {
      await setTroop({ requireParentApproval: false });
    }
    // Another family's child looks like an unknown one.
    expect((await parentReply(event.id, benMum, ada.scoutId, "yes")).statusCode).toBe(404);
    expect((await parentReply(event.id, adaDad, ben.id, "no")).statusCode).toBe(404);
    await setTroop({ enableParentPortal: false });
    try {
      const off = await parentReply(event.id, benMum, ben.id, "no");
      expect(off.statusCode).toBe(403);
      expect(off.json()).toEqual({ error: "The parent portal is turned off." });
    } finally {
      await setTroop({ enableParentPortal: true });
    }
    expect((await parentReply(event.id, benMum, ben.id, "no")).json()).toEqual({ status: "declined", position: null });
  });

  it("a full event with a waiting list takes Going as waiting with a position; without one it is full", async () => {
    const event = await createEvent(app, leader, { maxParticipants: 1 });
    expect((await reply(event.id, ada, "yes")).json()).toEqual({ status: "joined", position: null });
    expect((await reply(event.id, cy, "yes")).json()).toEqual({ status: "waitlisted", position: 1 });
    expect((await parentReply(event.id, benMum, ben.id, "yes")).json()).toEqual({ status: "waitlisted", position: 2 });
    // Asking again keeps the place in the queue.
    expect((await reply(event.id, cy, "yes")).json()).toEqual({ status: "waitlisted", position: 1 });

    // An edit that changes nothing answers the event as it stands (the lists are cached for a second).
    const listed = (await as(leader).patch(`/api/events/${event.id}`, {})).json();
    expect(listed).toMatchObject({ currentParticipants: 1, waitlistCount: 2, waitlist: true });
    expect((await as(cy).get(`/api/events/${event.id}/participation`)).json()).toEqual({
      hasJoined: false,
      status: "waitlisted",
      waitlistPosition: 1,
    });
    expect(await rowOf(event.id, ben.id)).toMatchObject({ answer: "waitlisted", waitlistPosition: 2 });
    // The seed's Join never takes a waiting place: a full event is full.
    const join = await as(dee).patch(`/api/events/${event.id}/join`);
    expect(join.statusCode).toBe(409);
    expect(join.json()).toEqual({ error: "This event is full." });

    // Leaving the waiting list frees no place and moves the next one up the queue.
    expect((await reply(event.id, cy, "no")).json()).toEqual({ status: "declined", position: null });
    expect((await stored(event.id))?.currentParticipants).toBe(1);
    expect(await rowOf(event.id, ben.id)).toMatchObject({ answer: "waitlisted", waitlistPosition: 1 });

    const closed = await createEvent(app, leader, { maxParticipants: 1, waitlist: false });
    expect((await reply(closed.id, ada, "yes")).statusCode).toBe(200);
    const full = await reply(closed.id, cy, "yes");
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ error: "This event is full." });
    expect(await db.select().from(eventParticipants).where(eq(eventParticipants.eventId, closed.id))).toHaveLength(1);
  });

  it("a freed place that waits for an OK names who can give it: a leader when the child has no parent linked", async () => {
    await setTroop({ requireParentApproval: true });
    try {
      const event = await createEvent(app, leader, { title: "Ridge Camp", maxParticipants: 1 });
      expect((await reply(event.id, cy, "yes")).statusCode).toBe(200);
      expect((await reply(event.id, dee, "yes")).json()).toMatchObject({ status: "waitlisted" });
      await reply(event.id, cy, "no");
      const told = (await inboxOf(dee)).find((m) => m.subject === "A place at Ridge Camp");
      expect(told?.body).toContain("Dee Fern has it once a leader says OK.");
      expect(told?.body).not.toContain("family page");
    } finally {
      await setTroop({ requireParentApproval: false });
    }
  });

  it("a freed place goes to the first waiting at once, and they and their parents are told (email with the switch on)", async () => {
    await setTroop({ emailNotifications: true });
    try {
      const event = await createEvent(app, leader, { title: "Lake Camp", maxParticipants: 1 });
      await reply(event.id, dee, "yes");
      await reply(event.id, ada, "yes");
      await parentReply(event.id, benMum, ben.id, "yes");
      expect(await rowOf(event.id, ada.scoutId)).toMatchObject({ answer: "waitlisted", waitlistPosition: 1 });

      // Dee can't come: Ada moves up in the same request.
      await reply(event.id, dee, "no");
      expect(await rowOf(event.id, ada.scoutId)).toMatchObject({ answer: "yes", waitlistPosition: null });
      expect(await rowOf(event.id, ben.id)).toMatchObject({ answer: "waitlisted", waitlistPosition: 1 });
      expect(await stored(event.id)).toMatchObject({ currentParticipants: 1 });
      for (const who of [ada, adaDad]) {
        expect((await inboxOf(who)).some((m) => m.subject === "A place at Lake Camp" && m.body.includes("Ada Pine"))).toBe(true);
      }
      expect((await inboxOf(benMum)).some((m) => m.subject === "A place at Lake Camp")).toBe(false);
      const emails = await db
        .select({ recipient: outbox.recipient })
        .from(outbox)
        .where(and(eq(outbox.kind, "troop-message"), eq(outbox.subject, "A place at Lake Camp")));
      expect(emails.map((e) => e.recipient).sort()).toEqual(["ada.replies@example.com", "al.replies@example.com"]);

      // A leader removing someone promotes the next.
      const [adaPlace] = await db
        .select()
        .from(eventParticipants)
        .where(and(eq(eventParticipants.eventId, event.id), eq(eventParticipants.scoutId, ada.scoutId)));
      expect((await as(leader).del(`/api/events/${event.id}/participants/${adaPlace?.id}`)).statusCode).toBe(204);
      expect(await rowOf(event.id, ben.id)).toMatchObject({ answer: "yes" });
      expect((await inboxOf(benMum)).some((m) => m.subject === "A place at Lake Camp" && m.body.includes("Ben Brook"))).toBe(true);

      // A larger limit promotes as many as it makes room for; a withdrawal through the family page too.
      expect((await reply(event.id, cy, "yes")).json()).toEqual({ status: "waitlisted", position: 1 });
      expect((await reply(event.id, dee, "yes")).json()).toEqual({ status: "waitlisted", position: 2 });
      expect((await as(leader).patch(`/api/events/${event.id}`, { maxParticipants: 2 })).json()).toMatchObject({
        currentParticipants: 2,
        waitlistCount: 1,
      });
      expect(await rowOf(event.id, cy.scoutId)).toMatchObject({ answer: "yes" });
      expect(await rowOf(event.id, dee.scoutId)).toMatchObject({ answer: "waitlisted", waitlistPosition: 1 });
      expect((await as(benMum).del(`/api/parent/children/${ben.id}/events/${event.id}/participation`)).statusCode).toBe(204);
      expect(await rowOf(event.id, dee.scoutId)).toMatchObject({ answer: "yes" });
      expect(await rowOf(event.id, ben.id)).toMatchObject({ answer: "no", answeredBy: "Bea Brook" });
      expect(await stored(event.id)).toMatchObject({ currentParticipants: 2 });
    } finally {
      await setTroop({ emailNotifications: false });
    }
  });

  it("40 parallel Going on 10 places: 10 places and 30 waiting at positions 1–30; 5 parallel withdrawals promote exactly the first 5", async () => {
    const event = await createEvent(app, leader, { maxParticipants: 10 });
    // One parent with forty children: forty sign-ups with passwords would take longer than the test.
    const crowd: string[] = [];
    for (let i = 0; i < 40; i++) {
      const child = await insertRosterScout(db, { name: `Kid ${String(i).padStart(2, "0")}`, email: null, troopId: troop.id });
      crowd.push(child.id);
    }
    await db.insert(parentLinks).values(crowd.map((scoutId) => ({ troopId: troop.id, parentUserId: benMum.userId, scoutId })));

    const answers = await Promise.all(crowd.map((id) => parentReply(event.id, benMum, id, "yes")));
    expect(answers.map((a) => a.statusCode)).toEqual(crowd.map(() => 200));
    const results = answers.map((a, i) => ({ scoutId: crowd[i] as string, ...(a.json() as { status: string; position: number | null }) }));
    expect(results.filter((r) => r.status === "joined")).toHaveLength(10);
    const waiting = results.filter((r) => r.status === "waitlisted");
    expect(waiting).toHaveLength(30);
    expect(waiting.map((w) => w.position).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(await stored(event.id)).toMatchObject({ currentParticipants: 10 });
    const table = await replies(event.id);
    const tablePositions = table.filter((r) => r.answer === "waitlisted").map((r) => r.waitlistPosition);
    expect(new Set(tablePositions).size).toBe(30);
    // The positions answered are the queue's order.
    for (const w of waiting) expect(table.find((r) => r.scoutId === w.scoutId)?.waitlistPosition).toBe(w.position);

    const leaving = results.filter((r) => r.status === "joined").slice(0, 5);
    const left = await Promise.all(leaving.map((r) => parentReply(event.id, benMum, r.scoutId, "no")));
    expect(left.map((l) => l.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const firstFive = new Set(waiting.filter((w) => (w.position ?? 99) <= 5).map((w) => w.scoutId));
    const after = await replies(event.id);
    const promoted = after.filter((r) => firstFive.has(r.scoutId));
    expect(promoted.map((r) => r.answer)).toEqual(["yes", "yes", "yes", "yes", "yes"]);
    const stillWaiting = after.filter((r) => r.answer === "waitlisted");
    expect(stillWaiting).toHaveLength(25);
    expect(stillWaiting.map((r) => r.waitlistPosition).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    // Order kept: each still waiting moved up by exactly five.
    for (const r of stillWaiting) {
      expect(r.waitlistPosition).toBe((waiting.find((w) => w.scoutId === r.scoutId)?.position ?? 0) - 5);
    }
    expect(await stored(event.id)).toMatchObject({ currentParticipants: 10 });
    const places = await db
      .select()
      .from(eventParticipants)
      .where(and(eq(eventParticipants.eventId, event.id), inArray(eventParticipants.status, ["joined", "pending"])));
    expect(places).toHaveLength(10);
    expect(await db.select().from(eventReplies).where(eq(eventReplies.eventId, event.id))).toHaveLength(40);
  }, 120_000);

  it("a parent declining a pending request frees its place for the first waiting", async () => {
    const event = await createEvent(app, leader, { title: "Cave Day", maxParticipants: 1 });
    await setTroop({ requireParentApproval: true });
    try {
      expect((await reply(event.id, ada, "yes")).json()).toEqual({ status: "pending", position: null });
    } finally {
      await setTroop({ requireParentApproval: false });
    }
    expect((await reply(event.id, dee, "yes")).json()).toEqual({ status: "waitlisted", position: 1 });
    expect((await as(adaDad).post(`/api/parent/children/${ada.scoutId}/events/${event.id}/decline`)).statusCode).toBe(204);
    expect(await rowOf(event.id, dee.scoutId)).toMatchObject({ answer: "yes", waitlistPosition: null });
    expect(await rowOf(event.id, ada.scoutId)).toMatchObject({ answer: "none" });
    expect(await stored(event.id)).toMatchObject({ currentParticipants: 1 });
    expect((await inboxOf(dee)).some((m) => m.subject === "A place at Cave Day")).toBe(true);
  });

  it("a started event takes no answer but Can't come", async () => {
    const past = await createEvent(app, leader, { startDate: daysFromNow(-1) });
    const late = await reply(past.id, ada, "yes");
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: "This event has already started." });
    expect((await reply(past.id, ada, "no")).statusCode).toBe(200);
  });
});
