// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { formErrors } from "@/lib/request-form";
import { badgeForm, badgeFormValues, EMPTY_BADGE_FORM, parseInitialProgress, parseRequirements, toBadgeRequest } from "./badge-form-rules";

describe("parseRequirements", () => {
  it("takes one requirement per line, trimmed, blank lines dropped", () => {
    expect(parseRequirements("  Pitch a tent \n\n   \nCook a meal\r\nLeave no trace\n")).toEqual([
      "Pitch a tent",
      "Cook a meal",
      "Leave no trace",
    ]);
  });
  it("gives an empty list for blank text", () => {
    expect(parseRequirements("")).toEqual([]);
    expect(parseRequirements(" \n \n")).toEqual([]);
  });
});

describe("parseInitialProgress", () => {
  it("turns non-numeric input into 0", () => {
    expect(parseInitialProgress("")).toBe(0);
    expect(parseInitialProgress("abc")).toBe(0);
    expect(parseInitialProgress(undefined)).toBe(0);
    expect(parseInitialProgress(null)).toBe(0);
    expect(parseInitialProgress(Number.NaN)).toBe(0);
  });
  it("keeps numbers from 0 to 100, rounded to whole numbers", () => {
    expect(parseInitialProgress("0")).toBe(0);
    expect(parseInitialProgress(" 42 ")).toBe(42);
    expect(parseInitialProgress("33.6")).toBe(34);
    expect(parseInitialProgress(100)).toBe(100);
  });
  it("clamps numbers outside 0 to 100", () => {
    expect(parseInitialProgress("150")).toBe(100);
    expect(parseInitialProgress("-5")).toBe(0);
  });
});

describe("badgeForm", () => {
  it("requires name, description, image URL and at least one requirement", () => {
    expect(formErrors(badgeForm, { ...EMPTY_BADGE_FORM, requirements: "\n \n" })).toEqual({
      name: "Name is required.",
      description: "Description is required.",
      imageUrl: "Image URL is required.",
      requirements: "Add at least one requirement.",
    });
  });
  it("accepts a complete form whatever the progress text", () => {
    const values = {
      ...EMPTY_BADGE_FORM,
      name: "Hiker",
      description: "Walk",
      imageUrl: "/badges/hiker.svg",
      requirements: "Walk 5 km",
      progressPercentage: "",
    };
    expect(formErrors(badgeForm, values)).toEqual({});
  });
  it("reads non-numeric Initial Progress as 0 and gives a number that is not whole or from 0 to 100 a field message (no silent clamp)", () => {
    const values = { ...EMPTY_BADGE_FORM, name: "Hiker", description: "Walk", imageUrl: "/badges/hiker.svg", requirements: "Walk 5 km" };
    expect(formErrors(badgeForm, { ...values, progressPercentage: "ten" })).toEqual({});
    expect(toBadgeRequest({ ...values, progressPercentage: "ten" }).progressPercentage).toBe(0);
    expect(formErrors(badgeForm, { ...values, progressPercentage: "2.5" })).toEqual({
      progressPercentage: "Initial progress must be a whole number.",
    });
    expect(formErrors(badgeForm, { ...values, progressPercentage: "150" })).toEqual({
      progressPercentage: "Initial progress must be between 0 and 100.",
    });
  });
  it("starts new badges in the outdoor category with progress 0", () => {
    expect(badgeFormValues(null)).toMatchObject({ category: "outdoor", progressPercentage: "0" });
  });
});

describe("toBadgeRequest", () => {
  it("builds the request body: trimmed texts, one requirement per non-blank line, blank progress as 0", () => {
    expect(
      toBadgeRequest({
        name: "  Hiker ",
        description: " Walk far ",
        category: "adventurous",
        imageUrl: " /badges/hiker.svg ",
        requirements: "Walk 5 km\n\n  Walk 10 km  ",
        progressPercentage: "",
      }),
    ).toEqual({
      name: "Hiker",
      description: "Walk far",
      category: "adventurous",
      imageUrl: "/badges/hiker.svg",
      requirements: ["Walk 5 km", "Walk 10 km"],
      progressPercentage: 0,
    });
  });
  it("round-trips an existing badge through the form", () => {
    const badge = {
      name: "Cook",
      description: "Cook",
      category: "skills" as const,
      imageUrl: "/badges/cook.svg",
      requirements: ["A", "B"],
      progressPercentage: 25,
    };
    expect(toBadgeRequest(badgeFormValues(badge))).toEqual(badge);
  });
});

describe("badgeForm against the server's rules", () => {
  it("refuses what the shared badge schema refuses, with its message, at the field", () => {
    const values = { ...EMPTY_BADGE_FORM, name: "x".repeat(101), description: "Walk", imageUrl: "javascript:alert(1)", requirements: "A" };
    expect(formErrors(badgeForm, values)).toEqual({
      name: "Name must be at most 100 characters.",
      imageUrl: "Image URL must start with http://, https:// or /.",
    });
  });
});
