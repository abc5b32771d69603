// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { applyBranding } from "./theme";

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

  it("applies to <html> by default", () => {
    applyBranding({ primaryColor: "#ffffff" });
    expect(document.documentElement.style.getPropertyValue("--primary")).toBe("0 0% 100%");
  });
});
