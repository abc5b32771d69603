import type { Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { api } from "./support/api";
import { setUpJourney } from "./support/journey";
import { arrangeCamp, openAttendanceOnline, recordAttendanceFor, serverAttendance, setNetwork } from "./support/offline";
import { expectToast } from "./support/ui";

const journey = setUpJourney();

/**
 * The network at camp is worse than none: when it returns, every third change sent answers 500, some
 * arrive at the server twice, and some are saved while their answer is lost on the way back. The
 * queue tries again with the same Idempotency-Key until each is answered: nothing lost, nothing doubled.
 */
describe("offline changes on a bad network", () => {
  it("sends every change exactly once through failures and repeats", async () => {
    const base = journey.baseUrl;
    const { leader, scouts, hike } = await arrangeCamp(base);
    const { page, context } = await journey.newPage({ authToken: leader.token });
    await openAttendanceOnline(page);

    await setNetwork(context, false);
    await page.reload();
    await recordAttendanceFor(page, hike.title, "Present");
    await expectToast(page, "Saved on this phone · will send when online");
    // Kept one by one: the form is saved once the last is (its marks no longer pending).
    await page.getByText(/marks? pending/).waitFor({ state: "detached" });
    await page.getByText("10 changes waiting").waitFor();

    let writes = 0;
    const keys: string[] = [];
    await context.route("**/api/attendance", async (route: Route) => {
      if (route.request().method() !== "POST") return route.continue();
      writes += 1;
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      if (writes % 3 === 0) {
        return route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"Something went wrong."}' });
      }
      if (writes % 4 === 0) {
        // Delivered twice: the server answers the repeat with its first answer.
        await route.fetch();
        return route.fulfill({ response: await route.fetch() });
      }
      if (writes % 5 === 0) {
        // Saved, but the answer is lost on the way back: the queue sends it again.
        await route.fetch();
        return route.abort("connectionreset");
      }
      return route.continue();
    });
    await setNetwork(context, true);
    await page.getByText(/changes? waiting/).waitFor({ state: "detached", timeout: 45_000 });

    const records = (await serverAttendance(base, leader.token)).filter((r) => r.eventId === hike.id);
    expect(records.map((r) => r.scoutId).sort()).toEqual(scouts.map((s) => s.id).sort());
    expect(records.every((r) => r.status === "present")).toBe(true);
    const feed = await api<{ title: string }[]>(base, "GET", "/api/activities", undefined, leader.token);
    expect(feed.filter((a) => a.title === `Attended ${hike.title}`)).toHaveLength(10);
    // Every change kept its key through its tries: ten keys, each sent at least once.
    expect(new Set(keys).size).toBe(10);
    expect(keys.length).toBeGreaterThan(10);
    expect(keys.every((key) => /^[0-9a-f-]{36}$/.test(key))).toBe(true);
    expect(await page.getByRole("button", { name: /Couldn't be saved/ }).count()).toBe(0);
    await context.close();
  }, 90_000);
});
