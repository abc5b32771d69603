import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../src/server/auth/session-cookie";
import { api, leaderViaApi, signupViaApi } from "./support/api";
import { appTookOver } from "./support/browser";
import { checkScreen } from "./support/checks";
import { setUpJourney } from "./support/journey";
import { expectToast } from "./support/ui";

const journey = setUpJourney();

type Visitor = { timezoneId: string; locale: string; token?: string };

/**
 * A browser whose own zone and language are neither the server's (UTC here) nor the troop's: dates
 * must follow the troop, and a page the server drew must be taken over without any console error.
 */
async function visitorPage({ timezoneId, locale, token }: Visitor) {
  const context = await journey.browser.newContext({
    baseURL: journey.baseUrl,
    viewport: { width: 1280, height: 900 },
    timezoneId,
    locale,
  });
  if (token) {
    await context.addInitScript((t) => localStorage.setItem("authToken", t), token);
    await context.addCookies([{ name: SESSION_COOKIE, value: token, url: journey.baseUrl, httpOnly: true, sameSite: "Lax" }]);
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("console", (msg) => {
    // A wrong role choice is refused on purpose (403); nothing else may log an error.
    if (msg.type() === "error" && !/status of 403/.test(msg.text())) errors.push(`console: ${msg.text()}`);
  });
  return { page, errors };
}

async function load(page: Page, path: string) {
  await page.goto(path);
  await appTookOver(page);
}

/** How the app writes an instant: one English style, in the troop's zone. */
const troopDateTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
  }).format(new Date(iso));

describe("a parent's first week", () => {
  it("signs in with a hint for the role, reaches the leaders from the family pages, and reads the leaders' dates without a hydration error", async () => {
    const base = journey.baseUrl;
    const leader = await leaderViaApi(base);
    const zone = "America/New_York";
    await api(
      base,
      "PUT",
      "/api/troop/configuration",
      {
        troopName: "Troop 7 Otters",
        timeZone: zone,
        meetingLocation: "Scout hut, Mill Lane",
        meetingSchedule: "Tuesdays 7–8:30 pm",
        contactEmail: "leaders@troop7.example.org",
        contactPhone: "0100 555 0100",
        website: "https://troop7.example.org",
      },
      leader.token,
    );
    const child = await api<{ id: string }>(base, "POST", "/api/scouts", { name: "Bo Oak" }, leader.token);
    // 03:30 UTC: the evening before in New York (the troop), the afternoon of that day in Auckland (the parent's phone).
    const start = new Date(Date.now() + 3 * 86_400_000);
    start.setUTCHours(3, 30, 0, 0);
    const startDate = start.toISOString();
    const event = await api<{ id: string }>(
      base,
      "POST",
      "/api/events",
      { title: "Night Hike", description: "Torches.", imageUrl: "/badges/camper.svg", startDate, location: "Ridge" },
      leader.token,
    );
    const { code } = await api<{ code: string }>(base, "POST", `/api/scouts/${child.id}/parent-invite`, undefined, leader.token);
    const parent = await signupViaApi(base, {
      email: "pat@example.com",
      password: "parent-pass-1",
      firstName: "Pat",
      lastName: "Oak",
      role: "parent",
      inviteCode: code,
    });
    await api(base, "POST", "/api/mark-not-new", undefined, parent.token);
    await api(base, "PUT", `/api/parent/children/${child.id}/events/${event.id}/participation`, undefined, parent.token);

    // Signing in: the role choice says which one is a parent's; the default one is refused with that hint.
    const signIn = await visitorPage({ timezoneId: "Pacific/Auckland", locale: "de-DE" });
    await load(signIn.page, "/login");
    await signIn.page.getByText("Parents: choose “Scout Leader”.").waitFor();
    await signIn.page.getByLabel("Email").fill(parent.email);
    await signIn.page.getByLabel("Password", { exact: true }).fill(parent.password);
    await signIn.page.getByRole("button", { name: "Sign In", exact: true }).click();
    const mismatch = "This account is not a scout account. Leaders and parents sign in with “Scout Leader”.";
    await expectToast(signIn.page, "Error", mismatch);
    const role = signIn.page.getByRole("combobox", { name: "Sign in as" });
    expect(await role.getAttribute("aria-invalid")).toBe("true");
    expect(await signIn.page.locator(`[id="${(await role.getAttribute("aria-describedby"))?.split(" ")[1]}"]`).textContent()).toBe(
      mismatch,
    );
    expect(await checkScreen(signIn.page, "first-week-sign-in-parent-hint")).toEqual([]);
    await role.selectOption({ label: "Scout Leader" });
    expect(await role.getAttribute("aria-invalid")).toBeNull();
    await signIn.page.getByRole("button", { name: "Sign In", exact: true }).click();
    await signIn.page.getByRole("heading", { name: "My family" }).waitFor();
    expect(signIn.errors).toEqual([]);

    // The family home drawn by the server and taken over in Auckland, in German: no console error at all.
    const expected = troopDateTime(startDate, zone);
    const family = await visitorPage({ timezoneId: "Pacific/Auckland", locale: "de-DE", token: parent.token });
    await load(family.page, "/");
    await family.page.reload();
    await appTookOver(family.page);
    const card = family.page.getByTestId("child-card");
    await card.getByText(`${expected} · Joined`).waitFor();
    // Give React time to report a mismatch it found while taking the page over.
    await family.page.waitForTimeout(1000);
    expect(family.errors).toEqual([]);

    // The leaders' contact details and the form, on the family home.
    const contact = family.page.getByRole("region", { name: "Contact your leaders" });
    await contact.getByText("Scout hut, Mill Lane").waitFor();
    await contact.getByText("Tuesdays 7–8:30 pm").waitFor();
    expect(await contact.getByRole("link", { name: "leaders@troop7.example.org" }).getAttribute("href")).toBe(
      "mailto:leaders@troop7.example.org",
    );
    await contact.getByRole("link", { name: "troop7.example.org", exact: true }).waitFor();
    expect(await checkScreen(family.page, "first-week-family-home")).toEqual([]);
    await contact.getByLabel("Subject", { exact: true }).fill("Camp kit");
    await contact.getByLabel("Message", { exact: true }).fill("What does Bo need for the night hike?");
    await contact.getByRole("button", { name: "Send message" }).click();
    await expectToast(family.page, "Message sent", "It waits for your leaders in the app until the troop's email is set up.");
    const outbox = await api<{ to: string; subject: string }[]>(base, "GET", "/api/notifications/outbox", undefined, leader.token);
    expect(outbox).toContainEqual(expect.objectContaining({ to: "leaders@troop7.example.org", subject: "Troop 7 Otters: Camp kit" }));

    // The child's page, drawn by the server too: the same date, and the contact card.
    await load(family.page, `/family/${child.id}`);
    await family.page.getByTestId("child-event").getByText(`${expected} · Ridge`).waitFor();
    await family.page.getByRole("region", { name: "Contact your leaders" }).waitFor();
    await family.page.waitForTimeout(1000);
    expect(family.errors).toEqual([]);
    expect(await checkScreen(family.page, "first-week-child-page")).toEqual([]);

    // A leader in Tokyo reads the same day and hour on the dashboard.
    const leaderView = await visitorPage({ timezoneId: "Asia/Tokyo", locale: "ja-JP", token: leader.token });
    await load(leaderView.page, "/leader-dashboard");
    await leaderView.page.getByRole("tab", { name: "Events" }).click();
    await leaderView.page.getByTestId("event-management-item").filter({ hasText: "Night Hike" }).getByText(expected).waitFor();
    expect(leaderView.errors).toEqual([]);
  });
});
