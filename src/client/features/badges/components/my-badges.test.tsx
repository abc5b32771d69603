// @vitest-environment jsdom
import type { User } from "@shared/api/auth";
import { QueryClientProvider } from "@tanstack/react-query";
import { badgeFixture, featuresFixture } from "@tests/client/fixtures";
import { drawnByServer } from "@tests/client/take-over";
import { Profiler } from "react";
import { describe, expect, it } from "vitest";
import { troopFeaturesQuery } from "@/features/troop/api";

import { createQueryClient } from "@/lib/query-client";
import { badgesQuery, earnedFreshQuery } from "../api";
import { BADGES_DRAWN_FIRST, BADGES_DRAWN_PER_BATCH } from "./badge-grid";
import { MyBadges } from "./my-badges";

const scout: User = {
  id: "u1",
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Pine",
  profileImageUrl: null,
  role: "scout",
  leaderRole: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  isNewUser: false,
  troops: [],
  currentTroopId: "troop-1",
  districts: [],
};

describe("MyBadges drawn by the server", () => {
  it("draws the first cards, and the app draws the rest when it takes the page over", async () => {
    const total = 2 * BADGES_DRAWN_FIRST + 3;
    const client = createQueryClient();
    client.setQueryData(
      badgesQuery.queryKey,
      Array.from({ length: total }, (_, i) => badgeFixture({ id: `b${i}`, name: `Badge ${i + 1}`, progressPercentage: total - i })),
    );
    client.setQueryData(earnedFreshQuery.queryKey, []);
    client.setQueryData(troopFeaturesQuery.queryKey, featuresFixture());
    // The cards in the page after each of React's commits: each later batch is a commit of its own.
    const counts: number[] = [];
    const page = await drawnByServer(
      <Profiler id="badges" onRender={() => counts.push(cards().length)}>
        <QueryClientProvider client={client}>
          <MyBadges user={scout} openBadgeId={null} onOpenBadge={() => {}} />
        </QueryClientProvider>
      </Profiler>,
    );
    const cards = () => page.container.querySelectorAll("[data-testid='badge-card']");
    expect(cards()).toHaveLength(BADGES_DRAWN_FIRST);
    const firstCard = cards()[0];
    await page.takeOver();
    expect(page.mismatches).toEqual([]);
    expect(cards()).toHaveLength(total);
    expect(cards()[0]).toBe(firstCard);
    const later: number[] = [];
    for (let drawn = BADGES_DRAWN_FIRST + BADGES_DRAWN_PER_BATCH; drawn < total; drawn += BADGES_DRAWN_PER_BATCH) later.push(drawn);
    expect(later.length).toBeGreaterThan(1);
    expect(counts.filter((count, index) => count !== counts[index - 1])).toEqual([BADGES_DRAWN_FIRST, ...later, total]);
    // Closest to done first: the last card drawn is the badge least begun.
    expect(cards()[total - 1]?.textContent).toContain(`Badge ${total}`);
    page.remove();
  });
});
