// @vitest-environment jsdom
import type { NearlyThere as NearlyThereItem } from "@shared/api/advancement";
import { screen, within } from "@testing-library/react";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { nearlyThereFixture } from "@tests/client/fixtures";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it } from "vitest";
import { NearlyThere } from "./nearly-there";

const item = (scout: string, badge: string, over: Partial<NearlyThereItem> = {}) =>
  nearlyThereFixture({
    scout: { id: scout.toLowerCase(), name: scout },
    badge: { id: badge.toLowerCase(), name: badge, imageUrl: "/badges/default.svg" },
    progressPercentage: 75,
    completedCount: 3,
    totalRequirements: 4,
    ...over,
  });

let api: FetchStub;
beforeEach(() => {
  api = stubFetch();
});

function renderCard() {
  renderWithProviders(<NearlyThere />);
}

describe("NearlyThere", () => {
  it("lists each scout with the badge, the ticks and the percentage, in the server's order", async () => {
    api.reply("GET /api/badges/nearly-there", [
      item("Dee", "Map", { completedCount: 4, progressPercentage: 100, approval: "pending" }),
      item("Ben", "Knots"),
      item("Eli", "Cook", { completedCount: 2, totalRequirements: 2, progressPercentage: 100, approval: "returned" }),
    ]);
    renderCard();
    const rows = await screen.findAllByTestId("nearly-there");
    expect(rows.map((r) => r.querySelector("p")?.textContent)).toEqual(["Dee · Map", "Ben · Knots", "Eli · Cook"]);
    const [dee, ben, eli] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(ben).getByTestId("progress-ticks").textContent).toBe("3 of 4 requirements ticked");
    expect(within(ben).getByTestId("progress-percent").textContent).toBe("75%");
    expect(within(ben).getByRole("progressbar", { name: "Ben, Knots: 75%" })).toBeTruthy();
    expect(dee.textContent).toContain("Waiting for approval");
    expect(ben.textContent).not.toContain("Waiting for approval");
    expect(eli.textContent).toContain("Sent back with a note");
  });

  it("says so when nobody is close to a badge", async () => {
    api.reply("GET /api/badges/nearly-there", []);
    renderCard();
    await screen.findByText("No scout is close to a badge right now. Ticked requirements show up here.");
    expect(screen.queryAllByTestId("nearly-there")).toEqual([]);
  });

  it("says so when the list cannot be loaded", async () => {
    api.fail("GET /api/badges/nearly-there", 403, { error: "Forbidden" });
    renderCard();
    expect((await screen.findByRole("alert")).textContent).toBe("Could not load who is nearly there. Please reload the page.");
  });
});
