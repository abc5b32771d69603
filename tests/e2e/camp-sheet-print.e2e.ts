import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { api, leaderViaApi, signupViaApi } from "./support/api";
import { checkScreen } from "./support/checks";
import { setUpJourney } from "./support/journey";

const journey = setUpJourney();
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const resultsDir = join(process.cwd(), "test-results");

const CHILDREN = [
  {
    name: "Ada Pine",
    dateOfBirth: "2014-03-02",
    allergies: "Peanuts (carries an EpiPen)",
    medicalNotes: "Asthma: inhaler in the front pocket of her bag.",
    dietaryNeeds: "Vegetarian",
  },
  { name: "Ben Ode", dateOfBirth: "2015-07-19", allergies: null, medicalNotes: null, dietaryNeeds: "No pork" },
  {
    name: "Cara Diaz",
    dateOfBirth: "2013-11-30",
    allergies: "Bee stings",
    medicalNotes: "Gets travel sick on long drives: sit at the front.",
    dietaryNeeds: null,
  },
  { name: "Dev Shah", dateOfBirth: null, allergies: null, medicalNotes: null, dietaryNeeds: null },
];

/** The camp sheet: every going child's health and contact details on one printed page, and a log of who looked. */
describe("camp sheet", () => {
  it("prints as one clean page, and lists who viewed it", async () => {
    const base = journey.baseUrl;
    const leader = await leaderViaApi(base);
    const event = await api<{ id: string }>(
      base,
      "POST",
      "/api/events",
      { title: "Summer Camp", description: "Three nights.", imageUrl: "/badges/camper.svg", startDate: inDays(12), location: "Pine Lake" },
      leader.token,
    );
    // Each child is on the roster with their health notes, signs up with the leader's code and answers Going.
    for (const [i, child] of CHILDREN.entries()) {
      const email = `${child.name.split(" ")[0]?.toLowerCase()}@example.com`;
      const scout = await api<{ id: string }>(
        base,
        "POST",
        "/api/scouts",
        { ...child, email, emergencyContact: `Parent of ${child.name}`, emergencyPhone: `07700 90012${i}` },
        leader.token,
      );
      const { code } = await api<{ code: string }>(base, "POST", `/api/scouts/${scout.id}/invite`, undefined, leader.token);
      const [firstName = "", lastName = ""] = child.name.split(" ");
      const user = await signupViaApi(base, { email, password: "scout-pass-1", firstName, lastName, role: "scout", inviteCode: code });
      await api(base, "PUT", `/api/events/${event.id}/reply`, { answer: "yes" }, user.token);
    }

    const { page, errors } = await journey.newPage({ authToken: leader.token });
    await page.goto("/admin");
    await page.getByRole("tab", { name: "Events" }).click();
    await page.getByRole("button", { name: "Camp sheet for Summer Camp" }).click();
    const sheet = page.getByTestId("camp-sheet");
    await sheet.getByRole("heading", { name: "Camp sheet: Summer Camp" }).waitFor();
    await page
      .getByTestId("camp-sheet-views")
      .getByText(/Viewed by Lena Leader/)
      .waitFor();
    expect(await checkScreen(page, "camp-sheet")).toEqual([]);

    // Printed: the sheet alone, on one page.
    mkdirSync(resultsDir, { recursive: true });
    const pdf = join(resultsDir, "camp-sheet.pdf");
    await page.emulateMedia({ media: "print" });
    await page.pdf({
      path: pdf,
      format: "A4",
      printBackground: true,
      // No margins given: the sheet's own (its @page) keep the text off the paper's edge.
    });
    const info = execFileSync("pdfinfo", [pdf], { encoding: "utf8" });
    expect(info).toMatch(/^Pages:\s+1$/m);
    execFileSync("pdftoppm", ["-png", "-r", "80", "-singlefile", pdf, join(resultsDir, "camp-sheet-print")]);
    const text = execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" });
    // Every word at least 9 mm (25.5 pt) from each side of the A4 page (595 × 842 pt).
    const boxes = [
      ...execFileSync("pdftotext", ["-bbox", pdf, "-"], { encoding: "utf8" }).matchAll(
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">/g,
      ),
    ].map((m) => m.slice(1, 5).map(Number) as [number, number, number, number]);
    expect(boxes.length).toBeGreaterThan(20);
    const MARGIN = 25.5;
    expect(boxes.every(([x0, y0, x1, y1]) => x0 >= MARGIN && y0 >= MARGIN && x1 <= 595 - MARGIN && y1 <= 842 - MARGIN)).toBe(true);
    expect(text).toContain("Camp sheet: Summer Camp");
    expect(text).toContain("Peanuts");
    // Only the sheet prints: not the page under the dialog, the tabs or the view log.
    expect(text).not.toContain("Manage badges and events");
    expect(text).not.toContain("Viewed by");

    // On a phone: one card per child, health and consent first, nothing scrolling sideways.
    await page.emulateMedia({ media: "screen" });
    await page.setViewportSize({ width: 360, height: 780 });
    const cards = page.getByTestId("camp-sheet-card");
    await cards.first().waitFor();
    expect(await cards.count()).toBe(CHILDREN.length);
    const ada = cards.filter({ hasText: "Ada Pine" });
    expect(await ada.innerText()).toMatch(/Allergies\s+Peanuts \(carries an EpiPen\)\s+Medical\s+Asthma/);
    expect(await page.getByRole("table").isVisible()).toBe(false);
    const sideways = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("[role=dialog], [role=dialog] *")]
        // A screen reader's text is clipped by design (sr-only).
        .filter((el) => el.scrollWidth > el.clientWidth + 1 && !el.classList.contains("sr-only"))
        .map((el) => `${el.tagName}.${el.className}`),
    );
    expect(sideways).toEqual([]);
    expect(await checkScreen(page, "camp-sheet-phone")).toEqual([]);
    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 1280, height: 800 });

    // Where the notes come from: the scout's Health card on the roster (each read logged), and the troop's currency.
    await page.goto("/scout-management");
    await page.getByRole("button", { name: "Health notes of Ada Pine" }).click();
    const healthCard = page.getByRole("dialog", { name: "Health notes of Ada Pine" });
    await healthCard.getByRole("button", { name: "Show health notes" }).click();
    expect(await healthCard.getByLabel("Allergies").inputValue()).toBe("Peanuts (carries an EpiPen)");
    await healthCard
      .getByRole("list", { name: "Who has read Ada Pine's health notes" })
      .getByText(/Lena Leader/)
      .waitFor();
    expect(await checkScreen(page, "scout-health-card")).toEqual([]);
    await page.keyboard.press("Escape");
    await page.goto("/troop-settings");
    expect(await page.getByLabel("Currency").inputValue()).toBe("USD");
    expect(await checkScreen(page, "troop-settings-currency")).toEqual([]);
    expect(errors).toEqual([]);
  });
});
