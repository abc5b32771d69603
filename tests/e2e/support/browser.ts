import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

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

/** authToken: signed in from the first load (stored where the app keeps its session token). */
export type PageOptions = { width?: number; height?: number; authToken?: string };

/**
 * A fresh context and page on baseUrl. Page errors and console errors are collected in `errors`
 * so a journey can assert the page stayed clean.
 */
export async function newPage(browser: Browser, baseUrl: string, { width = 1280, height = 900, authToken }: PageOptions = {}) {
  const context: BrowserContext = await browser.newContext({ baseURL: baseUrl, viewport: { width, height } });
  if (authToken) await context.addInitScript((token) => localStorage.setItem("authToken", token), authToken);
  const page: Page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("console", (msg) => {
    // Refusals the journeys provoke on purpose (signed out, wrong password, already joined) are not page errors.
    if (msg.type() === "error" && !EXPECTED_REFUSAL.test(msg.text())) errors.push(`console: ${msg.text()}`);
  });
  return { context, page, errors };
}
