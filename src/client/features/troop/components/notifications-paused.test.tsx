// @vitest-environment jsdom
import "@tests/client/radix-in-jsdom";
import type { WeeklyReport } from "@shared/api/notifications";
import type { TroopConfiguration } from "@shared/api/troop";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FetchStub, stubFetch } from "@tests/client/fetch-stub";
import { configurationFixture } from "@tests/client/fixtures";
import { renderWithProviders } from "@tests/client/render-with-providers";
import { beforeAll, describe, expect, it } from "vitest";
import { EMAIL_OFF_HINT } from "@/features/notifications/hooks/needs-email";
import { loadSettingsTabs, TroopSettingsForm } from "./troop-settings-form";

// The tabs after General come apart from the page; fetched ahead, a clicked tab is drawn at once.
beforeAll(() => loadSettingsTabs());

const REPORT: WeeklyReport = {
  troopName: "Troop 7",
  timeZone: "Europe/London",
  from: "2026-03-02T07:00:00.000Z",
  to: "2026-03-09T07:00:00.000Z",
  awards: [],
  badgesToPresent: [],
  attendance: [],
  newScouts: [],
  upcomingEvents: [],
};

const DEPENDENT = ["SMS notifications", "Weekly reports", "Badge reminders", "Event reminders"];

let api: FetchStub;

async function openTab(config: TroopConfiguration) {
  api = stubFetch()
    .reply("GET /api/troop/configuration", config)
    .reply("GET /api/notifications/delivery", { email: true, sms: true })
    .reply("GET /api/notifications/outbox", [])
    .reply("GET /api/reports/weekly", REPORT)
    .reply("POST /api/reports/weekly/send", { queued: 1 });
  const user = userEvent.setup();
  renderWithProviders(<TroopSettingsForm readOnly={false} />);
  await screen.findByLabelText("Troop Name");
  await user.click(screen.getByRole("tab", { name: "Notifications" }));
  // The tab's code comes apart from the form's.
  await screen.findByText("No messages yet", {}, { timeout: 5000 });
  return user;
}

const switchOf = (label: string) => screen.getByRole("switch", { name: label });
const sendNow = () => screen.getByRole("button", { name: "Send now" });

describe("Notifications tab with email notifications off", () => {
  it("shows every switch that needs email paused (off, disabled, with the reason) and keeps their saved choice", async () => {
    const user = await openTab(configurationFixture({ emailNotifications: false, eventReminders: true, weeklyReports: true }));
    expect(switchOf("Email notifications").getAttribute("aria-checked")).toBe("false");
    for (const label of DEPENDENT) {
      const control = switchOf(label);
      expect(control).toHaveProperty("disabled", true);
      expect(control.getAttribute("aria-checked")).toBe("false");
      const hint = document.getElementById(control.getAttribute("aria-describedby") ?? "");
      expect(hint?.textContent).toBe(EMAIL_OFF_HINT);
    }
    // Email back on: each shows its own saved value again and can be changed.
    await user.click(switchOf("Email notifications"));
    expect(switchOf("Event reminders").getAttribute("aria-checked")).toBe("true");
    expect(switchOf("Weekly reports")).toHaveProperty("disabled", false);
    expect(screen.queryByText(EMAIL_OFF_HINT)).toBeNull();
  });

  it("disables Send now with the reason, until email is on and saved", async () => {
    const user = await openTab(configurationFixture({ emailNotifications: false }));
    const reason = "Email notifications are off. Turn them on and save to send the report.";
    expect(sendNow()).toHaveProperty("disabled", true);
    expect(document.getElementById(sendNow().getAttribute("aria-describedby") ?? "")?.textContent).toBe(reason);
    await user.click(sendNow());
    expect(api.sent("POST", "/api/reports/weekly/send")).toEqual([]);
    // Turned on but not saved: the server still has it off, so the button still waits, saying so.
    await user.click(switchOf("Email notifications"));
    expect(sendNow()).toHaveProperty("disabled", true);
    expect(screen.getByText("Save the settings first: email notifications are still off for the troop.")).toBeTruthy();
  });

  it("with email on, every switch and Send now work as before", async () => {
    const user = await openTab(configurationFixture({ emailNotifications: true }));
    for (const label of DEPENDENT) expect(switchOf(label)).toHaveProperty("disabled", false);
    const card = sendNow().closest("div");
    expect(card && within(card).queryByText(/Email notifications are off/)).toBeNull();
    await user.click(sendNow());
    expect(await screen.findByText(/queued for your troop's leaders/)).toBeTruthy();
    expect(api.sent("POST", "/api/reports/weekly/send")).toHaveLength(1);
    // Turning email off in the form pauses the rest at once, before any save.
    await user.click(switchOf("Email notifications"));
    expect(switchOf("Badge reminders")).toHaveProperty("disabled", true);
    expect(sendNow()).toHaveProperty("disabled", true);
  });
});
