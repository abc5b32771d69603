import { describe, expect, it } from "vitest";
import { setUpJourney } from "./support/journey";
import { arrangeCamp, openAttendanceOnline, secondLeader, serverAttendance, setNetwork } from "./support/offline";
import { expectToast } from "./support/ui";

const journey = setUpJourney();

/**
 * Two leaders at camp record the same scout with no network; whichever phone finds the network
 * first, the record made later (recordedAt, stamped on the device) is the one kept.
 */
describe("two leaders recording the same scout offline", () => {
  it("ends with the later record", async () => {
    const base = journey.baseUrl;
    const { leader, scouts, hike } = await arrangeCamp(base);
    const other = await secondLeader(base, leader);
    const ada = scouts[0];
    if (!ada) throw new Error("no scout");

    const first = await journey.newPage({ authToken: leader.token });
    const second = await journey.newPage({ authToken: other.token });
    for (const { page, context } of [first, second]) {
      await openAttendanceOnline(page);
      await setNetwork(context, false);
      await page.reload();
      await page.getByRole("combobox", { name: "Event" }).click();
      await page.getByRole("option", { name: new RegExp(hike.title) }).click();
    }

    // The first leader marks Ada present; a moment later the second marks her absent.
    await first.page.getByRole("group", { name: ada.name }).getByRole("button", { name: "Present" }).click();
    await first.page.getByRole("button", { name: "Save Attendance" }).click();
    await expectToast(first.page, "Saved on this phone · will send when online");
    await first.page.getByText(/marks? pending/).waitFor({ state: "detached" });
    await first.page.waitForTimeout(50);
    await second.page.getByRole("group", { name: ada.name }).getByRole("button", { name: "Absent" }).click();
    await second.page.getByRole("button", { name: "Save Attendance" }).click();
    await expectToast(second.page, "Saved on this phone · will send when online");
    await second.page.getByText(/marks? pending/).waitFor({ state: "detached" });

    // The later record reaches the server first; the earlier one arrives after it and does not win.
    await setNetwork(second.context, true);
    await second.page.getByText("1 change waiting").waitFor({ state: "detached", timeout: 10_000 });
    await setNetwork(first.context, true);
    await first.page.getByText("1 change waiting").waitFor({ state: "detached", timeout: 10_000 });

    const record = (await serverAttendance(base, leader.token)).find((r) => r.eventId === hike.id && r.scoutId === ada.id);
    expect(record?.status).toBe("absent");
    await first.page
      .getByRole("group", { name: ada.name })
      .getByText("Recorded: absent")
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined);
    await first.context.close();
    await second.context.close();
  }, 90_000);
});
