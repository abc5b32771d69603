import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createEvent } from "../../../../tests/factories/events";
import { insertTroopWithLeader } from "../../../../tests/factories/troops";
import { insertInviteCode, insertRosterScout, signUpLeader, signUpParent, signUpScout } from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";
import {
  calendarFeeds,
  eventParticipants,
  events,
  inviteCodes,
  memberships,
  outbox,
  passwordResetTokens,
  scouts,
  sessions,
  users,
} from "../../db/schema";

/** Erasing a scout (DELETE /api/scouts/{id}) leaves nothing of the child behind, wherever it was kept. */
describe("erasing a scout is complete", async () => {
  const { app, database, as } = await createTestApp();
  const db = database.db;
  const leader = await signUpLeader(app);
  const [{ troopId } = { troopId: "" }] = await db
    .select({ troopId: memberships.troopId })
    .from(memberships)
    .where(eq(memberships.userId, leader.userId));
  const elsewhere = await insertTroopWithLeader(db, "Elsewhere");

  const erase = (scoutId: string) => as(leader).del(`/api/scouts/${scoutId}`);
  /** A message as the notification features leave it in the outbox. */
  async function message(to: string, channel: "email" | "sms" = "email", troop = troopId) {
    const [row] = await db
      .insert(outbox)
      .values({
        troopId: troop,
        channel,
        kind: "badge-reminder",
        recipient: to,
        subject: "Nearly there",
        textBody: "One more requirement.",
      })
      .returning({ id: outbox.id });
    if (!row) throw new Error("outbox insert returned nothing");
    return row.id;
  }
  const remaining = async (ids: string[]) =>
    (await db.select({ id: outbox.id }).from(outbox).where(inArray(outbox.id, ids))).map((r) => r.id).sort();

  it("deletes the messages to the child's roster email, account email and phone, in any state", async () => {
    const child = await signUpScout(app, leader, { firstName: "Gone", lastName: "Child" });
    await db.update(scouts).set({ email: "roster.gone@example.com", phone: " 555-0111 " }).where(eq(scouts.id, child.scoutId));
    const toRoster = await message("Roster.Gone@example.com");
    const toAccount = await message(child.email);
    const bySms = await message("555-0111", "sms");
    await db.update(outbox).set({ status: "sent", sentAt: new Date() }).where(eq(outbox.id, toAccount));
    const unrelated = await message("someone.else@example.com");
    const otherTroop = await message("roster.gone@example.com", "email", elsewhere.troopId);

    expect((await erase(child.scoutId)).statusCode).toBe(204);
    expect(await remaining([toRoster, toAccount, bySms, unrelated, otherTroop])).toEqual([unrelated, otherTroop].sort());
    // The leaders' delivery list no longer shows the child's addresses.
    const list = await as(leader).get("/api/notifications/delivery");
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain("roster.gone@example.com");
    expect(list.body).not.toContain(child.email);
    expect(list.body).not.toContain("555-0111");
  });

  it("leaves the messages of an address someone who stays also uses (a parent's own email, a sibling's phone)", async () => {
    const sibling = await signUpScout(app, leader, { firstName: "Stays", lastName: "Sibling" });
    await db.update(scouts).set({ phone: "555-0222" }).where(eq(scouts.id, sibling.scoutId));
    const child = await signUpScout(app, leader, { firstName: "Gone", lastName: "Too" });
    const parent = await signUpParent(app, leader, sibling.scoutId);
    await db.update(scouts).set({ email: parent.email, phone: "555-0222" }).where(eq(scouts.id, child.scoutId));
    const toParent = await message(parent.email);
    const toFamilyPhone = await message("555-0222", "sms");
    const toChildAccount = await message(child.email);

    expect((await erase(child.scoutId)).statusCode).toBe(204);
    expect(await remaining([toParent, toFamilyPhone, toChildAccount])).toEqual([toParent, toFamilyPhone].sort());
  });

  it("deletes the account's sessions, calendar address and reset links, and the child's invite codes", async () => {
    const child = await signUpScout(app, leader, { firstName: "Gone", lastName: "Three" });
    const feed = await as(child).get("/api/calendar/feed");
    expect(feed.statusCode).toBe(200);
    const feedPath = new URL(feed.json().url).pathname;
    expect((await as(null).get(feedPath)).statusCode).toBe(200);
    await db
      .insert(passwordResetTokens)
      .values({ tokenHash: `hash-${child.userId}`, userId: child.userId, expiresAt: new Date(Date.now() + 3_600_000) });
    await insertInviteCode(db, troopId, child.scoutId, "scout");
    await insertInviteCode(db, troopId, child.scoutId, "parent");
    const before = {
      sessions: await db.select().from(sessions).where(eq(sessions.userId, child.userId)),
      feeds: await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, child.userId)),
      invites: await db.select().from(inviteCodes).where(eq(inviteCodes.scoutId, child.scoutId)),
    };
    expect(before.sessions.length).toBeGreaterThan(0);
    expect(before.feeds).toHaveLength(1);
    // The code the child signed up with (used) and the two fresh ones.
    expect(before.invites).toHaveLength(3);

    expect((await erase(child.scoutId)).statusCode).toBe(204);
    expect(await db.select().from(sessions).where(eq(sessions.userId, child.userId))).toEqual([]);
    expect(await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, child.userId))).toEqual([]);
    expect(await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, child.userId))).toEqual([]);
    expect(await db.select().from(inviteCodes).where(eq(inviteCodes.scoutId, child.scoutId))).toEqual([]);
    expect(await db.select().from(users).where(eq(users.id, child.userId))).toEqual([]);
    expect((await as(null).get(feedPath)).statusCode).toBe(404);
    expect((await as(child).get("/api/auth/user")).statusCode).toBe(401);
  });

  it("gives the seats of the erased child's places to the first waiting at each event", async () => {
    const event = await createEvent(app, leader, { maxParticipants: 1 });
    const going = await signUpScout(app, leader, { firstName: "Going", lastName: "Child" });
    const first = await insertRosterScout(db, { name: "First Waiting", troopId });
    const second = await insertRosterScout(db, { name: "Second Waiting", troopId });
    expect((await as(going).patch(`/api/events/${event.id}/join`)).statusCode).toBe(200);
    await db.insert(eventParticipants).values([
      { troopId, eventId: event.id, scoutId: first.id, status: "waitlisted", joinedDate: new Date(Date.now() - 60_000) },
      { troopId, eventId: event.id, scoutId: second.id, status: "waitlisted", joinedDate: new Date() },
    ]);

    expect((await erase(going.scoutId)).statusCode).toBe(204);

    const places = await db.select().from(eventParticipants).where(eq(eventParticipants.eventId, event.id));
    expect(Object.fromEntries(places.map((p) => [p.scoutId, p.status]))).toEqual({ [first.id]: "joined", [second.id]: "waitlisted" });
    const [counted] = await db
      .select({
        current: events.currentParticipants,
        rows: sql<number>`(select count(*)::int from event_participants p where p.event_id = ${event.id} and p.status <> 'waitlisted')`,
      })
      .from(events)
      .where(eq(events.id, event.id));
    expect(counted).toEqual({ current: 1, rows: 1 });
  });

  it("answers 404 for another troop's scout and erases nothing there", async () => {
    const [foreign] = await db
      .insert(scouts)
      .values({ troopId: elsewhere.troopId, name: "Far Away", email: "far@example.com" })
      .returning();
    if (!foreign) throw new Error("no foreign scout");
    const kept = await message("far@example.com", "email", elsewhere.troopId);
    const res = await erase(foreign.id);
    expect(res.statusCode).toBe(404);
    expect(await db.select().from(scouts).where(eq(scouts.id, foreign.id))).toHaveLength(1);
    expect(await remaining([kept])).toEqual([kept]);
  });
});
