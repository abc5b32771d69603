import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { describe, expect, it } from "vitest";
import { FIRST_VIEW_ROOT } from "../../src/shared/constants";
import { leaderViaApi, scoutViaApi } from "./support/api";
import { setUpJourney } from "./support/journey";

const journey = setUpJourney();
const PHONE = { width: 360, height: 740 };
/** DevTools' low-tier phone, by Lighthouse's benchmarkIndex. */
const LOW_TIER_INDEX = 264;

/** What the page records of the tap, on its window, by its own clock. */
type Seen = { tappedAt?: number; tapped?: string | null; tappedOnDrawnPage?: boolean; shownHeld?: boolean; answeredAt?: number };

describe("a first tap on a slow phone", () => {
  it("made in the first seconds after the page shows, is answered within 200 ms of the app taking the page over", async () => {
    const leader = await leaderViaApi(journey.baseUrl);
    const scout = await scoutViaApi(journey.baseUrl, leader.token, { firstName: "Tui", email: "tui@example.com", welcomed: true });

    const { page, context, errors } = await journey.newPage({ ...PHONE, authToken: scout.token });
    // The scout's main action on their home, always on screen: "Start Artist", which opens the badge
    // they are nearest to, where its requirements are ticked. Where it is, from a visit at full speed
    // (the drawn page is laid out the same).
    const start = page.getByRole("button", { name: "Start Artist" });
    await page.goto("/");
    const box = await start.boundingBox();
    if (!box || box.y + box.height > PHONE.height) throw new Error("the main action is not on the first screen");

    // The phone: this machine's CPU slowed to a low-tier phone's, calibrated as `npm run lighthouse` does.
    const indexes: number[] = [];
    for (let i = 0; i < 3; i++) indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    const index = indexes.sort((a, b) => a - b)[1] ?? 0;
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: Math.max(1, index / LOW_TIER_INDEX) });
    // When the tap reached the page, whether the app had taken it over then, and when its answer (the
    // badge's details) first showed, by the page's own clock.
    await page.addInitScript((attribute) => {
      const times = window as unknown as Seen;
      document.addEventListener(
        "click",
        (event) => {
          if (times.tappedAt !== undefined) return;
          times.tappedAt = performance.now();
          times.tappedOnDrawnPage = document.getElementById("root")?.hasAttribute(attribute);
          // Once the click has gone through the page: does the button show it was heard?
          const button = (event.target as Element).closest("button");
          times.tapped = button?.getAttribute("data-testid");
          setTimeout(() => {
            times.shownHeld = button?.hasAttribute("data-tap-held");
          });
        },
        true,
      );
      const seen = new MutationObserver(() => {
        // The badge's dialog, or the dialog-shaped panel saying it is loading while its code arrives.
        if (!document.querySelector('[role="dialog"], [data-dialog-loading]')) return;
        times.answeredAt = performance.now();
        seen.disconnect();
      });
      seen.observe(document, { subtree: true, childList: true });
    }, FIRST_VIEW_ROOT);

    // A person taps as soon as the whole page shows: the browser's own event for the page read to its
    // end (nothing may run in the page first; on a long page the first paint comes before the button at
    // its end is there). While the phone is busy taking the page over, the tap waits for its next free
    // moment, as a real tap does.
    await cdp.send("Page.enable");
    await cdp.send("Page.setLifecycleEventsEnabled", { enabled: true });
    const shown = new Promise<void>((resolve) =>
      cdp.on("Page.lifecycleEvent", (event) => {
        if (event.name === "DOMContentLoaded") resolve();
      }),
    );
    const visit = page.goto("/", { waitUntil: "commit" });
    await shown;
    // Near its right end: folded to its icon while the page is scrolled, the button keeps that end.
    await page.mouse.click(box.x + box.width - 24, box.y + box.height / 2);
    await visit;

    await page.getByRole("dialog", { name: /Artist/ }).waitFor({ timeout: 60_000 });
    const times = await page.evaluate(() => {
      const seen = window as unknown as Seen;
      return {
        button: seen.tapped,
        shownHeld: seen.shownHeld,
        painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        takenOver: performance.getEntriesByName("first-view-taken-over")[0]?.startTime ?? Number.NaN,
        tapped: seen.tappedAt ?? Number.NaN,
        tappedOnDrawnPage: seen.tappedOnDrawnPage,
        answered: seen.answeredAt ?? Number.NaN,
      };
    });
    console.log(`benchmarkIndex ${Math.round(index)}, CPU slowed ${(index / LOW_TIER_INDEX).toFixed(1)}×:`, times);
    // Tapped within 3 s of the page showing, before the app had taken it over: the tap was held, not lost.
    expect(times.button).toBe("plus-button");
    expect(times.tappedOnDrawnPage).toBe(true);
    expect(times.shownHeld).toBe(true);
    expect(times.tapped - times.painted).toBeLessThan(3000);
    expect(times.takenOver).toBeGreaterThan(times.tapped);
    expect(times.answered - times.takenOver).toBeLessThanOrEqual(200);
    // The badge's dialog holds the page now (the button is behind it): the held mark is gone.
    expect(await page.getByTestId("plus-button").getAttribute("data-tap-held")).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});
