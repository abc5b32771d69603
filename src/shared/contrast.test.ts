import { describe, expect, it } from "vitest";
import { lowContrastMessage, primaryTextContrast } from "./contrast";

describe("primary colour contrast", () => {
  it("measures the theme's text colour (black when lightness > 50, else white) against the colour", () => {
    expect(primaryTextContrast("#4caf50")).toBeCloseTo(2.78, 1); // white text on a mid green
    expect(primaryTextContrast("#490499")).toBeGreaterThan(10); // the default purple with white text
    expect(primaryTextContrast("#fde047")).toBeGreaterThan(10); // black text on yellow
    expect(primaryTextContrast("nope")).toBeNull();
  });
  it("refuses under 4.5:1 with a message naming the contrast", () => {
    expect(lowContrastMessage("#4caf50")).toBe("Text on this colour would have a contrast of 2.8:1; choose a colour with at least 4.5:1.");
    expect(lowContrastMessage("#0a7d2c")).toBeNull();
    expect(lowContrastMessage("#490499")).toBeNull();
  });
});
