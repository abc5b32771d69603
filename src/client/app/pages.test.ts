import { describe, expect, it } from "vitest";
import { isSignedInAddress, pageAt, pageFor, type Reader, rowsFor } from "./pages";

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

describe("the page table: what the router offers", () => {
  const paths = (user: Reader) => rowsFor(user).map((row) => `${row.path} ${row.page}`);

  it("offers each role its own pages, home by the role, and a new scout or leader the welcome page at home", () => {
    expect(paths({ role: "parent" })).toEqual([
      "/ family",
      "/family family",
      "/family/:scoutId family",
      "/messages/*? messages",
      "/district district",
    ]);
    expect(paths({ role: "scout" })).toEqual(["/ scoutHome", "/scout-dashboard scoutHome", "/messages/*? messages"]);
    expect(paths({ role: "leader" })).toEqual([
      "/ leaderDashboard",
      "/scout-dashboard scoutHome",
      "/leader-dashboard leaderDashboard",
      "/admin admin",
      "/scout-management scoutManagement",
      "/troop-settings troopSettings",
      "/messages/*? messages",
      "/district district",
    ]);
    expect(paths({ role: "scout", isNewUser: true })[0]).toBe("/ onboarding");
    expect(paths({ role: "leader", isNewUser: true })[0]).toBe("/ onboarding");
    expect(paths({ role: "parent", isNewUser: true })[0]).toBe("/ family");
  });

  it("finds the page at an address with its parameters, and none at another role's page", () => {
    expect(pageFor("/family/abc", { role: "parent" })).toMatchObject({ row: { page: "family" }, params: { scoutId: "abc" } });
    expect(pageFor("/messages/m1", { role: "scout" })).toMatchObject({ row: { page: "messages" }, params: { "*": "m1" } });
    expect(pageFor("/messages", { role: "leader" })).toMatchObject({ row: { page: "messages" } });
    expect(pageFor("/admin", { role: "scout" })).toBeNull();
    expect(isSignedInAddress("/admin")).toBe(true);
    expect(isSignedInAddress("/login")).toBe(false);
    expect(isSignedInAddress("/family/abc/more")).toBe(false);
  });
});
