import { describe, expect, it } from "vitest";
import { api, leaderViaApi, signupViaApi } from "./support/api";
import { checkScreen } from "./support/checks";
import { setUpJourney } from "./support/journey";
import { expectToast } from "./support/ui";

const journey = setUpJourney();

describe("leaders' roles: an assistant reads the settings, an admin makes them an admin", () => {
  it("keeps Save Settings and Regenerate codes from an assistant until an admin promotes them", async () => {
    const admin = await leaderViaApi(journey.baseUrl);
    const { leaderInviteCode } = await api<{ leaderInviteCode: string }>(
      journey.baseUrl,
      "GET",
      "/api/troop/configuration",
      undefined,
      admin.token,
    );
    // A second leader joins with the leader invite code: an assistant.
    const second = await signupViaApi(journey.baseUrl, {
      email: "ash@example.com",
      password: "assistant-pass-1",
      firstName: "Ash",
      lastName: "Helper",
      role: "leader",
      inviteCode: leaderInviteCode,
    });
    await api(journey.baseUrl, "POST", "/api/mark-not-new", undefined, second.token);

    const assistant = await journey.newPage({ authToken: second.token });
    await assistant.page.goto("/troop-settings");
    await assistant.page.getByRole("heading", { name: "Troop Settings", level: 1 }).waitFor();
    await assistant.page.getByText("Only the troop's admins can change these settings.").waitFor();
    await assistant.page.getByText("Only the troop's admins can invite leaders.").waitFor();
    const leaders = assistant.page.getByRole("list", { name: "Leaders" });
    await leaders.getByText("Ash Helper").waitFor();
    expect(await assistant.page.getByRole("button", { name: "Save Settings" }).count()).toBe(0);
    expect(await assistant.page.getByRole("button", { name: "Regenerate codes" }).count()).toBe(0);
    expect(await assistant.page.getByRole("combobox", { name: /^Role of / }).count()).toBe(0);
    expect(await assistant.page.getByLabel("Troop Name").isDisabled()).toBe(true);
    expect(await checkScreen(assistant.page, "leader-roles-assistant")).toEqual([]);

    const { page, errors } = await journey.newPage({ authToken: admin.token });
    await page.goto("/troop-settings");
    await page.getByRole("button", { name: "Save Settings" }).waitFor();
    const own = page.getByRole("combobox", { name: "Role of Lena Leader" });
    expect(await own.isDisabled()).toBe(true);
    await page.getByText("A troop needs at least one admin.").waitFor();
    expect(await checkScreen(page, "leader-roles-admin")).toEqual([]);
    await page.getByRole("combobox", { name: "Role of Ash Helper" }).selectOption({ label: "Admin" });
    await expectToast(page, "Role Changed", "Ash Helper is now an admin.");
    // Two admins: the first may step down now.
    await expect.poll(() => own.isDisabled()).toBe(false);

    await assistant.page.reload();
    await assistant.page.getByRole("button", { name: "Save Settings" }).waitFor();
    await assistant.page.getByRole("button", { name: "Regenerate codes" }).waitFor();
    expect(await assistant.page.getByText("Only the troop's admins can change these settings.").count()).toBe(0);
    expect(errors).toEqual([]);
    expect(assistant.errors).toEqual([]);
  });
});
