import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import jsQR from "jsqr";
import type { Page } from "playwright-core";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { api, leaderViaApi, scoutViaApi } from "./support/api";
import { checkScreen } from "./support/checks";
import { setUpJourney } from "./support/journey";

const journey = setUpJourney();
const resultsDir = resolve(import.meta.dirname, "../../test-results");

type Cards = { cards: { scoutId: string; scoutName: string; code: string }[]; withAccount: { name: string }[] };

/** Prints the page as it is (print media) to a PDF, renders its first page to PNG; the number of pages and the text. */
async function printed(page: Page, name: string, options: { format: "A4" | "Letter"; landscape?: boolean }) {
  mkdirSync(resultsDir, { recursive: true });
  const pdf = join(resultsDir, `${name}.pdf`);
  await page.pdf({ path: pdf, format: options.format, landscape: options.landscape ?? false, printBackground: true });
  const info = execFileSync("pdfinfo", [pdf], { encoding: "utf8" });
  const [, width = "0", height = "0"] = info.match(/Page size:\s+([\d.]+) x ([\d.]+)/) ?? [];
  execFileSync("pdftoppm", ["-png", "-r", "150", "-singlefile", pdf, join(resultsDir, name)]);
  return {
    pages: Number(info.match(/^Pages:\s+(\d+)$/m)?.[1]),
    landscape: Number(width) > Number(height),
    text: execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" }),
    png: PNG.sync.read(readFileSync(join(resultsDir, `${name}.png`))),
  };
}

/** The QR code in one part of a rendered page (fractions of its width and height), decoded. */
function qrIn(png: PNG, part: { x: number; y: number; width: number; height: number }): string | null {
  const x0 = Math.round(png.width * part.x);
  const y0 = Math.round(png.height * part.y);
  const width = Math.round(png.width * part.width);
  const height = Math.round(png.height * part.height);
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let row = 0; row < height; row++) {
    const from = ((y0 + row) * png.width + x0) * 4;
    pixels.set(png.data.subarray(from, from + width * 4), row * width * 4);
  }
  return jsQR(pixels, width, height)?.data ?? null;
}

describe("paper: invite cards and certificates", () => {
  it("prints the selected scouts' invite cards on one sheet with QR codes that scan, and a certificate per award", async () => {
    const base = journey.baseUrl;
    const leader = await leaderViaApi(base);
    const { troopName } = await api<{ troopName: string }>(base, "GET", "/api/troop/configuration", undefined, leader.token);
    await scoutViaApi(base, leader.token, { firstName: "Zac", lastName: "Member", email: "zac@example.com" });
    const roster: { id: string; name: string }[] = [];
    for (const name of ["Ada Pine", "Ben Ode", "Cara Diaz", "Dev Shah", "Eve Oak", "Finn Ash", "Gus Elm", "Hal Yew", "Ivy Moss"]) {
      roster.push(await api<{ id: string; name: string }>(base, "POST", "/api/scouts", { name }, leader.token));
    }
    // Ada's card was printed before: the sheet shows her code again rather than replacing it.
    const ada = await api<{ code: string }>(base, "POST", `/api/scouts/${roster[0]?.id}/invite`, undefined, leader.token);

    const { page, errors } = await journey.newPage({ authToken: leader.token });
    await page.goto("/scout-management");
    await page.getByRole("checkbox", { name: "Select all scouts" }).click();
    const made = page.waitForResponse((r) => r.url().endsWith("/api/scouts/invites") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Print invite cards" }).click();
    const sheet = (await (await made).json()) as Cards;
    const dialog = page.getByRole("dialog");
    await dialog.getByText("1 already have an account").waitFor();
    await dialog.getByText("9 cards on 2 pages.").waitFor();
    await expect.poll(() => dialog.getByRole("button", { name: "Print cards" }).isEnabled()).toBe(true);
    expect(sheet.cards.map((card) => card.scoutName)).toEqual(roster.map((scout) => scout.name));
    expect(sheet.cards[0]?.code).toBe(ada.code);
    expect(await checkScreen(page, "paper-invite-cards")).toEqual([]);

    await page.emulateMedia({ media: "print" });
    for (const format of ["A4", "Letter"] as const) {
      const pdf = await printed(page, `paper-invite-cards-${format}`, { format });
      // Eight to a page: the ninth card starts a second page.
      expect(pdf.pages).toBe(2);
      expect(pdf.text).toContain("Ada Pine");
      expect(pdf.text).toContain("Ivy Moss");
      expect(pdf.text).toContain("Expires");
      expect(pdf.text).not.toContain("Zac Member");
      expect(pdf.text).not.toContain("Scout Roster");
      // The first card, top left: its QR code scans to Ada's join link.
      expect(qrIn(pdf.png, { x: 0, y: 0, width: 0.5, height: 0.26 })).toBe(`${base}/login?invite=${ada.code}`);
      // The eighth, last of the fourth row.
      expect(qrIn(pdf.png, { x: 0.5, y: 0.72, width: 0.5, height: 0.26 })).toBe(`${base}/login?invite=${sheet.cards[7]?.code}`);
    }
    await page.emulateMedia({ media: null });
    await page.keyboard.press("Escape");

    // Certificates: three awards to present, one landscape page each.
    for (const [scout, badgeName] of [
      [roster[0], "Knots"],
      [roster[0], "Camper"],
      [roster[1], "Knots"],
    ] as const) {
      const badges = await api<{ id: string; name: string }[]>(base, "GET", "/api/badges", undefined, leader.token);
      const badge =
        badges.find((b) => b.name === badgeName) ??
        (await api<{ id: string; name: string }>(
          base,
          "POST",
          "/api/badges",
          {
            name: badgeName,
            description: "For the ceremony.",
            imageUrl: `/badges/${badgeName.toLowerCase()}.svg`,
            category: "skills",
            requirements: ["Show a leader"],
          },
          leader.token,
        ));
      await api(base, "POST", `/api/scouts/${scout?.id}/award-badge`, { badgeId: badge.id }, leader.token);
    }
    await page.reload();
    await page.getByRole("tab", { name: "Badges to present" }).click();
    await page.getByTestId("to-present-list").getByText("Ben Ode").waitFor();
    await page.getByRole("button", { name: "Certificates" }).click();
    const certificates = page.getByRole("dialog");
    await certificates.getByText("3 certificates for every badge to present, one to a landscape page.").waitFor();
    expect(await certificates.getByTestId("certificate").count()).toBe(3);
    expect(await checkScreen(page, "paper-certificates")).toEqual([]);

    await page.emulateMedia({ media: "print" });
    const pdf = await printed(page, "paper-certificates-print", { format: "A4", landscape: true });
    expect(pdf.pages).toBe(3);
    expect(pdf.landscape).toBe(true);
    for (const text of ["Certificate of Achievement", troopName, "Ada Pine", "Ben Ode", "Knots badge", "Camper badge", "Lena Leader"]) {
      expect(pdf.text).toContain(text);
    }
    expect(pdf.text).not.toContain("Mark all as presented");
    expect(errors).toEqual([]);
  });
});
