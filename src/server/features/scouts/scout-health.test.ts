import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertTroopWithLeader } from "../../../../tests/factories/troops";
import { addRosterScout, type SignedIn, signUpAssistant, signUpLeader, signUpParent, signUpScout } from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";
import { HEALTH_CROSS_SITE_READ, type HealthCard } from "../../../shared/api/event-logistics";
import { healthReads } from "../../db/schema";

type Method = "GET" | "PUT" | "DELETE" | "PATCH";
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const NOTES = { allergies: "Peanuts", medicalNotes: "Inhaler in the front pocket", dietaryNeeds: "Vegetarian" };

/** running-a-troop.md §15, "Health data is read where it is logged". */
describe("a scout's health notes", async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const call = (method: Method, url: string, who: SignedIn, payload?: object) => app.inject({ method, url, headers: who.headers, payload });
  const leader = await signUpLeader(app, { firstName: "Lee", lastName: "Leader" });
  const assistant = await signUpAssistant(app, leader, { firstName: "Asa", lastName: "Assistant" });
  const ada = await signUpScout(app, leader, { firstName: "Ada", lastName: "Pine" });
  const adaDad = await signUpParent(app, leader, ada.scoutId, { firstName: "Al", lastName: "Pine" });
  const ben = await addRosterScout(app, leader, { name: "Ben Brook" });
  await app.inject({
    method: "PUT",
    url: `/api/scouts/${ben.id}/health`,
    headers: leader.headers,
    payload: { ...NOTES, allergies: "Wasps" },
  });
  const benMum = await signUpParent(app, leader, ben.id, { firstName: "Bea", lastName: "Brook" });
  const otherTroop = await insertTroopWithLeader(db, "Other Health Troop");
  const readsOf = (scoutId: string) => db.select().from(healthReads).where(eq(healthReads.scoutId, scoutId));

  it("never leave the server on the roster or the family's list", async () => {
    await call("PUT", `/api/scouts/${ada.scoutId}/health`, leader, NOTES);
    const roster = await call("GET", "/api/scouts", leader);
    expect(roster.statusCode).toBe(200);
    expect(roster.body).not.toContain("Peanuts");
    expect(roster.body).not.toContain("allergies");
    const created = await call("PATCH", `/api/scouts/${ben.id}`, leader, { notes: "Keen" });
    expect(created.body).not.toContain("Wasps");
    const family = await call("GET", "/api/parent/children", adaDad);
    expect(family.statusCode).toBe(200);
    expect(family.body).not.toContain("Peanuts");
    expect(await readsOf(ada.scoutId)).toHaveLength(0);
  });

  it("are read on the Health card by a leader, each read logged with who and when", async () => {
    const first = await call("GET", `/api/scouts/${ada.scoutId}/health`, leader);
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-store");
    const card: HealthCard = first.json();
    expect(card).toMatchObject({ scoutId: ada.scoutId, name: "Ada Pine", ...NOTES });
    expect(card.reads.map((r) => r.readerName)).toEqual(["Lee Leader"]);
    const second: HealthCard = (await call("GET", `/api/scouts/${ada.scoutId}/health`, assistant)).json();
    expect(second.reads.map((r) => r.readerName)).toEqual(["Asa Assistant", "Lee Leader"]);
    expect(await readsOf(ada.scoutId)).toHaveLength(2);
  });

  it("are read and kept by the child's own parents, and by nobody else", async () => {
    const own = await call("GET", `/api/parent/children/${ada.scoutId}/health`, adaDad);
    expect(own.statusCode).toBe(200);
    expect((own.json() as HealthCard).reads[0]?.readerName).toBe("Al Pine");
    const saved = await call("PUT", `/api/parent/children/${ada.scoutId}/health`, adaDad, { ...NOTES, dietaryNeeds: null });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...NOTES, dietaryNeeds: null });
    const before = (await readsOf(ada.scoutId)).length;

    // Another family, a scout, another troop's leader: nothing read, nothing logged, nothing changed.
    expect((await call("GET", `/api/parent/children/${ada.scoutId}/health`, benMum)).statusCode).toBe(404);
    expect((await call("PUT", `/api/parent/children/${ada.scoutId}/health`, benMum, NOTES)).statusCode).toBe(404);
    for (const who of [ada, adaDad]) expect((await call("GET", `/api/scouts/${ada.scoutId}/health`, who)).statusCode).toBe(403);
    expect((await call("GET", `/api/scouts/${ada.scoutId}/health`, otherTroop)).statusCode).toBe(404);
    expect((await call("PUT", `/api/scouts/${ada.scoutId}/health`, otherTroop, NOTES)).statusCode).toBe(404);
    expect((await call("GET", `/api/scouts/${UNKNOWN_ID}/health`, leader)).statusCode).toBe(404);
    expect(await readsOf(ada.scoutId)).toHaveLength(before);
    const own2: HealthCard = (await call("GET", `/api/parent/children/${ada.scoutId}/health`, adaDad)).json();
    expect(own2.dietaryNeeds).toBeNull();
  });

  it("refuses a read another site started, logging nothing", async () => {
    const before = (await readsOf(ada.scoutId)).length;
    for (const url of [`/api/scouts/${ada.scoutId}/health`, `/api/parent/children/${ada.scoutId}/health`]) {
      const who = url.startsWith("/api/scouts") ? leader : adaDad;
      const res = await app.inject({ method: "GET", url, headers: { ...who.headers, "sec-fetch-site": "cross-site" } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: HEALTH_CROSS_SITE_READ });
    }
    expect(await readsOf(ada.scoutId)).toHaveLength(before);
  });

  it("refuses a note that is too long with the field named, changing nothing", async () => {
    const res = await call("PUT", `/api/scouts/${ada.scoutId}/health`, leader, { ...NOTES, medicalNotes: "x".repeat(5000) });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(["medicalNotes"]);
    const card: HealthCard = (await call("GET", `/api/scouts/${ada.scoutId}/health`, leader)).json();
    expect(card.medicalNotes).toBe(NOTES.medicalNotes);
  });

  it("an erased child's reads go with them", async () => {
    expect((await readsOf(ada.scoutId)).length).toBeGreaterThan(0);
    expect((await call("DELETE", `/api/scouts/${ada.scoutId}`, leader)).statusCode).toBe(204);
    expect(await readsOf(ada.scoutId)).toHaveLength(0);
  });
});
