// @vitest-environment jsdom
import "@tests/client/radix-in-jsdom";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { badgeFixture } from "@tests/client/fixtures";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { BulkAwardDialog } from "./bulk-award-dialog";

let api: FetchStub;
beforeEach(() => {
  api = stubFetch().reply("GET /api/badges", [badgeFixture({ id: "b1", name: "Hiker" })]);
});

async function awardHiker(scoutIds: string[]) {
  const user = userEvent.setup();
  const onOpenChange = vi.fn();
  const onAwarded = vi.fn();
  const view = renderWithProviders(<BulkAwardDialog open onOpenChange={onOpenChange} scoutIds={scoutIds} onAwarded={onAwarded} />);
  const dialog = await screen.findByRole("dialog", { name: "Award Badge" });
  await user.click(within(dialog).getByRole("combobox", { name: "Badge" }));
  await user.click(await screen.findByRole("option", { name: "Hiker" }));
  await user.click(within(dialog).getByRole("button", { name: "Award Badge" }));
  return { ...view, dialog, onOpenChange, onAwarded };
}

describe("BulkAwardDialog", () => {
  it("awards the badge to the selected scouts, says how many, and closes", async () => {
    api.reply("POST /api/scouts/bulk-award-badge", { awarded: ["s1"], skipped: ["s2"] });
    const { toasts, onOpenChange, onAwarded } = await awardHiker(["s1", "s2"]);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onAwarded).toHaveBeenCalledOnce();
    expect(toasts()).toBe("Badges Awarded|Awarded to 1 scout; 1 already had it.");
    expect(api.sent("POST", "/api/scouts/bulk-award-badge").map((r) => r.body)).toEqual([
      { scoutIds: ["s1", "s2"], badgeId: "b1", awardedBy: "Scout Leader" },
    ]);
  });

  it("asks for scouts when none are selected, sending nothing", async () => {
    const { toasts } = await awardHiker([]);
    await waitFor(() => expect(toasts()).toBe("Selection Required|Please select scouts and a badge to award."));
    expect(api.sent("POST", "/api/scouts/bulk-award-badge")).toEqual([]);
  });

  it("puts the server's refusal of the badge on the Badge field and stays open", async () => {
    api.fail("POST /api/scouts/bulk-award-badge", 400, { error: "No such badge.", fields: { badgeId: "No such badge." } });
    const { dialog, toasts, onOpenChange } = await awardHiker(["s1"]);
    expect(await within(dialog).findByText("No such badge.")).toBeTruthy();
    expect(within(dialog).getByRole("combobox", { name: "Badge" }).getAttribute("aria-invalid")).toBe("true");
    expect(toasts()).toBe("Error|Failed to award badges. Please try again.");
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
