// @vitest-environment jsdom
import "@tests/client/radix-in-jsdom";
import type { Scout } from "@shared/api/scouts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { badgeFixture, badgeScoutProgressFixture, patrolFixture, scoutFixture } from "@tests/client/fixtures";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { troopToday } from "../sign-off-form-rules";
import { MeetingSignOffDialog } from "./meeting-sign-off-dialog";

const ann = { id: "s1", name: "Ann Archer" };
const bo = { id: "s2", name: "Bo Birch" };
const cy = { id: "s3", name: "Cy Cedar" };

const BADGES = [badgeFixture({ id: "b1", name: "Knots", requirements: ["Reef knot", "Bowline"] })];
let roster: Scout[];
let api: FetchStub;
beforeEach(() => {
  roster = [
    scoutFixture({ ...cy }),
    scoutFixture({ ...ann }),
    scoutFixture({ ...bo }),
    scoutFixture({ id: "s4", name: "Dee Gone", isActive: false }),
  ];
  api = stubFetch().reply("GET /api/badges/b1/progress", [
    badgeScoutProgressFixture({ scout: ann }),
    badgeScoutProgressFixture({
      scout: bo,
      completedRequirements: [1],
      signOffs: [{ index: 1, by: "Lee Leader", on: "2026-01-10", note: null }],
    }),
    badgeScoutProgressFixture({ scout: cy }),
  ]);
});

async function openAt(requirement: string) {
  const user = userEvent.setup();
  const onOpenChange = vi.fn();
  const view = renderWithProviders(<MeetingSignOffDialog open onOpenChange={onOpenChange} badges={BADGES} scouts={roster} />);
  const dialog = await screen.findByRole("dialog", { name: "Sign off at a meeting" });
  await user.click(within(dialog).getByRole("combobox", { name: "Badge" }));
  await user.click(await screen.findByRole("option", { name: "Knots" }));
  await user.click(within(dialog).getByRole("combobox", { name: "Requirement" }));
  await user.click(await screen.findByRole("option", { name: requirement }));
  await within(dialog).findByTestId("meeting-scouts");
  return { ...view, user, dialog, onOpenChange };
}

describe("MeetingSignOffDialog", () => {
  it("lists the active scouts by name, those already signed off ticked and locked with who and when", async () => {
    const { dialog } = await openAt("2. Bowline");
    const list = within(dialog).getByTestId("meeting-scouts");
    const boxes = within(list).getAllByRole("checkbox");
    expect(boxes.map((b) => dialog.querySelector(`label[for="${b.id}"]`)?.textContent)).toEqual(["Ann Archer", "Bo Birch", "Cy Cedar"]);
    expect(boxes[1]?.getAttribute("aria-checked")).toBe("true");
    expect(boxes[1]?.hasAttribute("disabled")).toBe(true);
    expect(list.textContent).toContain("Signed off by Lee Leader on Jan 10, 2026");
  });

  it("submits the chosen scouts once, with today's date, and says how many", async () => {
    api.reply("POST /api/badges/b1/requirements/1/sign-off", { signedOff: ["s1", "s3"], skipped: [] });
    const { user, dialog, toasts, onOpenChange } = await openAt("2. Bowline");
    await user.click(within(dialog).getByRole("checkbox", { name: "Select all" }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toasts()).toBe("Signed off for 2 scouts|Knots: Bowline"));
    expect(api.sent("POST")).toEqual([
      {
        method: "POST",
        url: "/api/badges/b1/requirements/1/sign-off",
        body: { scoutIds: ["s1", "s3"], date: troopToday(), note: "" },
      },
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("sends only the scouts ticked by hand, for the requirement chosen", async () => {
    api.reply("POST /api/badges/b1/requirements/0/sign-off", { signedOff: ["s3"], skipped: [] });
    const { user, dialog, toasts } = await openAt("1. Reef knot");
    await user.click(within(dialog).getByRole("checkbox", { name: "Cy Cedar" }));
    await user.type(within(dialog).getByLabelText("Note (optional)"), "Troop night");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toasts()).toBe("Signed off for 1 scout|Knots: Reef knot"));
    expect(api.sent("POST")[0]?.body).toEqual({ scoutIds: ["s3"], date: troopToday(), note: "Troop night" });
  });

  it("names a scout the server left out, and counts only those signed off", async () => {
    api.reply("POST /api/badges/b1/requirements/1/sign-off", {
      signedOff: ["s1"],
      skipped: [{ scoutId: "s3", reason: "Inactive: make the scout active on the roster first." }],
    });
    const { user, dialog, toasts } = await openAt("2. Bowline");
    await user.click(within(dialog).getByRole("checkbox", { name: "Select all" }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(toasts()).toBe(
        "Signed off for 1 scout|Knots: Bowline Not signed off · Cy Cedar: Inactive: make the scout active on the roster first.",
      ),
    );
  });

  it("asks for at least one scout before sending anything", async () => {
    const { user, dialog } = await openAt("1. Reef knot");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Tick at least one scout.")).toBeTruthy();
    expect(api.sent("POST")).toEqual([]);
  });

  it("groups the scouts by patrol once the troop has patrols, those in none last", async () => {
    api.reply("GET /api/patrols", [
      patrolFixture({ id: "p2", name: "Otters", color: "#0000ff", scoutCount: 1 }),
      patrolFixture({ id: "p1", name: "Foxes", color: "#ff0000", scoutCount: 1 }),
    ]);
    roster = [scoutFixture({ ...ann, patrolId: "p2" }), scoutFixture({ ...bo, patrolId: "p1" }), scoutFixture({ ...cy, patrolId: null })];
    const { dialog } = await openAt("1. Reef knot");
    const groups = within(within(dialog).getByTestId("meeting-scouts")).getAllByRole("group");
    expect(groups.map((g) => [g.querySelector("legend")?.textContent, within(g).getAllByRole("checkbox").length])).toEqual([
      ["Foxes", 1],
      ["Otters", 1],
      ["No patrol", 1],
    ]);
    expect(within(groups[0] as HTMLElement).getByRole("checkbox", { name: "Bo Birch" })).toBeTruthy();
  });
});
