import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "../setup/smtp-server";
import { type ApiUser, api, leaderViaApi, scoutViaApi, signupViaApi } from "./support/api";
import { checkScreen } from "./support/checks";
import { setUpJourney } from "./support/journey";
import { mailTo } from "./support/mail";
import { expectToast, signInViaUi } from "./support/ui";

// A real SMTP server for the app to send through; it is up before the app starts.
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
const journey = setUpJourney(() => ({ env: { SMTP_URL: smtp.url, MAIL_FROM: "Troop 12 <troop12@example.org>" } }));
afterAll(async () => {
  await smtp?.close();
});

const NO_SMS_GATEWAY = "Needs an SMS gateway (SMS_WEBHOOK_URL)";

/** Clicks Refresh until the outbox's newest message shows `status` (the worker sends within moments). */
async function waitForNewestStatus(page: Page, status: string) {
  const newest = page.getByRole("list", { name: "Messages" }).getByTestId("outbox-message").first();
  const deadline = Date.now() + 20_000;
  for (;;) {
    await newest.waitFor();
    if ((await newest.textContent())?.includes(status)) return newest;
    if (Date.now() > deadline) throw new Error(`the newest message is not ${status}: ${await newest.textContent()}`);
    await page.getByRole("button", { name: "Refresh" }).click();
    await page.waitForTimeout(500);
  }
}

let leader: ApiUser;
let scout: ApiUser;
let scoutId: string;

describe("email: the weekly report, forgotten passwords, and passwords set for a child", () => {
  it("a leader previews the weekly report and sends it; the outbox shows it sent", async () => {
    leader = await leaderViaApi(journey.baseUrl);
    scout = await scoutViaApi(journey.baseUrl, leader.token, {
      firstName: "Sam",
      lastName: "Otter",
      email: "sam@example.com",
      welcomed: true,
    });
    const roster = await api<{ id: string; name: string }[]>(journey.baseUrl, "GET", "/api/scouts", undefined, leader.token);
    scoutId = roster.find((s) => s.name === "Sam Otter")?.id ?? "";
    const [badge] = await api<{ id: string; name: string }[]>(journey.baseUrl, "GET", "/api/badges", undefined, leader.token);
    if (!badge) throw new Error("no badge in the starter catalogue");
    await api(journey.baseUrl, "POST", `/api/scouts/${scoutId}/award-badge`, { badgeId: badge.id }, leader.token);

    const { page, errors, context } = await journey.newPage();
    await signInViaUi(page, leader.email, leader.password, "leader");
    await page.getByRole("banner").getByRole("link", { name: "Troop settings" }).click();
    await page.getByRole("heading", { name: "Troop Settings", level: 1 }).waitFor();

    // The troop's time zone: a name that is not a zone is refused at the field; a real one is saved.
    const zone = page.getByLabel("Time Zone");
    await zone.fill("Atlantis/Capital");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await page.getByText("Time zone must be a time-zone name like Europe/London or America/New_York.").waitFor();
    expect(await zone.getAttribute("aria-invalid")).toBe("true");
    expect(await checkScreen(page, "troop-settings-time-zone-error")).toEqual([]);
    await zone.fill("America/Los_Angeles");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expectToast(page, "Settings Updated");

    await page.getByRole("tab", { name: "Notifications" }).click();
    await page.getByRole("heading", { name: "Outbox", level: 2 }).waitFor();
    await page.getByText("No messages yet").waitFor();
    // A mail server is configured: no help for it. No SMS gateway: the switch says what it needs.
    expect(await page.getByText("No mail server is configured").count()).toBe(0);
    const sms = page.getByRole("switch", { name: "SMS notifications" });
    expect(await sms.isDisabled()).toBe(true);
    await page.getByText(NO_SMS_GATEWAY, { exact: true }).waitFor();
    expect(await checkScreen(page, "notifications-tab")).toEqual([]);

    // Preview: last week's badge, in the troop's zone.
    await page.getByRole("button", { name: "Preview" }).click();
    await page.getByRole("heading", { name: "Badges earned (1)" }).waitFor();
    await page.getByText(`Sam Otter: ${badge.name}`, { exact: false }).first().waitFor();
    await page.getByText("(America/Los_Angeles)", { exact: false }).first().waitFor();
    expect(await checkScreen(page, "weekly-report-preview")).toEqual([]);

    // Send now: queued for the one leader, delivered over SMTP, and the outbox says so.
    await page.getByRole("button", { name: "Send now" }).click();
    await expectToast(page, "Weekly report queued");
    const mail = await mailTo(smtp, leader.email, /: the week of /);
    expect(mail.text).toContain(`Sam Otter: ${badge.name}`);
    const newest = await waitForNewestStatus(page, "Sent");
    expect(await newest.textContent()).toContain(leader.email);
    expect(await newest.textContent()).toMatch(/: the week of /);
    expect(await checkScreen(page, "notifications-outbox-sent")).toEqual([]);

    expect(errors).toEqual([]);
    await context.close();
  });

  it("a scout who forgot the password asks for a link, opens it from the email, sets a new one and signs in", async () => {
    const { page, errors, context } = await journey.newPage();
    await page.goto("/login");
    await page.getByRole("button", { name: "Forgot password?" }).click();
    const form = page.getByRole("form", { name: "Forgot password" });
    await form.getByLabel("Email").fill(scout.email);
    expect(await checkScreen(page, "forgot-password")).toEqual([]);
    await form.getByRole("button", { name: "Send reset link" }).click();
    const neutral = "If an account uses this email, a link to choose a new password is on its way. It works once, within an hour.";
    await page.getByRole("status").filter({ hasText: neutral }).waitFor();
    expect(await checkScreen(page, "forgot-password-sent")).toEqual([]);

    // An address without an account gets the very same answer, and no mail.
    await page.getByRole("button", { name: "Back to sign in" }).click();
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await page.getByRole("form", { name: "Forgot password" }).getByLabel("Email").fill("nobody@example.com");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByRole("status").filter({ hasText: neutral }).waitFor();

    const mail = await mailTo(smtp, scout.email, /password/i);
    const link = /(http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[A-Za-z0-9_%-]+)/.exec(mail.text)?.[1];
    if (!link) throw new Error(`no reset link in: ${mail.text}`);
    expect(smtp.mails.some((m) => m.to.includes("nobody@example.com"))).toBe(false);

    await page.goto(link);
    await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
    expect(await checkScreen(page, "reset-password")).toEqual([]);
    await page.getByLabel("New Password", { exact: true }).fill("otter-river-2");
    await page.getByLabel("Confirm New Password").fill("otter-river-3");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText("New password and confirmation don't match.").waitFor();
    await page.getByLabel("Confirm New Password").fill("otter-river-2");
    await page.getByRole("button", { name: "Change password" }).click();
    await expectToast(page, "Password changed", "Sign in with your new password.");
    await page.waitForURL("**/login");

    await signInViaUi(page, scout.email, "otter-river-2");
    await expectToast(page, "Welcome back!");
    await page.getByRole("tab", { name: "My Badges" }).waitFor();

    // The link worked once.
    await page.goto(link);
    await page.getByLabel("New Password", { exact: true }).fill("otter-river-4");
    await page.getByLabel("Confirm New Password").fill("otter-river-4");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByRole("alert").filter({ hasText: "This link has expired. Ask for a new one." }).waitFor();
    expect(await checkScreen(page, "reset-password-expired")).toEqual([]);
    scout.password = "otter-river-2";

    expect(errors).toEqual([]);
    await context.close();
  });

  it("a leader on the roster and a parent on the family page set the child's password", async () => {
    const { page, errors, context } = await journey.newPage({ authToken: leader.token });
    await page.goto("/scout-management");
    await page.getByRole("button", { name: "Set password for Sam Otter" }).click();
    const dialog = page.getByRole("dialog", { name: "Set a new password for Sam Otter" });
    await dialog.waitFor();
    expect(await checkScreen(page, "roster-set-password")).toEqual([]);
    await dialog.getByLabel("New Password", { exact: true }).fill("from-leader-5");
    await dialog.getByLabel("Confirm New Password").fill("from-leader-5");
    await dialog.getByRole("button", { name: "Set password" }).click();
    await expectToast(page, "Password set", "Sam Otter can sign in with the new password now.");
    await dialog.waitFor({ state: "detached" });
    const signIn = (password: string) =>
      fetch(`${journey.baseUrl}/api/login-credentials`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: journey.baseUrl },
        body: JSON.stringify({ username: scout.email, password, role: "scout" }),
      });
    expect((await signIn(scout.password)).status).toBe(401);
    expect((await signIn("from-leader-5")).status).toBe(200);

    // A parent linked to Sam does the same from Sam's page.
    const { code } = await api<{ code: string }>(journey.baseUrl, "POST", `/api/scouts/${scoutId}/parent-invite`, undefined, leader.token);
    const parent = await signupViaApi(journey.baseUrl, {
      email: "pat.otter@example.com",
      password: "parent-pass-1",
      firstName: "Pat",
      lastName: "Otter",
      role: "parent",
      inviteCode: code,
    });
    const parentView = await journey.newPage({ authToken: parent.token });
    await parentView.page.goto(`/family/${scoutId}`);
    await parentView.page.getByRole("heading", { name: "Password", level: 2 }).waitFor();
    await parentView.page.getByRole("button", { name: "Set password" }).click();
    const parentDialog = parentView.page.getByRole("dialog", { name: "Set a new password for Sam Otter" });
    await parentDialog.waitFor();
    expect(await checkScreen(parentView.page, "family-set-password")).toEqual([]);
    await parentDialog.getByLabel("New Password", { exact: true }).fill("from-parent-6");
    await parentDialog.getByLabel("Confirm New Password").fill("from-parent-6");
    await parentDialog.getByRole("button", { name: "Set password" }).click();
    await expectToast(parentView.page, "Password set");
    expect((await signIn("from-leader-5")).status).toBe(401);
    expect((await signIn("from-parent-6")).status).toBe(200);

    expect(errors).toEqual([]);
    expect(parentView.errors).toEqual([]);
    await parentView.context.close();
    await context.close();
  });
});
