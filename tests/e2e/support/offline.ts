import type { BrowserContext, Page, Route } from "playwright-core";
import { onTestFinished } from "vitest";
import { type ApiUser, api, leaderViaApi, signupViaApi } from "./api";
import { newPage, type PageOptions } from "./browser";
import type { Journey } from "./journey";
import { type Signal, startSignal } from "./signal";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type Camp = {
  leader: ApiUser;
  scouts: { id: string; name: string }[];
  hike: { id: string; title: string };
  camp: { id: string; title: string };
};

const FIRST_NAMES = ["Ada", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivo", "Jo"];

/** A leader, ten scouts on the roster, a hike under way (attendance is recorded for it) and a camp in two days. */
export async function arrangeCamp(baseUrl: string): Promise<Camp> {
  const leader = await leaderViaApi(baseUrl);
  const scouts: Camp["scouts"] = [];
  for (const first of FIRST_NAMES) {
    scouts.push(await api<{ id: string; name: string }>(baseUrl, "POST", "/api/scouts", { name: `${first} Pine` }, leader.token));
  }
  const event = (title: string, startDate: string) => ({
    title,
    description: "Boots and a packed lunch.",
    imageUrl: "/badges/camper.svg",
    startDate,
    location: "Pine Woods",
  });
  const hike = await api<{ id: string; title: string }>(
    baseUrl,
    "POST",
    "/api/events",
    event("Ridge Hike", new Date(Date.now() - 2 * HOUR).toISOString()),
    leader.token,
  );
  const camp = await api<{ id: string; title: string }>(
    baseUrl,
    "POST",
    "/api/events",
    event("Summer Camp", new Date(Date.now() + 2 * DAY).toISOString()),
    leader.token,
  );
  return { leader, scouts, hike, camp };
}

/** A second leader of the troop, joined with the troop's leader code. */
export async function secondLeader(baseUrl: string, first: ApiUser): Promise<ApiUser> {
  const config = await api<{ leaderInviteCode: string | null }>(baseUrl, "GET", "/api/troop/configuration", undefined, first.token);
  if (!config.leaderInviteCode) throw new Error("the troop has no leader code");
  const leader = await signupViaApi(baseUrl, {
    email: "second.leader@example.com",
    password: "leader-pass-2",
    firstName: "Max",
    lastName: "Leader",
    role: "leader",
    inviteCode: config.leaderInviteCode,
  });
  await api(baseUrl, "POST", "/api/mark-not-new", undefined, leader.token);
  return leader;
}

/**
 * Waits until the service worker controls the page and the page's reads are kept on the device;
 * with `reads`, until the kept reads hold a query whose key names each of them (a page loaded by its
 * address keeps its reads once it has settled, so an earlier page's reads are not enough).
 */
export async function readyForOffline(page: Page, { reads = [] as string[] } = {}) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
  await page.waitForFunction(
    (wanted) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open("scout-badges-offline");
        // Looking must not make the database before the app does (it would have no store).
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("kv")) return resolve(false);
          const all = db.transaction("kv").objectStore("kv").getAll();
          all.onsuccess = () => {
            const kept = (all.result as { state?: { queries?: { queryKey: unknown }[] } }[]).flatMap((value) =>
              (value?.state?.queries ?? []).map((query) => JSON.stringify(query.queryKey)),
            );
            resolve(kept.length > 0 && wanted.every((read) => kept.some((key) => key.includes(read))));
          };
          all.onerror = () => resolve(false);
        };
      }),
    reads,
    { timeout: 20_000, polling: 250 },
  );
  // Without named reads, the page's last reads are written a second after they arrive.
  if (reads.length === 0) await page.waitForTimeout(1500);
}

const refuseApi = (route: Route) => route.abort("internetdisconnected");
const offlineContexts = new WeakSet<BrowserContext>();
const signals = new WeakMap<BrowserContext, Signal>();

/**
 * A page whose requests all go through a signal that setNetwork cuts (support/signal.ts): for a
 * journey that must be sure nothing reaches the server while offline. The signal closes when the
 * test finishes, passed or failed.
 */
export async function pageOnSignal(journey: Journey, options: PageOptions) {
  const signal = await startSignal(journey.app.port);
  onTestFinished(() => signal.close());
  const opened = await newPage(journey.browser, signal.url, options);
  signals.set(opened.context, signal);
  return opened;
}

/**
 * Switches the browser's network off or on. Chromium's offline switch alone lets a request through
 * now and then (one made through the service worker just after a reload), which no phone without a
 * signal does, so while off every call to the server is also refused at the browser's door, and a
 * page opened with pageOnSignal loses its connection to the server altogether.
 */
export async function setNetwork(context: BrowserContext, online: boolean) {
  signals.get(context)?.cut(!online);
  if (online) {
    if (offlineContexts.delete(context)) await context.unroute("**/api/**", refuseApi);
    await context.setOffline(false);
    return;
  }
  await context.setOffline(true);
  if (!offlineContexts.has(context)) {
    offlineContexts.add(context);
    await context.route("**/api/**", refuseApi);
  }
}

/** Marks every scout on the attendance tab `status` for `eventTitle` and saves. */
export async function recordAttendanceFor(page: Page, eventTitle: string, status: "Present" | "Absent") {
  await page.getByRole("combobox", { name: "Event" }).click();
  await page.getByRole("option", { name: new RegExp(eventTitle) }).click();
  await page.getByRole("button", { name: `Mark All ${status}` }).click();
  await page.getByRole("button", { name: "Save Attendance" }).click();
}

export type ServerRecord = { scoutId: string; eventId: string; status: string; recordedAt: string };

export const serverAttendance = (baseUrl: string, token: string) =>
  api<ServerRecord[]>(baseUrl, "GET", "/api/attendance", undefined, token);

/** The keys of everything the app keeps on the device for offline use. */
export const keptOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open("scout-badges-offline");
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("kv")) return resolve([]);
          const keys = db.transaction("kv").objectStore("kv").getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String));
          keys.onerror = () => resolve([]);
        };
      }),
  );

/** Opens the attendance tab online and waits until it would open offline. */
export async function openAttendanceOnline(page: Page) {
  await page.goto("/scout-management?tab=attendance");
  await page.getByRole("heading", { name: "Record Attendance" }).waitFor();
  await readyForOffline(page);
}

/** A badge not started by the scout, with its first two requirements (read from the server). */
export async function twoRequirements(baseUrl: string, token: string, scoutId: string) {
  const progress = await api<{ id: string; name: string; requirements: string[]; completedRequirements: number[] }[]>(
    baseUrl,
    "GET",
    `/api/scouts/${scoutId}/progress`,
    undefined,
    token,
  );
  const badge = progress.find((b) => b.requirements.length >= 2 && b.completedRequirements.length === 0);
  if (!badge) throw new Error("no badge with two requirements");
  return { badge, requirements: badge.requirements.slice(0, 2) as [string, string] };
}

export const signedOffOnServer = async (baseUrl: string, token: string, scoutId: string, badgeId: string) =>
  (await api<{ id: string; signOffs: { index: number }[] }[]>(baseUrl, "GET", `/api/scouts/${scoutId}/progress`, undefined, token))
    .find((b) => b.id === badgeId)
    ?.signOffs.map((s) => s.index)
    .sort() ?? [];

/** In a scout's progress dialog: signs `requirement` of `badgeName` off (today, no note). */
export async function signOffInDialog(page: Page, scoutName: string, badgeName: string, requirement: string) {
  const dialog = page.getByRole("dialog", { name: `${scoutName}'s badges` });
  const row = dialog.getByTestId("scout-progress-badge").filter({ has: page.getByText(badgeName, { exact: true }) });
  if (!(await row.isVisible())) await dialog.getByText(/Not started yet/).click();
  const button = row.getByRole("button", { name: `Sign off: ${requirement}` });
  if (!(await button.isVisible())) await row.getByText("Requirements", { exact: true }).click();
  await button.click();
  await page.getByRole("dialog", { name: "Sign off requirement" }).getByRole("button", { name: "Sign off" }).click();
  await page.getByRole("dialog", { name: "Sign off requirement" }).waitFor({ state: "detached" });
  const undo = row.getByRole("button", { name: `Undo sign-off: ${requirement}` });
  if (!(await undo.isVisible())) await row.getByText("Requirements", { exact: true }).click();
  await undo.waitFor();
}
