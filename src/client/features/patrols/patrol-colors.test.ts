import { describe, expect, it } from "vitest";
import { nextPatrolColor, PATROL_COLORS } from "./patrol-colors";

describe("a new patrol's colour", () => {
  it("is the first the troop's patrols do not use, so two new patrols never share one", () => {
    expect(nextPatrolColor([])).toBe(PATROL_COLORS[0]);
    expect(nextPatrolColor(["#2563EB"])).toBe(PATROL_COLORS[1]);
    expect(nextPatrolColor(["#aa3300", PATROL_COLORS[0], PATROL_COLORS[1]])).toBe(PATROL_COLORS[2]);
  });

  it("goes round again once every colour is used", () => {
    expect(nextPatrolColor([...PATROL_COLORS])).toBe(PATROL_COLORS[0]);
    expect(nextPatrolColor([...PATROL_COLORS, "#000000"])).toBe(PATROL_COLORS[1]);
  });
});
