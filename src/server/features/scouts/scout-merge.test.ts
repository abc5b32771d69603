import { and, eq, inArray, or, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBadge, tick, UNKNOWN_ID } from "../../../../tests/factories/badges";
import { createEvent } from "../../../../tests/factories/events";
import { insertTroopWithLeader } from "../../../../tests/factories/troops";
import { insertInviteCode, insertRosterScout, signUpLeader, signUpParent, signUpScout } from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";
import {
  activities,
  activityReactions,
  attendance,
  badgeApprovals,
  badgeProgress,
  eventConsents,
  eventParticipants,
  eventReplies,
  events,
  inviteCodes,
  memberships,
  parentLinks,
  scoutBadges,
  scouts,
} from "../../db/schema";
import { MERGE_MESSAGES } from "./scout-merge.service";

describe("merging two roster entries (POST /api/scouts/{id}/merge)", async () => {
  const { app, database, as } = await createTestApp();
  const db = database.db;
  const leader = await signUpLeader(app);
  const [{ troopId } = { troopId: "" }] = await db
    .select({ troopId: memberships.troopId })
    .from(memberships)
    .where(eq(memberships.userId, leader.userId));
  const badge = await createBadge(app, leader, { requirements: ["One", "Two", "Three", "Four"] });
  const otherBadge = await createBadge(app, leader);
  const thirdBadge = await createBadge(app, leader);
  const eventA = await createEvent(app, leader);
  const eventB = await createEvent(app, leader);

  /** A merge as `who` (the leader unless told; null is signed out). */
  const merge = (id: string, intoScoutId: unknown, who: { headers: Record<string, string> } | null = leader) =>
    as(who).post(`/api/scouts/${id}/merge`, { intoScoutId });
  const rosterEntry = (name = "Robin Roster", email: string | null = null) => insertRosterScout(db, { name, email, troopId });

  /** An event place written as a sign-up leaves it: the row and the event's count together. */
  async function place(
    eventId: string,
    scoutId: string,
    userId: string | null,
    status: "joined" | "pending" | "waitlisted" = "joined",
    joinedDate = new Date(),
  ) {
    await db.insert(eventParticipants).values({ troopId, eventId, scoutId, userId, status, joinedDate });
    // A waiting place holds no seat.
    if (status === "waitlisted") return;
    await db
      .update(events)
      .set({ currentParticipants: sql`${events.currentParticipants} + 1` })
      .where(eq(events.id, eventId));
  }
  const award = (scoutId: string, badgeId: string, earnedDate: Date, awardedBy: string, presentedAt: Date | null = null) =>
    db.insert(scoutBadges).values({ troopId, scoutId, badgeId, earnedDate, awardedBy, presentedAt });
  const rowsOf = async <T>(rows: Promise<T[]>) => rows;
  const scoutRow = async (id: string) => (await db.select().from(scouts).where(eq(scouts.id, id)))[0];
  /** Each event's count next to its rows: a merge that gives a place up must free its seat. */
  const seats = async () =>
    db
      .select({
        id: events.id,
        current: events.currentParticipants,
        rows: sql<number>`(select count(*)::int from event_participants p where p.event_id = "events"."id")`,
      })
      .from(events)
      .where(inArray(events.id, [eventA.id, eventB.id]));

  describe("who may merge what", async () => {
    const a = await rosterEntry("Perm One");
    const b = await rosterEntry("Perm Two");
    const scout = await signUpScout(app, leader, { firstName: "Sid", lastName: "Scout" });
    const parent = await signUpParent(app, leader, scout.scoutId);
    const elsewhere = await insertTroopWithLeader(db, "Elsewhere");
    const [foreign] = await db.insert(scouts).values({ troopId: elsewhere.troopId, name: "Perm One" }).returning();
    if (!foreign) throw new Error("no foreign scout");

    it("answers 401 signed out and 403 to a scout or a parent, changing nothing", async () => {
      const out = await merge(a.id, b.id, null);
      expect(out.statusCode).toBe(401);
      for (const who of [scout, parent]) {
        const res = await merge(a.id, b.id, who);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: "Only leaders can do this." });
      }
      expect(await scoutRow(a.id)).toBeDefined();
    });

    it.each([
      ["an unknown id", UNKNOWN_ID, "kept"],
      ["an id that is not a UUID", "not-a-uuid", "kept"],
      ["an unknown entry to keep", "kept", UNKNOWN_ID],
      ["another troop's entry", "foreign", "kept"],
      ["another troop's entry to keep", "kept", "foreign"],
    ])("answers 404 for %s and changes nothing", async (_what, fromKey, intoKey) => {
      const id = (key: string) => (key === "kept" ? a.id : key === "foreign" ? foreign.id : key);
      const res = await merge(id(fromKey), id(intoKey));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: "Scout not found." });
      expect(await scoutRow(a.id)).toBeDefined();
      expect(await scoutRow(foreign.id)).toBeDefined();
    });

    it("answers 400 for an entry merged into itself (any case of its id)", async () => {
      const res = await merge(a.id, a.id.toUpperCase());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: MERGE_MESSAGES.same, fields: { intoScoutId: MERGE_MESSAGES.same } });
      expect(await scoutRow(a.id)).toBeDefined();
    });

    it.each([
      [{}, "Choose the entry to keep."],
      [{ intoScoutId: "" }, "Choose the entry to keep."],
    ])("answers 400 without an entry to keep (%j)", async (body, message) => {
      const res = await as(leader).post(`/api/scouts/${a.id}/merge`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.intoScoutId).toBe(message);
    });

    it("answers 409 when both entries have an account, and changes nothing", async () => {
      const other = await signUpScout(app, leader, { firstName: "Sid", lastName: "Scout" });
      const res = await merge(other.scoutId, scout.scoutId);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: MERGE_MESSAGES.bothAccounts });
      expect((await scoutRow(other.scoutId))?.userId).toBe(other.userId);
      expect((await scoutRow(scout.scoutId))?.userId).toBe(scout.userId);
    });
  });

  it("moves the account and everything recorded for the entry that goes, then erases it", async () => {
    const kept = await rosterEntry("Ada Pine");
    await db.update(scouts).set({ phone: "555-0100", notes: "Leaders' entry" }).where(eq(scouts.id, kept.id));
    const gone = await signUpScout(app, leader, { firstName: "ada", lastName: "pine" });
    const parent = await signUpParent(app, leader, gone.scoutId);
    await tick(app, gone, badge.id, [0, 2]);
    await award(gone.scoutId, otherBadge.id, new Date("2026-01-10T10:00:00Z"), "Lee Leader");
    await db.insert(badgeApprovals).values({ troopId, scoutId: gone.scoutId, badgeId: thirdBadge.id, status: "pending" });
    await db.insert(attendance).values({ troopId, scoutId: gone.scoutId, eventId: eventA.id, status: "present" });
    expect((await as(gone).patch(`/api/events/${eventB.id}/join`)).statusCode).toBe(200);
    const [activity] = await db.select().from(activities).where(eq(activities.scoutId, gone.scoutId)).limit(1);
    if (!activity) throw new Error("the sign-ups should have written activities");
    const reacted = await as(leader).post(`/api/activities/${activity.id}/reactions`, { emoji: "🎉" });
    expect(reacted.statusCode).toBe(201);
    await insertInviteCode(db, troopId, gone.scoutId, "scout");
    await insertInviteCode(db, troopId, kept.id, "parent");
    const activitiesBefore = (await db.select().from(activities).where(eq(activities.troopId, troopId))).length;

    const res = await merge(gone.scoutId, kept.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: kept.id,
      name: "Ada Pine",
      email: gone.email,
      phone: "555-0100",
      notes: "Leaders' entry",
      hasAccount: true,
      parents: [{ userId: parent.userId, email: parent.email }],
      possibleDuplicateOf: [],
    });

    // The entry that went is gone, and nothing points at it any more.
    expect(await scoutRow(gone.scoutId)).toBeUndefined();
    expect((await scoutRow(kept.id))?.userId).toBe(gone.userId);
    const of = (id: string) => ({
      progress: rowsOf(db.select().from(badgeProgress).where(eq(badgeProgress.scoutId, id))),
      awards: rowsOf(db.select().from(scoutBadges).where(eq(scoutBadges.scoutId, id))),
      approvals: rowsOf(db.select().from(badgeApprovals).where(eq(badgeApprovals.scoutId, id))),
      attendance: rowsOf(db.select().from(attendance).where(eq(attendance.scoutId, id))),
      places: rowsOf(db.select().from(eventParticipants).where(eq(eventParticipants.scoutId, id))),
      activities: rowsOf(db.select().from(activities).where(eq(activities.scoutId, id))),
      reactions: rowsOf(db.select().from(activityReactions).where(eq(activityReactions.scoutId, id))),
      parents: rowsOf(db.select().from(parentLinks).where(eq(parentLinks.scoutId, id))),
      invites: rowsOf(db.select().from(inviteCodes).where(eq(inviteCodes.scoutId, id))),
    });
    const left = of(gone.scoutId);
    for (const rows of Object.values(left)) expect(await rows).toEqual([]);

    const moved = of(kept.id);
    expect((await moved.progress).map((p) => [p.badgeId, p.completedRequirements])).toEqual([[badge.id, [0, 2]]]);
    expect((await moved.awards).map((a) => a.badgeId)).toEqual([otherBadge.id]);
    expect((await moved.approvals).map((a) => [a.badgeId, a.status])).toEqual([[thirdBadge.id, "pending"]]);
    expect((await moved.attendance).map((a) => [a.eventId, a.status])).toEqual([[eventA.id, "present"]]);
    expect((await moved.places).map((p) => [p.eventId, p.userId])).toEqual([[eventB.id, gone.userId]]);
    expect((await moved.activities).map((a) => a.id)).toContain(activity.id);
    expect((await moved.reactions).map((r) => r.activityId)).toEqual([activity.id]);
    expect((await moved.parents).map((p) => p.parentUserId)).toEqual([parent.userId]);
    // The erased entry's personal codes are gone; the kept entry's stay.
    expect((await moved.invites).map((i) => i.kind)).toEqual(["parent"]);

    // Merging tells the feed nothing new.
    expect((await db.select().from(activities).where(eq(activities.troopId, troopId))).length).toBe(activitiesBefore);

    // The account now acts as the kept entry: its badges show the moved progress and award.
    const badges = await as(gone).get("/api/badges");
    expect(badges.statusCode).toBe(200);
    const mine = badges.json() as { id: string; completedRequirements?: number[]; isEarned?: boolean }[];
    expect(mine.find((b) => b.id === badge.id)).toMatchObject({ completedRequirements: [0, 2] });
    expect(mine.find((b) => b.id === otherBadge.id)).toMatchObject({ isEarned: true });
    // The parent follows the kept entry.
    const children = await as(parent).get("/api/parent/children");
    expect(children.json().map((c: { scout: { id: string } }) => c.scout.id)).toEqual([kept.id]);
    for (const s of await seats()) expect(s.current).toBe(s.rows);
  });

  it("keeps one row where both entries have one, so nothing earned or ticked is lost", async () => {
    // The kept entry has the account this time; the one that goes is a leader's entry without one.
    const kept = await signUpScout(app, leader, { firstName: "Bo", lastName: "Birch" });
    const gone = await rosterEntry("Bo Birch");
    const parent = await signUpParent(app, leader, kept.scoutId);
    await db.insert(parentLinks).values({ troopId, parentUserId: parent.userId, scoutId: gone.id });

    // Awards of the same badge: the earlier one (and its hand-over) wins.
    await award(kept.scoutId, otherBadge.id, new Date("2026-03-01T10:00:00Z"), "Later Leader");
    await award(gone.id, otherBadge.id, new Date("2026-02-01T10:00:00Z"), "Earlier Leader", new Date("2026-02-05T10:00:00Z"));
    // Progress on the same badge: every requirement ticked on either entry stays ticked.
    await tick(app, kept, badge.id, [0]);
    await db.insert(badgeProgress).values({
      troopId,
      scoutId: gone.id,
      badgeId: badge.id,
      completedRequirements: [2, 3],
      rewardedRequirements: [1, 2, 3],
      progressPercentage: 50,
    });
    // Requests: a returned one gives way to a pending one; a request for a badge now earned is settled.
    await db.insert(badgeApprovals).values([
      { troopId, scoutId: kept.scoutId, badgeId: thirdBadge.id, status: "returned", note: "Show me the knots" },
      { troopId, scoutId: gone.id, badgeId: thirdBadge.id, status: "pending" },
      { troopId, scoutId: gone.id, badgeId: otherBadge.id, status: "pending" },
    ]);
    // Attendance: present wins whichever entry has it.
    await db.insert(attendance).values([
      { troopId, scoutId: kept.scoutId, eventId: eventA.id, status: "absent" },
      { troopId, scoutId: gone.id, eventId: eventA.id, status: "present" },
      { troopId, scoutId: kept.scoutId, eventId: eventB.id, status: "present", notes: "Kept's note" },
      { troopId, scoutId: gone.id, eventId: eventB.id, status: "absent" },
    ]);
    // Places: a joined place beats a pending one; the seat of the place given up is freed.
    await place(eventA.id, kept.scoutId, kept.userId, "pending");
    await place(eventA.id, gone.id, null, "joined");
    await place(eventB.id, kept.scoutId, kept.userId, "joined");
    await place(eventB.id, gone.id, null, "joined");

    const res = await merge(gone.id, kept.scoutId);
    expect(res.statusCode).toBe(200);

    const awards = await db.select().from(scoutBadges).where(eq(scoutBadges.scoutId, kept.scoutId));
    expect(awards).toHaveLength(1);
    expect(awards[0]).toMatchObject({
      badgeId: otherBadge.id,
      earnedDate: new Date("2026-02-01T10:00:00Z"),
      awardedBy: "Earlier Leader",
      presentedAt: new Date("2026-02-05T10:00:00Z"),
    });
    const progress = await db.select().from(badgeProgress).where(eq(badgeProgress.scoutId, kept.scoutId));
    expect(progress.map((p) => [p.badgeId, p.completedRequirements, p.rewardedRequirements, p.progressPercentage])).toEqual([
      [badge.id, [0, 2, 3], [0, 1, 2, 3], 75],
    ]);
    const approvals = await db.select().from(badgeApprovals).where(eq(badgeApprovals.scoutId, kept.scoutId));
    expect(approvals.map((a) => [a.badgeId, a.status])).toEqual([[thirdBadge.id, "pending"]]);
    const visits = await db.select().from(attendance).where(eq(attendance.scoutId, kept.scoutId));
    expect(Object.fromEntries(visits.map((v) => [v.eventId, [v.status, v.notes]]))).toEqual({
      [eventA.id]: ["present", null],
      [eventB.id]: ["present", "Kept's note"],
    });
    const places = await db.select().from(eventParticipants).where(eq(eventParticipants.scoutId, kept.scoutId));
    expect(Object.fromEntries(places.map((p) => [p.eventId, p.status]))).toEqual({ [eventA.id]: "joined", [eventB.id]: "joined" });
    for (const s of await seats()) expect(s.current).toBe(s.rows);
    const links = await db.select().from(parentLinks).where(eq(parentLinks.parentUserId, parent.userId));
    expect(links.map((l) => l.scoutId)).toEqual([kept.scoutId]);
    expect((await scoutRow(kept.scoutId))?.userId).toBe(kept.userId);
    expect(await scoutRow(gone.id)).toBeUndefined();
  });

  it("keeps the later reply to an event both entries answered, and moves every consent record", async () => {
    const kept = await rosterEntry("Hal Hazel");
    const gone = await rosterEntry("Hal Hazel");
    const eventC = await createEvent(app, leader);
    await db.insert(eventReplies).values([
      // Both answered A: the one that goes answered later, so its answer stays.
      { troopId, eventId: eventA.id, scoutId: kept.id, answer: "yes", answeredAt: new Date("2026-04-01T10:00:00Z") },
      { troopId, eventId: eventA.id, scoutId: gone.id, answer: "no", note: "Away", answeredAt: new Date("2026-04-02T10:00:00Z") },
      // Both answered B: the kept entry answered later.
      { troopId, eventId: eventB.id, scoutId: kept.id, answer: "no", answeredAt: new Date("2026-04-03T10:00:00Z") },
      { troopId, eventId: eventB.id, scoutId: gone.id, answer: "yes", answeredAt: new Date("2026-04-01T10:00:00Z") },
      // Only the one that goes answered C.
      { troopId, eventId: eventC.id, scoutId: gone.id, answer: "yes", answeredAt: new Date("2026-04-01T10:00:00Z") },
    ]);
    const consent = (scoutId: string, eventId: string, signedAt: string, withdrawnAt: string | null = null) => ({
      troopId,
      eventId,
      scoutId,
      method: "paper" as const,
      consentText: "I agree.",
      signedAt: new Date(signedAt),
      withdrawnAt: withdrawnAt ? new Date(withdrawnAt) : null,
    });
    await db
      .insert(eventConsents)
      .values([
        consent(kept.id, eventA.id, "2026-04-01T10:00:00Z"),
        consent(gone.id, eventA.id, "2026-04-02T10:00:00Z"),
        consent(gone.id, eventB.id, "2026-04-01T10:00:00Z", "2026-04-02T10:00:00Z"),
      ]);

    const res = await merge(gone.id, kept.id);
    expect(res.statusCode).toBe(200);

    const replies = await db
      .select()
      .from(eventReplies)
      .where(inArray(eventReplies.scoutId, [kept.id, gone.id]));
    expect(Object.fromEntries(replies.map((r) => [r.eventId, [r.scoutId, r.answer, r.note]]))).toEqual({
      [eventA.id]: [kept.id, "no", "Away"],
      [eventB.id]: [kept.id, "no", null],
      [eventC.id]: [kept.id, "yes", null],
    });
    expect(replies).toHaveLength(3);
    const consents = await db
      .select()
      .from(eventConsents)
      .where(inArray(eventConsents.scoutId, [kept.id, gone.id]));
    expect(consents).toHaveLength(3);
    expect(consents.every((c) => c.scoutId === kept.id)).toBe(true);
    expect(consents.filter((c) => c.withdrawnAt !== null).map((c) => c.eventId)).toEqual([eventB.id]);
  });

  it("keeps a place over a waiting one, and a seat given up moves the waiting list up", async () => {
    const full = await createEvent(app, leader, { maxParticipants: 2 });
    const other = await createEvent(app, leader, { maxParticipants: 1 });
    const kept = await rosterEntry("Ivy Ivy");
    const gone = await rosterEntry("Ivy Ivy");
    const waiting = await rosterEntry("Wes Waiting");
    // At `full` both entries hold a place (one seat too many once merged) and Wes waits.
    await place(full.id, kept.id, null, "joined", new Date("2026-04-01T10:00:00Z"));
    await place(full.id, gone.id, null, "joined", new Date("2026-04-01T11:00:00Z"));
    await place(full.id, waiting.id, null, "waitlisted", new Date("2026-04-01T12:00:00Z"));
    // At `other` the kept entry waits and the one that goes is going: the place wins, nobody moves up.
    await place(other.id, waiting.id, null, "waitlisted", new Date("2026-04-01T09:00:00Z"));
    await place(other.id, kept.id, null, "waitlisted", new Date("2026-04-01T10:00:00Z"));
    await place(other.id, gone.id, null, "joined", new Date("2026-04-01T11:00:00Z"));

    const res = await merge(gone.id, kept.id);
    expect(res.statusCode).toBe(200);

    const statuses = async (eventId: string) =>
      Object.fromEntries(
        (await db.select().from(eventParticipants).where(eq(eventParticipants.eventId, eventId))).map((p) => [p.scoutId, p.status]),
      );
    expect(await statuses(full.id)).toEqual({ [kept.id]: "joined", [waiting.id]: "joined" });
    expect(await statuses(other.id)).toEqual({ [kept.id]: "joined", [waiting.id]: "waitlisted" });
    const counts = await db
      .select({ id: events.id, current: events.currentParticipants })
      .from(events)
      .where(inArray(events.id, [full.id, other.id]));
    expect(Object.fromEntries(counts.map((c) => [c.id, c.current]))).toEqual({ [full.id]: 2, [other.id]: 1 });
  });

  it("keeps the kept entry's details, fills its blanks, keeps both notes and the earlier join date", async () => {
    const kept = await rosterEntry("Cy Oak", "cy@example.com");
    const gone = await rosterEntry("Cy  OAK", "cy.other@example.com");
    await db.update(scouts).set({ phone: null, emergencyContact: "Pat Oak", notes: "Peanut allergy" }).where(eq(scouts.id, kept.id));
    await db
      .update(scouts)
      .set({
        phone: "555-0199",
        emergencyContact: "Someone Else",
        emergencyPhone: "555-0198",
        dateOfBirth: "2014-03-09",
        notes: "Bring inhaler",
        joinDate: new Date("2025-09-01T00:00:00Z"),
        isActive: false,
      })
      .where(eq(scouts.id, gone.id));

    const res = await merge(gone.id, kept.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: kept.id,
      name: "Cy Oak",
      email: "cy@example.com",
      phone: "555-0199",
      emergencyContact: "Pat Oak",
      emergencyPhone: "555-0198",
      dateOfBirth: "2014-03-09",
      notes: "Peanut allergy\n\nBring inhaler",
      joinDate: "2025-09-01T00:00:00.000Z",
      isActive: true,
      hasAccount: false,
    });
  });

  it("takes the erased entry's email only when no other entry of the troop has it", async () => {
    const kept = await rosterEntry("Di Elm", null);
    const gone = await rosterEntry("Di Elm", null);
    await db.update(scouts).set({ email: "shared@example.com", joinedWithTroopCode: true }).where(eq(scouts.id, gone.id));
    await rosterEntry("Somebody Else", "shared@example.com");
    const res = await merge(gone.id, kept.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBeNull();
  });

  it("answers one of two opposite merges started together and 404s the other, leaving one whole entry", async () => {
    const one = await rosterEntry("Eve Ash");
    const two = await rosterEntry("Eve Ash");
    await award(one.id, otherBadge.id, new Date("2026-01-01T00:00:00Z"), "Lee Leader");
    await award(two.id, thirdBadge.id, new Date("2026-01-02T00:00:00Z"), "Lee Leader");
    const answers = await Promise.all([merge(one.id, two.id), merge(two.id, one.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    const left = await db
      .select({ id: scouts.id })
      .from(scouts)
      .where(or(eq(scouts.id, one.id), eq(scouts.id, two.id)));
    expect(left).toHaveLength(1);
    const awards = await db
      .select()
      .from(scoutBadges)
      .where(eq(scoutBadges.scoutId, left[0]?.id ?? ""));
    expect(awards.map((a) => a.badgeId).sort()).toEqual([otherBadge.id, thirdBadge.id].sort());
  });

  it("serialises with an erasure of the entry kept: either the erasure finds the merged entry or the merge finds none", async () => {
    const gone = await rosterEntry("Flo Fir");
    const kept = await rosterEntry("Flo Fir");
    await award(gone.id, otherBadge.id, new Date("2026-01-01T00:00:00Z"), "Lee Leader");
    const [merged, erased] = await Promise.all([merge(gone.id, kept.id), as(leader).del(`/api/scouts/${kept.id}`)]);
    expect(erased.statusCode).toBe(204);
    expect([200, 404]).toContain(merged.statusCode);
    expect(await scoutRow(kept.id)).toBeUndefined();
    // Merged first: the award went with the erased entry. Refused: it stays on the entry that was to go.
    const awards = await db.select().from(scoutBadges).where(eq(scoutBadges.badgeId, otherBadge.id));
    const onGone = awards.filter((a) => a.scoutId === gone.id);
    if (merged.statusCode === 200) {
      expect(await scoutRow(gone.id)).toBeUndefined();
      expect(awards.filter((a) => a.scoutId === kept.id)).toEqual([]);
    } else expect(onGone).toHaveLength(1);
  });

  it("handles every table that points at a roster entry (a new one must be added to the merge and to this list)", async () => {
    const rows = await db.execute(sql`
      select distinct cl.relname as "table"
      from pg_constraint c
      join pg_class cl on cl.oid = c.conrelid
      where c.contype = 'f' and c.confrelid = 'scouts'::regclass`);
    const tables = (rows as unknown as { rows: { table: string }[] }).rows.map((r) => r.table).sort();
    expect(tables).toEqual([
      "activities",
      "activity_reactions",
      "attendance",
      "badge_approvals",
      "badge_progress",
      "event_consents",
      "event_participants",
      "event_replies",
      "health_reads",
      "invite_codes",
      "parent_links",
      "requirement_sign_offs",
      "scout_badges",
      "scout_contacts",
    ]);
  });

  it("is no longer flagged as a possible duplicate once merged", async () => {
    const kept = await rosterEntry("Gil Yew", "gil@example.com");
    const gone = await rosterEntry("gil  yew", null);
    const before = await as(leader).get("/api/scouts");
    const flagged = before.json().find((s: { id: string }) => s.id === kept.id);
    expect(flagged.possibleDuplicateOf).toEqual([{ id: gone.id, name: "gil  yew" }]);
    expect((await merge(gone.id, kept.id)).json().possibleDuplicateOf).toEqual([]);
    const after = await as(leader).get("/api/scouts");
    const ids = after.json().map((s: { id: string }) => s.id);
    expect(ids).toContain(kept.id);
    expect(ids).not.toContain(gone.id);
    expect(after.json().find((s: { id: string }) => s.id === kept.id).possibleDuplicateOf).toEqual([]);
    const stillThere = await db
      .select()
      .from(scouts)
      .where(and(eq(scouts.troopId, troopId), eq(scouts.id, gone.id)));
    expect(stillThere).toEqual([]);
  });
});
