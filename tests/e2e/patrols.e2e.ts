import { describe, expect, it } from "vitest";
import { api, leaderViaApi, scoutViaApi } from "./support/api";
import { checkScreen } from "./support/checks";
import { setUpJourney } from "./support/journey";
import { expectToast } from "./support/ui";

const journey = setUpJourney();
const DAY = 24 * 60 * 60 * 1000;

type RosterEntry = { id: string; name: string; patrolId: string | null };

describe("patrols: a leader sorts the roster into patrols, a patrol leader takes the register", () => {
  it("creates two patrols, moves three scouts into one, filters by it, and its patrol leader takes its register", async () => {
    const base = journey.baseUrl;
    const leader = await leaderViaApi(base);
    const pia = await scoutViaApi(base, leader.token, { firstName: "Pia", lastName: "Hawk", email: "pia@example.com", welcomed: true });
    for (const name of ["Hal Hawk", "Hana Hawk", "Oscar Owl"]) await api(base, "POST", "/api/scouts", { name }, leader.token);
    const start = new Date(Date.now() - DAY).toISOString();
    await api(
      base,
      "POST",
      "/api/events",
      {
        title: "River walk",
        description: "Along the river.",
        imageUrl: "https://example.com/walk.jpg",
        startDate: start,
        location: "The bridge",
        tags: [],
        badgeOpportunities: [],
        maxParticipants: null,
        isFeatured: false,
      },
      leader.token,
    );

    const { page, errors } = await journey.newPage({ authToken: leader.token });
    await page.goto("/scout-management");
    for (const [name, color] of [
      ["Hawks", "#aa3300"],
      ["Owls", "#2255aa"],
    ] as const) {
      await page.getByRole("button", { name: "Add patrol" }).click();
      const dialog = page.getByRole("dialog", { name: "Add patrol" });
      await dialog.getByLabel("Patrol name").fill(name);
      await dialog.getByLabel("Colour").fill(color);
      await dialog.getByRole("button", { name: "Add patrol" }).click();
      await expectToast(page, "Patrol added", name);
    }
    const patrols = page.getByRole("list", { name: "Patrols" });
    await patrols.getByText("Owls").waitFor();

    for (const name of ["Pia Hawk", "Hal Hawk", "Hana Hawk"]) await page.getByRole("checkbox", { name: `Select ${name}` }).click();
    await page.getByRole("button", { name: "Move to patrol (3)" }).click();
    const move = page.getByRole("dialog", { name: "Move to patrol" });
    await move.getByRole("combobox", { name: "Patrol" }).click();
    await page.getByRole("option", { name: "Hawks" }).click();
    await move.getByRole("button", { name: "Move" }).click();
    await expectToast(page, "Scouts moved", "3 scouts moved to Hawks.");
    await patrols.getByText("3 scouts").waitFor();

    await page.getByRole("combobox", { name: "Patrol", exact: true }).selectOption({ label: "Hawks" });
    await expect.poll(() => page.getByTestId("scout-row").count()).toBe(3);
    expect(await page.getByRole("table", { name: "Scouts" }).getByText("Oscar Owl").count()).toBe(0);
    expect(await checkScreen(page, "patrols-roster")).toEqual([]);

    // Pia leads the Hawks (arranged: the form's checkbox is not what this journey is about).
    const roster = await api<RosterEntry[]>(base, "GET", "/api/scouts", undefined, leader.token);
    const piaEntry = roster.find((s) => s.name === "Pia Hawk");
    await api(base, "PATCH", `/api/scouts/${piaEntry?.id}`, { patrolLeader: true }, leader.token);

    const scout = await journey.newPage({ authToken: pia.token });
    await scout.page.goto("/");
    await scout.page.getByRole("heading", { name: "My patrol" }).waitFor();
    await scout.page.getByRole("list", { name: "Patrol mates" }).getByText("Hal Hawk").waitFor();
    await scout.page.getByRole("button", { name: "Take the register" }).click();
    const register = scout.page.getByRole("dialog", { name: "Take the register" });
    await register.getByRole("combobox", { name: /Event/ }).click();
    await scout.page.getByRole("option", { name: /River walk/ }).click();
    const rows = register.getByRole("list", { name: "Your patrol" });
    await rows.getByRole("group", { name: "Hana Hawk" }).waitFor();
    expect(await checkScreen(scout.page, "patrols-register")).toEqual([]);
    for (const name of ["Hal Hawk", "Hana Hawk", "Pia Hawk"]) {
      await rows
        .getByRole("group", { name })
        .getByRole("button", { name: name === "Hana Hawk" ? "Absent" : "Present" })
        .click();
    }
    await register.getByRole("button", { name: "Save register" }).click();
    await expectToast(scout.page, "Register saved", "Saved attendance for 3 scouts.");

    const records = await api<{ scoutName: string; status: string }[]>(base, "GET", "/api/attendance", undefined, leader.token);
    expect(records.map((r) => `${r.scoutName}: ${r.status}`).sort()).toEqual([
      "Hal Hawk: present",
      "Hana Hawk: absent",
      "Pia Hawk: present",
    ]);
    expect(errors).toEqual([]);
    expect(scout.errors).toEqual([]);
  });
});
