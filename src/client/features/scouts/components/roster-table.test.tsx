// @vitest-environment jsdom

import { QueryClientProvider } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { scoutFixture } from "@tests/client/fixtures";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { drawnByServer } from "@tests/client/take-over";
import { describe, expect, it, vi } from "vitest";
import { queryClient } from "@/lib/query-client";
import { ROWS_DRAWN_FIRST, RosterTable } from "./roster-table";

const withAccount = scoutFixture({ id: "1", name: "Alice Archer", email: "alice@example.com", hasAccount: true });
const withoutAccount = scoutFixture({ id: "2", name: "Ben Brook" });

function renderTable(selection = new Set<string>(), withProgress = true) {
  const onSelectionChange = vi.fn();
  const actions = {
    onSignUpCode: vi.fn(),
    onParentInvite: vi.fn(),
    onSetPassword: vi.fn(),
    onShowProgress: withProgress ? vi.fn() : undefined,
    onEdit: vi.fn(),
    onHealth: vi.fn(),
    onDelete: vi.fn(),
  };
  renderWithProviders(
    <RosterTable scouts={[withAccount, withoutAccount]} selection={selection} onSelectionChange={onSelectionChange} actions={actions} />,
  );
  return { onSelectionChange, actions };
}

describe("RosterTable", () => {
  it("offers a sign-up code to a scout without an account and a new password to one with an account", async () => {
    const user = userEvent.setup();
    const { actions } = renderTable();
    expect(screen.queryByRole("button", { name: "Sign-up code for Alice Archer" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Set password for Ben Brook" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Sign-up code for Ben Brook" }));
    await user.click(screen.getByRole("button", { name: "Set password for Alice Archer" }));
    await user.click(screen.getByRole("button", { name: "Parent invite for Alice Archer" }));
    await user.click(screen.getByRole("button", { name: "Edit Ben Brook" }));
    await user.click(screen.getByRole("button", { name: "Delete Alice Archer" }));
    await user.click(screen.getByRole("button", { name: "Badge progress of Ben Brook" }));
    expect(actions.onSignUpCode).toHaveBeenCalledWith(withoutAccount);
    expect(actions.onSetPassword).toHaveBeenCalledWith(withAccount);
    expect(actions.onParentInvite).toHaveBeenCalledWith(withAccount);
    expect(actions.onEdit).toHaveBeenCalledWith(withoutAccount);
    expect(actions.onDelete).toHaveBeenCalledWith(withAccount);
    expect(actions.onShowProgress).toHaveBeenCalledWith(withoutAccount);
  });

  it("has no progress action when none is given", () => {
    renderTable(new Set(), false);
    expect(screen.queryByRole("button", { name: /^Badge progress of/ })).toBeNull();
  });

  it("hands the new selection up: one scout, then all shown, then none", async () => {
    const user = userEvent.setup();
    const { onSelectionChange } = renderTable();
    await user.click(screen.getByRole("checkbox", { name: "Select Ben Brook" }));
    expect([...(onSelectionChange.mock.calls[0]?.[0] ?? [])]).toEqual(["2"]);
    await user.click(screen.getByRole("checkbox", { name: "Select all scouts" }));
    expect([...(onSelectionChange.mock.calls[1]?.[0] ?? [])].sort()).toEqual(["1", "2"]);
  });

  it("shows select-all checked when every shown scout is selected, and a click clears them all", async () => {
    const user = userEvent.setup();
    const { onSelectionChange } = renderTable(new Set(["1", "2"]));
    expect(screen.getByRole("checkbox", { name: "Select all scouts" }).getAttribute("data-state")).toBe("checked");
    await user.click(screen.getByRole("checkbox", { name: "Select all scouts" }));
    expect([...(onSelectionChange.mock.calls[0]?.[0] ?? [])]).toEqual([]);
  });
});

describe("RosterTable drawn by the server", () => {
  it("draws the first rows, and the app draws the rest when it takes the table over", async () => {
    const scouts = Array.from({ length: 2 * ROWS_DRAWN_FIRST + 5 }, (_, i) => scoutFixture({ id: String(i), name: `Scout ${i + 1}` }));
    const actions = {
      onSignUpCode: vi.fn(),
      onParentInvite: vi.fn(),
      onSetPassword: vi.fn(),
      onEdit: vi.fn(),
      onHealth: vi.fn(),
      onDelete: vi.fn(),
    };
    const page = await drawnByServer(
      <QueryClientProvider client={queryClient}>
        <RosterTable scouts={scouts} selection={new Set()} onSelectionChange={vi.fn()} actions={actions} />
      </QueryClientProvider>,
    );
    const rows = () => page.container.querySelectorAll("[data-testid='scout-row']");
    expect(rows()).toHaveLength(ROWS_DRAWN_FIRST);
    const firstRow = rows()[0];
    await page.takeOver();
    expect(page.mismatches).toEqual([]);
    expect(rows()).toHaveLength(2 * ROWS_DRAWN_FIRST + 5);
    expect(rows()[0]).toBe(firstRow);
    expect(rows()[2 * ROWS_DRAWN_FIRST + 4]?.textContent).toContain(`Scout ${2 * ROWS_DRAWN_FIRST + 5}`);
    page.remove();
  });
});
