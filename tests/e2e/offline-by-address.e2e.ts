import { describe, expect, it } from "vitest";
import { api } from "./support/api";
import { setUpJourney } from "./support/journey";
import { arrangeCamp, pageOnSignal, readyForOffline, setNetwork } from "./support/offline";
import { expectToast } from "./support/ui";

const journey = setUpJourney();

/**
 * running-a-troop.md §15: a page opened by its address (a reload, a bookmark, the home screen) with
 * no network shows what it last read, as one reached by tapping does; a meeting's sign-off kept on
 * the phone for a scout erased meanwhile signs off the others and names the one left out.
 */
describe("offline, a page opened by its address", () => {
  it("shows the roster it last read, and a refused part of a sign-off takes nothing else with it", async () => {
    const base = journey.baseUrl;
    const { leader, scouts } = await arrangeCamp(base);
    const badge = await api<{ id: string; name: string }>(
      base,
      "POST",
      "/api/badges",
      {
        name: "Stove Safety",
        description: "Cook for the patrol.",
        category: "skills",
        imageUrl: "/badges/camper.svg",
        requirements: ["Light a stove", "Cook a meal"],
      },
      leader.token,
    );
    const { page, context, errors } = await pageOnSignal(journey, { authToken: leader.token, width: 360, height: 780 });
    await page.goto("/leader-dashboard");
    await page.getByRole("button", { name: "Sign off at a meeting" }).waitFor();
    await readyForOffline(page, { reads: ["/api/badges"] });
    await page.goto("/scout-management");
    await page.getByRole("button", { name: `Edit ${scouts[0]?.name}` }).waitFor();
    await readyForOffline(page, { reads: ["/api/scouts", "/api/patrols"] });

    // No network, opened by its address: the roster as last read, with its patrols and count.
    await setNetwork(context, false);
    await page.reload();
    await page
      .getByText(/^Offline · updated \d{1,2}:\d{2}/)
      .waitFor({ timeout: 15000 })
      .catch(async (e) => {
        await page.screenshot({ path: "test-results/offline-by-address.png" });
        throw e;
      });
    await page.getByRole("button", { name: `Edit ${scouts[9]?.name}` }).waitFor();
    expect(await page.getByText("No Scouts Found").count()).toBe(0);
    expect(await page.getByText("Loading patrols...").count()).toBe(0);

    // A page never opened here online says so, instead of loading for ever or asking for a reload.
    await page.goto("/troop-settings");
    await page.getByText("The troop settings are not on this phone yet").waitFor();
    await page.getByText("The leaders are not on this phone yet").waitFor();
    expect(await page.getByText(/Please reload the page/).count()).toBe(0);

    // A sign-off for four at a meeting, kept on the phone; one of them is erased meanwhile.
    await page.goto("/leader-dashboard");
    const four = scouts.slice(0, 4);
    await page.getByRole("button", { name: "Sign off at a meeting" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign off at a meeting" });
    await dialog.getByRole("combobox", { name: "Badge" }).click();
    await page.getByRole("option", { name: badge.name, exact: true }).click();
    await dialog.getByRole("combobox", { name: "Requirement" }).click();
    await page.getByRole("option", { name: "1. Light a stove" }).click();
    for (const scout of four) await dialog.getByRole("checkbox", { name: scout.name }).check();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Saved on this phone · will send when online");
    await page.getByText("1 change waiting").waitFor();
    const gone = four[1] ?? { id: "", name: "" };
    await api(base, "DELETE", `/api/scouts/${gone.id}`, undefined, leader.token);

    // Back online: three signed off, the fourth listed by name under "Couldn't be saved".
    await setNetwork(context, true);
    await page.getByText(/changes? waiting/).waitFor({ state: "detached", timeout: 15_000 });
    await page.getByRole("button", { name: /Couldn't be saved \(1\)/ }).click();
    const refused = page.getByTestId("refused-change");
    expect(await refused.count()).toBe(1);
    expect(await refused.innerText()).toContain(`for ${gone.name}`);
    expect(await refused.innerText()).toContain("Not in the troop (any more).");
    const rows = await api<{ scout: { id: string }; signOffs: { index: number }[] }[]>(
      base,
      "GET",
      `/api/badges/${badge.id}/progress`,
      undefined,
      leader.token,
    );
    const signed = rows.filter((r) => r.signOffs.some((s) => s.index === 0)).map((r) => r.scout.id);
    expect(signed.sort()).toEqual([four[0]?.id, four[2]?.id, four[3]?.id].sort());
    expect(errors.filter((e) => !e.includes("ERR_INTERNET_DISCONNECTED"))).toEqual([]);
    await context.close();
  }, 120_000);
});
