import { describe, expect, it } from "vitest";
import { contrastForeground, foregroundFor, hexToHsl, hslTriplet } from "./colors";

describe("hexToHsl", () => {
  it("converts the default troop colours", () => {
    expect(hexToHsl("#490499")).toEqual({ h: 268, s: 95, l: 31 });
    expect(hexToHsl("#059669")).toEqual({ h: 161, s: 94, l: 30 });
    expect(hexToHsl("#ea580c")).toEqual({ h: 21, s: 90, l: 48 });
  });

  it("handles greys, pure colours, short and upper-case hex", () => {
    expect(hexToHsl("#000000")).toEqual({ h: 0, s: 0, l: 0 });
    expect(hexToHsl("#FFFFFF")).toEqual({ h: 0, s: 0, l: 100 });
    expect(hexToHsl("#808080")).toEqual({ h: 0, s: 0, l: 50 });
    expect(hexToHsl("#f00")).toEqual({ h: 0, s: 100, l: 50 });
    expect(hexToHsl("#00ff00")).toEqual({ h: 120, s: 100, l: 50 });
    expect(hexToHsl("#0000ff")).toEqual({ h: 240, s: 100, l: 50 });
  });

  it("refuses what is not a hex colour", () => {
    expect(hexToHsl("purple")).toBeNull();
    expect(hexToHsl("#12345")).toBeNull();
    expect(hexToHsl("")).toBeNull();
  });

  it("formats the theme triplet", () => {
    expect(hslTriplet({ h: 268, s: 95, l: 31 })).toBe("268 95% 31%");
  });
});

describe("foregroundFor (black when lightness > 50, else white)", () => {
  it("switches strictly above 50", () => {
    expect(foregroundFor(31)).toBe("white");
    expect(foregroundFor(50)).toBe("white");
    expect(foregroundFor(51)).toBe("black");
    expect(foregroundFor(100)).toBe("black");
  });
});

describe("contrastForeground", () => {
  it("picks the more readable of black and white", () => {
    expect(contrastForeground("#000000")).toBe("white");
    expect(contrastForeground("#ffffff")).toBe("black");
    expect(contrastForeground("#490499")).toBe("white");
    expect(contrastForeground("#059669")).toBe("black");
  });
});
