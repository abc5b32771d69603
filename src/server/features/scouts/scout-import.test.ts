import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createRosterScout } from "../../../../tests/factories/badges";
import { insertTroopWithLeader } from "../../../../tests/factories/troops";
import { signUpLeader, signUpParent, signUpScout } from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";
import { memberships, scouts } from "../../db/schema";
import { IMPORT_MESSAGES } from "./scout-import.service";

describe("importing a roster (POST /api/scouts/import)", async () => {
  const { app, database, as } = await createTestApp();
  const db = database.db;
  const leader = await signUpLeader(app);
  const [{ troopId } = { troopId: "" }] = await db
    .select({ troopId: memberships.troopId })
    .from(memberships)
    .where(eq(memberships.userId, leader.userId));
  const scout = await signUpScout(app, leader);
  const parent = await signUpParent(app, leader, scout.scoutId);

  const importRows = (rows: unknown, who: { headers: Record<string, string> } | null = leader) =>
    as(who).post("/api/scouts/import", { rows });
  const rosterSize = async () => (await db.select({ n: count() }).from(scouts).where(eq(scouts.troopId, troopId)))[0]?.n ?? 0;
  const named = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => ({ name: `${prefix} ${i + 1}` }));

  it("answers 401 signed out and 403 to a scout or a parent, creating nothing", async () => {
    const before = await rosterSize();
    expect((await importRows(named("Nobody", 2), null)).statusCode).toBe(401);
    for (const who of [scout, parent]) {
      const res = await importRows(named("Nobody", 2), who);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: "Only leaders can do this." });
    }
    expect(await rosterSize()).toBe(before);
  });

  it("creates every row (201 {created}) with the fields of the scout form and its defaults", async () => {
    const before = await rosterSize();
    const res = await importRows([
      {
        name: "  Ivy Reed ",
        email: "Ivy.Reed@Example.com",
        phone: "+44 1234",
        emergencyContact: "Pat Reed",
        emergencyPhone: "0123",
        dateOfBirth: "2014-03-09",
        isActive: false,
        notes: "Bring inhaler",
      },
      { name: "Jo Reed", email: "", phone: null },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ created: 2 });
    expect(await rosterSize()).toBe(before + 2);
    const [ivy] = await db.select().from(scouts).where(eq(scouts.name, "Ivy Reed"));
    expect(ivy).toMatchObject({
      troopId,
      email: "ivy.reed@example.com",
      phone: "+44 1234",
      emergencyContact: "Pat Reed",
      emergencyPhone: "0123",
      dateOfBirth: "2014-03-09",
      isActive: false,
      notes: "Bring inhaler",
      userId: null,
      joinedWithTroopCode: false,
    });
    const [jo] = await db.select().from(scouts).where(eq(scouts.name, "Jo Reed"));
    expect(jo).toMatchObject({ email: null, phone: null, isActive: true });
  });

  it("imports 500 rows at once and refuses 501 with a message, creating none", async () => {
    const before = await rosterSize();
    const over = await importRows(named("Over", 501));
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toBe("At most 500 scouts can be imported at once.");
    expect(await rosterSize()).toBe(before);
    const full = await importRows(named("Full", 500));
    expect(full.statusCode).toBe(201);
    expect(full.json()).toEqual({ created: 500 });
    expect(await rosterSize()).toBe(before + 500);
  });

  it.each([
    [[], "Add at least one scout to import."],
    ["Name\nAda", "rows must be a list of scouts."],
    [undefined, "rows must be a list of scouts."],
  ])("refuses rows %j with 400 and a message", async (rows, message) => {
    const res = await importRows(rows);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it("names each bad row and field with the message adding that scout alone gives, and creates none", async () => {
    const before = await rosterSize();
    const badName = { name: "   " };
    const badEmail = { name: "Kit", email: "not-an-email" };
    const badBirth = { name: "Lou", dateOfBirth: "2999-01-01", isActive: "yes" };
    const res = await importRows([{ name: "Fine One" }, badName, badEmail, { name: "Fine Two" }, badBirth, "just text"]);
    expect(res.statusCode).toBe(400);
    const single = async (body: object) => (await as(leader).post("/api/scouts", body)).json().fields;
    expect(res.json()).toEqual({
      error: "Nothing was imported: 4 rows have problems.",
      rows: [
        { row: 2, fields: await single(badName) },
        { row: 3, fields: await single(badEmail) },
        { row: 5, fields: await single(badBirth) },
        { row: 6, fields: { row: IMPORT_MESSAGES.notAScout } },
      ],
    });
    expect(res.json().rows[0].fields).toEqual({ name: "Name is required." });
    expect(res.json().rows[2].fields).toEqual({
      dateOfBirth: "Date of birth cannot be in the future.",
      isActive: "Active must be true or false.",
    });
    expect(await rosterSize()).toBe(before);
  });

  it("takes siblings who share an email, in the file and on the roster, and reads both contact column styles", async () => {
    await createRosterScout(app, leader, { email: "family@example.com" });
    const res = await importRows([
      { name: "Sib One", email: "family@example.com", "Parent Name": "Pat Sib", "Parent Email": "Pat@Example.com", "Parent Phone": "0700" },
      {
        name: "Sib Two",
        email: "FAMILY@example.com",
        "Contact 1 Name": "Pat Sib",
        "Contact 1 Email": "pat@example.com",
        "Contact 1 Phone": "0700",
        "Contact 1 Relationship": "Mother",
        "Contact 2 Name": "Gran Sib",
        "Contact 2 Phone": "0800",
        "Contact 2 Email": "",
        "Contact 2 Relationship": "",
      },
      { name: "Sib Three", contacts: [{ name: "Pat Sib", email: "pat@example.com" }] },
    ]);
    expect(res.statusCode).toBe(201);
    const roster = (await as(leader).get("/api/scouts")).json() as {
      name: string;
      contacts: { name: string; email: string | null; phone: string | null; relationship: string | null }[];
    }[];
    const contactsOf = (name: string) =>
      roster.find((s) => s.name === name)?.contacts.map((c) => [c.name, c.email, c.phone, c.relationship]);
    expect(contactsOf("Sib One")).toEqual([["Pat Sib", "pat@example.com", "0700", "Parent"]]);
    expect(contactsOf("Sib Two")).toEqual([
      ["Pat Sib", "pat@example.com", "0700", "Mother"],
      ["Gran Sib", null, "0800", null],
    ]);
    expect(contactsOf("Sib Three")).toEqual([["Pat Sib", "pat@example.com", null, null]]);
  });

  it("refuses a contact without a name, a bad contact email and a fifth contact, naming the row", async () => {
    const before = await rosterSize();
    const five = Array.from({ length: 5 }, (_, i) => ({ name: `C${i}` }));
    const res = await importRows([
      { name: "Ok", "Contact 1 Email": "who@example.com" },
      { name: "Bad", "Parent Name": "P", "Parent Email": "not-an-email" },
      { name: "Many", contacts: five },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().rows).toEqual([
      { row: 1, fields: { contacts: "Contact name is required." } },
      { row: 2, fields: { contacts: "Contact email must be a valid email address." } },
      { row: 3, fields: { contacts: "A scout can have at most 4 contacts." } },
    ]);
    expect(await rosterSize()).toBe(before);
  });

  it("checks emails against its own troop's roster only", async () => {
    const elsewhere = await insertTroopWithLeader(db, "Elsewhere");
    await db.insert(scouts).values({ troopId: elsewhere.troopId, name: "Far Away", email: "far@example.com" });
    const res = await importRows([{ name: "Near", email: "far@example.com" }]);
    expect(res.statusCode).toBe(201);
  });

  it("creates none when the database refuses a row after earlier rows were written (one transaction)", async () => {
    const before = await rosterSize();
    // Text with a NUL character passes the form's rules; only PostgreSQL refuses to store it, and
    // only when it reaches row 3, after rows 1 and 2 were inserted.
    const res = await importRows([{ name: "Written First" }, { name: "Written Second" }, { name: "Bad\u0000Name" }, { name: "Never" }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: "Nothing was imported: row 3 has a problem.",
      rows: [{ row: 3, fields: { row: IMPORT_MESSAGES.cannotStore } }],
    });
    expect(await rosterSize()).toBe(before);
    expect(await db.select().from(scouts).where(eq(scouts.name, "Written First"))).toEqual([]);
  });
});
