import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createEvent } from "../../../../tests/factories/events";
import { signUpLeader, signUpParent, signUpScout } from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";
import { eventParticipants, outbox, troops } from "../../db/schema";

/**
 * With parent approval on: parents are asked by email when their child asks to join, and leaders
 * see every request waiting (a child with no parent linked has only them) and answer it.
 */
describe("requests to join waiting for an OK", async () => {
  const { app, database, as } = await createTestApp();
  const db = database.db;
  const leader = await signUpLeader(app);
  const [troop] = await db.select().from(troops);
  if (!troop) throw new Error("no troop");
  const setTroop = (changes: Partial<typeof troops.$inferInsert>) => db.update(troops).set(changes).where(eq(troops.id, troop.id));
  await setTroop({ requireParentApproval: true });

  const pending = async () => (await as(leader).get("/api/events/pending-requests")).json();
  const asked = (email: string) =>
    db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, email), eq(outbox.kind, "join-request")));

  it("emails each linked parent for their OK, with a link to the family page", async () => {
    const scout = await signUpScout(app, leader, { firstName: "Mia", lastName: "Stone" });
    const mum = await signUpParent(app, leader, scout.scoutId, { firstName: "Meg", email: "meg.stone@example.com" });
    const dad = await signUpParent(app, leader, scout.scoutId, { firstName: "Max", email: "max.stone@example.com" });
    const event = await createEvent(app, leader, { title: "River Canoe Trip", location: "Mill Pond" });
    expect((await as(scout).patch(`/api/events/${event.id}/join`)).statusCode).toBe(200);
    for (const parent of [mum, dad]) {
      const [message] = await asked(parent.email);
      expect(message?.subject).toBe("Mia Stone asks to join River Canoe Trip");
      expect(message?.textBody).toContain("the place is held until you approve or decline");
      expect(message?.textBody).toMatch(/Approve or decline: http:\/\/[^\s]+\/family/);
      expect(message?.textBody).toContain("Mill Pond");
    }
    // Nobody else is asked: not the scout, not the leader.
    expect(await asked(scout.email)).toEqual([]);
    expect(await asked(leader.email)).toEqual([]);
  });

  it("asks nobody while email notifications are off, and nobody when approval is off", async () => {
    const scout = await signUpScout(app, leader);
    const parent = await signUpParent(app, leader, scout.scoutId, { email: "quiet.parent@example.com" });
    await setTroop({ emailNotifications: false });
    try {
      const event = await createEvent(app, leader);
      expect((await as(scout).patch(`/api/events/${event.id}/join`)).statusCode).toBe(200);
      expect(await asked(parent.email)).toEqual([]);
    } finally {
      await setTroop({ emailNotifications: true });
    }
    await setTroop({ requireParentApproval: false });
    try {
      const event = await createEvent(app, leader);
      expect((await as(scout).patch(`/api/events/${event.id}/join`)).statusCode).toBe(200);
      expect(await asked(parent.email)).toEqual([]);
    } finally {
      await setTroop({ requireParentApproval: true });
    }
  });

  it("lists the waiting requests for leaders, saying when no parent can answer, and a leader approves or declines", async () => {
    const orphan = await signUpScout(app, leader, { firstName: "Noa", lastName: "Lone" });
    const withParent = await signUpScout(app, leader, { firstName: "Pip", lastName: "Kin" });
    await signUpParent(app, leader, withParent.scoutId);
    const later = await createEvent(app, leader, { title: "Later Camp", startDate: new Date(Date.now() + 20 * 86_400_000).toISOString() });
    const sooner = await createEvent(app, leader, { title: "Sooner Hike", startDate: new Date(Date.now() + 2 * 86_400_000).toISOString() });
    await as(orphan).patch(`/api/events/${later.id}/join`);
    await as(withParent).patch(`/api/events/${sooner.id}/join`);

    const mine = (await pending()).filter((r: { eventId: string }) => [later.id, sooner.id].includes(r.eventId));
    expect(mine).toEqual([
      expect.objectContaining({ eventTitle: "Sooner Hike", scoutName: "Pip Kin", scoutId: withParent.scoutId, parentCount: 1 }),
      expect.objectContaining({ eventTitle: "Later Camp", scoutName: "Noa Lone", scoutId: orphan.scoutId, parentCount: 0 }),
    ]);

    // The child with no parent is not left waiting: the leader approves.
    const orphanRequest = mine[1];
    const approved = await as(leader).post(`/api/events/${later.id}/participants/${orphanRequest.participantId}/approve`);
    expect(approved.statusCode).toBe(204);
    expect((await as(orphan).get(`/api/events/${later.id}/participation`)).json()).toEqual({ hasJoined: true, status: "joined" });
    const declined = await as(leader).post(`/api/events/${sooner.id}/participants/${mine[0].participantId}/decline`);
    expect(declined.statusCode).toBe(204);
    expect(await db.select().from(eventParticipants).where(eq(eventParticipants.eventId, sooner.id))).toEqual([]);
    const left = (await pending()).map((r: { eventId: string }) => r.eventId);
    expect(left).not.toContain(later.id);
    expect(left).not.toContain(sooner.id);
  });

  it("leaves out requests for a deleted event", async () => {
    const scout = await signUpScout(app, leader);
    const event = await createEvent(app, leader);
    await as(scout).patch(`/api/events/${event.id}/join`);
    expect((await pending()).map((r: { eventId: string }) => r.eventId)).toContain(event.id);
    await as(leader).del(`/api/events/${event.id}`);
    expect((await pending()).map((r: { eventId: string }) => r.eventId)).not.toContain(event.id);
  });

  it("is for leaders only", async () => {
    const scout = await signUpScout(app, leader);
    const parent = await signUpParent(app, leader, scout.scoutId);
    for (const who of [scout, parent]) {
      const res = await as(who).get("/api/events/pending-requests");
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: "Only leaders can do this." });
    }
    expect((await as(null).get("/api/events/pending-requests")).statusCode).toBe(401);
  });
});
