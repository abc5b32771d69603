import { describe, expect, it } from "vitest";
import { tickedCount, ticksText } from "./progress-rules";

describe("tickedCount", () => {
  it("counts each ticked requirement once, and only those still on the badge", () => {
    expect(tickedCount([0, 1, 2], 4)).toBe(3);
    expect(tickedCount([1, 1, 3], 4)).toBe(2);
    // The badge was shortened to 2 requirements after the scout ticked 3 and 4.
    expect(tickedCount([0, 2, 3], 2)).toBe(1);
    expect(tickedCount([], 4)).toBe(0);
  });
});

describe("ticksText", () => {
  it("says x of y requirements, in the singular for one", () => {
    expect(ticksText(3, 4)).toBe("3 of 4 requirements ticked");
    expect(ticksText(1, 1)).toBe("1 of 1 requirement ticked");
  });
  it("says a badge without requirements has none", () => {
    expect(ticksText(0, 0)).toBe("No requirements");
  });
});
