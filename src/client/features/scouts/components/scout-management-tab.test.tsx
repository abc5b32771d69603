// @vitest-environment jsdom
import { onlineManager } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { scoutFixture } from "@tests/client/fixtures";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ScoutManagementTab } from "./scout-management-tab";

const ROSTER = [
  scoutFixture({ id: "1", name: "Alice Archer", email: "alice@example.com" }),
  scoutFixture({ id: "2", name: "Bob Baker", email: "bob@troop.org", isActive: false }),
  scoutFixture({ id: "3", name: "Ben Brook", hasAccount: true }),
];

let api: FetchStub;
beforeEach(() => {
  api = stubFetch()
    .reply("GET /api/scouts", ROSTER)
    .reply("GET /api/badges", [])
    .answer("DELETE /api/scouts/1", () => ({ status: 204 }))
    .answer("DELETE /api/scouts/3", () => ({ status: 204 }));
});

function renderTab(onShowProgress?: (scout: { id: string; name: string }) => void) {
  return renderWithProviders(<ScoutManagementTab onShowProgress={onShowProgress} />);
}

const names = () =>
  screen.getAllByTestId("scout-row").map((row) => within(row).getAllByRole("cell")[1]?.querySelector("span")?.textContent);

describe("ScoutManagementTab", () => {
  it("offline with no roster kept on the phone, says so instead of 'No Scouts Found'", async () => {
    onlineManager.setOnline(false);
    try {
      renderTab();
      expect(await screen.findByText(/The roster is not on this phone yet/)).toBeTruthy();
      expect(screen.queryByText("No Scouts Found")).toBeNull();
      expect(api.sent("GET", "/api/scouts")).toHaveLength(0);
    } finally {
      onlineManager.setOnline(true);
    }
    // The network back: the roster is read and shown.
    expect(await screen.findByText("Alice Archer")).toBeTruthy();
  });

  it("searches name or email without case", async () => {
    const user = userEvent.setup();
    renderTab();
    await screen.findByText("Alice Archer");
    await user.type(screen.getByLabelText("Search scouts"), "B");
    expect(names()).toEqual(["Bob Baker", "Ben Brook"]);
    await user.clear(screen.getByLabelText("Search scouts"));
    await user.type(screen.getByLabelText("Search scouts"), "TROOP.ORG");
    expect(names()).toEqual(["Bob Baker"]);
    await user.clear(screen.getByLabelText("Search scouts"));
    await user.type(screen.getByLabelText("Search scouts"), "nobody");
    expect(screen.getByText("No Scouts Found")).toBeTruthy();
  });

  it("select-all selects only the filtered scouts, and a second click clears them", async () => {
    const user = userEvent.setup();
    renderTab();
    await screen.findByText("Alice Archer");
    await user.type(screen.getByLabelText("Search scouts"), "b");
    await user.click(screen.getByRole("checkbox", { name: "Select all scouts" }));
    expect(screen.getByRole("checkbox", { name: "Select Bob Baker" }).getAttribute("data-state")).toBe("checked");
    expect(screen.getByRole("checkbox", { name: "Select Ben Brook" }).getAttribute("data-state")).toBe("checked");
    await user.clear(screen.getByLabelText("Search scouts"));
    expect(screen.getByRole("checkbox", { name: "Select Alice Archer" }).getAttribute("data-state")).toBe("unchecked");
    expect(screen.getByRole("checkbox", { name: "Select all scouts" }).getAttribute("data-state")).toBe("indeterminate");
    expect(screen.getByRole("button", { name: "Delete Selected (2)" })).toBeTruthy();

    await user.type(screen.getByLabelText("Search scouts"), "b");
    await user.click(screen.getByRole("checkbox", { name: "Select all scouts" }));
    expect(screen.getByRole("button", { name: "Delete Selected" }).hasAttribute("disabled")).toBe(true);
  });

  it("asks before deleting the selected scouts and sends one DELETE per scout", async () => {
    const user = userEvent.setup();
    renderTab();
    await screen.findByText("Alice Archer");
    await user.click(screen.getByRole("checkbox", { name: "Select Alice Archer" }));
    await user.click(screen.getByRole("checkbox", { name: "Select Ben Brook" }));
    await user.click(screen.getByRole("button", { name: "Delete Selected (2)" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("Delete 2 scouts?")).toBeTruthy();
    expect(within(dialog).getByText(/This action cannot be undone/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Delete 2 scouts" }));
    await waitFor(() => expect(screen.getByTestId("toasts").textContent).toContain("Scouts Deleted"));
    expect(
      api
        .sent("DELETE")
        .map((r) => r.url)
        .sort(),
    ).toEqual(["/api/scouts/1", "/api/scouts/3"]);
  });

  it("bulk award without a badge asks for a selection", async () => {
    const user = userEvent.setup();
    renderTab();
    await screen.findByText("Alice Archer");
    await user.click(screen.getByRole("checkbox", { name: "Select Alice Archer" }));
    await user.click(screen.getByRole("button", { name: "Award Badge (1)" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Award Badge" }));
    await vi.waitFor(() =>
      expect(screen.getByTestId("toasts").textContent).toBe("Selection Required|Please select scouts and a badge to award."),
    );
    expect(api.sent("POST", "/api/scouts/bulk-award-badge")).toEqual([]);
  });

  it("opens a scout's badge progress from the row's Progress action", async () => {
    const user = userEvent.setup();
    const onShowProgress = vi.fn();
    renderTab(onShowProgress);
    await screen.findByText("Alice Archer");
    await user.click(screen.getByRole("button", { name: "Badge progress of Bob Baker" }));
    expect(onShowProgress).toHaveBeenCalledTimes(1);
    expect(onShowProgress.mock.calls[0]?.[0]).toMatchObject({ id: "2", name: "Bob Baker" });
  });

  it("has no Progress action when the page offers no progress view", async () => {
    renderTab();
    await screen.findByText("Alice Archer");
    expect(screen.queryByRole("button", { name: /^Badge progress of/ })).toBeNull();
  });

  it("sets a new password for a scout with an account (leaders), after checking the confirmation", async () => {
    api.answer("PUT /api/scouts/3/password", () => ({ status: 200, body: { ok: true } }));
    const user = userEvent.setup();
    const { toasts } = renderTab();
    await screen.findByText("Alice Archer");
    // Only a scout who has signed up has a password to set.
    expect(screen.queryByRole("button", { name: "Set password for Alice Archer" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Set password for Ben Brook" }));
    const dialog = await screen.findByRole("dialog", { name: "Set a new password for Ben Brook" });
    await user.type(within(dialog).getByLabelText("New Password"), "camp-fire-7");
    await user.type(within(dialog).getByLabelText("Confirm New Password"), "camp-fire-8");
    await user.click(within(dialog).getByRole("button", { name: "Set password" }));
    expect(await within(dialog).findByText("New password and confirmation don't match.")).toBeTruthy();
    expect(api.sent("PUT")).toEqual([]);
    await user.clear(within(dialog).getByLabelText("Confirm New Password"));
    await user.type(within(dialog).getByLabelText("Confirm New Password"), "camp-fire-7");
    await user.click(within(dialog).getByRole("button", { name: "Set password" }));
    await waitFor(() => expect(toasts()).toBe("Password set|Ben Brook can sign in with the new password now."));
    expect(api.sent("PUT")).toEqual([{ method: "PUT", url: "/api/scouts/3/password", body: { newPassword: "camp-fire-7" } }]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("keeps the dialog open with the server's reason when the password is refused", async () => {
    const refusal = "Password must be at most 128 characters.";
    api.reply("PUT /api/scouts/3/password", { error: refusal, fields: { newPassword: refusal } }, 400);
    const user = userEvent.setup();
    const { toasts } = renderTab();
    await user.click(await screen.findByRole("button", { name: "Set password for Ben Brook" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("New Password"), "camp-fire-7");
    await user.type(within(dialog).getByLabelText("Confirm New Password"), "camp-fire-7");
    await user.click(within(dialog).getByRole("button", { name: "Set password" }));
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
    expect(within(dialog).getByLabelText("New Password").getAttribute("aria-invalid")).toBe("true");
    expect(toasts()).toBe(`Error|${refusal}`);
  });
});
