import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertTroopWithLeader } from "../../../../tests/factories/troops";
import { addRosterScout, signUpAssistant, signUpLeader, signUpParent, signUpScout } from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";
import { HEALTH_CROSS_SITE_READ, type HealthCard } from "../../../shared/api/event-logistics";
import { healthReads } from "../../db/schema";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const NOTES = { allergies: "Peanuts", medicalNotes: "Inhaler in the front pocket", dietaryNeeds: "Vegetarian" };

/** running-a-troop.md §15, "Health data is read where it is logged". */
describe("a scout's health notes", async () => {
  const { app, database, as } = await createTestApp();
  const db = database.db;
  const leader = await signUpLeader(app, { firstName: "Lee", lastName: "Leader" });
  const assistant = await signUpAssistant(app, leader, { firstName: "Asa", lastName: "Assistant" });
  const ada = await signUpScout(app, leader, { firstName: "Ada", lastName: "Pine" });
  const adaDad = await signUpParent(app, leader, ada.scoutId, { firstName: "Al", lastName: "Pine" });
  const ben = await addRosterScout(app, leader, { name: "Ben Brook" });
  await as(leader).put(`/api/scouts/${ben.id}/health`, { ...NOTES, allergies: "Wasps" });
  const benMum = await signUpParent(app, leader, ben.id, { firstName: "Bea", lastName: "Brook" });
  const otherTroop = await insertTroopWithLeader(db, "Other Health Troop");
  const readsOf = (scoutId: string) => db.select().from(healthReads).where(eq(healthReads.scoutId, scoutId));

  it("never leave the server on the roster or the family's list", async () => {
    await as(leader).put(`/api/scouts/${ada.scoutId}/health`, NOTES);
    const roster = await as(leader).get("/api/scouts");
    expect(roster.statusCode).toBe(200);
    expect(roster.body).not.toContain("Peanuts");
    expect(roster.body).not.toContain("allergies");
    const created = await as(leader).patch(`/api/scouts/${ben.id}`, { notes: "Keen" });
    expect(created.body).not.toContain("Wasps");
    const family = await as(adaDad).get("/api/parent/children");
    expect(family.statusCode).toBe(200);
    expect(family.body).not.toContain("Peanuts");
    expect(await readsOf(ada.scoutId)).toHaveLength(0);
  });

  it("are read on the Health card by a leader, each read logged with who and when", async () => {
    const first = await as(leader).get(`/api/scouts/${ada.scoutId}/health`);
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-store");
    const card: HealthCard = first.json();
    expect(card).toMatchObject({ scoutId: ada.scoutId, name: "Ada Pine", ...NOTES });
    expect(card.reads.map((r) => r.readerName)).toEqual(["Lee Leader"]);
    const second: HealthCard = (await as(assistant).get(`/api/scouts/${ada.scoutId}/health`)).json();
    expect(second.reads.map((r) => r.readerName)).toEqual(["Asa Assistant", "Lee Leader"]);
    expect(await readsOf(ada.scoutId)).toHaveLength(2);
  });

  it("are read and kept by the child's own parents, and by nobody else", async () => {
    const own = await as(adaDad).get(`/api/parent/children/${ada.scoutId}/health`);
    expect(own.statusCode).toBe(200);
    expect((own.json() as HealthCard).reads[0]?.readerName).toBe("Al Pine");
    const saved = await as(adaDad).put(`/api/parent/children/${ada.scoutId}/health`, { ...NOTES, dietaryNeeds: null });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...NOTES, dietaryNeeds: null });
    const before = (await readsOf(ada.scoutId)).length;

    // Another family, a scout, another troop's leader: nothing read, nothing logged, nothing changed.
    expect((await as(benMum).get(`/api/parent/children/${ada.scoutId}/health`)).statusCode).toBe(404);
    expect((await as(benMum).put(`/api/parent/children/${ada.scoutId}/health`, NOTES)).statusCode).toBe(404);
    for (const who of [ada, adaDad]) expect((await as(who).get(`/api/scouts/${ada.scoutId}/health`)).statusCode).toBe(403);
    expect((await as(otherTroop).get(`/api/scouts/${ada.scoutId}/health`)).statusCode).toBe(404);
    expect((await as(otherTroop).put(`/api/scouts/${ada.scoutId}/health`, NOTES)).statusCode).toBe(404);
    expect((await as(leader).get(`/api/scouts/${UNKNOWN_ID}/health`)).statusCode).toBe(404);
    expect(await readsOf(ada.scoutId)).toHaveLength(before);
    const own2: HealthCard = (await as(adaDad).get(`/api/parent/children/${ada.scoutId}/health`)).json();
    expect(own2.dietaryNeeds).toBeNull();
  });

  it("refuses a read another site started, logging nothing", async () => {
    const before = (await readsOf(ada.scoutId)).length;
    for (const url of [`/api/scouts/${ada.scoutId}/health`, `/api/parent/children/${ada.scoutId}/health`]) {
      const who = url.startsWith("/api/scouts") ? leader : adaDad;
      const res = await as(null, { headers: { ...who.headers, "sec-fetch-site": "cross-site" } }).get(url);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: HEALTH_CROSS_SITE_READ });
    }
    expect(await readsOf(ada.scoutId)).toHaveLength(before);
  });

  it("refuses a note that is too long with the field named, changing nothing", async () => {
    const res = await as(leader).put(`/api/scouts/${ada.scoutId}/health`, { ...NOTES, medicalNotes: "x".repeat(5000) });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(["medicalNotes"]);
    const card: HealthCard = (await as(leader).get(`/api/scouts/${ada.scoutId}/health`)).json();
    expect(card.medicalNotes).toBe(NOTES.medicalNotes);
  });

  it("an erased child's reads go with them", async () => {
    expect((await readsOf(ada.scoutId)).length).toBeGreaterThan(0);
    expect((await as(leader).del(`/api/scouts/${ada.scoutId}`)).statusCode).toBe(204);
    expect(await readsOf(ada.scoutId)).toHaveLength(0);
  });
});
