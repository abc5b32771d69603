// @vitest-environment jsdom
import type { BadgeStats } from "@shared/api/badges";
import { screen } from "@testing-library/react";
import { stubFetch } from "@tests/client/fetch-stub";
import { featuresFixture } from "@tests/client/fixtures";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { describe, expect, it } from "vitest";
import { BadgeAnalyticsTab } from "./badge-analytics-tab";

const STATS: BadgeStats = {
  totalBadges: 5,
  totalBadgesAwarded: 0,
  averageBadgesPerScout: 0,
  completionRate: 0,
  mostPopularBadges: [],
  categoryStats: { outdoor: 3, "water-skills": 2 },
  recentAchievements: [],
};

describe("BadgeAnalyticsTab's category distribution", () => {
  it("names a troop's own category by its label, not its key", async () => {
    stubFetch().reply(
      "GET /api/troop/features",
      featuresFixture({ customBadgeCategories: [{ key: "water-skills", label: "Water Skills 🌊" }] }),
    );
    renderWithProviders(<BadgeAnalyticsTab stats={STATS} isError={false} />);
    expect(await screen.findByText("Water Skills 🌊")).toBeTruthy();
    const rows = screen.getAllByTestId("category-stat").map((row) => row.textContent);
    expect(rows).toEqual(["outdoor3 badges", "Water Skills 🌊2 badges"]);
    expect(screen.queryByText(/water-skills/i)).toBeNull();
  });
});
