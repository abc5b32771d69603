import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertTroopWithLeader } from "../../../../tests/factories/troops";
import { insertRosterScout, signUpLeader, signUpScoutWithCode } from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";
import { memberships, scouts } from "../../db/schema";
import { forgetReads } from "../../plugins/read-cache";

type Listed = { id: string; name: string; possibleDuplicateOf: { id: string; name: string }[] };

/** "Possible duplicate" on the roster: entries of one troop sharing a name (without case or spaces) or an email. */
describe("possible duplicates on the roster (GET /api/scouts)", async () => {
  const { app, database, as } = await createTestApp();
  const db = database.db;
  const leader = await signUpLeader(app);
  const [{ troopId } = { troopId: "" }] = await db
    .select({ troopId: memberships.troopId })
    .from(memberships)
    .where(eq(memberships.userId, leader.userId));
  const entry = (name: string, email: string | null = null) => insertRosterScout(db, { name, email, troopId });
  const roster = async () => {
    // Entries are written behind the app's back here: nothing it kept of the roster may answer.
    forgetReads();
    const res = await as(leader).get("/api/scouts");
    expect(res.statusCode).toBe(200);
    return new Map((res.json() as Listed[]).map((s) => [s.id, s.possibleDuplicateOf]));
  };

  it("marks entries whose names match ignoring case and spaces, each naming the others by name", async () => {
    const a = await entry("Hana Moss");
    const b = await entry("  hana   MOSS ");
    const c = await entry("HanaMoss");
    const unrelated = await entry("Hana Mossley");
    const list = await roster();
    // In name order, which depends on the database's collation for names that differ only in spaces.
    const ids = (id: string) =>
      list
        .get(id)
        ?.map((d) => d.id)
        .sort();
    expect(list.get(a.id)).toEqual(
      expect.arrayContaining([
        { id: b.id, name: "  hana   MOSS " },
        { id: c.id, name: "HanaMoss" },
      ]),
    );
    expect(ids(a.id)).toEqual([b.id, c.id].sort());
    expect(ids(b.id)).toEqual([a.id, c.id].sort());
    expect(ids(c.id)).toEqual([a.id, b.id].sort());
    expect(list.get(unrelated.id)).toEqual([]);
  });

  it("marks a leader's entry and a join-code sign-up that share an email, once each", async () => {
    const mine = await entry("Ivo Lark", "ivo@example.com");
    await signUpScoutWithCode(app, leader, { firstName: "Ivo", lastName: "L.", email: "IVO@example.com" });
    const [signedUp] = await db.select().from(scouts).where(eq(scouts.name, "Ivo L."));
    if (!signedUp) throw new Error("the join code should have made a new entry");
    const list = await roster();
    expect(list.get(mine.id)).toEqual([{ id: signedUp.id, name: "Ivo L." }]);
    expect(list.get(signedUp.id)).toEqual([{ id: mine.id, name: "Ivo Lark" }]);
  });

  it("lists a duplicate that matches on both name and email once", async () => {
    const a = await entry("Jun Park", "jun@example.com");
    const b = await entry("jun park", null);
    await db.update(scouts).set({ email: "jun@example.com", joinedWithTroopCode: true }).where(eq(scouts.id, b.id));
    expect((await roster()).get(a.id)).toEqual([{ id: b.id, name: "jun park" }]);
  });

  it("does not mark entries without an email as sharing one, nor entries of another troop", async () => {
    const a = await entry("Kai One", null);
    const b = await entry("Kai Two", null);
    const elsewhere = await insertTroopWithLeader(db, "Elsewhere");
    await db.insert(scouts).values({ troopId: elsewhere.troopId, name: "Kai One" });
    const list = await roster();
    expect(list.get(a.id)).toEqual([]);
    expect(list.get(b.id)).toEqual([]);
  });

  it("comes with a created or changed entry too", async () => {
    const a = await entry("Lia Fern");
    const created = await as(leader).post("/api/scouts", { name: "LIA FERN" });
    expect(created.statusCode).toBe(201);
    expect(created.json().possibleDuplicateOf).toEqual([{ id: a.id, name: "Lia Fern" }]);
    const renamed = await as(leader).patch(`/api/scouts/${created.json().id}`, { name: "Lia Fernanda" });
    expect(renamed.json().possibleDuplicateOf).toEqual([]);
  });

  it("takes a leader's own entry with an email already on the roster, marked as a possible duplicate (siblings share emails)", async () => {
    await entry("Mo Reed", "mo@example.com");
    const res = await as(leader).post("/api/scouts", { name: "Mo R", email: "MO@example.com" });
    expect(res.statusCode).toBe(201);
    expect(res.json().possibleDuplicateOf.map((d: { name: string }) => d.name)).toContain("Mo Reed");
  });
});
