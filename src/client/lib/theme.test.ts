// @vitest-environment jsdom
import { contrastRatio, hslToRgb, lowContrastMessage, MIN_GRAPHIC_CONTRAST, MIN_TEXT_CONTRAST, mix } from "@shared/contrast";
import { describe, expect, it, vi } from "vitest";
import { applyBranding, brandingVariables, LIGHT_SURFACES, TINT_ALPHA } from "./theme";

describe("applyBranding", () => {
  it("sets the primary colour as HSL with its foreground, and secondary and accent variables", () => {
    const root = document.createElement("div");
    applyBranding({ primaryColor: "#490499", secondaryColor: "#059669", accentColor: "#ea580c" }, root);
    expect(root.style.getPropertyValue("--primary")).toBe("268 95% 31%");
    expect(root.style.getPropertyValue("--primary-foreground")).toBe("0 0% 100%");
    expect(root.style.getPropertyValue("--secondary")).toBe("161 94% 30%");
    expect(root.style.getPropertyValue("--accent")).toBe("21 90% 48%");
  });

  it("uses black text on a light primary colour", () => {
    const root = document.createElement("div");
    applyBranding({ primaryColor: "#fde68a" }, root);
    expect(root.style.getPropertyValue("--primary-foreground")).toBe("0 0% 0%");
  });

  it("falls back to the default colours for missing or invalid values", () => {
    const root = document.createElement("div");
    applyBranding({ primaryColor: "javascript:alert(1)", secondaryColor: null }, root);
    expect(root.style.getPropertyValue("--primary")).toBe("268 95% 31%");
    expect(root.style.getPropertyValue("--secondary")).toBe("161 94% 30%");
  });

  it("leaves alone the variables that already hold their value, as on a page the server drew", () => {
    const root = document.createElement("div");
    const colors = { primaryColor: "#1d4ed8", secondaryColor: "#059669", accentColor: "#ea580c" };
    for (const [name, value] of Object.entries(brandingVariables(colors))) root.style.setProperty(name, value);
    root.style.setProperty("--accent", "0 0% 0%");
    const setProperty = vi.spyOn(root.style, "setProperty");
    applyBranding(colors, root);
    expect(setProperty.mock.calls).toEqual([["--accent", "21 90% 48%"]]);
  });

  it("applies to <html> by default", () => {
    applyBranding({ primaryColor: "#ffffff" });
    expect(document.documentElement.style.getPropertyValue("--primary")).toBe("0 0% 100%");
  });
});

describe("every use of the troop's colours stays readable", () => {
  const rgbOf = (triplet: string | undefined) => {
    const [h, s, l] = (triplet ?? "").replace(/%/g, "").split(" ").map(Number);
    return hslToRgb({ h: h ?? 0, s: s ?? 0, l: l ?? 0 });
  };
  // Light, pale, mid and dark colours, with the one a troop reported (#ffeb3b: links at 1.2:1 on white).
  const COLOURS = [
    "#ffeb3b",
    "#fde047",
    "#ffffff",
    "#00ff00",
    "#87ceeb",
    "#ff9800",
    "#808080",
    "#059669",
    "#ea580c",
    "#490499",
    "#1d4ed8",
    "#000000",
  ];

  /**
   * What each variable is drawn on and the contrast it needs. A variable the theme sets without a rule
   * here fails the test, so a new use of the troop's colours cannot go unchecked.
   */
  function checks(vars: Record<string, string>): [string, number, number][] {
    const out: [string, number, number][] = [];
    for (const name of Object.keys(vars)) {
      const colour = name.match(/^--(primary|secondary|accent)(-foreground|-ink)?$/);
      if (name === "--ring") {
        // A focus ring on the page: a graphic, 3:1 against every light surface.
        for (const surface of LIGHT_SURFACES) out.push([name, contrastRatio(rgbOf(vars[name]), surface), MIN_GRAPHIC_CONTRAST]);
      } else if (colour?.[2] === "-foreground") {
        // Text on the colour itself (buttons, badges, the avatar).
        out.push([name, contrastRatio(rgbOf(vars[name]), rgbOf(vars[`--${colour[1]}`])), MIN_TEXT_CONTRAST]);
      } else if (colour?.[2] === "-ink") {
        // Text, links and icons on the page, on cards, on muted panels and on the colour's own tint.
        const tint = mix(rgbOf(vars[`--${colour[1]}`]), [1, 1, 1], TINT_ALPHA);
        for (const surface of [...LIGHT_SURFACES, tint]) out.push([name, contrastRatio(rgbOf(vars[name]), surface), MIN_TEXT_CONTRAST]);
      } else if (colour) {
        // The colour itself only fills (buttons, the top of the public section): its text is the foreground above.
        out.push([name, Number.POSITIVE_INFINITY, 0]);
      } else {
        throw new Error(`no contrast rule for ${name}`);
      }
    }
    return out;
  }

  for (const primaryColor of COLOURS) {
    it(`meets WCAG AA for every variable with ${primaryColor} as each troop colour`, () => {
      // The server refuses a primary colour whose button text would be under 4.5:1; the others are stored as given.
      const primary = lowContrastMessage(primaryColor) ? undefined : primaryColor;
      const vars = brandingVariables({ primaryColor: primary, secondaryColor: primaryColor, accentColor: primaryColor });
      for (const [name, ratio, needed] of checks(vars)) {
        expect(ratio, `${name} with ${primaryColor}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(needed);
      }
    });
  }

  it("keeps a colour that already reads well and darkens a light one, keeping its hue", () => {
    expect(brandingVariables({ primaryColor: "#490499" })["--primary-ink"]).toBe("268 95% 31%");
    const yellow = brandingVariables({ primaryColor: "#ffeb3b" });
    expect(yellow["--primary"]).toBe("54 100% 62%");
    expect(yellow["--primary-ink"]).toMatch(/^54 100% \d+%$/);
    // The bug: links in the raw colour on white were at 1.2:1.
    expect(contrastRatio(rgbOf(yellow["--primary"]), [1, 1, 1])).toBeLessThan(1.3);
    expect(contrastRatio(rgbOf(yellow["--primary-ink"]), [1, 1, 1])).toBeGreaterThanOrEqual(4.5);
  });
});
