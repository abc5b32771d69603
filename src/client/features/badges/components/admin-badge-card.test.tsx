// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { badgeFixture } from "@tests/client/fixtures";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { describe, expect, it, vi } from "vitest";
import { AdminBadgeCard } from "./admin-badge-card";

const KNOTS = badgeFixture({ id: "k1", name: "Knots", category: "water" });

describe("AdminBadgeCard", () => {
  it("opens the badge's progress from its Progress button", async () => {
    const onProgress = vi.fn();
    renderWithProviders(<AdminBadgeCard badge={KNOTS} onEdit={() => {}} onDelete={() => {}} onProgress={onProgress} />);
    await userEvent.click(screen.getByRole("button", { name: "Progress of Knots" }));
    expect(onProgress).toHaveBeenCalledWith(KNOTS);
  });

  it("shows a custom category by its label, as written", () => {
    renderWithProviders(<AdminBadgeCard badge={KNOTS} onEdit={() => {}} onDelete={() => {}} categoryLabel="On the water" />);
    const pill = screen.getByText("On the water");
    expect(pill.className).not.toContain("capitalize");
    expect(screen.queryByRole("button", { name: "Progress of Knots" })).toBeNull();
  });
});
