/**
 * Lighthouse (mobile preset: a phone's screen, simulated slow 4G) on every page of the built app,
 * each loaded cold (browser cache emptied), against a seeded troop, on two calibrated phones.
 * Signed-in pages get what signing in leaves first: the session token and the account's role in
 * localStorage, and the same token as the session cookie.
 *
 * The preset slows the CPU 4× whatever machine it runs on, so its figures move with the machine.
 * Here the CPU is slowed to a phone instead: before each run the machine's Lighthouse
 * benchmarkIndex is measured in the browser, and cpuSlowdownMultiplier = index ÷ the phone's index
 * (DevTools' calibration: a low-tier phone 264, a mid-tier phone such as a Pixel 5 1,000). Each row
 * gives the machine's index as that run's Lighthouse measured it, the multiplier, and their ratio:
 * the phone that was simulated.
 *
 *   npm run build && npm run lighthouse
 *   LH_RUNS=3 npm run lighthouse       runs per page and phone (default 5); the table shows medians
 *   LH_PHONES=low-tier                 only these phones (low-tier, mid-tier)
 *   LH_PAGES=landing,login             only these pages (names as in the table)
 *   LH_JSON_DIR=lighthouse-reports     also write each run's full report there (to see what to fix)
 *   CHROME_PATH=/usr/bin/chromium      the browser (default Debian's Chromium)
 *   LH_LOAD=1                          keep one core busy while measuring (a child process spinning),
 *                                      as a phone with other apps running is; the report gives the load average
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import puppeteer from "puppeteer-core";
import { SESSION_COOKIE } from "../src/server/auth/session-cookie";
import { busyCore, median, printTable } from "./measure";

const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 5));
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const clientIndex = fileURLToPath(new URL("../dist/client/index.html", import.meta.url));

type Who = "signed out" | "scout" | "leader";
const ALL_PAGES: { name: string; path: string; who: Who }[] = [
  { name: "landing", path: "/", who: "signed out" },
  { name: "login", path: "/login", who: "signed out" },
  { name: "scout home", path: "/", who: "scout" },
  { name: "leader dashboard", path: "/", who: "leader" },
  { name: "admin", path: "/admin", who: "leader" },
  { name: "scout management", path: "/scout-management", who: "leader" },
  { name: "troop settings", path: "/troop-settings", who: "leader" },
];
const only = process.env.LH_PAGES?.split(",").map((name) => name.trim());
const unknown = only?.filter((name) => !ALL_PAGES.some((page) => page.name === name)) ?? [];
if (unknown.length > 0) {
  throw new Error(`LH_PAGES names no page called ${unknown.join(", ")}; the pages are ${ALL_PAGES.map((page) => page.name).join(", ")}`);
}
const PAGES = only ? ALL_PAGES.filter((page) => only.includes(page.name)) : ALL_PAGES;

const LOADED = process.env.LH_LOAD === "1";

/** The phones simulated, by their benchmarkIndex, and what each page must reach on them (medians). */
const ALL_PHONES = [
  { name: "low-tier", index: 264, target: { score: 90, tbtMs: 300, lcpMs: 2500 } },
  { name: "mid-tier", index: 1000, target: { score: 98, tbtMs: 100, lcpMs: 2000 } },
] as const;
type Phone = (typeof ALL_PHONES)[number];
const onlyPhones = process.env.LH_PHONES?.split(",").map((name) => name.trim());
const PHONES = onlyPhones ? ALL_PHONES.filter((phone) => onlyPhones.includes(phone.name)) : ALL_PHONES;
if (PHONES.length === 0) throw new Error(`LH_PHONES names no phone; the phones are ${ALL_PHONES.map((phone) => phone.name).join(", ")}`);

/** Lighthouse's mobile network (slow 4G, as its mobile preset): only the CPU is calibrated. */
const SLOW_4G = { rttMs: 150, throughputKbps: 1638.4, requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, uploadThroughputKbps: 675 };

type Run = {
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  scriptKb: number;
  /** The machine's benchmarkIndex as this run's Lighthouse measured it, and the slowdown used. */
  index: number;
  multiplier: number;
};

async function startServer() {
  const tsx = fileURLToPath(new URL("../node_modules/tsx/dist/cli.mjs", import.meta.url));
  const child = spawn(process.execPath, [tsx, fileURLToPath(new URL("./lighthouse-server.ts", import.meta.url))], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once("line", resolve);
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { child, ...(JSON.parse(line) as { base: string; leaderToken: string; scoutToken: string }) };
}

/** A signed-in visit: the session token and the role the last sign-in on this device remembered. */
type Session = { token: string; role: "scout" | "leader" };

/**
 * The machine's benchmarkIndex now, as Lighthouse computes it: the median of five, once the browser
 * has settled after its start (measured at once, it reads a quarter lower than Lighthouse's own
 * measure a moment later, and the phone would come out faster than asked for).
 */
async function benchmarkIndex(page: import("puppeteer-core").Page): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const indexes: number[] = [];
  for (let i = 0; i < 5; i++) indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  return median(indexes);
}

async function measure(url: string, origin: string, session: Session | null, phone: Phone): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    // Sign in as the app does (or make sure nobody is), on a page that loads no app code.
    await page.goto(`${origin}/api/health`);
    await page.evaluate((signedIn) => {
      localStorage.clear();
      if (!signedIn) return;
      localStorage.setItem("authToken", signedIn.token);
      localStorage.setItem("signedInRole", signedIn.role);
    }, session);
    const cdp = await page.createCDPSession();
    await cdp.send("Network.clearBrowserCookies");
    if (session) {
      await cdp.send("Network.setCookie", {
        name: SESSION_COOKIE,
        value: session.token,
        url: origin,
        httpOnly: true,
        sameSite: "Lax",
      });
    }
    await cdp.send("Network.clearBrowserCache");
    await cdp.detach();
    const multiplier = (await benchmarkIndex(page)) / phone.index;
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        disableStorageReset: true,
        throttling: { ...SLOW_4G, cpuSlowdownMultiplier: multiplier },
      },
      undefined,
      page,
    );
    await browser.disconnect();
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    if (process.env.LH_JSON_DIR) {
      mkdirSync(process.env.LH_JSON_DIR, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, "_") || "root"}-${session ? "signed-in" : "signed-out"}-${Date.now()}.json`;
      writeFileSync(join(process.env.LH_JSON_DIR, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests =
      (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] })?.items ?? [];
    const scriptBytes = requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: audit("largest-contentful-paint"),
      fcp: audit("first-contentful-paint"),
      tbt: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
      scriptKb: scriptBytes / 1024,
      index: lhr.environment.benchmarkIndex,
      multiplier,
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART); such a run is repeated. */
async function measureWithRetry(url: string, origin: string, session: Session | null, phone: Phone): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, origin, session, phone);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`  (run again: ${(error as Error).message})`);
    }
  }
}

if (!existsSync(clientIndex)) {
  console.error("Build the app first: npm run build");
  process.exit(1);
}
const server = await startServer();
const stopLoad = LOADED ? busyCore() : () => {};
const loads: number[] = [];
const sampleLoad = setInterval(() => loads.push(loadavg()[0] ?? 0), 5000);
try {
  console.log(
    `Lighthouse ${RUNS}× per page and phone, mobile preset with the CPU calibrated to each phone, cold cache, against ${server.base}${LOADED ? ", one core kept busy (LH_LOAD=1)" : ""}; load average ${loadavg()[0]?.toFixed(2)}`,
  );
  const failures: string[] = [];
  for (const phone of PHONES) {
    const { score, tbtMs, lcpMs } = phone.target;
    console.log(`\n${phone.name} phone (benchmarkIndex ${phone.index}): targets ≥ ${score}, TBT ≤ ${tbtMs} ms, LCP ≤ ${lcpMs / 1000} s`);
    const rows: string[][] = [];
    for (const page of PAGES) {
      const session: Session | null =
        page.who === "scout"
          ? { token: server.scoutToken, role: "scout" }
          : page.who === "leader"
            ? { token: server.leaderToken, role: "leader" }
            : null;
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measureWithRetry(server.base + page.path, server.base, session, phone));
      const m = (pick: (run: Run) => number) => median(runs.map(pick));
      console.log(
        `  ${page.name} (load average ${loadavg()[0]?.toFixed(2)}): ${runs.map((r) => `${r.score} / TBT ${Math.round(r.tbt)} ms / index ${Math.round(r.index)} ÷ ${r.multiplier.toFixed(2)}`).join(", ")}`,
      );
      rows.push([
        page.name,
        page.who,
        String(m((r) => r.score)),
        `${(m((r) => r.lcp) / 1000).toFixed(2)} s`,
        `${(m((r) => r.fcp) / 1000).toFixed(2)} s`,
        `${Math.round(m((r) => r.tbt))} ms`,
        m((r) => r.cls).toFixed(3),
        `${m((r) => r.scriptKb).toFixed(1)} KB`,
        String(Math.round(m((r) => r.index))),
        `${m((r) => r.multiplier).toFixed(2)}×`,
        String(Math.round(m((r) => r.index / r.multiplier))),
      ]);
      const noLcp = runs.filter((r) => !Number.isFinite(r.lcp)).length;
      if (noLcp > 0) console.log(`  ${page.name}: ${noLcp} of ${runs.length} runs recorded no LCP`);
      if (m((r) => r.score) < score || m((r) => r.tbt) > tbtMs || m((r) => r.lcp) > lcpMs || noLcp > 0) {
        failures.push(`${page.name} on the ${phone.name} phone`);
      }
    }
    console.log();
    printTable(
      ["page", "as", "performance", "LCP", "FCP", "TBT", "CLS", "JS transferred", "machine index", "CPU slowdown", "phone index"],
      rows,
    );
  }
  console.log(
    failures.length
      ? `\nshort of the phone's targets or a run without LCP: ${failures.join(", ")}`
      : "\n✓ every page meets both phones' targets",
  );
  const range = loads.length ? `${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)}` : loadavg()[0]?.toFixed(2);
  console.log(`load average (1 min) during the runs: ${range}${LOADED ? ", one core kept busy" : ""}`);
} finally {
  clearInterval(sampleLoad);
  stopLoad();
  server.child.kill("SIGTERM");
}
