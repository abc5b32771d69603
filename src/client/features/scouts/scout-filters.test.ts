// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { allSelected, filterScouts, toggleAllVisible, toggleOne } from "./scout-filters";

const scouts = [
  { id: "1", name: "Alice Archer", email: "alice@example.com", isActive: true },
  { id: "2", name: "Bob Baker", email: "BOB@Troop.org", isActive: false },
  { id: "3", name: "Cara Cole", email: null, isActive: true },
];

describe("filterScouts", () => {
  it("matches name or email, ignoring case and surrounding spaces", () => {
    expect(filterScouts(scouts, "  ALICE ", "all").map((s) => s.id)).toEqual(["1"]);
    expect(filterScouts(scouts, "troop.ORG", "all").map((s) => s.id)).toEqual(["2"]);
    expect(filterScouts(scouts, "cara c", "all").map((s) => s.id)).toEqual(["3"]);
    expect(filterScouts(scouts, "zzz", "all")).toEqual([]);
  });

  it("filters by status and combines with the search", () => {
    expect(filterScouts(scouts, "", "active").map((s) => s.id)).toEqual(["1", "3"]);
    expect(filterScouts(scouts, "", "inactive").map((s) => s.id)).toEqual(["2"]);
    expect(filterScouts(scouts, "b", "active").map((s) => s.id)).toEqual([]);
    expect(filterScouts(scouts, "", "all")).toHaveLength(3);
  });
});

describe("selection", () => {
  it("select-all adds only the filtered scouts and keeps hidden selections", () => {
    const visible = filterScouts(scouts, "", "active").map((s) => s.id);
    const next = toggleAllVisible(visible, new Set(["2"]));
    expect([...next].sort()).toEqual(["1", "2", "3"]);
    expect(allSelected(visible, next)).toBe(true);
  });

  it("select-all clears the visible scouts when all of them are selected", () => {
    const next = toggleAllVisible(["1", "3"], new Set(["1", "2", "3"]));
    expect([...next]).toEqual(["2"]);
  });

  it("a partly selected filtered list becomes fully selected", () => {
    expect([...toggleAllVisible(["1", "3"], new Set(["1"]))].sort()).toEqual(["1", "3"]);
    expect(allSelected([], new Set())).toBe(false);
  });

  it("toggles one scout", () => {
    expect([...toggleOne("1", new Set())]).toEqual(["1"]);
    expect([...toggleOne("1", new Set(["1"]))]).toEqual([]);
  });
});
