import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createEvent } from "../../../../tests/factories/events";
import { addRosterScout, inviteCode, signUp, signUpLeader, signUpParent, signUpScout } from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";
import { outbox, troops } from "../../db/schema";

/** Deleting an event with people signed up tells them and their parents that it is cancelled. */
describe("a deleted event is cancelled for those signed up", async () => {
  const { app, database, as } = await createTestApp();
  const db = database.db;
  const leader = await signUpLeader(app, { email: "lee.leader@example.com" });
  const [troop] = await db.select().from(troops);
  if (!troop) throw new Error("no troop");
  const setTroop = (changes: Partial<typeof troops.$inferInsert>) => db.update(troops).set(changes).where(eq(troops.id, troop.id));
  const messagesOf = (eventId: string) =>
    db
      .select()
      .from(outbox)
      .where(and(eq(outbox.eventId, eventId), eq(outbox.kind, "event-cancelled")));

  /**
   * Ada has an account under her own address (the roster has another); Ben has no account, his
   * mother signed him up; Cy asked to join while parent approval was on and waits; Dee is on the
   * roster and not signed up.
   */
  async function troopWithSignUps(title: string) {
    const event = await createEvent(app, leader, { title, location: "Pine Lake" });
    const adaRoster = await addRosterScout(app, leader, { name: "Ada Pine", email: `ada.roster.${title}@example.com` });
    const ada = await signUp(app, {
      role: "scout",
      firstName: "Ada",
      email: `ada.own.${title}@example.com`,
      inviteCode: await inviteCode(app, leader, adaRoster.id),
    });
    const adaDad = await signUpParent(app, leader, adaRoster.id, { firstName: "Al", email: `al.${title}@example.com` });
    const ben = await addRosterScout(app, leader, { name: "Ben Brook", email: `ben.roster.${title}@example.com` });
    const benMum = await signUpParent(app, leader, ben.id, { firstName: "Bea", email: `bea.${title}@example.com` });
    const cy = await signUpScout(app, leader, { firstName: "Cy", email: `cy.${title}@example.com` });
    const dee = await signUpScout(app, leader, { firstName: "Dee", email: `dee.${title}@example.com` });
    expect((await as(ada).patch(`/api/events/${event.id}/join`)).statusCode).toBe(200);
    expect((await as(benMum).put(`/api/parent/children/${ben.id}/events/${event.id}/participation`)).statusCode).toBe(200);
    await setTroop({ requireParentApproval: true });
    expect((await as(cy).patch(`/api/events/${event.id}/join`)).statusCode).toBe(200);
    await setTroop({ requireParentApproval: false });
    return { event, ada, adaDad, ben, benMum, cy, dee };
  }

  it("queues one message per address to every participant and linked parent, and to no one else", async () => {
    await setTroop({ emailNotifications: true });
    const { event, dee } = await troopWithSignUps("autumn");
    const res = await as(leader).del(`/api/events/${event.id}`);
    expect(res.statusCode).toBe(204);
    const messages = await messagesOf(event.id);
    expect(messages.map((m) => m.recipient).sort()).toEqual(
      [
        // Ada at her account's address, not the roster's; her father.
        "ada.own.autumn@example.com",
        "al.autumn@example.com",
        // Ben has no account: the roster address, and his mother.
        "ben.roster.autumn@example.com",
        "bea.autumn@example.com",
        // Cy was waiting for a parent's OK: he held a place, so he hears too.
        "cy.autumn@example.com",
      ].sort(),
    );
    expect(messages.map((m) => m.recipient)).not.toContain(dee.email);
    for (const message of messages) {
      expect(message.subject).toBe(`${event.title} is cancelled`);
      expect(message.channel).toBe("email");
      expect(message.recipient).not.toContain(",");
    }
    const toParent = messages.find((m) => m.recipient === "bea.autumn@example.com");
    expect(toParent?.textBody).toContain("Hi Bea,");
    expect(toParent?.textBody).toContain("Ben Brook was signed up for it");
    expect(toParent?.textBody).toContain("Pine Lake");
    const toAda = messages.find((m) => m.recipient === "ada.own.autumn@example.com");
    expect(toAda?.textBody).toContain("You were signed up for it");
  });

  it("queues nothing while email notifications are off, and still deletes the event", async () => {
    const { event } = await troopWithSignUps("winter");
    await setTroop({ emailNotifications: false });
    try {
      expect((await as(leader).del(`/api/events/${event.id}`)).statusCode).toBe(204);
      expect(await messagesOf(event.id)).toEqual([]);
      const list = (await as(leader).get("/api/events")).json();
      expect(list.map((e: { id: string }) => e.id)).not.toContain(event.id);
    } finally {
      await setTroop({ emailNotifications: true });
    }
  });

  it("queues nothing for an event nobody signed up for, and a second delete is 404 with nothing more sent", async () => {
    const lonely = await createEvent(app, leader, { title: "Quiet evening" });
    expect((await as(leader).del(`/api/events/${lonely.id}`)).statusCode).toBe(204);
    expect(await messagesOf(lonely.id)).toEqual([]);
    const { event } = await troopWithSignUps("spring");
    expect((await as(leader).del(`/api/events/${event.id}`)).statusCode).toBe(204);
    const again = await as(leader).del(`/api/events/${event.id}`);
    expect(again.statusCode).toBe(404);
    expect(await messagesOf(event.id)).toHaveLength(5);
  });
});
