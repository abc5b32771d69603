import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertTroopWithLeader } from "../../../../tests/factories/troops";
import {
  addRosterScout,
  insertInviteCode,
  insertRosterScout,
  inviteCode,
  signUpLeader,
  signUpParent,
  signUpScout,
} from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";
import { inviteCodes, troops } from "../../db/schema";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

describe("a sheet of invite cards for the roster's selection", async () => {
  const { app, database, as } = await createTestApp();
  const db = database.db;
  const leader = await signUpLeader(app);
  const [troop] = await db.select().from(troops);
  if (!troop) throw new Error("no troop");

  const cards = (scoutIds: string[], who: { headers: Record<string, string> } = leader) =>
    as(who).post("/api/scouts/invites", { scoutIds });
  const lookUp = (code: string) => as(null).post("/api/invites/lookup", { code });
  const codesOf = (scoutId: string) => db.select().from(inviteCodes).where(eq(inviteCodes.scoutId, scoutId));

  it("gives each scout without an account a card: the code already handed out again, a new one where there is none", async () => {
    const zoe = await addRosterScout(app, leader, { name: "Zoe Birch" });
    const ada = await addRosterScout(app, leader, { name: "Ada Pine" });
    const handedOut = await inviteCode(app, leader, zoe.id);

    const res = await cards([zoe.id, ada.id]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // In roster order (by name), whatever order the selection came in.
    expect(body.cards.map((card: { scoutName: string }) => card.scoutName)).toEqual(["Ada Pine", "Zoe Birch"]);
    expect(body.withAccount).toEqual([]);
    const [adaCard, zoeCard] = body.cards;
    expect(zoeCard).toEqual({
      scoutId: zoe.id,
      scoutName: "Zoe Birch",
      code: handedOut,
      expiresAt: expect.any(String),
      // Beside it, a code for the family's parents.
      parentCode: expect.stringMatching(/^[A-Z0-9]{10}$/),
      parentExpiresAt: expect.any(String),
    });
    expect(adaCard.code).toMatch(/^[A-Z2-9]{10}$/);
    expect(new Date(adaCard.expiresAt).getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);
    // The card printed earlier still works, and each scout has exactly one live code of each kind.
    expect((await lookUp(handedOut)).json()).toMatchObject({ kind: "scout" });
    expect((await lookUp(adaCard.code)).json()).toMatchObject({ kind: "scout" });
    expect((await lookUp(adaCard.parentCode)).json()).toMatchObject({ kind: "parent", scoutFirstName: "Ada" });
    for (const id of [zoe.id, ada.id]) expect((await codesOf(id)).map((row) => row.kind).sort()).toEqual(["parent", "scout"]);

    // Printing the sheet again shows the same codes: nothing is replaced.
    const again = await cards([ada.id, zoe.id]);
    expect(again.json().cards).toEqual(body.cards);
    // The single card shows the same code.
    const single = await as(leader).get(`/api/scouts/${ada.id}/invite`);
    expect(single.json().current.code).toBe(adaCard.code);
  });

  it("skips scouts who already have an account and names them", async () => {
    const member = await signUpScout(app, leader, { firstName: "Ben", lastName: "Ode" });
    const waiting = await addRosterScout(app, leader, { name: "Cara Diaz" });
    const res = await cards([member.scoutId, waiting.id]);
    expect(res.statusCode).toBe(200);
    expect(res.json().cards.map((card: { scoutId: string }) => card.scoutId)).toEqual([waiting.id]);
    expect(res.json().withAccount).toEqual([{ id: member.scoutId, name: "Ben Ode" }]);
    expect((await codesOf(member.scoutId)).filter((row) => row.usedAt === null && row.kind === "scout")).toEqual([]);
  });

  it("replaces a live code made before codes were kept, which cannot be shown again", async () => {
    const scout = await addRosterScout(app, leader, { name: "Dev Shah" });
    const hidden = await insertInviteCode(db, troop.id, scout.id, "scout");
    const res = await cards([scout.id]);
    const [card] = res.json().cards;
    expect(card.code).not.toBe(hidden);
    expect((await lookUp(hidden)).statusCode).toBe(403);
    // One live scout code (the new one), beside the card's parent code.
    expect((await codesOf(scout.id)).filter((row) => row.kind === "scout")).toHaveLength(1);
  });

  it("answers 404 and makes no code when any scout is unknown or of another troop", async () => {
    const scout = await addRosterScout(app, leader, { name: "Eve Oak" });
    const other = await insertTroopWithLeader(db);
    const theirs = await insertRosterScout(db, { troopId: other.troopId });
    for (const ids of [
      [scout.id, UNKNOWN_ID],
      [scout.id, theirs.id],
      [scout.id, "not-a-uuid"],
    ]) {
      const res = await cards(ids);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: "Scout not found." });
    }
    expect(await codesOf(scout.id)).toEqual([]);
    // Their leader cannot print ours either.
    expect((await cards([scout.id], other)).statusCode).toBe(404);
    expect(await codesOf(scout.id)).toEqual([]);
  });

  it("is for leaders only: scouts and parents are refused with 403", async () => {
    const scout = await signUpScout(app, leader, { firstName: "Fay", lastName: "Elm" });
    const child = await addRosterScout(app, leader, { name: "Gus Ash" });
    const parent = await signUpParent(app, leader, child.id);
    for (const who of [scout, parent]) expect((await cards([child.id], who)).statusCode).toBe(403);
    expect((await codesOf(child.id)).filter((row) => row.kind === "scout")).toEqual([]);
  });

  it("refuses an empty selection or one that is not a list with 400", async () => {
    for (const payload of [{ scoutIds: [] }, { scoutIds: "all" }, {}]) {
      const res = await as(leader).post("/api/scouts/invites", payload);
      expect(res.statusCode).toBe(400);
    }
  });
});
