import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { SESSION_COOKIE } from "../../../src/server/auth/session-cookie";
import { FIRST_VIEW_ROOT } from "../../../src/shared/constants";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Debian's Chromium driven by playwright-core. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS, headless: true });
}

const EXPECTED_REFUSAL = /Failed to load resource: the server responded with a status of (400|401|403|409|422)/;

/**
 * authToken: signed in from the first load, as signing in leaves a browser: the token stored where
 * the app keeps it, and the same token as the session cookie (so pages come with their first view).
 * timezoneId: the zone the device is in (the machine's when not given).
 */
export type PageOptions = { width?: number; height?: number; authToken?: string; timezoneId?: string };

/**
 * A fresh context and page on baseUrl. Page errors and console errors are collected in `errors`
 * so a journey can assert the page stayed clean.
 */
export async function newPage(browser: Browser, baseUrl: string, { width = 1280, height = 900, authToken, timezoneId }: PageOptions = {}) {
  const context: BrowserContext = await browser.newContext({ baseURL: baseUrl, viewport: { width, height }, timezoneId });
  if (authToken) {
    await context.addInitScript((token) => localStorage.setItem("authToken", token), authToken);
    await context.addCookies([{ name: SESSION_COOKIE, value: authToken, url: baseUrl, httpOnly: true, sameSite: "Lax" }]);
  }
  const page: Page = await context.newPage();
  waitForTakeOver(page);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("console", (msg) => {
    // Refusals the journeys provoke on purpose (signed out, wrong password, already joined) are not page errors.
    if (msg.type() === "error" && !EXPECTED_REFUSAL.test(msg.text())) errors.push(`console: ${msg.text()}`);
  });
  return { context, page, errors };
}

/**
 * Waits until the page the server drew works (after a link led to a new page load): the app has taken
 * a signed-in page over, the sign-in card's own script runs (its form is disabled until then).
 */
export const appTookOver = (page: Page) =>
  page.waitForFunction(
    (attribute) => !document.querySelector(`#root[${attribute}]`) && !document.querySelector("fieldset[data-sign-in][disabled]"),
    FIRST_VIEW_ROOT,
  );

/**
 * A signed-in page arrives as the server's first view and works once the app has taken it over, the
 * sign-in page once its card's script runs; a tap before that does nothing, as on any page rendered by a server. Journeys
 * act like a person who waits for the page to be ready: after goto and reload, until the app has
 * taken the page over.
 */
function waitForTakeOver(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appTookOver(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appTookOver(page);
    return response;
  };
}
