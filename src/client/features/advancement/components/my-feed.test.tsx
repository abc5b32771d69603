// @vitest-environment jsdom
import type { ScoutActivity } from "@shared/api/activities";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { featuresFixture } from "@tests/client/fixtures";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it } from "vitest";
import { MyFeed } from "./my-feed";

const activity = (n: number): ScoutActivity => ({
  id: `a${n}`,
  scoutId: "s1",
  scoutName: "Sam Fox",
  activityType: "badge_progress",
  title: `Step ${n}`,
  description: `Ticked requirement ${n}`,
  points: 10,
  createdAt: new Date(2026, 10, 1, 12, n).toISOString(),
  metadata: null,
  reactions: [],
});

let api: FetchStub;
beforeEach(() => {
  api = stubFetch();
});

describe("MyFeed", () => {
  it("shows the newest ten activities and ten more with each Show more, until all are shown", async () => {
    api.reply("GET /api/troop/features", featuresFixture({ enableActivityFeed: true }));
    api.reply("GET /api/activities/mine", { points: 230, activities: Array.from({ length: 23 }, (_, i) => activity(i + 1)) });
    renderWithProviders(<MyFeed />);

    expect((await screen.findByTestId("my-points")).textContent).toBe("230 points");
    const titles = () => screen.getAllByTestId("my-activity").map((li) => li.querySelector("h3")?.textContent);
    expect(titles()).toEqual(Array.from({ length: 10 }, (_, i) => `Step ${i + 1}`));

    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(titles()).toHaveLength(20);
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(titles()).toHaveLength(23);
    expect(titles().at(-1)).toBe("Step 23");
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });

  it("offers no Show more when everything fits, and nothing at all while the troop has the feed off", async () => {
    api.reply("GET /api/troop/features", featuresFixture({ enableActivityFeed: true }));
    api.reply("GET /api/activities/mine", { points: 10, activities: [activity(1)] });
    const { unmount } = renderWithProviders(<MyFeed />);
    await screen.findByText("Step 1");
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
    unmount();

    api.reply("GET /api/troop/features", featuresFixture({ enableActivityFeed: false }));
    renderWithProviders(<MyFeed />);
    await waitFor(() => expect(api.sent("GET", "/api/troop/features")).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("heading", { name: "My Activity" })).toBeNull();
    expect(api.sent("GET", "/api/activities/mine")).toHaveLength(1);
  });
});
