import { beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../src/server/auth/session-cookie";
import { FIRST_VIEW_ROOT, LOCALE_DATA_ROOT } from "../../src/shared/constants";
import { leaderViaApi, scoutViaApi } from "./support/api";
import { checkScreen } from "./support/checks";
import { setUpJourney } from "./support/journey";

const journey = setUpJourney();
const PHONE = { width: 360, height: 740 };

describe("a signed-in page's first view", () => {
  let leader: Awaited<ReturnType<typeof leaderViaApi>>;
  beforeAll(async () => {
    leader = await leaderViaApi(journey.baseUrl);
  });

  it("shows with the page itself, before any script, and works once the app has taken it over", async () => {
    const scout = await scoutViaApi(journey.baseUrl, leader.token, { firstName: "Sam", email: "sam@example.com", welcomed: true });

    // Without scripts at all, the scout's home is already there: top bar, tabs and badge progress.
    const bare = await journey.browser.newContext({ javaScriptEnabled: false, viewport: PHONE, baseURL: journey.baseUrl });
    await bare.addCookies([{ name: SESSION_COOKIE, value: scout.token, url: journey.baseUrl, httpOnly: true, sameSite: "Lax" }]);
    const still = await bare.newPage();
    await still.goto("/");
    await still.getByRole("heading", { name: "My Badge Progress" }).waitFor();
    expect(await still.getByRole("tab", { name: "My Badges" }).getAttribute("aria-selected")).toBe("true");
    expect(await still.getByTestId("user-name").innerText()).toBe("Sam");
    await bare.close();

    // With scripts, the app takes the same elements over: no warning, nothing asked for again, and the tabs work.
    const { page, errors, context } = await journey.newPage({ ...PHONE, authToken: scout.token });
    const asked: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith("/api/")) asked.push(path);
    });
    const heading = page.getByRole("heading", { name: "My Badge Progress" });
    await page.goto("/");
    const drawnByServer = await heading.elementHandle();
    await page.waitForLoadState("networkidle");
    // Taken over, not drawn again: the heading is still the element the server sent.
    expect(await drawnByServer?.evaluate((element) => element.isConnected)).toBe(true);
    await page.getByRole("tab", { name: "Events" }).click();
    await page.getByRole("tabpanel", { name: "Events" }).waitFor();
    await page.getByRole("tab", { name: "My Badges" }).click();
    await heading.waitFor();
    expect(asked).not.toContain("/api/auth/user");
    expect(asked).not.toContain("/api/badges");
    // The page was on screen before any of the app's code was asked for: React's file was requested
    // after the first contentful paint (decision 017).
    const order = await page.evaluate(() => ({
      painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      react: (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).find((entry) =>
        /\/assets\/react-[\w-]+\.js$/.test(entry.name),
      )?.startTime,
    }));
    expect(order.react).toBeGreaterThan(order.painted);
    expect(await checkScreen(page, "first-view-scout-home")).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("is taken over, not drawn again, on every page when the phone is in another time zone than the server", async () => {
    const scout = await scoutViaApi(journey.baseUrl, leader.token, { firstName: "Kiri", email: "kiri@example.com", welcomed: true });
    const visits = [
      { token: scout.token, path: "/", heading: "My Badge Progress" },
      { token: leader.token, path: "/", heading: "Scout Leader Dashboard" },
      { token: leader.token, path: "/admin", heading: "Manage badges and events for your Scout group" },
      { token: leader.token, path: "/scout-management", heading: "Scout Group Management" },
      { token: leader.token, path: "/troop-settings", heading: "Troop Settings" },
      { token: leader.token, path: "/messages", heading: "Messages" },
    ];
    for (const visit of visits) {
      const { page, errors, context } = await journey.newPage({ ...PHONE, authToken: visit.token, timezoneId: "Pacific/Auckland" });
      const heading = page.getByRole("heading", { name: visit.heading, exact: true });
      await page.goto(visit.path);
      const drawnByServer = await heading.elementHandle();
      await page.waitForLoadState("networkidle");
      // React found the page it would have drawn: had the two differed, it would have drawn it all anew.
      expect(await drawnByServer?.evaluate((element) => element.isConnected), visit.path).toBe(true);
      expect(errors, visit.path).toEqual([]);
      await context.close();
    }
  });

  it("loads the locale data before the take-over only on a page whose first view formats dates or amounts", async () => {
    await scoutViaApi(journey.baseUrl, leader.token, { firstName: "Ari", email: "ari@example.com", welcomed: true });
    const visits = [
      // The roster shows when each scout joined; the dashboard draws no date until its cards have loaded.
      { path: "/scout-management", heading: "Scout Group Management", formats: true },
      { path: "/", heading: "Scout Leader Dashboard", formats: false },
    ];
    for (const visit of visits) {
      const { page, errors, context } = await journey.newPage({ ...PHONE, authToken: leader.token });
      // When the page's first date or number formatter is made, and when the app has taken the page over.
      await page.addInitScript((rootAttribute) => {
        const seen = window as unknown as { firstFormatter?: number; tookOver?: number };
        for (const name of ["DateTimeFormat", "NumberFormat"] as const) {
          const made = Intl[name];
          Intl[name] = new Proxy(made, {
            construct(target, args) {
              seen.firstFormatter ??= performance.now();
              return Reflect.construct(target, args);
            },
          }) as never;
        }
        new MutationObserver(() => {
          if (!document.getElementById("root")?.hasAttribute(rootAttribute)) seen.tookOver ??= performance.now();
        }).observe(document, { attributes: true, subtree: true, attributeFilter: [rootAttribute] });
      }, FIRST_VIEW_ROOT);
      await page.goto(visit.path);
      await page.getByRole("heading", { name: visit.heading, exact: true }).waitFor();
      await page.waitForFunction(() => (window as unknown as { tookOver?: number }).tookOver !== undefined);
      const root = page.locator("#root");
      const seen = await page.evaluate(() => {
        const { firstFormatter, tookOver } = window as unknown as { firstFormatter?: number; tookOver: number };
        const react = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).find((entry) =>
          /\/assets\/react-[\w-]+\.js$/.test(entry.name),
        );
        return { firstFormatter, tookOver, reactAskedFor: react?.startTime ?? Number.NaN };
      });
      if (visit.formats) {
        // Made by the first script, before React's code was even asked for, not inside the take-over.
        expect(seen.firstFormatter, visit.path).toBeLessThan(seen.reactAskedFor);
        expect(await root.getAttribute(LOCALE_DATA_ROOT)).toBe("");
      } else {
        // Not before the page has settled (five idle seconds after load, or the first tap).
        expect(seen.firstFormatter, visit.path).toBeUndefined();
        expect(await root.getAttribute(LOCALE_DATA_ROOT)).toBeNull();
      }
      expect(errors, visit.path).toEqual([]);
      await context.close();
    }
  });
});
