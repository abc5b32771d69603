import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "../setup/smtp-server";
import { api, leaderViaApi } from "./support/api";
import { checkScreen } from "./support/checks";
import { setUpJourney } from "./support/journey";
import { expectToast } from "./support/ui";

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
const journey = setUpJourney(() => ({ env: { SMTP_URL: smtp.url } }));
afterAll(async () => {
  await smtp?.close();
});

const PAUSED = "Paused: email notifications are off. Turning them on brings back this choice.";
const DEPENDENT = ["SMS notifications", "Weekly reports", "Badge reminders", "Event reminders"];

async function expectPaused(page: Page, paused: boolean) {
  for (const name of DEPENDENT) {
    const control = page.getByRole("switch", { name });
    // SMS stays disabled without a gateway whatever email does; the others follow email.
    if (name !== "SMS notifications") expect(await control.isDisabled()).toBe(paused);
    if (paused) expect(await control.getAttribute("aria-checked")).toBe("false");
  }
  expect(await page.getByText(PAUSED, { exact: true }).count()).toBe(paused ? 3 : 0);
}

describe("notifications with email switched off", () => {
  it("pauses the switches that need email and disables Send now with the reason; back on, the report goes", async () => {
    const leader = await leaderViaApi(journey.baseUrl);
    const { page, errors, context } = await journey.newPage({ authToken: leader.token });
    await page.goto("/troop-settings");
    await page.getByRole("heading", { name: "Troop Settings", level: 1 }).waitFor();
    await page.getByRole("tab", { name: "Notifications" }).click();
    await page.getByText("No messages yet").waitFor();
    await expectPaused(page, false);

    await page.getByRole("switch", { name: "Email notifications" }).click();
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expectToast(page, "Settings Updated");
    await expectPaused(page, true);
    const send = page.getByRole("button", { name: "Send now" });
    expect(await send.isDisabled()).toBe(true);
    await page.getByText("Email notifications are off. Turn them on and save to send the report.").waitFor();
    // Desktop and 360 px pictures (test-results/notifications-email-off*.png), axe, and no sideways scroll.
    expect(await checkScreen(page, "notifications-email-off")).toEqual([]);

    // The server gives the same answer to a request that bypasses the screen.
    await expect(api(journey.baseUrl, "POST", "/api/reports/weekly/send", undefined, leader.token)).rejects.toThrow(
      '409: {"error":"Email notifications are turned off."}',
    );

    // Back on: turned on but not saved still waits; saved, the report is queued and sent.
    await page.getByRole("switch", { name: "Email notifications" }).click();
    await expectPaused(page, false);
    await page.getByText("Save the settings first: email notifications are still off for the troop.").waitFor();
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expectToast(page, "Settings Updated");
    await send.click();
    await expectToast(page, "Weekly report queued");
    const deadline = Date.now() + 20_000;
    while (!smtp.mails.some((m) => m.to.includes(leader.email)) && Date.now() < deadline) await page.waitForTimeout(200);
    expect(smtp.mails.filter((m) => m.to.includes(leader.email))).toHaveLength(1);

    expect(errors).toEqual([]);
    await context.close();
  });
});
