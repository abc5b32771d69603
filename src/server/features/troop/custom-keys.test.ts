import { describe, expect, it } from "vitest";
import { buildBadge, createBadge } from "../../../../tests/factories/badges";
import { buildEvent } from "../../../../tests/factories/events";
import { insertTroopWithLeader, setTroopSettings } from "../../../../tests/factories/troops";
import { signUpLeader, signUpScout } from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";

// The troop's own badge categories and event types, beside the built-in ones.
describe("custom badge categories and event types", async () => {
  const { app, database, as } = await createTestApp();
  const leader = await signUpLeader(app);
  const other = await insertTroopWithLeader(database.db);
  const put = (payload: object, who = leader) => as(who).put("/api/troop/configuration", { troopName: "Troop", ...payload });
  const water = { key: "water", label: "Water skills" };
  const camp = { key: "camp", label: "Camp" };

  it("saves lists of {key, label}; renaming keeps the key", async () => {
    const saved = await setTroopSettings(app, leader, { customBadgeCategories: [water], customEventTypes: [camp] });
    expect(saved).toMatchObject({ customBadgeCategories: [water], customEventTypes: [camp] });
    const renamed = await setTroopSettings(app, leader, { customBadgeCategories: [{ key: "water", label: "On the water" }] });
    expect(renamed.customBadgeCategories).toEqual([{ key: "water", label: "On the water" }]);
    expect(renamed.customEventTypes).toEqual([camp]);
  });

  const invalid: [string, object, string, string][] = [
    [
      "an upper-case key",
      { customBadgeCategories: [{ key: "Water", label: "W" }] },
      "customBadgeCategories.0.key",
      "Key may use lowercase letters, digits and dashes only.",
    ],
    [
      "a key with spaces",
      { customEventTypes: [{ key: "day trip", label: "Day trip" }] },
      "customEventTypes.0.key",
      "Key may use lowercase letters, digits and dashes only.",
    ],
    [
      "a 31-character key",
      { customBadgeCategories: [{ key: "k".repeat(31), label: "L" }] },
      "customBadgeCategories.0.key",
      "Key must be at most 30 characters.",
    ],
    ["an empty key", { customBadgeCategories: [{ key: "", label: "L" }] }, "customBadgeCategories.0.key", "Key is required."],
    [
      "a 41-character label",
      { customBadgeCategories: [{ key: "k", label: "l".repeat(41) }] },
      "customBadgeCategories.0.label",
      "Label must be at most 40 characters.",
    ],
    ["an empty label", { customEventTypes: [{ key: "k", label: " " }] }, "customEventTypes.0.label", "Label is required."],
    [
      "a built-in category",
      { customBadgeCategories: [{ key: "outdoor", label: "Out" }] },
      "customBadgeCategories.0.key",
      '"outdoor" is already a built-in category.',
    ],
    [
      "a key twice",
      { customEventTypes: [camp, { key: "camp", label: "Again" }] },
      "customEventTypes.1.key",
      'The key "camp" is used twice.',
    ],
    [
      "21 items",
      { customBadgeCategories: Array.from({ length: 21 }, (_, i) => ({ key: `k${i}`, label: `L${i}` })) },
      "customBadgeCategories",
      "Badge categories can have at most 20 items.",
    ],
    ["plain strings", { customBadgeCategories: ["water"] }, "customBadgeCategories.0", "Invalid input: expected object, received string"],
  ];
  it.each(invalid)("refuses %s with 400 on the field", async (_what, payload, field, message) => {
    const res = await put(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it("20 items of the longest key and label are accepted", async () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ key: `${"k".repeat(28)}${String(i).padStart(2, "0")}`, label: "l".repeat(40) }));
    const saved = await setTroopSettings(app, leader, { customEventTypes: many });
    expect(saved.customEventTypes).toHaveLength(20);
    await setTroopSettings(app, leader, { customEventTypes: [camp] });
  });

  it("a badge's category is a built-in one or the troop's own key; another troop's key is refused", async () => {
    await setTroopSettings(app, leader, { customBadgeCategories: [water], customEventTypes: [camp] });
    const ok = await createBadge(app, leader, { category: "water" });
    expect(ok.category).toBe("water");
    const theirs = await as(other).post("/api/badges", buildBadge({ category: "water" }));
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json()).toEqual({
      error: "Pick one of the troop's badge categories.",
      fields: { category: "Pick one of the troop's badge categories." },
    });
    const patched = await as(leader).patch(`/api/badges/${ok.id}`, { category: "air" });
    expect(patched.statusCode).toBe(400);
    // Scouts see the custom category on their badges.
    const scout = await signUpScout(app, leader);
    const listed = (await as(scout).get("/api/badges")).json();
    expect(listed.find((b: { id: string }) => b.id === ok.id).category).toBe("water");
  });

  it("events take an optional eventType from the troop's types", async () => {
    const created = await as(leader).post("/api/events", buildEvent({ eventType: "camp" }));
    expect(created.statusCode).toBe(201);
    expect(created.json().eventType).toBe("camp");
    const plain = await as(leader).post("/api/events", buildEvent());
    expect(plain.json().eventType).toBeNull();
    const unknown = await as(leader).post("/api/events", buildEvent({ eventType: "hike" }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ eventType: "Pick one of the troop's event types." });
    const cleared = await as(leader).patch(`/api/events/${created.json().id}`, { eventType: null });
    expect(cleared.json().eventType).toBeNull();
    const set = await as(leader).patch(`/api/events/${plain.json().id}`, { eventType: "camp" });
    expect(set.json().eventType).toBe("camp");
  });

  it("an event type is checked against the troop's own keys on create and on edit, with the message on the field", async () => {
    await setTroopSettings(app, leader, { customEventTypes: [camp] });
    const refused = { error: "Pick one of the troop's event types.", fields: { eventType: "Pick one of the troop's event types." } };
    // Another troop has no "camp": its leader cannot use this troop's key.
    const theirs = await as(other).post("/api/events", buildEvent({ eventType: "camp" }));
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json()).toEqual(refused);
    // Longer than any key can be: refused by the schema with the same field message.
    const long = await as(leader).post("/api/events", buildEvent({ eventType: "k".repeat(31) }));
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ eventType: "Pick one of the troop's event types." });
    const notText = await as(leader).post("/api/events", { ...buildEvent(), eventType: 7 });
    expect(notText.statusCode).toBe(400);
    expect(notText.json().fields).toEqual({ eventType: "Event type must be text." });
    // "" is no type, as the form sends it.
    const blank = await as(leader).post("/api/events", buildEvent({ eventType: "" }));
    expect(blank.statusCode).toBe(201);
    expect(blank.json().eventType).toBeNull();
    // An edit to an unknown key is refused and leaves the event as it was.
    const typed = await as(leader).post("/api/events", buildEvent({ eventType: "camp" }));
    const patched = await as(leader).patch(`/api/events/${typed.json().id}`, { eventType: "hike", title: "Renamed" });
    expect(patched.statusCode).toBe(400);
    expect(patched.json()).toEqual(refused);
    const events = (await as(leader).get("/api/events")).json();
    expect(events.find((e: { id: string }) => e.id === typed.json().id)).toMatchObject({ eventType: "camp", title: typed.json().title });
    // Scouts read the event's type too (for the events they see).
    const scout = await signUpScout(app, leader);
    const seen = (await as(scout).get("/api/events")).json();
    expect(seen.find((e: { id: string }) => e.id === typed.json().id).eventType).toBe("camp");
    for (const id of [blank.json().id, typed.json().id]) await as(leader).del(`/api/events/${id}`);
  });

  it("removing a key still in use is refused with 409 naming how many use it; once unused it can go", async () => {
    await setTroopSettings(app, leader, { customBadgeCategories: [water, { key: "air", label: "Air" }], customEventTypes: [camp] });
    const waterBadges = (await as(leader).get("/api/badges")).json().filter((b: { category: string }) => b.category === "water");
    await createBadge(app, leader, { category: "water" });
    const n = waterBadges.length + 1;
    const res = await put({ customBadgeCategories: [{ key: "air", label: "Air" }] });
    expect(res.statusCode).toBe(409);
    const message = `The category "Water skills" is used by ${n} badges. Move them to another category first.`;
    expect(res.json()).toEqual({ error: message, fields: { customBadgeCategories: message } });
    // Nothing was saved, not even the other fields of the same request.
    const current = (await as(leader).get("/api/troop/configuration")).json();
    expect(current.customBadgeCategories).toHaveLength(2);
    // An unused one can go.
    expect((await put({ customBadgeCategories: [water] })).statusCode).toBe(200);

    const events = (await as(leader).get("/api/events")).json();
    const campEvents = events.filter((e: { eventType: string | null }) => e.eventType === "camp");
    expect(campEvents).toHaveLength(1);
    const refused = await put({ customEventTypes: [] });
    const typeMessage = 'The event type "Camp" is used by 1 event. Change its type first.';
    expect(refused.json()).toEqual({ error: typeMessage, fields: { customEventTypes: typeMessage } });
    // Deleted badges and events do not hold a key.
    for (const e of campEvents) await as(leader).del(`/api/events/${e.id}`);
    expect((await put({ customEventTypes: null })).statusCode).toBe(200);
  });

  it("GET /api/troop/features gives every signed-in user the switches and custom lists (no codes)", async () => {
    await setTroopSettings(app, leader, { customBadgeCategories: [water], customEventTypes: [camp], requireLeaderApproval: true });
    const scout = await signUpScout(app, leader);
    const res = await as(scout).get("/api/troop/features");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      enableAdvancementTracking: true,
      requireLeaderApproval: true,
      enableActivityFeed: true,
      customBadgeCategories: [water],
      customEventTypes: [camp],
    });
    expect((await as(null).get("/api/troop/features")).statusCode).toBe(401);
    await setTroopSettings(app, leader, { requireLeaderApproval: false });
  });

  it("a badge saved into a category while it is being removed never ends up orphaned", async () => {
    await setTroopSettings(app, leader, { customBadgeCategories: [water, { key: "race", label: "Race" }] });
    const [saved, removed] = await Promise.all([
      as(leader).post("/api/badges", buildBadge({ category: "race" })),
      put({ customBadgeCategories: [water] }),
    ]);
    expect([saved.statusCode, removed.statusCode].sort()).toEqual(saved.statusCode === 201 ? [201, 409] : [200, 400]);
  });
});
