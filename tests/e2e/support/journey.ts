import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { type AppOptions, type RunningApp, startApp } from "./app-server";
import { launchBrowser, newPage, type PageOptions } from "./browser";

export type Journey = {
  readonly app: RunningApp;
  readonly browser: Browser;
  readonly baseUrl: string;
  /** A fresh context and page on the app (see newPage). */
  newPage: (options?: PageOptions) => ReturnType<typeof newPage>;
};

/**
 * Starts the built app and Chromium once for the calling journey file (beforeAll) and closes both
 * afterwards (afterAll). Read `app`, `browser` and `baseUrl` inside tests or later hooks. `options`
 * is read when the app starts, so it may use what an earlier beforeAll started (a mail server).
 */
export function setUpJourney(options: () => AppOptions = () => ({})): Journey {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    app = await startApp(options());
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const started = () => {
    if (!app || !browser) throw new Error("The journey has not started: read it inside a test or a later hook.");
    return { app, browser };
  };

  return {
    get app() {
      return started().app;
    },
    get browser() {
      return started().browser;
    },
    get baseUrl() {
      return started().app.baseUrl;
    },
    newPage: (options) => {
      const { app, browser } = started();
      return newPage(browser, app.baseUrl, options);
    },
  };
}
