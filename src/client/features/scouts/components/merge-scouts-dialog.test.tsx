// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { scoutFixture } from "@tests/client/fixtures";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/lib/query-client";
import { scoutsQuery } from "../api";
import { RosterTable } from "./roster-table";

const leaders = scoutFixture({
  id: "kept",
  name: "Ada Pine",
  email: "ada@example.com",
  joinDate: "2025-09-01T10:00:00.000Z",
  possibleDuplicateOf: [{ id: "new", name: "ada pine" }],
});
const signedUp = scoutFixture({
  id: "new",
  name: "ada pine",
  email: "ada.p@example.com",
  hasAccount: true,
  joinDate: "2026-11-20T10:00:00.000Z",
  possibleDuplicateOf: [{ id: "kept", name: "Ada Pine" }],
});
const alone = scoutFixture({ id: "alone", name: "Ben Brook" });
const ROSTER = [leaders, signedUp, alone];

let api: FetchStub;
beforeEach(() => {
  api = stubFetch().reply("GET /api/scouts", ROSTER);
});

/** The table as the roster tab draws it, with the roster already loaded (the dialog reads each entry's details from it). */
function renderTable() {
  const actions = {
    onSignUpCode: vi.fn(),
    onParentInvite: vi.fn(),
    onSetPassword: vi.fn(),
    onEdit: vi.fn(),
    onHealth: vi.fn(),
    onDelete: vi.fn(),
  };
  const rendered = renderWithProviders(<RosterTable scouts={ROSTER} selection={new Set()} onSelectionChange={vi.fn()} actions={actions} />);
  queryClient.setQueryData(scoutsQuery.queryKey, ROSTER);
  return rendered;
}

describe("possible duplicates on the roster", () => {
  it("marks only the entries that share a name or email, each with Merge…", () => {
    renderTable();
    const rows = screen.getAllByTestId("scout-row");
    const marked = rows.filter((row) => within(row).queryByText("Possible duplicate"));
    expect(marked.map((row) => within(row).getAllByRole("cell")[1]?.querySelector("span")?.textContent)).toEqual(["Ada Pine", "ada pine"]);
    expect(screen.getByRole("button", { name: "Merge Ada Pine with a duplicate entry" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Merge Ben Brook with a duplicate entry" })).toBeNull();
  });

  it("keeps the older entry by default, says what moves, and merges the newer one into it", async () => {
    api.answer("POST /api/scouts/new/merge", () => ({ status: 200, body: { ...leaders, hasAccount: true, possibleDuplicateOf: [] } }));
    const user = userEvent.setup();
    const { toasts } = renderTable();
    await user.click(screen.getByRole("button", { name: "Merge ada pine with a duplicate entry" }));
    const dialog = await screen.findByRole("dialog", { name: "Merge duplicate entries" });
    const keep = within(dialog).getByRole("group", { name: "Entry to keep" });
    const [first, second] = within(keep).getAllByRole("radio") as HTMLInputElement[];
    // The row's own entry is listed first; the older one (the leader's) is chosen.
    expect(
      within(keep)
        .getAllByText(/no email|@example.com/)
        .map((e) => e.textContent?.split(" · ")[0]),
    ).toEqual(["ada.p@example.com", "ada@example.com"]);
    expect(first?.checked).toBe(false);
    expect(second?.checked).toBe(true);
    expect(within(dialog).getByTestId("merge-explanation").textContent).toContain(
      "Everything recorded for ada pine (with the account) moves to Ada Pine (without an account): the account, badge progress and awards",
    );
    await user.click(within(dialog).getByRole("button", { name: "Merge Entries" }));
    await waitFor(() => expect(toasts()).toBe("Entries Merged|ada pine was merged into Ada Pine."));
    expect(api.sent("POST")).toEqual([{ method: "POST", url: "/api/scouts/new/merge", body: { intoScoutId: "kept" } }]);
  });

  it("merges the other way when the leader keeps the row's own entry", async () => {
    api.answer("POST /api/scouts/kept/merge", () => ({ status: 200, body: { ...signedUp, possibleDuplicateOf: [] } }));
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole("button", { name: "Merge ada pine with a duplicate entry" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getAllByRole("radio")[0] as HTMLElement);
    expect(within(dialog).getByTestId("merge-explanation").textContent).toContain(
      "Everything recorded for Ada Pine (without an account) moves to ada pine (with the account)",
    );
    await user.click(within(dialog).getByRole("button", { name: "Merge Entries" }));
    await waitFor(() =>
      expect(api.sent("POST")).toEqual([{ method: "POST", url: "/api/scouts/kept/merge", body: { intoScoutId: "new" } }]),
    );
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    const refusal =
      "Both entries have their own account, so they cannot be merged. Delete the entry whose account is not used, then try again.";
    api.fail("POST /api/scouts/new/merge", 409, { error: refusal });
    const user = userEvent.setup();
    const { toasts } = renderTable();
    await user.click(screen.getByRole("button", { name: "Merge ada pine with a duplicate entry" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Merge Entries" }));
    await waitFor(() => expect(toasts()).toBe(`Error|${refusal}`));
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
    expect(screen.getByRole("dialog")).toBeTruthy();
  });
});
