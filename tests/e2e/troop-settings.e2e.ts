import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hexToHsl, hslTriplet } from "../../src/client/lib/colors";
import { api, leaderViaApi } from "./support/api";
import { checkScreen } from "./support/checks";
import { setUpJourney } from "./support/journey";
import { expectToast, signInViaUi } from "./support/ui";

const journey = setUpJourney();

const triplet = (hex: string) => {
  const hsl = hexToHsl(hex);
  if (!hsl) throw new Error(`not a colour: ${hex}`);
  return hslTriplet(hsl);
};
const cssVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);
async function waitForVar(page: Page, name: string, value: string) {
  await page.waitForFunction(([n, v]) => getComputedStyle(document.documentElement).getPropertyValue(n).trim() === v, [
    name,
    value,
  ] as const);
}

type Config = {
  troopName: string;
  primaryColor: string;
  contactEmail: string | null;
  leaderInviteCode: string;
  enableParentPortal: boolean;
};

describe("troop settings: tabs, live colour preview, save, field errors, join codes", () => {
  it("changes the troop name and primary colour and keeps them after a reload", async () => {
    const leader = await leaderViaApi(journey.baseUrl);
    const { page, errors, context } = await journey.newPage();
    await signInViaUi(page, leader.email, leader.password, "leader");
    await page.getByRole("banner").getByRole("link", { name: "Troop settings" }).click();

    await page.getByRole("heading", { name: "Troop Settings", level: 1 }).waitFor();
    // At 1280 px the leader links are named in the bar, the page open marked as the current one.
    const here = page.getByRole("banner").getByRole("link", { name: "Troop settings" });
    expect(await here.innerText()).toBe("Settings");
    expect(await here.getAttribute("aria-current")).toBe("page");
    expect(await page.getByRole("banner").getByRole("link", { name: "Scout management" }).innerText()).toBe("Scout management");
    expect(await page.getByRole("button", { name: "Leader menu" }).isVisible()).toBe(false);
    await page.getByText("Customize your troop's branding, features, and preferences").waitFor();
    await page.getByRole("tab", { name: "General", selected: true }).waitFor();
    await page.getByLabel("Troop Name").waitFor();
    expect(await page.getByLabel("Troop Name").inputValue()).toBe("My Scout Troop");
    const inviteCode = await page.getByRole("textbox", { name: "Leader invite code" }).inputValue();
    expect(inviteCode.length).toBeGreaterThan(4);
    expect(await checkScreen(page, "troop-settings-general")).toEqual([]);

    for (const tab of ["Branding", "Features", "Notifications", "Contact"]) {
      await page.getByRole("tab", { name: tab }).click();
      await page.getByRole("heading", { name: tab, level: 2 }).waitFor();
      if (tab === "Notifications") {
        // This app runs without SMTP_URL or SMS_WEBHOOK_URL: the tab says how to set a mail server up.
        await page.getByRole("region", { name: "No mail server is configured" }).waitFor();
        await page.getByText("Needs an SMS gateway (SMS_WEBHOOK_URL)", { exact: true }).waitFor();
        await page.getByText("No messages yet").waitFor();
      }
      expect(await checkScreen(page, `troop-settings-${tab.toLowerCase()}`)).toEqual([]);
    }
    expect(await page.getByLabel("Contact Email").getAttribute("type")).toBe("email");
    expect(await page.getByLabel("Contact Phone").getAttribute("type")).toBe("tel");
    expect(await page.getByLabel("Website").getAttribute("type")).toBe("url");

    // Live preview before saving; leaving the page unsaved restores the saved colour.
    const defaultPrimary = triplet("#490499");
    expect(await cssVar(page, "--primary")).toBe(defaultPrimary);
    await page.getByRole("tab", { name: "Branding" }).click();
    await page.getByLabel("Primary Color", { exact: true }).fill("#fde047");
    await waitForVar(page, "--primary", triplet("#fde047"));
    expect(await cssVar(page, "--primary-foreground")).toBe("0 0% 0%"); // light colour → black text
    expect(await page.getByLabel("Primary Color picker").inputValue()).toBe("#fde047");
    await page.getByLabel("Secondary Color picker").fill("#1d4ed8");
    expect(await page.getByLabel("Secondary Color", { exact: true }).inputValue()).toBe("#1d4ed8");
    await waitForVar(page, "--secondary", triplet("#1d4ed8"));
    await page.getByRole("banner").getByRole("link", { name: "Leader dashboard" }).click();
    await waitForVar(page, "--primary", defaultPrimary);
    await waitForVar(page, "--secondary", triplet("#059669"));

    // A field the server refuses: the error shows at the field, on its tab.
    await page.getByRole("banner").getByRole("link", { name: "Troop settings" }).click();
    await page.getByRole("tab", { name: "Contact" }).click();
    await page.getByLabel("Contact Email").fill("not-an-email");
    await page.getByRole("tab", { name: "General" }).click();
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expectToast(page, "Error", "Failed to update settings. Please try again.");
    await page.getByRole("tab", { name: "Contact", selected: true }).waitFor();
    await page.getByText("Contact email must be a valid email address.").waitFor();
    expect(await page.getByLabel("Contact Email").getAttribute("aria-invalid")).toBe("true");
    expect(await checkScreen(page, "troop-settings-contact-error")).toEqual([]);
    await page.getByLabel("Contact Email").fill("leaders@otters.example");

    // Change name, colour and a switch; nothing is sent until Save.
    await page.getByRole("tab", { name: "General" }).click();
    await page.getByLabel("Troop Name").fill("Troop 42 Otters");
    await page.getByRole("tab", { name: "Branding" }).click();
    await page.getByLabel("Primary Color", { exact: true }).fill("#0a7d2c");
    await page.getByRole("tab", { name: "Features" }).click();
    await page.getByRole("switch", { name: "Parent portal" }).click();
    const before = await api<Config>(journey.baseUrl, "GET", "/api/troop/configuration", undefined, leader.token);
    expect(before.troopName).toBe("My Scout Troop");

    await page.getByRole("button", { name: "Save Settings" }).click();
    await expectToast(page, "Settings Updated", "Your troop settings have been saved successfully.");
    await page.getByRole("banner").getByText("Troop 42 Otters").waitFor();
    const saved = await api<Config>(journey.baseUrl, "GET", "/api/troop/configuration", undefined, leader.token);
    expect(saved).toMatchObject({
      troopName: "Troop 42 Otters",
      primaryColor: "#0a7d2c",
      contactEmail: "leaders@otters.example",
      enableParentPortal: false,
    });

    await page.reload();
    await page.getByRole("banner").getByText("Troop 42 Otters").waitFor();
    await waitForVar(page, "--primary", triplet("#0a7d2c"));
    expect(await page.getByLabel("Troop Name").inputValue()).toBe("Troop 42 Otters");
    await page.getByRole("tab", { name: "Branding" }).click();
    expect(await page.getByLabel("Primary Color", { exact: true }).inputValue()).toBe("#0a7d2c");

    // Regenerate the join codes after confirming.
    await page.getByRole("tab", { name: "General" }).click();
    await page.getByRole("button", { name: "Regenerate codes" }).click();
    await page
      .getByRole("alertdialog")
      .getByText(/old codes stop working/)
      .waitFor();
    expect(await checkScreen(page, "troop-settings-regenerate-confirm")).toEqual([]);
    await page.getByRole("alertdialog").getByRole("button", { name: "Regenerate" }).click();
    await expectToast(page, "Codes Regenerated");
    await page.waitForFunction(
      (old) => (document.getElementById("leader-invite-code") as HTMLInputElement | null)?.value !== old,
      inviteCode,
    );
    const regenerated = await api<Config>(journey.baseUrl, "GET", "/api/troop/configuration", undefined, leader.token);
    expect(regenerated.leaderInviteCode).not.toBe(inviteCode);
    expect(await page.getByRole("textbox", { name: "Leader invite code" }).inputValue()).toBe(regenerated.leaderInviteCode);

    expect(errors).toEqual([]);
    await context.close();
  });
});
