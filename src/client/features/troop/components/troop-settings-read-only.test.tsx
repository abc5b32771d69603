// @vitest-environment jsdom
import type { User } from "@shared/api/auth";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { configurationFixture } from "@tests/client/fixtures";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { authKeys } from "@/features/auth/api";
import { queryClient } from "@/lib/query-client";
import { loadSettingsTabs, TroopSettingsForm } from "./troop-settings-form";

// The tabs after General come apart from the page; fetched ahead, a clicked tab is drawn at once.
beforeAll(() => loadSettingsTabs());

const user = (leaderRole: "admin" | "assistant"): User => ({
  id: "u2",
  email: "abe@example.com",
  firstName: "Abe",
  lastName: "Able",
  profileImageUrl: null,
  role: "leader",
  leaderRole,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  isNewUser: false,
  troops: [],
  currentTroopId: "troop-1",
  districts: [],
});

let api: FetchStub;

beforeEach(() => {
  // Radix Switch measures itself; jsdom has no ResizeObserver.
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

async function renderAs(leaderRole: "admin" | "assistant") {
  // An assistant's answer carries no leader invite code.
  const config = configurationFixture(leaderRole === "assistant" ? { leaderInviteCode: null } : {});
  api = stubFetch()
    .reply("GET /api/troop/configuration", config)
    .reply("GET /api/notifications/delivery", { email: true, sms: true })
    .reply("GET /api/notifications/outbox", []);
  renderWithProviders(<TroopSettingsForm readOnly={leaderRole === "assistant"} />);
  // Signed in: the user as the app holds it once read (the stub has no session to read it with).
  await act(async () => {
    await queryClient.cancelQueries({ queryKey: authKeys.user });
    queryClient.setQueryData(authKeys.user, user(leaderRole));
  });
  await screen.findByLabelText("Troop Name");
  return config;
}

describe("Troop Settings for an assistant leader", () => {
  it("shows the settings read-only: the notice, every field disabled, no Save Settings and no Regenerate codes", async () => {
    const config = await renderAs("assistant");
    expect(screen.getByText("Only the troop's admins can change these settings.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save Settings" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Regenerate codes/ })).toBeNull();
    expect(screen.getByLabelText("Troop Name").matches(":disabled")).toBe(true);
    expect(screen.getByLabelText("Welcome Message").matches(":disabled")).toBe(true);

    // The scout join code is still there to hand out; the leader invite code is an admin's to give.
    // The join codes come beside the page.
    expect(((await screen.findByLabelText("Scout join code")) as HTMLInputElement).value).toBe(config.scoutJoinCode);
    expect(screen.queryByRole("button", { name: /Regenerate codes/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Copy scout join code" }).matches(":disabled")).toBe(false);
    expect(screen.queryByLabelText("Leader invite code")).toBeNull();
    expect(screen.getByText("Only the troop's admins can invite leaders.")).toBeTruthy();

    // Every tab opens, and its switches are held.
    const u = userEvent.setup();
    await u.click(screen.getByRole("tab", { name: "Features" }));
    const features = screen.getByRole("tabpanel", { name: "Features" });
    const switches = await within(features).findAllByRole("switch", {}, { timeout: 5000 });
    expect(switches.length).toBeGreaterThan(0);
    for (const s of switches) expect(s.matches(":disabled")).toBe(true);
    await u.click(screen.getByRole("tab", { name: "Notifications" }));
    const email = await screen.findByRole("switch", { name: "Email notifications" });
    expect(email.matches(":disabled")).toBe(true);
    expect(api.sent("PUT")).toHaveLength(0);
  });

  it("leaves an admin's settings as they were: Save Settings, Regenerate codes and the leader invite code", async () => {
    const config = await renderAs("admin");
    expect(screen.getByRole("button", { name: "Save Settings" })).toBeTruthy();
    expect(await screen.findByRole("button", { name: /Regenerate codes/ })).toBeTruthy();
    expect((screen.getByLabelText("Leader invite code") as HTMLInputElement).value).toBe(config.leaderInviteCode);
    expect(screen.getByLabelText("Troop Name").matches(":disabled")).toBe(false);
    expect(screen.queryByText("Only the troop's admins can change these settings.")).toBeNull();
  });
});
