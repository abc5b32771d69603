// @vitest-environment jsdom
import type { ChildSummary } from "@shared/api/family";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeEach, describe, expect, it } from "vitest";
import { ChildPage } from "./child-page";

const child = (id: string, name: string, hasAccount: boolean): ChildSummary => ({
  scout: {
    id,
    name,
    email: null,
    phone: null,
    emergencyContact: null,
    emergencyPhone: null,
    dateOfBirth: null,
    isActive: true,
    hasAccount,
    contacts: [],
  },
  earnedCount: 0,
  totalBadges: 0,
  upcomingEvents: [],
});

let api: FetchStub;
beforeEach(() => {
  api = stubFetch().reply("GET /api/parent/children", [child("c1", "Ada Pine", true), child("c2", "Bo Pine", false)]);
  for (const id of ["c1", "c2"]) {
    for (const part of ["badges", "events", "activities"]) api.reply(`GET /api/parent/children/${id}/${part}`, []);
  }
});

describe("a parent sets their child's password", () => {
  it("sets a new password for a child with an account", async () => {
    api.reply("PUT /api/parent/children/c1/password", { ok: true });
    const user = userEvent.setup();
    const { toasts } = renderWithProviders(<ChildPage scoutId="c1" />);
    await user.click(await screen.findByRole("button", { name: "Set password" }));
    const dialog = await screen.findByRole("dialog", { name: "Set a new password for Ada Pine" });
    expect(within(dialog).getByText(/signed out everywhere/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText("New Password"), "otter-pond-3");
    await user.type(within(dialog).getByLabelText("Confirm New Password"), "otter-pond-3");
    await user.click(within(dialog).getByRole("button", { name: "Set password" }));
    await waitFor(() => expect(toasts()).toBe("Password set|Ada Pine can sign in with the new password now."));
    expect(api.sent("PUT")).toEqual([{ method: "PUT", url: "/api/parent/children/c1/password", body: { newPassword: "otter-pond-3" } }]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("has nothing to set for a child who has not signed up", async () => {
    renderWithProviders(<ChildPage scoutId="c2" />);
    expect(await screen.findByText("Bo Pine has not signed up yet, so there is no password to set.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Set password" })).toBeNull();
  });
});
