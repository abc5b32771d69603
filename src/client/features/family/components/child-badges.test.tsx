// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { stubFetch } from "@tests/client/fetch-stub";
import { badgeFixture } from "@tests/client/fixtures";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { describe, expect, it } from "vitest";
import { ChildBadges } from "./child-badges";

describe("a parent's view of their child's badges", () => {
  it("shows the requirements a leader signed off, with who and when", async () => {
    stubFetch().reply("GET /api/parent/children/c1/badges", [
      badgeFixture({
        id: "b1",
        name: "Knots",
        completedRequirements: [0, 1],
        progressPercentage: 50,
        signOffs: [{ index: 1, by: "Lee Leader", on: "2026-01-10", note: null }],
      }),
      badgeFixture({ id: "b2", name: "Fire" }),
    ]);
    renderWithProviders(<ChildBadges scoutId="c1" />);
    const signedOff = await screen.findByRole("list", { name: "Signed off on Knots" });
    const [item] = within(signedOff).getAllByTestId("child-signed-off");
    expect(item?.textContent).toContain("Done: Tie a bowline");
    expect(item?.textContent).toContain("Signed off by Lee Leader on Jan 10, 2026");
    expect(screen.queryByRole("list", { name: "Signed off on Fire" })).toBeNull();
  });
});
