// @vitest-environment jsdom
import "@tests/client/radix-in-jsdom";
import type { ScoutBadge } from "@shared/api/awards";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { badgeFixture, scoutFixture } from "@tests/client/fixtures";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it } from "vitest";
import { BulkAwardCard } from "./bulk-award-card";
import { SingleAwardCard } from "./single-award-card";

const SCOUTS = [scoutFixture({ id: "s1", name: "Ana Lopez" }), scoutFixture({ id: "s2", name: "Ben Brook" })];
const BADGES = [badgeFixture({ id: "b1", name: "Hiker" }), badgeFixture({ id: "b2", name: "Navigator" })];
const HELD: ScoutBadge = {
  id: "a1",
  scoutId: "s1",
  badgeId: "b1",
  earnedDate: "2026-05-01T10:00:00.000Z",
  awardedBy: "Lena Leader",
  presentedAt: null,
};

let api: FetchStub;
beforeEach(() => {
  api = stubFetch();
});
const posts = () => api.requests.filter((r) => r.method === "POST");

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole("combobox", { name: label }));
  await userEvent.click(screen.getByRole("option", { name: option }));
}

describe("SingleAwardCard", () => {
  it("awards a badge the scout does not hold and says so", async () => {
    api.answer("POST /api/scouts/s1/award-badge", () => ({ status: 201, body: { ...HELD, id: "a2", badgeId: "b2" } }));
    const { toasts } = renderWithProviders(<SingleAwardCard scouts={SCOUTS} badges={BADGES} awards={[HELD]} />);
    await choose("Scout", "Ana Lopez");
    expect(screen.getAllByTestId("held-badge")).toHaveLength(1);
    await userEvent.click(screen.getByRole("combobox", { name: "Badge to award" }));
    expect(screen.queryByRole("option", { name: "Hiker" })).toBeNull();
    await userEvent.click(screen.getByRole("option", { name: "Navigator" }));
    await userEvent.click(screen.getByRole("button", { name: "Award Badge" }));
    await waitFor(() => expect(toasts()).toBe("Badge Awarded|Ana Lopez earned Navigator."));
    expect(posts().map((r) => [r.url, r.body])).toEqual([["/api/scouts/s1/award-badge", { badgeId: "b2", awardedBy: "Scout Leader" }]]);
    expect(screen.getByRole("combobox", { name: "Badge to award" }).textContent).toBe("Choose a badge");
  });

  it("asks for a badge before sending, at the field and with the Selection Required toast", async () => {
    const { toasts } = renderWithProviders(<SingleAwardCard scouts={SCOUTS} badges={BADGES} awards={[]} />);
    await choose("Scout", "Ben Brook");
    await userEvent.click(screen.getByRole("button", { name: "Award Badge" }));
    await waitFor(() => expect(toasts()).toBe("Selection Required|Please select a scout and a badge to award."));
    expect(screen.getByText("Badge is required.")).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Badge to award" }).getAttribute("aria-invalid")).toBe("true");
    expect(posts()).toEqual([]);
  });

  it("puts the server's field message on the badge field", async () => {
    api.fail("POST /api/scouts/s2/award-badge", 400, { error: "Badge is required.", fields: { badgeId: "No such badge." } });
    const { toasts } = renderWithProviders(<SingleAwardCard scouts={SCOUTS} badges={BADGES} awards={[]} />);
    await choose("Scout", "Ben Brook");
    await choose("Badge to award", "Hiker");
    await userEvent.click(screen.getByRole("button", { name: "Award Badge" }));
    expect(await screen.findByText("No such badge.")).toBeTruthy();
    expect(toasts()).toBe("Error|Failed to award badge. Please try again.");
  });
});

describe("BulkAwardCard", () => {
  it("lists only scouts without the badge, awards the ticked ones and starts over", async () => {
    api.reply("POST /api/scouts/bulk-award-badge", { awarded: ["s2"], skipped: [] });
    const { toasts } = renderWithProviders(<BulkAwardCard scouts={SCOUTS} badges={BADGES} awards={[HELD]} />);
    expect(screen.getByRole("button", { name: "Award to 0 Scouts" })).toHaveProperty("disabled", true);
    await choose("Badge", "Hiker");
    expect(screen.getByTestId("bulk-award-scouts").textContent).toBe("Ben Brook");
    await userEvent.click(screen.getByRole("checkbox", { name: "Ben Brook" }));
    await userEvent.click(screen.getByRole("button", { name: "Award to 1 Scout" }));
    await waitFor(() => expect(toasts()).toBe("Badges Awarded|Awarded to 1 scout."));
    expect(posts()[0]?.body).toEqual({ scoutIds: ["s2"], badgeId: "b1", awardedBy: "Scout Leader" });
    expect(screen.getByRole("button", { name: "Award to 0 Scouts" })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Badge" }).textContent).toBe("Choose a badge");
  });

  it("Select all ticks every listed scout; the server's field message lands on the list", async () => {
    api.fail("POST /api/scouts/bulk-award-badge", 400, { error: "Too many", fields: { scoutIds: "At most 1000 scouts at once." } });
    const { toasts } = renderWithProviders(<BulkAwardCard scouts={SCOUTS} badges={BADGES} awards={[]} />);
    await choose("Badge", "Navigator");
    await userEvent.click(screen.getByRole("checkbox", { name: "Select all" }));
    await userEvent.click(screen.getByRole("button", { name: "Award to 2 Scouts" }));
    expect(await screen.findByText("At most 1000 scouts at once.")).toBeTruthy();
    expect(toasts()).toBe("Error|Failed to award badges. Please try again.");
    expect(posts()[0]?.body).toMatchObject({ scoutIds: ["s1", "s2"], badgeId: "b2" });
    // Ticking again clears the message.
    await userEvent.click(screen.getByRole("checkbox", { name: "Ben Brook" }));
    expect(screen.queryByText("At most 1000 scouts at once.")).toBeNull();
  });
});
