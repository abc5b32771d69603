import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createEvent, signUpRosterScout } from "../../../../tests/factories/events";
import { type SignedIn, signUpLeader, signUpParent } from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";
import { filledBeforeAnswer } from "../../../shared/api/events";
import { eventParticipants, messageRecipients, messages } from "../../db/schema";

// A "Going" made offline is sent later from the device's queue with an Idempotency-Key; the event
// may have filled meanwhile (docs/product.md, "Offline changes").
describe("a Going made offline for an event that filled meanwhile", async () => {
  const { app, database, as } = await createTestApp();
  const db = database.db;
  const leader = await signUpLeader(app);
  const ada = await signUpRosterScout(app, db, { firstName: "Ada", lastName: "Hill" });
  const ben = await signUpRosterScout(app, db, { firstName: "Ben", lastName: "Hill" });
  const cy = await signUpRosterScout(app, db, { firstName: "Cy", lastName: "Moss" });
  const cyParent = await signUpParent(app, leader, cy.scoutId);

  const reply = (who: SignedIn, eventId: string, key?: string, url = `/api/events/${eventId}/reply`) =>
    as(null, { headers: { ...who.headers, ...(key ? { "idempotency-key": key } : {}) } }).put(url, { answer: "yes" });
  const noticesTo = async (userId: string, eventId: string) =>
    db
      .select({ subject: messages.subject, body: messages.body })
      .from(messageRecipients)
      .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
      .where(and(eq(messageRecipients.userId, userId), eq(messages.audienceEventId, eventId)));

  it("with a waiting list: waitlisted with the number, and the scout and their parents are told in the app", async () => {
    const event = await createEvent(app, leader, { title: "Canoe Trip", maxParticipants: 1, waitlist: true });
    expect((await reply(ada, event.id)).json()).toEqual({ status: "joined", position: null });
    // Ben, online, joins the waiting list: his screen shows it, no message.
    expect((await reply(ben, event.id)).json()).toEqual({ status: "waitlisted", position: 1 });
    expect(await noticesTo(ben.userId, event.id)).toEqual([]);

    const key = randomUUID();
    const queued = await reply(cy, event.id, key);
    expect(queued.statusCode).toBe(200);
    expect(queued.json()).toEqual({ status: "waitlisted", position: 2 });
    for (const who of [cy, cyParent]) {
      const notices = await noticesTo(who.userId, event.id);
      expect(notices).toHaveLength(1);
      expect(notices[0]?.subject).toBe("On the waiting list for Canoe Trip");
      expect(notices[0]?.body).toContain("filled up before Cy Moss's answer arrived. Cy Moss is on the waiting list at number 2");
    }
    // Sent again (the answer was lost on the way): the same answer, no second message.
    const again = await reply(cy, event.id, key);
    expect(again.json()).toEqual(queued.json());
    expect(await noticesTo(cy.userId, event.id)).toHaveLength(1);
  });

  it("a parent's queued Going for their child waits the same way", async () => {
    const event = await createEvent(app, leader, { title: "Climbing Wall", maxParticipants: 1, waitlist: true });
    await reply(ada, event.id);
    const res = await reply(cyParent, event.id, randomUUID(), `/api/parent/children/${cy.scoutId}/events/${event.id}/reply`);
    expect(res.json()).toEqual({ status: "waitlisted", position: 1 });
    expect(await noticesTo(cyParent.userId, event.id)).toHaveLength(1);
  });

  it("without a waiting list: 409 naming the event, nothing taken, nobody told", async () => {
    const event = await createEvent(app, leader, { title: "Ice Rink", maxParticipants: 1, waitlist: false });
    await reply(ada, event.id);
    const queued = await reply(cy, event.id, randomUUID());
    expect(queued.statusCode).toBe(409);
    expect(queued.json()).toEqual({ error: filledBeforeAnswer("Ice Rink") });
    expect(queued.json().error).toBe("Ice Rink filled up before your answer arrived.");
    expect(await db.select().from(eventParticipants).where(eq(eventParticipants.eventId, event.id))).toHaveLength(1);
    expect(await noticesTo(cy.userId, event.id)).toEqual([]);
    // Answered online, the card already showed it full: the plain reason.
    expect((await reply(ben, event.id)).json()).toEqual({ error: "This event is full." });
  });
});
