// @vitest-environment jsdom
import { configurationFixture } from "@tests/client/fixtures";
import { describe, expect, it } from "vitest";
import { formErrors } from "@/lib/request-form";
import {
  FIELD_TAB,
  firstErrorTab,
  isHexColor,
  normalizeHex,
  SETTINGS_FIELDS,
  TEXT_FIELDS,
  toConfigurationUpdate,
  toSettingsForm,
} from "./settings-form-rules";
import { settingsForm } from "./settings-request-form-rules";

const config = configurationFixture({
  region: "North",
  meetingLocation: "Hall",
  customWelcomeMessage: "Hello\nscouts",
  customBadgeCategories: [{ key: "sea", label: "Sea" }],
  additionalFields: { motto: "Be prepared" },
});

describe("toSettingsForm", () => {
  it("copies every editable field, null becoming empty text", () => {
    const form = toSettingsForm(config);
    expect(form).toMatchObject({
      troopName: "Troop 7",
      troopNumber: "",
      region: "North",
      timeZone: "Europe/London",
      logoUrl: "",
      customWelcomeMessage: "Hello\nscouts",
      primaryColor: "#490499",
      enableParentPortal: true,
      smsNotifications: false,
    });
    for (const field of TEXT_FIELDS) expect(typeof form[field]).toBe("string");
    expect(form).not.toHaveProperty("leaderInviteCode");
  });
  it("lists every field of the form, each on a tab, and the schema checks those same fields", () => {
    expect(Object.keys(toSettingsForm(config)).sort()).toEqual([...SETTINGS_FIELDS].sort());
    expect(Object.keys(FIELD_TAB).sort()).toEqual([...SETTINGS_FIELDS].sort());
    expect(Object.keys(formErrors(settingsForm(config), {})).sort()).toEqual([...SETTINGS_FIELDS].sort());
  });

  it("falls back to the default colours when a colour is missing", () => {
    expect(toSettingsForm({ ...config, primaryColor: "" }).primaryColor).toBe("#490499");
  });
});

describe("toConfigurationUpdate", () => {
  it("sends the whole configuration, trimmed, colours lower-case, keeping fields the form does not edit", () => {
    const form = {
      ...toSettingsForm(config),
      troopName: "  Troop 42 ",
      primaryColor: "#0A7D2C",
      smsNotifications: true,
      contactEmail: " ",
    };
    const body = toConfigurationUpdate(form, config);
    expect(body).toMatchObject({
      troopName: "Troop 42",
      primaryColor: "#0a7d2c",
      secondaryColor: "#059669",
      smsNotifications: true,
      enableParentPortal: true,
      contactEmail: "",
      troopNumber: "",
      customWelcomeMessage: "Hello\nscouts",
      customBadgeCategories: [{ key: "sea", label: "Sea" }],
      customEventTypes: null,
      additionalFields: { motto: "Be prepared" },
    });
    // Every field of the configuration the form edits is in the body.
    for (const field of [...TEXT_FIELDS, ...Object.keys(FIELD_TAB)]) expect(body).toHaveProperty(field);
    // Server-owned fields are not sent.
    for (const field of ["id", "leaderUserId", "leaderInviteCode", "scoutJoinCode", "createdAt", "updatedAt"])
      expect(body).not.toHaveProperty(field);
  });
  it("round-trips unchanged values", () => {
    const body = toConfigurationUpdate(toSettingsForm(config), config);
    expect(body.troopName).toBe(config.troopName);
    expect(body.region).toBe(config.region);
  });
});

describe("colours", () => {
  it("recognises #rrggbb", () => {
    expect(isHexColor("#490499")).toBe(true);
    expect(isHexColor("#ABCDEF")).toBe(true);
    expect(isHexColor("490499")).toBe(false);
    expect(isHexColor("#49049")).toBe(false);
    expect(isHexColor("purple")).toBe(false);
  });
  it("normalises typed hex", () => {
    expect(normalizeHex("490499")).toBe("#490499");
    expect(normalizeHex("#ABC")).toBe("#aabbcc");
    expect(normalizeHex(" #0A7D2C ")).toBe("#0a7d2c");
    expect(normalizeHex("#12345")).toBeNull();
  });
});

describe("refused fields", () => {
  it("are refused by the server's own rules and open the first tab holding one", () => {
    const values = { ...toSettingsForm(config), website: "javascript:alert(1)", primaryColor: "bad" };
    const errors = formErrors(settingsForm(config), values);
    expect(errors).toEqual({
      website: "Website must start with http://, https:// or /.",
      primaryColor: "Primary colour must be a colour like #490499.",
    });
    expect(firstErrorTab(errors)).toBe("branding");
    expect(formErrors(settingsForm(config), { ...toSettingsForm(config), timeZone: " America/Los_Angeles " })).toEqual({});
    for (const timeZone of ["Mars/Olympus", "+01:00", ""]) {
      const tzErrors = formErrors(settingsForm(config), { ...toSettingsForm(config), timeZone });
      expect(tzErrors).toEqual({ timeZone: "Time zone must be a time-zone name like Europe/London or America/New_York." });
      expect(firstErrorTab(tzErrors)).toBe("general");
    }
    expect(firstErrorTab({ contactEmail: "bad" })).toBe("contact");
    expect(firstErrorTab({})).toBeNull();
  });
});
