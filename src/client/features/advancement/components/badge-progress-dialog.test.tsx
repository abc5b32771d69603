// @vitest-environment jsdom
import type { BadgeScoutProgress } from "@shared/api/advancement";
import { screen, within } from "@testing-library/react";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { badgeScoutProgressFixture } from "@tests/client/fixtures";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it } from "vitest";
import { formatDate } from "@/lib/format-date";
import { BadgeProgressDialog } from "./badge-progress-dialog";

const row = (name: string, over: Partial<BadgeScoutProgress> = {}) =>
  badgeScoutProgressFixture({ scout: { id: name.toLowerCase(), name }, progressPercentage: 10, ...over });

// The server's order: holders first, then by progress.
const ROWS: BadgeScoutProgress[] = [
  row("Ann", { isEarned: true, progressPercentage: 100, completedRequirements: [0, 1, 2, 3], presentedAt: "2026-11-01T12:00:00.000Z" }),
  row("Abe", { isEarned: true, progressPercentage: 10 }),
  row("Dee", { progressPercentage: 100, completedRequirements: [0, 1, 2, 3], approval: "pending" }),
  row("Ben", { progressPercentage: 75, completedRequirements: [0, 1, 2] }),
  row("Eli", { progressPercentage: 25, completedRequirements: [1], approval: "returned" }),
  // Starting progress alone is not work on the badge.
  row("Cal"),
  row("Fay"),
];

const KNOTS = { id: "k1", name: "Knots", imageUrl: "/badges/default.svg", requirements: ["a", "b", "c", "d"] };

let api: FetchStub;
beforeEach(() => {
  api = stubFetch().reply("GET /api/badges/k1/progress", ROWS);
});

function renderDialog(badge: typeof KNOTS | null = KNOTS) {
  renderWithProviders(<BadgeProgressDialog badge={badge} onOpenChange={() => {}} />);
}

const rowsIn = (testId: string) => within(screen.getByTestId(testId)).getAllByTestId("badge-progress-scout");
const namesIn = (testId: string) => rowsIn(testId).map((li) => li.querySelector("p")?.textContent);

describe("BadgeProgressDialog", () => {
  it("lists who holds the badge, who asked for it, who works on it and who has not started", async () => {
    renderDialog();
    await screen.findByRole("dialog", { name: "Knots: who has it" });
    await screen.findByTestId("badge-progress-holders");
    expect(screen.getByTestId("badge-progress-summary").textContent).toBe("2 earned1 waiting2 working on it");
    expect(namesIn("badge-progress-holders")).toEqual(["Ann", "Abe"]);
    expect(namesIn("badge-progress-waiting")).toEqual(["Dee"]);
    expect(namesIn("badge-progress-working")).toEqual(["Ben", "Eli"]);
    expect(screen.getByTestId("badge-progress-not-started").textContent).toContain("Not started yet (2)Cal, Fay");
  });

  it("shows each holder's presented date or that it is still owed", async () => {
    renderDialog();
    await screen.findByTestId("badge-progress-holders");
    const [ann, abe] = rowsIn("badge-progress-holders");
    expect(ann?.textContent).toContain(`Presented ${formatDate("2026-11-01T12:00:00.000Z")}`);
    expect(abe?.textContent).toContain("Not presented yet");
  });

  it("shows x of y requirements against the badge's own count, with the percentage", async () => {
    renderDialog();
    await screen.findByTestId("badge-progress-working");
    const [ben, eli] = rowsIn("badge-progress-working");
    expect(within(ben as HTMLElement).getByTestId("progress-ticks").textContent).toBe("3 of 4 requirements ticked");
    expect(within(ben as HTMLElement).getByRole("progressbar", { name: "Ben: 75%" })).toBeTruthy();
    expect(within(eli as HTMLElement).getByTestId("progress-ticks").textContent).toBe("1 of 4 requirements ticked");
    expect(eli?.textContent).toContain("Sent back with a note");
    expect(within(rowsIn("badge-progress-waiting")[0] as HTMLElement).getByTestId("progress-percent").textContent).toBe("100%");
  });

  it("asks for nothing while no badge is chosen", () => {
    renderDialog(null);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
