import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBadge } from "../../../../tests/factories/badges";
import { createEvent } from "../../../../tests/factories/events";
import {
  addRosterScout,
  inviteCode,
  type SignedIn,
  signUp,
  signUpLeader,
  signUpParent,
  signUpScout,
} from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";
import { INVITE_MESSAGES } from "../../../shared/api/invites";
import { eventParticipants, events, parentLinks, scouts, troops } from "../../db/schema";

describe("the parent portal", async () => {
  const { app, database, as } = await createTestApp();
  const db = database.db;
  const leader = await signUpLeader(app);
  const [troop] = await db.select().from(troops);
  if (!troop) throw new Error("no troop");
  const setTroop = (values: Partial<typeof troops.$inferInsert>) => db.update(troops).set(values).where(eq(troops.id, troop.id));

  // Two families: Ada (with an account) and her parent; Bo (no account) and his parent.
  const ada = await signUpScout(app, leader, { firstName: "Ada", lastName: "Pine" });
  await db.update(scouts).set({ notes: "Leaders only: allergy plan in the red folder", phone: "0101" }).where(eq(scouts.id, ada.scoutId));
  const adaParent = await signUpParent(app, leader, ada.scoutId);
  const bo = await addRosterScout(app, leader, { name: "Bo Oak", email: null });
  const boParent = await signUpParent(app, leader, bo.id);
  const badge = await createBadge(app, leader);
  await as(leader).post(`/api/scouts/${ada.scoutId}/award-badge`, { badgeId: badge.id });

  describe("GET /api/parent/children", () => {
    it("lists only the parent's own children, with contact details, badge counts and next events, never leaders' notes", async () => {
      const event = await createEvent(app, leader, { title: "Pond dipping" });
      const res = await as(adaParent).get("/api/parent/children");
      expect(res.statusCode).toBe(200);
      const children = res.json();
      expect(children).toHaveLength(1);
      const [child] = children;
      expect(child.scout).toMatchObject({ id: ada.scoutId, name: "Ada Pine", phone: "0101", isActive: true, hasAccount: true });
      expect(child.earnedCount).toBe(1);
      const activeBadges = (await as(leader).get("/api/badges")).json().length;
      expect(child.totalBadges).toBe(activeBadges);
      expect(child.upcomingEvents.some((e: { id: string; participation: string }) => e.id === event.id && e.participation === "none")).toBe(
        true,
      );
      expect(res.body).not.toContain("allergy plan");
      expect(res.body).not.toContain("Bo Oak");
    });
  });

  it("says whether a child has an account yet (a parent may set that account's password)", async () => {
    const [boChild] = (await as(boParent).get("/api/parent/children")).json();
    expect(boChild.scout).toMatchObject({ id: bo.id, hasAccount: false });
    const saved = await as(adaParent).patch(`/api/parent/children/${ada.scoutId}`, { phone: "0101" });
    expect(saved.json()).toMatchObject({ id: ada.scoutId, hasAccount: true });
  });

  describe("another family's child answers 404 on every call", () => {
    it.each([
      ["PATCH", ""],
      ["GET", "/badges"],
      ["GET", "/events"],
      ["GET", "/activities"],
    ] as const)("%s /api/parent/children/{other}%s", async (method, suffix) => {
      const res = await as(adaParent).send(method, `/api/parent/children/${bo.id}${suffix}`, { phone: "999" });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain("Bo Oak");
    });

    it("event calls for another family's child: 404, and nothing changes", async () => {
      const event = await createEvent(app, leader);
      for (const [method, path] of [
        ["PUT", "participation"],
        ["DELETE", "participation"],
        ["POST", "approve"],
        ["POST", "decline"],
      ] as const) {
        const res = await as(adaParent).send(method, `/api/parent/children/${bo.id}/events/${event.id}/${path}`);
        expect(res.statusCode, `${method} ${path}`).toBe(404);
      }
      const [row] = await db.select().from(events).where(eq(events.id, event.id));
      expect(row?.currentParticipants).toBe(0);
    });
  });

  describe("PATCH /api/parent/children/{scoutId}", () => {
    it("changes contact and emergency details only; the leader sees them on the roster", async () => {
      const res = await as(adaParent).patch(`/api/parent/children/${ada.scoutId}`, {
        emergencyContact: "Pat Pine",
        emergencyPhone: "07700 900123",
        dateOfBirth: "2014-05-01",
        name: "Hacked Name",
        notes: "parent wrote this",
        isActive: false,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: "Ada Pine", emergencyPhone: "07700 900123", isActive: true });
      expect(res.json()).not.toHaveProperty("notes");
      const roster = (await as(leader).get("/api/scouts")).json();
      const row = roster.find((s: { id: string }) => s.id === ada.scoutId);
      expect(row).toMatchObject({
        emergencyContact: "Pat Pine",
        emergencyPhone: "07700 900123",
        dateOfBirth: "2014-05-01",
        name: "Ada Pine",
      });
      expect(row.notes).toBe("Leaders only: allergy plan in the red folder");
    });

    it("answers bad input with 400 and the field", async () => {
      const res = await as(adaParent).patch(`/api/parent/children/${ada.scoutId}`, { email: "not-an-email" });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.email).toBeTruthy();
    });
  });

  describe("badges, events and activities of one's own child", () => {
    it("shows the child's badges exactly as the child sees them", async () => {
      const asParent = (await as(adaParent).get(`/api/parent/children/${ada.scoutId}/badges`)).json();
      const asChild = (await as(ada).get("/api/badges")).json();
      expect(asParent).toEqual(asChild);
      expect(asParent.find((b: { id: string }) => b.id === badge.id).isEarned).toBe(true);
    });

    it("signs the child up (never pending, even with approval on) and withdraws; the place follows", async () => {
      await setTroop({ requireParentApproval: true });
      try {
        const event = await createEvent(app, leader, { maxParticipants: 1 });
        const join = await as(boParent).put(`/api/parent/children/${bo.id}/events/${event.id}/participation`);
        expect(join.statusCode).toBe(200);
        expect(join.json().currentParticipants).toBe(1);
        const listed = (await as(boParent).get(`/api/parent/children/${bo.id}/events`)).json();
        expect(listed.find((e: { id: string }) => e.id === event.id).participation).toBe("joined");
        const again = await as(boParent).put(`/api/parent/children/${bo.id}/events/${event.id}/participation`);
        expect(again.statusCode).toBe(409);
        // Full now: another child cannot take the place.
        const full = await as(adaParent).put(`/api/parent/children/${ada.scoutId}/events/${event.id}/participation`);
        expect(full.statusCode).toBe(409);
        expect(full.json()).toEqual({ error: "This event is full." });
        const participants = (await as(leader).get(`/api/events/${event.id}/participants`)).json();
        expect(participants).toEqual([expect.objectContaining({ scoutId: bo.id, userId: null, name: "Bo Oak", status: "joined" })]);
        expect((await as(boParent).del(`/api/parent/children/${bo.id}/events/${event.id}/participation`)).statusCode).toBe(204);
        const [row] = await db.select().from(events).where(eq(events.id, event.id));
        expect(row?.currentParticipants).toBe(0);
        expect((await as(boParent).del(`/api/parent/children/${bo.id}/events/${event.id}/participation`)).statusCode).toBe(404);
      } finally {
        await setTroop({ requireParentApproval: false });
      }
    });

    it("lists each event with the child's own consent on record and number on the waiting list", async () => {
      const camp = await createEvent(app, leader, { maxParticipants: 1, consentRequired: true, consentText: "I agree to the camp." });
      const plain = await createEvent(app, leader);
      const going = await addRosterScout(app, leader, { name: "Cal Going", email: null });
      // Cal has the one place (written as a sign-up leaves it: the row and the count).
      await db.insert(eventParticipants).values({ troopId: troop.id, eventId: camp.id, scoutId: going.id, status: "joined" });
      await db.update(events).set({ currentParticipants: 1 }).where(eq(events.id, camp.id));
      // Ada waits first, Bo second.
      await db.insert(eventParticipants).values([
        { troopId: troop.id, eventId: camp.id, scoutId: ada.scoutId, status: "waitlisted", joinedDate: new Date(Date.now() - 60_000) },
        { troopId: troop.id, eventId: camp.id, scoutId: bo.id, status: "waitlisted", joinedDate: new Date() },
      ]);
      const signed = await as(boParent).post(`/api/parent/children/${bo.id}/events/${camp.id}/consent`, {
        agree: true,
        signedName: "Bo's Parent",
      });
      expect(signed.statusCode).toBe(201);

      const listOf = async (scoutId: string, who: SignedIn) => {
        const res = await as(who).get(`/api/parent/children/${scoutId}/events`);
        expect(res.statusCode).toBe(200);
        return res.json() as { id: string; participation: string; consent: { id: string } | null; waitlistPosition: number | null }[];
      };
      const bos = await listOf(bo.id, boParent);
      expect(bos.find((e) => e.id === camp.id)).toMatchObject({
        participation: "waitlisted",
        waitlistPosition: 2,
        consent: {
          id: signed.json().id,
          method: "signed",
          signedName: "Bo's Parent",
          consentText: "I agree to the camp.",
          withdrawnAt: null,
        },
      });
      expect(bos.find((e) => e.id === plain.id)).toMatchObject({
        participation: "none",
        consent: null,
        waitlistPosition: null,
        reply: null,
      });
      // A "Can't come" given for the child is on the card: the leaders know, unlike an event not answered.
      expect((await as(boParent).put(`/api/parent/children/${bo.id}/events/${plain.id}/reply`, { answer: "no" })).statusCode).toBe(200);
      expect((await listOf(bo.id, boParent)).find((e) => e.id === plain.id)).toMatchObject({ participation: "none", reply: "no" });
      // Ada's parent sees Ada's own place and no consent of another family's child.
      const adas = await listOf(ada.scoutId, adaParent);
      expect(adas.find((e) => e.id === camp.id)).toMatchObject({ participation: "waitlisted", waitlistPosition: 1, consent: null });
      expect((await as(adaParent).get(`/api/parent/children/${bo.id}/events`)).statusCode).toBe(404);

      // A consent withdrawn is no longer on record.
      expect((await as(boParent).del(`/api/parent/children/${bo.id}/events/${camp.id}/consent`)).statusCode).toBe(204);
      expect((await listOf(bo.id, boParent)).find((e) => e.id === camp.id)?.consent).toBeNull();
      await db.delete(eventParticipants).where(eq(eventParticipants.eventId, camp.id));
      await db.update(events).set({ currentParticipants: 0 }).where(eq(events.id, camp.id));
    });

    it("shows what happened with leaders' feedback, and answers 403 when the activity feed is off", async () => {
      const feed = (await as(adaParent).get(`/api/parent/children/${ada.scoutId}/activities`)).json();
      expect(feed.length).toBeGreaterThan(0);
      expect(feed.every((a: { scoutId: string }) => a.scoutId === ada.scoutId)).toBe(true);
      await setTroop({ enableActivityFeed: false });
      try {
        const off = await as(adaParent).get(`/api/parent/children/${ada.scoutId}/activities`);
        expect(off.statusCode).toBe(403);
        expect(off.json()).toEqual({ error: "The activity feed is turned off." });
      } finally {
        await setTroop({ enableActivityFeed: true });
      }
    });
  });

  describe("POST /api/parent/children links one more child with a code", () => {
    it("links the child once; the code is then used; a wrong code is refused", async () => {
      const code = await inviteCode(app, leader, bo.id, "parent");
      const res = await as(adaParent).post("/api/parent/children", { inviteCode: code });
      expect(res.statusCode).toBe(201);
      expect(res.json().scout.id).toBe(bo.id);
      const children = (await as(adaParent).get("/api/parent/children")).json();
      expect(children.map((c: { scout: { name: string } }) => c.scout.name)).toEqual(["Ada Pine", "Bo Oak"]);
      const reuse = await as(boParent).post("/api/parent/children", { inviteCode: code });
      expect(reuse.statusCode).toBe(403);
      expect(reuse.json()).toEqual({ error: INVITE_MESSAGES.invalid });
      // Undo for the other tests: the leader unlinks.
      expect((await as(leader).del(`/api/scouts/${bo.id}/parents/${adaParent.userId}`)).statusCode).toBe(204);
      expect((await as(leader).del(`/api/scouts/${bo.id}/parents/${adaParent.userId}`)).statusCode).toBe(404);
      expect((await as(adaParent).get(`/api/parent/children/${bo.id}/badges`)).statusCode).toBe(404);
    });
  });

  describe("leaders see and unlink parents on the roster; erasing a scout removes links", () => {
    it("lists linked parents per scout (name, email)", async () => {
      const roster = (await as(leader).get("/api/scouts")).json();
      const row = roster.find((s: { id: string }) => s.id === ada.scoutId);
      expect(row.parents).toEqual([{ userId: adaParent.userId, name: "Pat Parent", email: adaParent.email }]);
      expect(roster.find((s: { id: string }) => s.id === bo.id).hasAccount).toBe(false);
    });

    it("erasing a scout removes the links; the parent keeps an empty home", async () => {
      const kid = await addRosterScout(app, leader, { name: "Cy Elm" });
      const parent = await signUpParent(app, leader, kid.id);
      expect((await as(leader).del(`/api/scouts/${kid.id}`)).statusCode).toBe(204);
      expect(await db.select().from(parentLinks).where(eq(parentLinks.scoutId, kid.id))).toEqual([]);
      const home = await as(parent).get("/api/parent/children");
      expect(home.statusCode).toBe(200);
      expect(home.json()).toEqual([]);
    });
  });

  describe("the parent portal switch", () => {
    it("off: every parent call answers 403 with the contract's sentence; on again: they work", async () => {
      await setTroop({ enableParentPortal: false });
      try {
        for (const [method, url] of [
          ["GET", "/api/parent/children"],
          ["POST", "/api/parent/children"],
          ["PATCH", `/api/parent/children/${ada.scoutId}`],
          ["GET", `/api/parent/children/${ada.scoutId}/badges`],
          ["GET", `/api/parent/children/${ada.scoutId}/events`],
          ["GET", `/api/parent/children/${ada.scoutId}/activities`],
        ] as const) {
          const res = await as(adaParent).send(method, url, { inviteCode: "X" });
          expect(res.statusCode, `${method} ${url}`).toBe(403);
          expect(res.json()).toEqual({ error: INVITE_MESSAGES.portalOff });
        }
      } finally {
        await setTroop({ enableParentPortal: true });
      }
      expect((await as(adaParent).get("/api/parent/children")).statusCode).toBe(200);
    });
  });

  describe("parents call no leader or scout endpoint", () => {
    it("answers 403 for the roster, the activity feed and a join as themselves", async () => {
      expect((await as(adaParent).get("/api/scouts")).json()).toEqual({ error: "Only leaders can do this." });
      expect((await as(adaParent).get("/api/activities")).statusCode).toBe(403);
      const event = await createEvent(app, leader);
      const join = await as(adaParent).patch(`/api/events/${event.id}/join`);
      expect(join.statusCode).toBe(403);
    });

    it("scouts and leaders get 403 on parent calls", async () => {
      expect((await as(ada).get("/api/parent/children")).json()).toEqual({ error: "Only parents can do this." });
      expect((await as(leader).get("/api/parent/children")).statusCode).toBe(403);
    });
  });

  it("a parent whose link a leader removed can no longer reach the child", async () => {
    const other = await signUp(app, { role: "parent", inviteCode: await inviteCode(app, leader, bo.id, "parent") });
    await db.delete(parentLinks).where(eq(parentLinks.parentUserId, other.userId));
    expect((await as(other).get(`/api/parent/children/${bo.id}/events`)).statusCode).toBe(404);
  });
});
