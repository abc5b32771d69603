// @vitest-environment jsdom
import type { ScoutBadgeProgress } from "@shared/api/advancement";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { scoutBadgeProgressFixture } from "@tests/client/fixtures";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { formatDate } from "@/lib/format-date";
import { ScoutProgressDialog } from "./scout-progress-dialog";

const badge = (over: Partial<ScoutBadgeProgress> & { id: string; name: string }) =>
  scoutBadgeProgressFixture({ requirements: ["a", "b", "c", "d"], ...over });

// Ann's badges: two earned (one handed out), one waiting, two in progress (one sent back), two not started.
const PROGRESS: ScoutBadgeProgress[] = [
  badge({ id: "b1", name: "Fire", isEarned: true, earnedDate: "2026-10-01T10:00:00.000Z", presentedAt: "2026-11-01T12:00:00.000Z" }),
  badge({ id: "b2", name: "Knots", completedRequirements: [0, 1, 2], progressPercentage: 75 }),
  badge({ id: "b3", name: "Swim", isEarned: true, earnedDate: "2026-11-10T10:00:00.000Z" }),
  badge({ id: "b4", name: "Map", completedRequirements: [0, 1, 2, 3], progressPercentage: 100, approval: "pending" }),
  badge({
    id: "b5",
    name: "Cook",
    requirements: ["a", "b"],
    completedRequirements: [0],
    progressPercentage: 50,
    approval: "returned",
    approvalNote: "Show me the meal first.",
  }),
  badge({ id: "b6", name: "Star", progressPercentage: 10 }),
  badge({ id: "b7", name: "Bird" }),
];

let api: FetchStub;
beforeEach(() => {
  api = stubFetch().reply("GET /api/scouts/s1/progress", PROGRESS).reply("GET /api/troop/features", {
    enableAdvancementTracking: true,
    requireLeaderApproval: false,
    enableActivityFeed: true,
    customBadgeCategories: [],
    customEventTypes: [],
  });
});

function renderDialog(scout: { id: string; name: string } | null = { id: "s1", name: "Ann Archer" }) {
  const onOpenChange = vi.fn();
  renderWithProviders(<ScoutProgressDialog scout={scout} onOpenChange={onOpenChange} />);
  return { onOpenChange };
}

const namesIn = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByTestId("scout-progress-badge")
    .map((li) => li.querySelector("p")?.textContent);

describe("ScoutProgressDialog", () => {
  it("loads the scout's progress and sorts badges into earned, waiting, in progress and not started", async () => {
    renderDialog();
    const dialog = await screen.findByRole("dialog", { name: "Ann Archer's badges" });
    await within(dialog).findByTestId("scout-progress-earned");
    expect(api.fetch).toHaveBeenCalledWith("/api/scouts/s1/progress", expect.anything());
    expect(screen.getByTestId("scout-progress-summary").textContent).toBe("2 earned1 waiting2 in progress");
    // Latest earned first; closest to done first.
    expect(namesIn("scout-progress-earned")).toEqual(["Swim", "Fire"]);
    expect(namesIn("scout-progress-waiting")).toEqual(["Map"]);
    expect(namesIn("scout-progress-in-progress")).toEqual(["Knots", "Cook"]);
    const notStarted = screen.getByTestId("scout-progress-not-started");
    expect(notStarted.textContent).toContain("Not started yet (2)");
    expect(namesIn("scout-progress-not-started")).toEqual(["Star", "Bird"]);
  });

  it("shows earned dates and whether each badge was handed out", async () => {
    renderDialog();
    const earned = await screen.findByTestId("scout-progress-earned");
    const [swim, fire] = within(earned).getAllByTestId("scout-progress-badge");
    expect(swim?.textContent).toContain(`Earned ${formatDate("2026-11-10T10:00:00.000Z")}`);
    expect(swim?.textContent).toContain("Not presented yet");
    expect(fire?.textContent).toContain(`Presented ${formatDate("2026-11-01T12:00:00.000Z")}`);
    expect(fire?.textContent).not.toContain("Not presented yet");
  });

  it("shows requirement ticks x/y and the percentage, and a returned badge's note", async () => {
    renderDialog();
    const inProgress = await screen.findByTestId("scout-progress-in-progress");
    const [knots, cook] = within(inProgress).getAllByTestId("scout-progress-badge");
    expect(within(knots as HTMLElement).getByTestId("progress-ticks").textContent).toBe("3 of 4 requirements ticked");
    expect(within(knots as HTMLElement).getByTestId("progress-percent").textContent).toBe("75%");
    expect(within(knots as HTMLElement).getByRole("progressbar", { name: "Knots: 75%" })).toBeTruthy();
    expect(within(cook as HTMLElement).getByTestId("progress-ticks").textContent).toBe("1 of 2 requirements ticked");
    expect(cook?.textContent).toContain("Sent back: Show me the meal first.");
    const waiting = screen.getByTestId("scout-progress-waiting");
    expect(within(waiting).getByTestId("progress-ticks").textContent).toBe("4 of 4 requirements ticked");
  });

  it("closes with Escape", async () => {
    const user = userEvent.setup();
    const { onOpenChange } = renderDialog();
    await screen.findByTestId("scout-progress-earned");
    await user.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("asks for nothing while no scout is chosen", () => {
    renderDialog(null);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it("says so when the progress cannot be loaded", async () => {
    api.fail("GET /api/scouts/s1/progress", 404, { error: "Scout not found" });
    renderDialog();
    expect((await screen.findByRole("alert")).textContent).toBe("The progress could not be loaded. Please try again.");
  });

  it("signs a requirement off with the day and a note, and undoes a sign-off", async () => {
    const knots = badge({
      id: "b2",
      name: "Knots",
      requirements: ["Reef knot", "Bowline"],
      completedRequirements: [0],
      progressPercentage: 50,
      signOffs: [{ index: 0, by: "Lee Leader", on: "2026-01-10", note: null }],
    });
    api
      .reply("GET /api/scouts/s1/progress", [knots])
      .answer("POST /api/scouts/s1/badges/b2/requirements/1/sign-off", () => ({
        status: 200,
        body: { scoutId: "s1", badgeId: "b2", index: 1, by: "Lee Leader", on: "2026-01-11", note: "At camp" },
      }))
      .answer("DELETE /api/scouts/s1/badges/b2/requirements/0/sign-off", () => ({ status: 204 }));
    const user = userEvent.setup();
    const { toasts } = renderWithProviders(<ScoutProgressDialog scout={{ id: "s1", name: "Ann Archer" }} onOpenChange={vi.fn()} />);
    const row = (await screen.findAllByTestId("scout-progress-badge"))[0] as HTMLElement;
    await user.click(within(row).getByText("Requirements"));
    const [reef, bowline] = within(row).getAllByTestId("requirement-row");
    expect(reef?.textContent).toContain("Signed off by Lee Leader on Jan 10, 2026");
    expect(within(reef as HTMLElement).queryByRole("button", { name: /^Sign off/ })).toBeNull();

    await user.click(within(bowline as HTMLElement).getByRole("button", { name: "Sign off: Bowline" }));
    const form = await screen.findByRole("dialog", { name: "Sign off requirement" });
    const date = within(form).getByLabelText(/Done on/) as HTMLInputElement;
    expect(date.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await user.clear(date);
    await user.type(date, "2026-01-11");
    await user.type(within(form).getByLabelText("Note (optional)"), "At camp");
    await user.click(within(form).getByRole("button", { name: "Sign off" }));
    await waitFor(() => expect(toasts()).toBe("Signed off|Bowline (Knots) for Ann Archer."));
    expect(api.sent("POST")).toEqual([
      { method: "POST", url: "/api/scouts/s1/badges/b2/requirements/1/sign-off", body: { date: "2026-01-11", note: "At camp" } },
    ]);

    await user.click(within(reef as HTMLElement).getByRole("button", { name: "Undo sign-off: Reef knot" }));
    await waitFor(() => expect(api.sent("DELETE")).toHaveLength(1));
    expect(api.sent("DELETE")[0]?.url).toBe("/api/scouts/s1/badges/b2/requirements/0/sign-off");
  });

  it("refuses a day in the future before sending anything", async () => {
    api.reply("GET /api/scouts/s1/progress", [badge({ id: "b2", name: "Knots", requirements: ["Reef knot"] })]);
    const user = userEvent.setup();
    renderDialog();
    const notStarted = await screen.findByTestId("scout-progress-not-started");
    await user.click(within(notStarted).getByText(/Not started yet/));
    await user.click(within(notStarted).getByText("Requirements"));
    await user.click(within(notStarted).getByRole("button", { name: "Sign off: Reef knot" }));
    const form = await screen.findByRole("dialog", { name: "Sign off requirement" });
    const date = within(form).getByLabelText(/Done on/);
    await user.clear(date);
    await user.type(date, "2999-01-01");
    await user.click(within(form).getByRole("button", { name: "Sign off" }));
    expect(await within(form).findByText("The date cannot be in the future.")).toBeTruthy();
    expect(api.sent("POST")).toEqual([]);
  });

  it("offers no sign-off while the troop's tracking is off", async () => {
    api.reply("GET /api/troop/features", {
      enableAdvancementTracking: false,
      requireLeaderApproval: false,
      enableActivityFeed: true,
      customBadgeCategories: [],
      customEventTypes: [],
    });
    renderDialog();
    const inProgress = await screen.findByTestId("scout-progress-in-progress");
    expect(within(inProgress).getAllByTestId("requirement-sign-offs").length).toBeGreaterThan(0);
    expect(within(inProgress).queryByRole("button", { name: /Sign off/ })).toBeNull();
  });
});
