import { describe, expect, it } from "vitest";
import { pageAt } from "./pages";

describe("pageAt: the page start-up asks for early", () => {
  it("gives home by the role last signed in, and nothing to guess without one", () => {
    expect(pageAt("/", "leader")).toBe("leaderDashboard");
    expect(pageAt("/", "scout")).toBe("scoutHome");
    expect(pageAt("/", "parent")).toBe("family");
    expect(pageAt("/", null)).toBeNull();
  });

  it("gives the page of every other signed-in address whatever the role, and nothing for the rest", () => {
    expect(pageAt("/scout-dashboard", null)).toBe("scoutHome");
    expect(pageAt("/admin", "scout")).toBe("admin");
    expect(pageAt("/scout-management", "leader")).toBe("scoutManagement");
    expect(pageAt("/troop-settings", "leader")).toBe("troopSettings");
    expect(pageAt("/leader-dashboard", "leader")).toBe("leaderDashboard");
    expect(pageAt("/family/abc", "parent")).toBe("family");
    expect(pageAt("/login", "leader")).toBeNull();
    expect(pageAt("/reset-password", "leader")).toBeNull();
    expect(pageAt("/no-such-page", "leader")).toBeNull();
  });
});
