import { describe, expect, it } from "vitest";
import { api, leaderViaApi, scoutViaApi } from "./support/api";
import { checkScreen } from "./support/checks";
import { setUpJourney } from "./support/journey";
import { expectToast } from "./support/ui";

const journey = setUpJourney();

type Badge = { id: string; name: string };
type RosterScout = { id: string; name: string };

const newBadge = (name: string, requirements: string[]) => ({
  name,
  description: `The ${name} badge.`,
  imageUrl: "/badges/default.svg",
  category: "skills",
  requirements,
});

describe("leaders see the work in progress; events have types", () => {
  it("a leader sees who is nearly there and what waits for review, a scout's progress from the roster, and a badge's from its card", async () => {
    const base = journey.baseUrl;
    const leader = await leaderViaApi(base);
    const ada = await scoutViaApi(base, leader.token, { firstName: "Ada", lastName: "Pine", email: "ada@example.com", welcomed: true });
    const ben = await scoutViaApi(base, leader.token, { firstName: "Ben", lastName: "Birch", email: "ben@example.com", welcomed: true });
    const cy = await scoutViaApi(base, leader.token, { firstName: "Cy", lastName: "Reed", email: "cy@example.com", welcomed: true });
    const knots = await api<Badge>(
      base,
      "POST",
      "/api/badges",
      newBadge("Knots", ["Reef", "Bowline", "Clove hitch", "Sheet bend"]),
      leader.token,
    );
    const fire = await api<Badge>(base, "POST", "/api/badges", newBadge("Fire", ["Lay a fire", "Light it"]), leader.token);
    const lashing = await api<Badge>(base, "POST", "/api/badges", newBadge("Lashing", ["Square", "Diagonal"]), leader.token);
    const roster = await api<RosterScout[]>(base, "GET", "/api/scouts", undefined, leader.token);
    const adaId = roster.find((s) => s.name === "Ada Pine")?.id;

    // Ada: 3 of 4 Knots ticked, Fire awarded and not handed out yet. Ben: 1 of 4 Knots.
    await api(base, "PATCH", `/api/badges/${knots.id}/progress`, { completedRequirements: [0, 1, 2] }, ada.token);
    await api(base, "POST", `/api/scouts/${adaId}/award-badge`, { badgeId: fire.id }, leader.token);
    await api(base, "PATCH", `/api/badges/${knots.id}/progress`, { completedRequirements: [0] }, ben.token);
    // With leader approval on, Cy asks for Lashing.
    const config = await api<{ troopName: string }>(base, "GET", "/api/troop/configuration", undefined, leader.token);
    await api(base, "PUT", "/api/troop/configuration", { troopName: config.troopName, requireLeaderApproval: true }, leader.token);
    await api(base, "PATCH", `/api/badges/${lashing.id}/progress`, { completedRequirements: [0, 1] }, cy.token);
    await api(base, "PATCH", `/api/badges/${lashing.id}/earn`, undefined, cy.token);

    const { page, errors } = await journey.newPage({ authToken: leader.token });

    // The dashboard counts the request waiting for review.
    await page.goto("/leader-dashboard");
    const waiting = page.getByTestId("review-waiting");
    await waiting.getByText("badge request is waiting for review").waitFor();
    expect(await page.getByTestId("review-waiting-count").textContent()).toBe("1");
    expect(await checkScreen(page, "leader-dashboard-review-count")).toEqual([]);

    // Nearly there on the Badges tab: Cy's Lashing (waiting) and Ada's Knots; Ben's 25 % is not there.
    await page.getByRole("tab", { name: "Badges" }).click();
    await page.getByRole("heading", { name: "Nearly there" }).waitFor();
    const nearly = page.getByTestId("nearly-there");
    await nearly.first().waitFor();
    expect(await nearly.count()).toBe(2);
    const adaKnots = nearly.filter({ hasText: "Ada Pine · Knots" });
    expect(await adaKnots.getByTestId("progress-ticks").textContent()).toBe("3 of 4 requirements ticked");
    expect(await adaKnots.getByTestId("progress-percent").textContent()).toBe("75%");
    await nearly.filter({ hasText: "Cy Reed · Lashing" }).getByText("Waiting for approval").waitFor();
    expect(await nearly.filter({ hasText: "Ben Birch" }).count()).toBe(0);
    expect(await checkScreen(page, "leader-dashboard-nearly-there")).toEqual([]);

    // The count links to the To review tab.
    await page.getByRole("link", { name: "Review requests" }).click();
    await page.waitForURL("**/scout-management?tab=review");
    await page.getByTestId("approval-request").filter({ hasText: "Cy Reed · Lashing" }).waitFor();
    expect(await page.getByRole("tab", { name: /To review/ }).getAttribute("aria-selected")).toBe("true");

    // Ada's progress from the roster.
    await page.getByRole("tab", { name: "Scout Management" }).click();
    await page.getByRole("button", { name: "Badge progress of Ada Pine" }).click();
    const scoutDialog = page.getByRole("dialog", { name: "Ada Pine's badges" });
    const earned = scoutDialog.getByTestId("scout-progress-earned");
    await earned.waitFor();
    expect(await scoutDialog.getByTestId("scout-progress-summary").textContent()).toBe("1 earned0 waiting1 in progress");
    await earned.getByText("Fire").waitFor();
    await earned.getByText("Not presented yet").waitFor();
    const inProgress = scoutDialog.getByTestId("scout-progress-in-progress");
    expect(await inProgress.getByTestId("progress-ticks").textContent()).toBe("3 of 4 requirements ticked");
    expect(await inProgress.getByTestId("progress-percent").textContent()).toBe("75%");
    expect(await checkScreen(page, "roster-scout-progress")).toEqual([]);
    await page.keyboard.press("Escape");
    await scoutDialog.waitFor({ state: "hidden" });
    // Focus goes back to the button that opened it.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Badge progress of Ada Pine");

    // Knots across the roster, from its card on the admin Badges tab.
    await page.goto("/admin");
    await page.getByRole("button", { name: "Progress of Knots" }).click();
    const badgeDialog = page.getByRole("dialog", { name: "Knots: who has it" });
    const working = badgeDialog.getByTestId("badge-progress-working");
    await working.waitFor();
    const rows = working.getByTestId("badge-progress-scout");
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toContain("Ada Pine");
    expect(await rows.nth(0).getByTestId("progress-ticks").textContent()).toBe("3 of 4 requirements ticked");
    expect(await rows.nth(1).textContent()).toContain("Ben Birch");
    expect(await rows.nth(1).getByTestId("progress-percent").textContent()).toBe("25%");
    await badgeDialog.getByTestId("badge-progress-not-started").getByText("Not started yet (1)").waitFor();
    expect(await checkScreen(page, "admin-badge-progress")).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("a leader gives an event one of the troop's types and filters the Events tab by type", async () => {
    const base = journey.baseUrl;
    const { authToken: token } = await api<{ authToken: string }>(base, "POST", "/api/login-credentials", {
      username: "leader@example.com",
      password: "leader-pass-1",
      role: "leader",
    });
    const config = await api<{ troopName: string }>(base, "GET", "/api/troop/configuration", undefined, token);
    await api(
      base,
      "PUT",
      "/api/troop/configuration",
      {
        troopName: config.troopName,
        customEventTypes: [
          { key: "camp", label: "Weekend camp" },
          { key: "service", label: "Community service" },
        ],
      },
      token,
    );
    const when = new Date(Date.now() + 14 * 86_400_000).toISOString();
    const event = (title: string, eventType: string | null) => ({
      title,
      description: `${title} for the troop.`,
      imageUrl: "/badges/default.svg",
      startDate: when,
      location: "Scout hut",
      eventType,
    });
    await api(base, "POST", "/api/events", event("Spring camp", "camp"), token);
    await api(base, "POST", "/api/events", event("Movie night", null), token);

    const { page, errors } = await journey.newPage({ authToken: token });
    await page.goto("/admin?tab=events");
    await page.getByText("Spring camp").waitFor();
    const total = await page.getByTestId("admin-event-card").count();

    // A new event with a type, through the dialog.
    await page.getByRole("button", { name: "Add Event" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Event" });
    await dialog.getByLabel("Title *").fill("Park clean-up");
    await dialog.getByLabel("Description *").fill("Litter picking in the park.");
    await dialog.getByLabel("Start Date *").fill(when.slice(0, 10));
    await dialog.getByLabel("Location *").fill("Town park");
    await dialog.getByLabel("Image URL *").fill("/badges/default.svg");
    await dialog.getByRole("combobox", { name: "Event type" }).click();
    await page.getByRole("option", { name: "Community service" }).click();
    expect(await checkScreen(page, "event-dialog-type")).toEqual([]);
    await dialog.getByRole("button", { name: "Create Event" }).click();
    await expectToast(page, "Event created successfully!");
    await page.getByText("Park clean-up").waitFor();

    // Filter by type.
    const filter = page.getByRole("combobox", { name: "Filter by type" });
    await filter.click();
    await page.getByRole("option", { name: "Community service" }).click();
    const cards = page.getByTestId("admin-event-card");
    await page
      .getByTestId("event-admin-count")
      .getByText(`1 of ${total + 1} events`)
      .waitFor();
    expect(await cards.count()).toBe(1);
    expect(await cards.first().getByRole("heading").textContent()).toBe("Park clean-up");
    expect(await cards.first().getByTestId("event-type").textContent()).toBe("Type: Community service");
    expect(await checkScreen(page, "admin-events-filtered")).toEqual([]);

    await filter.click();
    await page.getByRole("option", { name: "Weekend camp" }).click();
    await page
      .getByTestId("event-admin-count")
      .getByText(`1 of ${total + 1} events`)
      .waitFor();
    expect(await cards.first().getByRole("heading").textContent()).toBe("Spring camp");
    await filter.click();
    await page.getByRole("option", { name: "No type" }).click();
    expect(await cards.filter({ hasText: "Movie night" }).count()).toBe(1);
    expect(await cards.filter({ hasText: "Spring camp" }).count()).toBe(0);
    await filter.click();
    await page.getByRole("option", { name: "All types" }).click();
    expect(await cards.count()).toBe(total + 1);

    const saved = await api<{ title: string; eventType: string | null }[]>(base, "GET", "/api/events", undefined, token);
    expect(saved.find((e) => e.title === "Park clean-up")?.eventType).toBe("service");
    expect(errors).toEqual([]);
  });
});
