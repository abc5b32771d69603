// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { BADGE_TEMPLATE, DEFAULT_IMPORT_IMAGE, parseImportText, prettyJson, SAMPLE_BADGES } from "./import-badges-form-rules";

describe("parseImportText", () => {
  it("refuses blank text", () => {
    expect(parseImportText("")).toEqual({ ok: false });
    expect(parseImportText("   \n ")).toEqual({ ok: false });
  });
  it("refuses text that is not JSON", () => {
    expect(parseImportText('[{"name": "Broken",')).toEqual({ ok: false });
    expect(parseImportText("name: Hiker")).toEqual({ ok: false });
  });
  it("refuses JSON that holds no badge objects", () => {
    expect(parseImportText("42")).toEqual({ ok: false });
    expect(parseImportText('"text"')).toEqual({ ok: false });
    expect(parseImportText("null")).toEqual({ ok: false });
    expect(parseImportText("[]")).toEqual({ ok: false });
    expect(parseImportText('[{"name": "A"}, 3]')).toEqual({ ok: false });
  });
  it("takes an array of badges", () => {
    const result = parseImportText(prettyJson(SAMPLE_BADGES));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.badges).toHaveLength(SAMPLE_BADGES.length);
    expect(result.badges.map((b) => b.name)).toEqual(SAMPLE_BADGES.map((b) => b.name));
  });
  it("takes one badge object as a list of one", () => {
    const result = parseImportText('{"name": "Solo", "description": "Alone", "requirements": ["Sail"]}');
    expect(result).toEqual({
      ok: true,
      badges: [
        {
          name: "Solo",
          description: "Alone",
          category: "outdoor",
          imageUrl: DEFAULT_IMPORT_IMAGE,
          requirements: ["Sail"],
          progressPercentage: 0,
        },
      ],
    });
  });
  it("normalises each badge: known category kept, requirements as lines, progress clamped", () => {
    const result = parseImportText(
      JSON.stringify([
        {
          name: " Art ",
          description: "Draw",
          category: "creative",
          imageUrl: "/badges/artist.svg",
          requirements: "Draw\n\nPaint",
          progressPercentage: "120",
        },
        { name: "X", category: "space" },
      ]),
    );
    expect(result.ok && result.badges).toEqual([
      {
        name: "Art",
        description: "Draw",
        category: "creative",
        imageUrl: "/badges/artist.svg",
        requirements: ["Draw", "Paint"],
        progressPercentage: 100,
      },
      { name: "X", description: "", category: "outdoor", imageUrl: DEFAULT_IMPORT_IMAGE, requirements: [], progressPercentage: 0 },
    ]);
  });
  it("accepts its own template", () => {
    expect(parseImportText(prettyJson(BADGE_TEMPLATE)).ok).toBe(true);
  });
});
