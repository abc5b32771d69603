import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createEvent } from "../../../../tests/factories/events";
import { signUpLeader, signUpParent, signUpScout } from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";
import { activities, eventParticipants, events, troops } from "../../db/schema";

/** With parent approval on, a scout's join is pending and holds its place. */
describe("parent approval", async () => {
  const { app, database, as } = await createTestApp();
  const db = database.db;
  const leader = await signUpLeader(app);
  const [troop] = await db.select().from(troops);
  if (!troop) throw new Error("no troop");
  const setApproval = (on: boolean) => db.update(troops).set({ requireParentApproval: on }).where(eq(troops.id, troop.id));

  const countOf = async (eventId: string) => (await db.select().from(events).where(eq(events.id, eventId)))[0]?.currentParticipants;
  const rowsOf = async (eventId: string) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(eventParticipants).where(eq(eventParticipants.eventId, eventId)))[0]?.n;
  const joinedActivities = async (scoutId: string, eventId: string) =>
    (await db.select().from(activities).where(eq(activities.scoutId, scoutId))).filter((a) => a.metadata?.eventId === eventId);

  const family = async () => {
    const scout = await signUpScout(app, leader);
    const parent = await signUpParent(app, leader, scout.scoutId);
    return { scout, parent };
  };

  it("off: a scout's join is joined at once", async () => {
    await setApproval(false);
    const { scout } = await family();
    const event = await createEvent(app, leader);
    expect((await as(scout).patch(`/api/events/${event.id}/join`)).statusCode).toBe(200);
    expect((await as(scout).get(`/api/events/${event.id}/participation`)).json()).toEqual({ hasJoined: true, status: "joined" });
    expect(await joinedActivities(scout.scoutId, event.id)).toHaveLength(1);
  });

  it("on: a child with no parent linked waits for a leader's OK, and the card says so", async () => {
    await setApproval(true);
    try {
      const scout = await signUpScout(app, leader);
      const event = await createEvent(app, leader);
      expect((await as(scout).patch(`/api/events/${event.id}/join`)).statusCode).toBe(200);
      expect((await as(scout).get(`/api/events/${event.id}/participation`)).json()).toEqual({
        hasJoined: true,
        status: "pending",
        waitingFor: "leader",
      });
    } finally {
      await setApproval(false);
    }
  });

  it("on: the join is pending, holds the place (can fill the event) and reads hasJoined true", async () => {
    await setApproval(true);
    try {
      const { scout, parent } = await family();
      const other = await family();
      const event = await createEvent(app, leader, { maxParticipants: 1 });
      expect((await as(scout).get(`/api/events/${event.id}/participation`)).json()).toEqual({ hasJoined: false, status: "none" });
      const join = await as(scout).patch(`/api/events/${event.id}/join`);
      expect(join.statusCode).toBe(200);
      expect(join.json().currentParticipants).toBe(1);
      expect((await as(scout).get(`/api/events/${event.id}/participation`)).json()).toEqual({
        hasJoined: true,
        status: "pending",
        waitingFor: "parent",
      });
      expect(await joinedActivities(scout.scoutId, event.id)).toHaveLength(0);
      const full = await as(other.scout).patch(`/api/events/${event.id}/join`);
      expect(full.statusCode).toBe(409);
      expect(full.json()).toEqual({ error: "This event is full." });
      const asParent = (await as(parent).get(`/api/parent/children/${scout.scoutId}/events`)).json();
      expect(asParent.find((e: { id: string }) => e.id === event.id).participation).toBe("pending");

      // Another family's parent cannot approve it.
      expect((await as(other.parent).post(`/api/parent/children/${scout.scoutId}/events/${event.id}/approve`)).statusCode).toBe(404);
      const approve = await as(parent).post(`/api/parent/children/${scout.scoutId}/events/${event.id}/approve`);
      expect(approve.statusCode).toBe(204);
      expect((await as(scout).get(`/api/events/${event.id}/participation`)).json()).toEqual({ hasJoined: true, status: "joined" });
      expect(await joinedActivities(scout.scoutId, event.id)).toHaveLength(1);
      expect(await countOf(event.id)).toBe(1);
      // Nothing pending any more.
      expect((await as(parent).post(`/api/parent/children/${scout.scoutId}/events/${event.id}/approve`)).statusCode).toBe(404);
      expect((await as(parent).post(`/api/parent/children/${scout.scoutId}/events/${event.id}/decline`)).statusCode).toBe(404);
    } finally {
      await setApproval(false);
    }
  });

  it("a parent's decline removes the request and frees the place", async () => {
    await setApproval(true);
    try {
      const { scout, parent } = await family();
      const event = await createEvent(app, leader, { maxParticipants: 1 });
      await as(scout).patch(`/api/events/${event.id}/join`);
      expect((await as(parent).post(`/api/parent/children/${scout.scoutId}/events/${event.id}/decline`)).statusCode).toBe(204);
      expect(await countOf(event.id)).toBe(0);
      expect((await as(scout).get(`/api/events/${event.id}/participation`)).json()).toEqual({ hasJoined: false, status: "none" });
    } finally {
      await setApproval(false);
    }
  });

  it("leaders see pending participants and approve or decline them; leaders' own joins are never pending", async () => {
    await setApproval(true);
    try {
      const a = await family();
      const b = await family();
      const event = await createEvent(app, leader);
      await as(a.scout).patch(`/api/events/${event.id}/join`);
      await as(b.scout).patch(`/api/events/${event.id}/join`);
      expect((await as(leader).patch(`/api/events/${event.id}/join`)).statusCode).toBe(200);
      const list = (await as(leader).get(`/api/events/${event.id}/participants`)).json();
      const byScout = (id: string) => list.find((p: { scoutId: string | null }) => p.scoutId === id);
      expect(byScout(a.scout.scoutId).status).toBe("pending");
      expect(list.find((p: { userId: string }) => p.userId === leader.userId).status).toBe("joined");
      expect((await as(leader).post(`/api/events/${event.id}/participants/${byScout(a.scout.scoutId).id}/approve`)).statusCode).toBe(204);
      expect((await as(leader).post(`/api/events/${event.id}/participants/${byScout(b.scout.scoutId).id}/decline`)).statusCode).toBe(204);
      const after = (await as(leader).get(`/api/events/${event.id}/participants`)).json();
      expect(after.map((p: { status: string }) => p.status).sort()).toEqual(["joined", "joined"]);
      expect(await countOf(event.id)).toBe(2);
      // Scouts and parents cannot use the leaders' calls.
      expect((await as(a.parent).post(`/api/events/${event.id}/participants/${byScout(a.scout.scoutId).id}/approve`)).statusCode).toBe(403);
    } finally {
      await setApproval(false);
    }
  });

  it("40 parallel joins on 10 places, approval on: exactly 10 pending, 30 full, the count equals the rows", async () => {
    await setApproval(true);
    try {
      const scouts = await Promise.all(Array.from({ length: 40 }, () => signUpScout(app, leader)));
      const event = await createEvent(app, leader, { maxParticipants: 10 });
      const results = await Promise.all(scouts.map((s) => as(s).patch(`/api/events/${event.id}/join`)));
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
      expect(results.filter((r) => r.statusCode === 409)).toHaveLength(30);
      expect(await countOf(event.id)).toBe(10);
      expect(await rowsOf(event.id)).toBe(10);
    } finally {
      await setApproval(false);
    }
  }, 120_000);

  it("approvals and declines racing a leader's removal never break the count", async () => {
    await setApproval(true);
    try {
      const families = await Promise.all(Array.from({ length: 8 }, () => family()));
      const event = await createEvent(app, leader, { maxParticipants: 20 });
      for (const f of families) expect((await as(f.scout).patch(`/api/events/${event.id}/join`)).statusCode).toBe(200);
      const list = (await as(leader).get(`/api/events/${event.id}/participants`)).json();
      const idOf = (scoutId: string) => list.find((p: { scoutId: string }) => p.scoutId === scoutId).id;
      const races = families.flatMap((f, i) => [
        as(f.parent).post(`/api/parent/children/${f.scout.scoutId}/events/${event.id}/${i % 2 ? "approve" : "decline"}`),
        as(leader).del(`/api/events/${event.id}/participants/${idOf(f.scout.scoutId)}`),
        as(leader).post(`/api/events/${event.id}/participants/${idOf(f.scout.scoutId)}/approve`),
      ]);
      const results = await Promise.all(races);
      for (const r of results) expect([204, 404]).toContain(r.statusCode);
      expect(await countOf(event.id)).toBe(await rowsOf(event.id));
    } finally {
      await setApproval(false);
    }
  });
});
