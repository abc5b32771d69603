import { describe, expect, it } from "vitest";
import { safeNext } from "./safe-next";

describe("safeNext", () => {
  it("keeps a path on this site with its query", () => {
    expect(safeNext("/admin?tab=events")).toBe("/admin?tab=events");
    expect(safeNext("/troop-settings")).toBe("/troop-settings");
  });
  it("refuses other origins, script URLs, the login page itself and nothing", () => {
    for (const bad of [
      "//evil.example/x",
      "https://evil.example",
      "javascript:alert(1)",
      "/\\evil.example",
      "/login",
      "/login?next=/admin",
      "",
      null,
      undefined,
    ]) {
      expect(safeNext(bad)).toBeNull();
    }
  });
});
