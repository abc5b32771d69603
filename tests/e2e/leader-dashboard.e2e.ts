import { describe, expect, it } from "vitest";
import { api, leaderViaApi } from "./support/api";
import { checkScreen } from "./support/checks";
import { setUpJourney } from "./support/journey";

const journey = setUpJourney();

const DAY = 86_400_000;

describe("leader dashboard", () => {
  it("shows the right numbers on every tab, empty and with a group", async () => {
    const leader = await leaderViaApi(journey.baseUrl);
    const call = <T>(method: string, path: string, body?: unknown) => api<T>(journey.baseUrl, method, path, body, leader.token);
    const badges = await call<{ id: string; name: string; category: string }[]>("GET", "/api/badges");

    const { page, errors, context } = await journey.newPage({ authToken: leader.token });

    // Empty group: the getting-started wording.
    await page.goto("/leader-dashboard");
    await page.getByRole("heading", { name: "Scout Leader Dashboard", level: 1 }).waitFor();
    await page.getByText("Manage your scout group and track progress").waitFor();
    await page.getByText("Getting started: Add scouts to your group to begin tracking progress").waitFor();
    await page.getByText("Plan events: Create events to engage your scouts").waitFor();
    await page.getByText("Badge system ready: Award badges to recognize scout achievements").waitFor();
    await expect.poll(() => page.getByTestId("counter-total-badges").innerText()).toBe(String(badges.length));
    await expect.poll(() => page.getByTestId("counter-total-scouts").innerText()).toBe("0");
    expect(await checkScreen(page, "leader-dashboard-empty")).toEqual([]);
    await page.getByRole("tab", { name: "Badges" }).click();
    await page.getByText("No recent achievements").waitFor();
    await expect.poll(() => page.getByTestId("counter-completion-rate").innerText()).toBe("0%");

    // A group: three scouts (one inactive), three events (one past), attendance and awards.
    const scouts: { id: string; name: string }[] = [];
    for (const [name, email, isActive] of [
      ["Alice Archer", "alice@example.com", true],
      ["Bob Baker", "bob@example.com", true],
      ["Cara Cole", "cara@example.com", false],
    ] as const) {
      scouts.push(await call("POST", "/api/scouts", { name, email, isActive }));
    }
    const [alice, bob, cara] = scouts;
    if (!alice || !bob || !cara) throw new Error("scouts missing");
    const event = (title: string, offsetDays: number, extra: Record<string, unknown> = {}) =>
      call<{ id: string }>("POST", "/api/events", {
        title,
        description: `${title} for the troop.`,
        startDate: new Date(Date.now() + offsetDays * DAY).toISOString(),
        location: `${title} Park`,
        imageUrl: "/badges/hiker.svg",
        ...extra,
      });
    const past = await event("Autumn Hike", -10);
    // Attendance is recorded once an event has started: the camp and the fair are recorded while
    // they lie in the past, then moved to their dates ahead (below).
    const camp = await event("Summer Camp", -5, { isFeatured: true, maxParticipants: 12 });
    const fair = await event("Craft Fair", -3);
    const mark = (scoutId: string, eventId: string, status: "present" | "absent") =>
      call("POST", "/api/attendance", { scoutId, eventId, status, recordedAt: new Date().toISOString() });
    await mark(alice.id, past.id, "present");
    await mark(alice.id, camp.id, "present");
    await mark(bob.id, past.id, "present");
    await mark(bob.id, camp.id, "absent");
    await mark(bob.id, fair.id, "absent");
    await mark(cara.id, past.id, "present");
    await mark(cara.id, camp.id, "present");
    await mark(cara.id, fair.id, "absent");
    for (const [id, days] of [
      [camp.id, 20],
      [fair.id, 40],
    ] as const) {
      await call("PATCH", `/api/events/${id}`, { startDate: new Date(Date.now() + days * DAY).toISOString() });
    }
    const [x, y] = badges;
    if (!x || !y) throw new Error("starter catalogue missing");
    await call("POST", "/api/scouts/bulk-award-badge", { scoutIds: [alice.id, bob.id], badgeId: x.id, awardedBy: "Scout Leader" });
    await call("POST", `/api/scouts/${alice.id}/award-badge`, { badgeId: y.id, awardedBy: "Scout Leader" });

    await page.reload();
    await page.getByRole("tab", { name: "Overview", selected: true }).waitFor();
    await page.getByText("3 scouts in your group").waitFor();
    await page.getByText("3 events scheduled for your group").waitFor();
    await expect.poll(() => page.getByTestId("counter-total-scouts").innerText()).toBe("3");
    await expect.poll(() => page.getByTestId("counter-active-scouts").innerText()).toBe("2");
    await expect.poll(() => page.getByTestId("counter-upcoming-events").innerText()).toBe("2");
    expect(
      await page
        .getByRole("link", { name: /Manage Scouts/ })
        .first()
        .getAttribute("href"),
    ).toBe("/scout-management");
    expect(await page.getByRole("link", { name: /Create Badge/ }).getAttribute("href")).toBe("/admin");
    expect(await page.getByRole("link", { name: /Schedule Event/ }).getAttribute("href")).toBe("/admin");
    expect(await page.getByRole("link", { name: "Add Content", exact: true }).getAttribute("href")).toBe("/admin");
    expect(await page.getByRole("link", { name: "Troop Settings", exact: true }).getAttribute("href")).toBe("/troop-settings");
    expect(await checkScreen(page, "leader-dashboard-overview")).toEqual([]);

    // Scouts: attendance percentages and colours, Active/Inactive.
    await page.getByRole("tab", { name: "Scouts" }).click();
    await page.getByRole("heading", { name: "Scout Progress Overview" }).waitFor();
    const item = (name: string) => page.getByTestId("scout-progress-item").filter({ hasText: name });
    const pct = async (name: string) => [
      await item(name).getByTestId("scout-attendance").innerText(),
      await item(name).getByTestId("scout-attendance").getAttribute("data-tone"),
    ];
    expect(await pct("Alice Archer")).toEqual(["100%", "green"]);
    expect(await pct("Bob Baker")).toEqual(["33%", "red"]);
    expect(await pct("Cara Cole")).toEqual(["67%", "orange"]);
    expect(await item("Cara Cole").innerText()).toContain("Inactive");
    expect(await item("Alice Archer").innerText()).toContain("alice@example.com");
    expect(await checkScreen(page, "leader-dashboard-scouts")).toEqual([]);

    // Badges: statistics from the server.
    await page.getByRole("tab", { name: "Badges" }).click();
    await page.getByRole("heading", { name: "Badge Analytics" }).waitFor();
    await page.getByTestId("counter-badges-awarded").waitFor();
    await expect.poll(() => page.getByTestId("counter-total-badges").innerText()).toBe(String(badges.length));
    await expect.poll(() => page.getByTestId("counter-badges-awarded").innerText()).toBe("3");
    await expect.poll(() => page.getByTestId("counter-avg-per-scout").innerText()).toBe("1");
    await expect
      .poll(() => page.getByTestId("counter-completion-rate").innerText())
      .toBe(`${Math.round((100 * 3) / (3 * badges.length))}%`);
    const popular = await page.getByTestId("popular-badge").allInnerTexts();
    expect(popular[0]).toContain(x.name);
    expect(popular[0]).toContain("2 scouts");
    expect(popular[1]).toContain("1 scout");
    const outdoor = badges.filter((b) => b.category === "outdoor").length;
    expect(
      await page
        .getByTestId("category-stat")
        .filter({ hasText: /outdoor/i })
        .innerText(),
    ).toContain(`${outdoor} badges`);
    const achievements = await page.getByTestId("recent-achievement").allInnerTexts();
    expect(achievements).toHaveLength(3);
    expect(achievements.some((a) => a.includes(`Alice Archer earned ${y.name}`))).toBe(true);
    expect(await checkScreen(page, "leader-dashboard-badges")).toEqual([]);

    // Events: participants and labels.
    await page.getByRole("tab", { name: "Events" }).click();
    await page.getByRole("heading", { name: "Event Management" }).waitFor();
    const card = (title: string) => page.getByTestId("event-management-item").filter({ hasText: title });
    expect(await card("Summer Camp").getByTestId("event-participants").innerText()).toBe("0/12");
    expect(await card("Summer Camp").innerText()).toContain("Featured");
    expect(await card("Craft Fair").getByTestId("event-participants").innerText()).toBe("0/Unlimited");
    expect(await card("Craft Fair").innerText()).toContain("Regular");
    expect(await card("Autumn Hike").innerText()).toContain("Autumn Hike Park");
    expect(await checkScreen(page, "leader-dashboard-events")).toEqual([]);

    // Header button goes to Scout Group Management.
    // Header button by keyboard alone: Tab until it has focus (with a visible ring), then Enter.
    await page.locator("body").focus();
    let focused = "";
    for (let i = 0; i < 20 && focused !== "Manage Scouts"; i++) {
      await page.keyboard.press("Tab");
      focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
    }
    expect(focused).toBe("Manage Scouts");
    expect(await page.evaluate(() => getComputedStyle(document.activeElement as Element).boxShadow)).not.toBe("none");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/scout-management");
    await page.getByRole("heading", { name: "Scout Group Management" }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
