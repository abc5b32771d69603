import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBadge, tick } from "../../../../tests/factories/badges";
import { createEvent, daysFromNow } from "../../../../tests/factories/events";
import { insertTroopWithLeader } from "../../../../tests/factories/troops";
import { addRosterScout, type SignedIn, signUpLeader, signUpParent, signUpScout } from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";
import { PATROL_MESSAGES } from "../../../shared/api/patrols";
import { attendance, eventParticipants, events, outbox, patrols, scouts } from "../../db/schema";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

describe("patrols", async () => {
  const { app, database, as } = await createTestApp();
  const db = database.db;
  const leader = await signUpLeader(app);
  const elsewhere = await insertTroopWithLeader(db);
  const [otherPatrol] = await db.insert(patrols).values({ troopId: elsewhere.troopId, name: "Far Away", color: "#000000" }).returning();
  if (!otherPatrol) throw new Error("no patrol elsewhere");

  type Who = { headers: Record<string, string> };
  let names = 0;
  const newPatrol = async (name = `Patrol ${++names}`, color = "#336699") => {
    const res = await as(leader).post("/api/patrols", { name, color });
    if (res.statusCode !== 201) throw new Error(`patrol create failed: ${res.body}`);
    return res.json() as { id: string; name: string; color: string; scoutCount: number };
  };
  const setPlace = (scoutId: string, place: { patrolId?: string | null; patrolLeader?: boolean }) =>
    as(leader).patch(`/api/scouts/${scoutId}`, place);
  const placeOf = async (scoutId: string) =>
    (await db.select({ patrolId: scouts.patrolId, patrolLeader: scouts.patrolLeader }).from(scouts).where(eq(scouts.id, scoutId)))[0];

  describe("a leader creates, renames, recolours and removes patrols", () => {
    it("creates a patrol with no scouts, lists it by name, and refuses a name the troop has in any case", async () => {
      const created = await as(leader).post("/api/patrols", { name: "  Kestrels ", color: "#AA3300" });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual({ id: expect.any(String), name: "Kestrels", color: "#aa3300", motto: null, scoutCount: 0 });
      const again = await as(leader).post("/api/patrols", { name: "kestrels", color: "#112233" });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: PATROL_MESSAGES.nameTaken, fields: { name: PATROL_MESSAGES.nameTaken } });
      const list = await as(leader).get("/api/patrols");
      expect(list.json().map((p: { name: string }) => p.name)).toContain("Kestrels");
    });

    it("checks the name (1–50) and the colour (#rrggbb) on their fields", async () => {
      for (const [payload, field] of [
        [{ name: "", color: "#112233" }, "name"],
        [{ name: "x".repeat(51), color: "#112233" }, "name"],
        [{ name: "Owls", color: "red" }, "color"],
        [{ name: "Owls", color: "#12345" }, "color"],
      ] as const) {
        const res = await as(leader).post("/api/patrols", payload);
        expect(res.statusCode).toBe(400);
        expect(Object.keys(res.json().fields)).toEqual([field]);
      }
    });

    it("renames and recolours; a rename to another patrol's name is refused", async () => {
      const a = await newPatrol("Swifts");
      await newPatrol("Larks");
      const renamed = await as(leader).patch(`/api/patrols/${a.id}`, { name: "Swallows", color: "#00ff00" });
      expect(renamed.json()).toMatchObject({ name: "Swallows", color: "#00ff00" });
      const clash = await as(leader).patch(`/api/patrols/${a.id}`, { name: "LARKS" });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().fields).toEqual({ name: PATROL_MESSAGES.nameTaken });
    });

    it("keeps a motto of at most 60 characters, trimmed, shows it to the patrol's own scouts, and takes it away when emptied", async () => {
      const p = await newPatrol("Kites");
      const set = await as(leader).patch(`/api/patrols/${p.id}`, { motto: "  Fly high!  " });
      expect(set.json()).toMatchObject({ name: "Kites", motto: "Fly high!" });
      const tooLong = await as(leader).patch(`/api/patrols/${p.id}`, { motto: "x".repeat(61) });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().fields).toEqual({ motto: "Motto must be at most 60 characters." });
      const kite = await signUpScout(app, leader, { firstName: "Kit", lastName: "Kite" });
      await setPlace(kite.scoutId, { patrolId: p.id });
      expect((await as(kite).get("/api/patrols/mine")).json().patrol).toEqual({
        id: p.id,
        name: "Kites",
        color: "#336699",
        motto: "Fly high!",
      });
      const emptied = await as(leader).patch(`/api/patrols/${p.id}`, { motto: "" });
      expect(emptied.json().motto).toBeNull();
    });

    it("answers 404 for another troop's patrol and unknown ids, and never lists them", async () => {
      for (const id of [otherPatrol.id, UNKNOWN_ID, "not-an-id"]) {
        expect((await as(leader).patch(`/api/patrols/${id}`, { name: "Mine now" })).statusCode).toBe(404);
        expect((await as(leader).del(`/api/patrols/${id}`)).statusCode).toBe(404);
      }
      const list = await as(leader).get("/api/patrols");
      expect(list.json().map((p: { id: string }) => p.id)).not.toContain(otherPatrol.id);
      expect((await as(elsewhere).get("/api/patrols")).json()).toEqual([
        { id: otherPatrol.id, name: "Far Away", color: "#000000", motto: null, scoutCount: 0 },
      ]);
    });

    it("refuses to remove a patrol with scouts in it, with the count, and removes it once empty", async () => {
      const p = await newPatrol("Hawks");
      const one = await addRosterScout(app, leader, { name: "Hal Hawk" });
      const two = await addRosterScout(app, leader, { name: "Hana Hawk" });
      await as(leader).post("/api/scouts/move-to-patrol", { scoutIds: [one.id, two.id], patrolId: p.id });
      expect((await as(leader).get("/api/patrols")).json().find((x: { id: string }) => x.id === p.id).scoutCount).toBe(2);
      const refused = await as(leader).del(`/api/patrols/${p.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ error: "Hawks still has 2 scouts. Move them to another patrol first." });
      await as(leader).post("/api/scouts/move-to-patrol", { scoutIds: [one.id, two.id], patrolId: null });
      expect((await as(leader).del(`/api/patrols/${p.id}`)).statusCode).toBe(204);
      expect((await as(leader).get("/api/patrols")).json().map((x: { id: string }) => x.id)).not.toContain(p.id);
    });

    it("a removal and a move into the patrol at once: either the move is refused or the removal is", async () => {
      const p = await newPatrol();
      const s = await addRosterScout(app, leader, { name: "Racing Rita" });
      const [removed, moved] = await Promise.all([
        as(leader).del(`/api/patrols/${p.id}`),
        as(leader).post("/api/scouts/move-to-patrol", { scoutIds: [s.id], patrolId: p.id }),
      ]);
      expect([removed.statusCode, moved.statusCode].sort()).toSatisfy(
        (codes: number[]) => JSON.stringify(codes) === "[200,409]" || JSON.stringify(codes) === "[204,400]",
      );
      const place = await placeOf(s.id);
      if (removed.statusCode === 204) expect(place?.patrolId).toBeNull();
      else expect(place?.patrolId).toBe(p.id);
    });
  });

  describe("a scout's patrol on the roster", () => {
    it("is set on the roster form, listed with the scout, and must be one of the troop's patrols", async () => {
      const p = await newPatrol();
      const created = await as(leader).post("/api/scouts", { name: "Pia Patrol", patrolId: p.id });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ patrolId: p.id, patrolLeader: false });
      const listed = (await as(leader).get("/api/scouts")).json().find((s: { id: string }) => s.id === created.json().id);
      expect(listed).toMatchObject({ patrolId: p.id, patrolLeader: false });
      for (const patrolId of [otherPatrol.id, UNKNOWN_ID, "nope"]) {
        const res = await as(leader).post("/api/scouts", { name: "Nobody", patrolId });
        expect(res.statusCode).toBe(400);
        expect(res.json().fields).toEqual({ patrolId: PATROL_MESSAGES.unknownPatrol });
        const patched = await setPlace(created.json().id, { patrolId });
        expect(patched.statusCode).toBe(400);
        expect(patched.json().fields).toEqual({ patrolId: PATROL_MESSAGES.unknownPatrol });
      }
      expect(await placeOf(created.json().id)).toEqual({ patrolId: p.id, patrolLeader: false });
    });

    it("allows two patrol leaders per patrol and refuses a third; leaving the patrol stops leading it", async () => {
      const p = await newPatrol("Ravens");
      const [a, b, c] = await Promise.all([1, 2, 3].map((n) => addRosterScout(app, leader, { name: `Raven ${n}` })));
      if (!a || !b || !c) throw new Error("scouts");
      await as(leader).post("/api/scouts/move-to-patrol", { scoutIds: [a.id, b.id, c.id], patrolId: p.id });
      expect((await setPlace(a.id, { patrolLeader: true })).statusCode).toBe(200);
      expect((await setPlace(b.id, { patrolLeader: true })).statusCode).toBe(200);
      // Saving the form again with the same place is not a third leader.
      expect((await setPlace(a.id, { patrolId: p.id, patrolLeader: true })).statusCode).toBe(200);
      const third = await setPlace(c.id, { patrolLeader: true });
      expect(third.statusCode).toBe(409);
      expect(third.json().error).toBe("Ravens already has 2 patrol leaders. Make one of them a patrol member first.");
      const other = await newPatrol();
      const moved = await setPlace(a.id, { patrolId: other.id });
      expect(moved.json()).toMatchObject({ patrolId: other.id, patrolLeader: false });
      expect((await setPlace(c.id, { patrolLeader: true })).statusCode).toBe(200);
      const out = await setPlace(b.id, { patrolId: null });
      expect(out.json()).toMatchObject({ patrolId: null, patrolLeader: false });
      const noPatrol = await setPlace(b.id, { patrolLeader: true });
      expect(noPatrol.statusCode).toBe(400);
      expect(noPatrol.json().fields).toEqual({ patrolLeader: PATROL_MESSAGES.leaderNeedsPatrol });
    });

    it("gives at most two leaders when many are made leaders at once", async () => {
      const p = await newPatrol();
      const many = await Promise.all([1, 2, 3, 4, 5].map((n) => addRosterScout(app, leader, { name: `Rush ${n}` })));
      await as(leader).post("/api/scouts/move-to-patrol", { scoutIds: many.map((s) => s.id), patrolId: p.id });
      const answers = await Promise.all(many.map((s) => setPlace(s.id, { patrolLeader: true })));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 409, 409, 409]);
      const leaders = await db.select().from(scouts).where(eq(scouts.patrolId, p.id));
      expect(leaders.filter((s) => s.patrolLeader)).toHaveLength(2);
    });

    it("moves several scouts at once, all or nothing", async () => {
      const p = await newPatrol();
      const three = await Promise.all([1, 2, 3].map((n) => addRosterScout(app, leader, { name: `Mover ${n}` })));
      const ids = three.map((s) => s.id);
      for (const stray of [UNKNOWN_ID, "nope"]) {
        const refused = await as(leader).post("/api/scouts/move-to-patrol", { scoutIds: [...ids, stray], patrolId: p.id });
        expect(refused.statusCode).toBe(404);
      }
      const elsewhereScout = (await db.insert(scouts).values({ troopId: elsewhere.troopId, name: "Far Scout" }).returning())[0];
      const foreign = await as(leader).post("/api/scouts/move-to-patrol", { scoutIds: [...ids, elsewhereScout?.id], patrolId: p.id });
      expect(foreign.statusCode).toBe(404);
      for (const id of ids) expect((await placeOf(id))?.patrolId).toBeNull();
      const toOther = await as(leader).post("/api/scouts/move-to-patrol", { scoutIds: ids, patrolId: otherPatrol.id });
      expect(toOther.statusCode).toBe(400);
      expect(toOther.json().fields).toEqual({ patrolId: PATROL_MESSAGES.unknownPatrol });
      const moved = await as(leader).post("/api/scouts/move-to-patrol", { scoutIds: ids, patrolId: p.id });
      expect(moved.json()).toEqual({ moved: 3 });
      for (const id of ids) expect((await placeOf(id))?.patrolId).toBe(p.id);
    });

    it("a merge keeps the kept entry's patrol, or takes the other's when it has none", async () => {
      const p1 = await newPatrol();
      const p2 = await newPatrol();
      const keep = await addRosterScout(app, leader, { name: "Kept Kim" });
      const gone = await addRosterScout(app, leader, { name: "Gone Kim" });
      await setPlace(gone.id, { patrolId: p1.id, patrolLeader: true });
      const merged = await as(leader).post(`/api/scouts/${gone.id}/merge`, { intoScoutId: keep.id });
      expect(merged.json()).toMatchObject({ patrolId: p1.id, patrolLeader: true });
      const other = await addRosterScout(app, leader, { name: "Other Kim" });
      await setPlace(other.id, { patrolId: p2.id });
      const again = await as(leader).post(`/api/scouts/${other.id}/merge`, { intoScoutId: keep.id });
      expect(again.json()).toMatchObject({ patrolId: p1.id, patrolLeader: true });
    });

    it("a roster import ignores patrols in its rows", async () => {
      const res = await as(leader).post("/api/scouts/import", {
        rows: [{ name: "Imported Ina", patrolId: otherPatrol.id, patrolLeader: true }],
      });
      expect(res.statusCode).toBe(201);
      const [row] = await db.select().from(scouts).where(eq(scouts.name, "Imported Ina"));
      expect(row).toMatchObject({ patrolId: null, patrolLeader: false });
    });
  });

  describe("a scout's own patrol, and a patrol leader's", async () => {
    const p = await newPatrol("Otters", "#117744");
    const ada = await signUpScout(app, leader, { firstName: "Ada", lastName: "Otter" });
    const ben = await signUpScout(app, leader, { firstName: "Ben", lastName: "Otter" });
    const outsider = await signUpScout(app, leader, { firstName: "Cai", lastName: "Badger" });
    const quiet = await addRosterScout(app, leader, { name: "Dot Otter" });
    const inactive = await addRosterScout(app, leader, { name: "Eve Otter" });
    await as(leader).patch(`/api/scouts/${quiet.id}`, { notes: "Private note", allergies: "Nuts", dateOfBirth: "2014-03-01" });
    await as(leader).patch(`/api/scouts/${inactive.id}`, { isActive: false });
    await as(leader).post("/api/scouts/move-to-patrol", { scoutIds: [ada.scoutId, ben.scoutId, quiet.id, inactive.id], patrolId: p.id });
    await setPlace(ada.scoutId, { patrolLeader: true });
    const adaParent = await signUpParent(app, leader, ada.scoutId);
    const quietParent = await signUpParent(app, leader, quiet.id);
    const outsiderParent = await signUpParent(app, leader, outsider.scoutId);

    it("shows a scout their patrol's name and colour and their active patrol mates' names, nothing else", async () => {
      const res = await as(ben).get("/api/patrols/mine");
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        patrol: { id: p.id, name: "Otters", color: "#117744", motto: null },
        mates: [{ name: "Ada Otter" }, { name: "Dot Otter" }],
        leads: false,
      });
      expect(res.body).not.toMatch(/Private note|Nuts|@|2014/);
      expect((await as(ada).get("/api/patrols/mine")).json().leads).toBe(true);
      expect((await as(outsider).get("/api/patrols/mine")).json()).toEqual({ patrol: null, mates: [], leads: false });
      expect((await as(leader).get("/api/patrols/mine")).statusCode).toBe(403);
      expect((await as(adaParent).get("/api/patrols/mine")).statusCode).toBe(403);
    });

    it("shows a patrol leader their patrol's badge progress; other scouts, leaders and parents get 403", async () => {
      const badge = await createBadge(app, leader, { name: "Knots", requirements: ["Reef", "Bowline", "Hitch", "Sheet"] });
      await tick(app, ben, badge.id, [0]);
      const res = await as(ada).get("/api/patrols/mine/progress");
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { name: "Ada Otter", earnedCount: 0, inProgress: [] },
        { name: "Ben Otter", earnedCount: 0, inProgress: [{ badgeName: "Knots", progressPercentage: 25 }] },
        { name: "Dot Otter", earnedCount: 0, inProgress: [] },
      ]);
      for (const who of [ben, outsider, leader, adaParent]) {
        const refused = await as(who).get("/api/patrols/mine/progress");
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ error: "Only patrol leaders can do this." });
      }
    });

    it("lets a patrol leader take the register for their own patrol only", async () => {
      const event = await createEvent(app, leader, { title: "River walk", startDate: daysFromNow(-1) });
      const mark = (scoutId: string, who: Who, status = "present") =>
        as(who).post("/api/attendance", { scoutId, eventId: event.id, status });
      expect((await mark(ben.scoutId, ada)).statusCode).toBe(201);
      expect((await mark(quiet.id, ada, "absent")).statusCode).toBe(201);
      const refused = await mark(outsider.scoutId, ada);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: PATROL_MESSAGES.ownPatrolOnly });
      expect(await db.select().from(attendance).where(eq(attendance.scoutId, outsider.scoutId))).toEqual([]);
      // Scouts who lead no patrol, and parents, are refused as before.
      for (const who of [ben, adaParent]) {
        const res = await mark(ben.scoutId, who);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: "Only leaders can do this." });
      }
      expect((await mark(outsider.scoutId, leader)).statusCode).toBe(201);

      // Ben has a place at the walk: the register offers him first.
      const [walk] = await db.select({ troopId: events.troopId }).from(events).where(eq(events.id, event.id));
      await db
        .insert(eventParticipants)
        .values({ troopId: walk?.troopId ?? "", eventId: event.id, scoutId: ben.scoutId, status: "joined" });
      const register = await as(ada).get("/api/patrols/mine/attendance");
      expect(register.statusCode).toBe(200);
      const body = register.json();
      expect(body.events.find((e: { id: string }) => e.id === event.id)?.going).toEqual([ben.scoutId]);
      expect(body.scouts.map((s: { name: string }) => s.name)).toEqual(["Ada Otter", "Ben Otter", "Dot Otter"]);
      expect(Object.keys(body.scouts[0]).sort()).toEqual(["id", "name"]);
      expect(body.events.map((e: { title: string }) => e.title)).toContain("River walk");
      expect(body.records).toEqual(
        expect.arrayContaining([
          { scoutId: ben.scoutId, eventId: event.id, status: "present" },
          { scoutId: quiet.id, eventId: event.id, status: "absent" },
        ]),
      );
      expect(body.records.map((r: { scoutId: string }) => r.scoutId)).not.toContain(outsider.scoutId);
      for (const who of [ben, leader, adaParent]) expect((await as(who).get("/api/patrols/mine/attendance")).statusCode).toBe(403);
    });

    it("stops a scout taking the register once a leader makes them a patrol member", async () => {
      const event = await createEvent(app, leader, { startDate: daysFromNow(-2) });
      await setPlace(ada.scoutId, { patrolLeader: false });
      const res = await as(ada).post("/api/attendance", { scoutId: ben.scoutId, eventId: event.id, status: "present" });
      expect(res.statusCode).toBe(403);
      await setPlace(ada.scoutId, { patrolLeader: true });
    });

    it("sends a message to a patrol: its active scouts and their parents, nobody else", async () => {
      const audience = { kind: "patrol", patrolId: p.id };
      // Eve has neither an account nor a parent: her family is reached by the roster address only.
      const eve = await addRosterScout(app, leader, { name: "Eve Otter", email: "eve.family@example.com" });
      await as(leader).post("/api/scouts/move-to-patrol", { scoutIds: [eve.id], patrolId: p.id });
      const count = await as(leader).post("/api/messages/recipients-count", { audience });
      // Ada, Ben, Ada's parent and Dot's parent (Dot has no account), and Eve's family by email.
      expect(count.json()).toEqual({ recipients: 4, emailed: 1 });
      const sent = await as(leader).post("/api/messages", { subject: "Otters meet", body: "Bring a torch.", audience });
      expect(sent.statusCode).toBe(201);
      // What the count said is what is sent: one email per person and one to the family, no more.
      const emails = await db.select({ to: outbox.recipient }).from(outbox).where(eq(outbox.subject, "Otters meet"));
      expect(emails).toHaveLength(4 + 1);
      expect(emails.map((e) => e.to)).toContain("eve.family@example.com");
      const inbox = async (who: SignedIn) =>
        (await as(who).get("/api/messages")).json().map((m: { subject: string }) => m.subject) as string[];
      for (const who of [ada, ben, adaParent, quietParent]) expect(await inbox(who)).toContain("Otters meet");
      for (const who of [outsider, outsiderParent]) expect(await inbox(who)).not.toContain("Otters meet");
      for (const patrolId of [otherPatrol.id, UNKNOWN_ID]) {
        const res = await as(leader).post("/api/messages/recipients-count", { audience: { kind: "patrol", patrolId } });
        expect(res.statusCode).toBe(404);
        expect(
          (await as(leader).post("/api/messages", { subject: "x", body: "y", audience: { kind: "patrol", patrolId } })).statusCode,
        ).toBe(404);
      }
    });
  });
});
