import { describe, expect, it } from "vitest";
import { setUpJourney } from "./support/journey";
import {
  arrangeCamp,
  keptOnDevice,
  pageOnSignal,
  readyForOffline,
  recordAttendanceFor,
  serverAttendance,
  setNetwork,
  signedOffOnServer,
  signOffInDialog,
  twoRequirements,
} from "./support/offline";
import { expectToast } from "./support/ui";

const journey = setUpJourney();

/**
 * At camp with no network: a leader who opened the attendance tab and a camp
 * sheet online opens them again offline after a reload, records attendance for ten scouts and signs off two
 * requirements, and the server holds exactly those records once the network returns.
 */
describe("offline at camp", () => {
  it("records attendance offline and sends it when the network returns", async () => {
    const base = journey.baseUrl;
    const { leader, scouts, hike } = await arrangeCamp(base);
    // Through a signal that going offline cuts: nothing may reach the server until it is back.
    const { page, context, errors } = await pageOnSignal(journey, { authToken: leader.token, width: 360, height: 780 });

    // Online: the camp sheet and the attendance tab, once each.
    await page.goto("/admin");
    await page.getByRole("tab", { name: "Events" }).click();
    await page.getByRole("button", { name: "Camp sheet for Summer Camp" }).click();
    await page.getByTestId("camp-sheet").getByRole("heading", { name: "Camp sheet: Summer Camp" }).waitFor();
    await page.keyboard.press("Escape");
    const ada = scouts[0] ?? { id: "", name: "" };
    const { badge, requirements } = await twoRequirements(base, leader.token, ada.id);
    await page.goto("/scout-management");
    await page.getByRole("button", { name: `Badge progress of ${ada.name}` }).click();
    await page
      .getByRole("dialog", { name: `${ada.name}'s badges` })
      .getByTestId("scout-progress-badge")
      .first()
      .waitFor({ state: "attached" });
    await page.keyboard.press("Escape");
    await page.getByRole("tab", { name: "Attendance Tracking" }).click();
    await page.getByRole("heading", { name: "Record Attendance" }).waitFor();
    await readyForOffline(page);
    // Installable: Chromium finds nothing missing (manifest, icons, service worker); a test's browser
    // context is a private window, which is the one thing it names.
    const devtools = await context.newCDPSession(page);
    const { installabilityErrors } = await devtools.send("Page.getInstallabilityErrors");
    expect(installabilityErrors.map((e) => e.errorId)).toEqual(["in-incognito"]);
    await devtools.detach();

    // Offline, after a reload: the page opens with what it last read.
    await setNetwork(context, false);
    await page.reload();
    await page.getByText(/^Offline · updated \d{1,2}:\d{2}/).waitFor();
    await page.getByRole("heading", { name: "Record Attendance" }).waitFor();
    await recordAttendanceFor(page, hike.title, "Present");
    await expectToast(page, "Saved on this phone · will send when online");
    // Kept one by one: the form is saved once the last is (its marks no longer pending).
    await page.getByText(/marks? pending/).waitFor({ state: "detached" });
    await page.getByText("10 changes waiting").waitFor();

    // Two requirements signed off for Ada, offline: shown signed off at once.
    await page.getByRole("tab", { name: "Scout Management" }).click();
    await page.getByRole("button", { name: `Badge progress of ${ada.name}` }).click();
    for (const requirement of requirements) await signOffInDialog(page, ada.name, badge.name, requirement);
    await page.getByText("12 changes waiting").waitFor();
    await page.keyboard.press("Escape");

    // The changes survive a reload; the camp sheet opens offline too.
    await page.reload();
    await page.getByText("12 changes waiting").waitFor();
    await page.goto("/admin?tab=events");
    await page.getByRole("button", { name: "Camp sheet for Summer Camp" }).click();
    await page.getByTestId("camp-sheet").getByRole("heading", { name: "Camp sheet: Summer Camp" }).waitFor();
    await page.keyboard.press("Escape");
    expect(await serverAttendance(base, leader.token)).toEqual([]);

    // Online again: sent within 10 s, exactly once each.
    await setNetwork(context, true);
    await page.getByText(/changes? waiting/).waitFor({ state: "detached", timeout: 10_000 });
    const records = (await serverAttendance(base, leader.token)).filter((r) => r.eventId === hike.id);
    expect(records.map((r) => r.scoutId).sort()).toEqual(scouts.map((s) => s.id).sort());
    expect(records.every((r) => r.status === "present")).toBe(true);
    expect(await signedOffOnServer(base, leader.token, ada.id, badge.id)).toEqual([0, 1]);
    // Signing out erases what the app kept on the device: reads, camp sheets, changes.
    expect(await keptOnDevice(page)).toContain(`reads:${await page.evaluate(() => localStorage.getItem("offlineReadsOf"))}`);
    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await keptOnDevice(page)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem("offlineReadsOf"))).toBeNull();
    const cacheNames = await page.evaluate(() => caches.keys());
    expect(cacheNames.every((name) => name.startsWith("workbox-precache"))).toBe(true);
    expect(errors.filter((e) => !e.includes("ERR_INTERNET_DISCONNECTED"))).toEqual([]);
    await context.close();
  }, 90_000);
});
