import type { Badge } from "@shared/api/badges";
import { describe, expect, it } from "vitest";
import {
  badgeState,
  categoryTitle,
  mergeEarned,
  mostProgressedUnearned,
  overallPercentage,
  recentAchievements,
  workOnLabel,
} from "./badge-rules";

function badge(id: string, over: Partial<Badge> = {}): Badge {
  return {
    id,
    name: `Badge ${id}`,
    description: "",
    imageUrl: "/badges/default.svg",
    category: "outdoor",
    requirements: ["a", "b", "c", "d"],
    progressPercentage: 0,
    completedRequirements: [],
    isEarned: false,
    earnedDate: null,
    approval: null,
    approvalNote: null,
    signOffs: [],
    ...over,
  };
}

describe("badgeState", () => {
  const four = ["a", "b", "c", "d"];
  it("earned, nearly done with 75 % or more of the requirements ticked, else in progress", () => {
    expect(badgeState({ isEarned: true, progressPercentage: 10, requirements: four, completedRequirements: [] })).toBe("earned");
    expect(badgeState({ isEarned: false, progressPercentage: 75, requirements: four, completedRequirements: [0, 1, 2] })).toBe("nearly");
    expect(badgeState({ isEarned: false, progressPercentage: 100, requirements: four, completedRequirements: [0, 1, 2, 3] })).toBe(
      "nearly",
    );
    expect(badgeState({ isEarned: false, progressPercentage: 50, requirements: four, completedRequirements: [0, 1] })).toBe("progress");
  });

  it("starting progress alone never makes a badge nearly done; a badge without requirements goes by its progress", () => {
    expect(badgeState({ isEarned: false, progressPercentage: 100, requirements: four, completedRequirements: [] })).toBe("progress");
    expect(badgeState({ isEarned: false, progressPercentage: 90, requirements: four, completedRequirements: [0, 1] })).toBe("progress");
    expect(badgeState({ isEarned: false, progressPercentage: 75, requirements: [], completedRequirements: [] })).toBe("nearly");
    expect(badgeState({ isEarned: false, progressPercentage: 74, requirements: [], completedRequirements: [] })).toBe("progress");
  });
});

describe("recentAchievements", () => {
  it("lists the 6 most recently earned, then unearned by progress, highest first", () => {
    const earned = Array.from({ length: 8 }, (_, i) => badge(`e${i}`, { isEarned: true, earnedDate: `2026-01-0${i + 1}T10:00:00Z` }));
    const unearned = [
      badge("u1", { progressPercentage: 25 }),
      badge("u2", { progressPercentage: 80 }),
      badge("u3", { progressPercentage: 50 }),
    ];
    const order = recentAchievements([...unearned, ...earned]).map((b) => b.id);
    expect(order).toEqual(["e7", "e6", "e5", "e4", "e3", "e2", "u2", "u3", "u1"]);
  });

  it("puts an earned badge without a date (just earned) first", () => {
    const order = recentAchievements([
      badge("old", { isEarned: true, earnedDate: "2026-01-01T00:00:00Z" }),
      badge("new", { isEarned: true }),
    ]);
    expect(order.map((b) => b.id)).toEqual(["new", "old"]);
  });
});

describe("overallPercentage", () => {
  it("rounds earned over total", () => {
    expect(overallPercentage(1, 15)).toBe(7);
    expect(overallPercentage(2, 3)).toBe(67);
    expect(overallPercentage(3, 3)).toBe(100);
    expect(overallPercentage(0, 0)).toBe(0);
  });
});

describe("mergeEarned and helpers", () => {
  it("marks badges from the earned list", () => {
    const merged = mergeEarned([badge("a"), badge("b")], [{ id: "b", earnedDate: "2026-02-01T00:00:00Z" }]);
    expect(merged[1]).toMatchObject({ isEarned: true, earnedDate: "2026-02-01T00:00:00Z" });
    expect(merged[0]?.isEarned).toBe(false);
  });

  it("finds the unearned badge closest to done", () => {
    expect(
      mostProgressedUnearned([badge("a", { progressPercentage: 50 }), badge("b", { progressPercentage: 100, isEarned: true })])?.id,
    ).toBe("a");
    expect(mostProgressedUnearned([badge("b", { isEarned: true })])).toBeNull();
  });

  it("titles a category grid", () => {
    expect(categoryTitle("community")).toBe("Community Badges");
  });
});

describe("workOnLabel", () => {
  it("says Start for a badge at 0 % with nothing ticked, Continue once begun", () => {
    expect(workOnLabel({ name: "Artist", progressPercentage: 0, completedRequirements: [] })).toBe("Start Artist");
    expect(workOnLabel({ name: "Artist", progressPercentage: 25, completedRequirements: [0] })).toBe("Continue Artist");
    expect(workOnLabel({ name: "Artist", progressPercentage: 0, completedRequirements: [1] })).toBe("Continue Artist");
  });
});
