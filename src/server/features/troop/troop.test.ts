import { beforeAll, describe, expect, it } from "vitest";
import { buildSignup, type SignedIn, signUp, signUpLeader, someAddress, troopCodes } from "../../../../tests/factories/users";
import { createTestApp } from "../../../../tests/setup/test-app";
import { TROOP_FLAGS } from "../../../shared/api/troop";

const CONFIG = "/api/troop/configuration";
const REGENERATE = "/api/troop/configuration/regenerate-codes";

/** Every field of the troop configuration plus the two codes. */
const CONFIGURATION_KEYS = [
  "id",
  "troopName",
  "troopNumber",
  "region",
  "leaderUserId",
  "logoUrl",
  "primaryColor",
  "secondaryColor",
  "accentColor",
  "meetingLocation",
  "meetingSchedule",
  "contactEmail",
  "contactPhone",
  "website",
  "customWelcomeMessage",
  "customBadgeCategories",
  "customEventTypes",
  "additionalFields",
  "timeZone",
  "currency",
  "createdAt",
  "updatedAt",
  "enablePublicProfile",
  "enableParentPortal",
  "enableAdvancementTracking",
  "enableActivityFeed",
  "requireParentApproval",
  "requireLeaderApproval",
  "emailNotifications",
  "smsNotifications",
  "weeklyReports",
  "badgeReminders",
  "eventReminders",
  "leaderInviteCode",
  "scoutJoinCode",
];

describe("troop branding and configuration", async () => {
  const { app, as } = await createTestApp();
  let leader: SignedIn;
  let scout: SignedIn;

  const put = (payload: Record<string, unknown>, headers: Record<string, string> = leader.headers) =>
    as(null, { headers }).put(CONFIG, payload);
  const current = async () => (await as(leader).get(CONFIG)).json();
  /** The whole configuration as the settings screen sends it back, with some fields changed. */
  const withChanges = async (changes: Record<string, unknown>) => ({ ...(await current()), ...changes });

  beforeAll(async () => {
    // Branding defaults are checked before anybody changes them.
    leader = await signUpLeader(app);
    scout = await signUp(app, { role: "scout", inviteCode: (await troopCodes(app, leader)).scoutJoinCode });
  });

  it("serves the default branding publicly", async () => {
    const res = await as(null).get("/api/troop/branding");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      troopName: "My Scout Troop",
      logoUrl: null,
      primaryColor: "#490499",
      secondaryColor: "#059669",
      accentColor: "#ea580c",
      customWelcomeMessage: "",
      // Until a leader picks one, the server's zone (every screen shows dates in it).
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      // Event costs are in US dollars until a leader picks a currency.
      currency: "USD",
    });
  });

  describe("who may call it", () => {
    const calls = [
      { method: "GET" as const, url: CONFIG },
      { method: "PUT" as const, url: CONFIG },
      { method: "POST" as const, url: REGENERATE },
    ];
    it.each(calls)("$method $url: 401 signed out, 403 scout, 200 leader", async ({ method, url }) => {
      const payload = method === "PUT" ? { troopName: "Permission Check" } : undefined;
      const out = await as(null).send(method, url, payload);
      expect(out.statusCode).toBe(401);
      const asScout = await as(scout).send(method, url, payload);
      expect(asScout.statusCode).toBe(403);
      expect(asScout.json()).toEqual({ error: expect.any(String) });
      const asLeader = await as(leader).send(method, url, payload);
      expect(asLeader.statusCode).toBe(200);
    });
  });

  it("returns every configuration field, null where unset", async () => {
    const res = await as(leader).get(CONFIG);
    expect(res.statusCode).toBe(200);
    const config = res.json();
    expect(Object.keys(config).sort()).toEqual([...CONFIGURATION_KEYS].sort());
    expect(config).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      leaderUserId: leader.userId,
      troopNumber: null,
      region: null,
      meetingLocation: null,
      meetingSchedule: null,
      contactEmail: null,
      contactPhone: null,
      website: null,
      customBadgeCategories: null,
      customEventTypes: null,
      additionalFields: null,
      enablePublicProfile: false,
      enableParentPortal: true,
      enableAdvancementTracking: true,
      enableActivityFeed: true,
      requireParentApproval: false,
      emailNotifications: true,
      smsNotifications: false,
      weeklyReports: true,
      badgeReminders: true,
      eventReminders: true,
      leaderInviteCode: expect.stringMatching(/^LEAD-[A-Z0-9]{8}$/),
      scoutJoinCode: expect.stringMatching(/^SCOUT-[A-Z0-9]{8}$/),
    });
    expect(new Date(config.createdAt).toISOString()).toBe(config.createdAt);
  });

  it("saves the whole configuration and shows the branding everywhere", async () => {
    const flags = Object.fromEntries(TROOP_FLAGS.map((f, i) => [f, i % 2 === 0]));
    const res = await put(
      await withChanges({
        troopName: "  Troop 42 Otters ",
        troopNumber: "42",
        region: "North",
        logoUrl: "https://example.org/logo.png",
        primaryColor: "#112233",
        secondaryColor: "#AABBCC",
        accentColor: "#445566",
        meetingLocation: "Village hall",
        meetingSchedule: "Tuesdays 6pm",
        contactEmail: "Leader@Example.org",
        contactPhone: "01234 567890",
        website: "https://otters.example.org",
        customWelcomeMessage: "Welcome!\nHave fun.",
        customBadgeCategories: [{ key: "water", label: "Water" }],
        customEventTypes: [{ key: "camp", label: "Camp" }],
        additionalFields: { motto: "Be prepared" },
        ...flags,
      }),
    );
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({
      troopName: "Troop 42 Otters",
      troopNumber: "42",
      region: "North",
      logoUrl: "https://example.org/logo.png",
      primaryColor: "#112233",
      secondaryColor: "#aabbcc",
      accentColor: "#445566",
      contactEmail: "leader@example.org",
      website: "https://otters.example.org",
      customWelcomeMessage: "Welcome!\nHave fun.",
      customBadgeCategories: [{ key: "water", label: "Water" }],
      customEventTypes: [{ key: "camp", label: "Camp" }],
      additionalFields: { motto: "Be prepared" },
      ...flags,
    });
    expect(await current()).toEqual(saved);

    const branding = await as(null).get("/api/troop/branding");
    expect(branding.json()).toEqual({
      troopName: "Troop 42 Otters",
      logoUrl: "https://example.org/logo.png",
      primaryColor: "#112233",
      secondaryColor: "#aabbcc",
      accentColor: "#445566",
      customWelcomeMessage: "Welcome!\nHave fun.",
      timeZone: saved.timeZone,
      currency: saved.currency,
    });

    // Clearing optional fields stores null again.
    const cleared = await put(await withChanges({ troopNumber: "", logoUrl: "", website: null, contactEmail: "" }));
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ troopNumber: null, logoUrl: null, website: null, contactEmail: null });
  });

  it("saves the currency (ISO 4217, any case) for configuration and branding, and refuses anything else with 400", async () => {
    const saved = await put(await withChanges({ currency: "gbp" }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().currency).toBe("GBP");
    expect((await as(null).get("/api/troop/branding")).json().currency).toBe("GBP");
    for (const currency of ["", "US", "DOLLARS", "12$", 5, null]) {
      const refused = await put(await withChanges({ currency }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields.currency).toBeTruthy();
    }
    expect((await current()).currency).toBe("GBP");
    await put(await withChanges({ currency: "USD" }));
  });

  it("keeps the fields a PUT leaves out", async () => {
    await put(
      await withChanges({ region: "East", website: "https://keep.example.org", contactEmail: "keep@example.org", smsNotifications: true }),
    );
    const res = await put({ troopName: "Only The Name" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      troopName: "Only The Name",
      region: "East",
      website: "https://keep.example.org",
      contactEmail: "keep@example.org",
      smsNotifications: true,
    });
  });

  it("ignores the fields the server owns", async () => {
    const before = await current();
    const res = await put({
      ...before,
      troopName: "Owned Fields Check",
      id: "00000000-0000-4000-8000-000000000000",
      leaderUserId: "00000000-0000-4000-8000-000000000001",
      leaderInviteCode: "LEAD-MINE",
      scoutJoinCode: "SCOUT-MINE",
      createdAt: "2000-01-01T00:00:00.000Z",
      updatedAt: "2000-01-01T00:00:00.000Z",
    });
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(after.troopName).toBe("Owned Fields Check");
    expect(after.id).toBe(before.id);
    expect(after.leaderUserId).toBe(leader.userId);
    expect(after.leaderInviteCode).toBe(before.leaderInviteCode);
    expect(after.scoutJoinCode).toBe(before.scoutJoinCode);
    expect(after.createdAt).toBe(before.createdAt);
    expect(after.updatedAt).not.toBe("2000-01-01T00:00:00.000Z");
  });

  describe("validation", () => {
    const refused = async (changes: Record<string, unknown>, field: string) => {
      const before = await current();
      const res = await put({ ...before, ...changes });
      expect(res.statusCode, `${JSON.stringify(changes)} should be refused`).toBe(400);
      const body = res.json();
      expect(body.error).toEqual(expect.any(String));
      expect(body.fields?.[field], `fields.${field} for ${JSON.stringify(changes)}`).toEqual(expect.any(String));
      expect(await current()).toEqual(before);
    };
    const accepted = async (changes: Record<string, unknown>) => {
      const res = await put(await withChanges(changes));
      expect(res.statusCode, `${JSON.stringify(changes)} should be accepted: ${res.body}`).toBe(200);
      return res.json();
    };

    it("refuses colours that are not #rrggbb", async () => {
      for (const colour of ["red", "#fff", "#12345g", "490499", "#4904991", ""]) {
        await refused({ primaryColor: colour }, "primaryColor");
      }
      await refused({ secondaryColor: "blue" }, "secondaryColor");
      await refused({ accentColor: "#abc" }, "accentColor");
    });

    it("refuses a primary colour whose text would fall under 4.5:1, naming the contrast", async () => {
      const before = await current();
      const res = await put({ ...before, primaryColor: "#4caf50" });
      expect(res.statusCode).toBe(400);
      const message = "Text on this colour would have a contrast of 2.8:1; choose a colour with at least 4.5:1.";
      expect(res.json()).toEqual({ error: message, fields: { primaryColor: message } });
      expect(await current()).toEqual(before);
      // Readable ones pass: white text on a dark green, black text on yellow.
      expect((await accepted({ primaryColor: "#0a7d2c" })).primaryColor).toBe("#0a7d2c");
      expect((await accepted({ primaryColor: "#fde047" })).primaryColor).toBe("#fde047");
    });

    it("refuses an invalid contact email", async () => {
      await refused({ contactEmail: "not-an-email" }, "contactEmail");
    });

    it("refuses javascript: and data: URLs, accepts https:// and /paths", async () => {
      for (const field of ["logoUrl", "website"]) {
        await refused({ [field]: "javascript:alert(1)" }, field);
        await refused({ [field]: "JavaScript:alert(1)" }, field);
        await refused({ [field]: "data:image/png;base64,AAAA" }, field);
        await refused({ [field]: "ftp://example.org/x" }, field);
        expect((await accepted({ [field]: "https://example.org/x.png" }))[field]).toBe("https://example.org/x.png");
        expect((await accepted({ [field]: "/uploads/logo.png" }))[field]).toBe("/uploads/logo.png");
      }
    });

    it("needs a troop name of at most 100 characters", async () => {
      await refused({ troopName: "" }, "troopName");
      await refused({ troopName: "   " }, "troopName");
      await refused({ troopName: "x".repeat(101) }, "troopName");
      expect((await accepted({ troopName: "x".repeat(100) })).troopName).toBe("x".repeat(100));
    });

    it("refuses text the database cannot store with 400, not 500", async () => {
      const before = await current();
      const res = await put({ ...before, troopName: "Nul\u0000Troop" });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: expect.any(String) });
      const json = await put({ ...before, additionalFields: { note: "a\u0000b" } });
      expect(json.statusCode).toBe(400);
      expect(await current()).toEqual(before);
    });

    it("refuses flags that are not booleans", async () => {
      await refused({ smsNotifications: "yes" }, "smsNotifications");
    });
  });

  it("regenerates both codes; the old scout join code stops working", async () => {
    const before = await troopCodes(app, leader);
    const res = await as(leader).post(REGENERATE);
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(Object.keys(after).sort()).toEqual([...CONFIGURATION_KEYS].sort());
    expect(after.leaderInviteCode).not.toBe(before.leaderInviteCode);
    expect(after.scoutJoinCode).not.toBe(before.scoutJoinCode);
    expect(after.scoutJoinCode).toMatch(/^SCOUT-[A-Z0-9]{8}$/);
    expect(await troopCodes(app, leader)).toEqual({ leaderInviteCode: after.leaderInviteCode, scoutJoinCode: after.scoutJoinCode });

    const old = await as(null, { remoteAddress: someAddress() }).post(
      "/api/signup",
      buildSignup({ role: "scout", inviteCode: before.scoutJoinCode }),
    );
    expect(old.statusCode).toBe(403);
    const oldLeader = await as(null, { remoteAddress: someAddress() }).post(
      "/api/signup",
      buildSignup({ role: "leader", inviteCode: before.leaderInviteCode }),
    );
    expect(oldLeader.statusCode).toBe(403);
    const fresh = await as(null, { remoteAddress: someAddress() }).post(
      "/api/signup",
      buildSignup({ role: "scout", inviteCode: after.scoutJoinCode }),
    );
    expect(fresh.statusCode).toBe(201);
  });
});
