import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

const resultsDir = resolve(import.meta.dirname, "../../../test-results");

/** Serious and critical axe violations on the page, formatted for an assertion message ([] when clean). */
export async function axeViolations(page: Page, { exclude = [] as string[] } = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 5)
          .join(" | ")}`,
    );
}

/** Writes test-results/<name>.png (full page) and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(resultsDir, { recursive: true });
  const path = join(resultsDir, `${name.replace(/[^a-z0-9-_]+/gi, "-")}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** How far the document is wider than the viewport (0 = no horizontal scroll). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Checks a screen at 360 px wide: no horizontal scroll, then restores the previous viewport.
 * Returns the overflow in pixels (expect 0) after saving a screenshot named `<name>-360`.
 */
export async function check360(page: Page, name: string): Promise<number> {
  const previous = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.waitForTimeout(150);
  const overflow = await horizontalOverflow(page);
  await screenshot(page, `${name}-360`);
  if (previous) await page.setViewportSize(previous);
  return overflow;
}

/** axe + 360 px + a desktop screenshot for one screen; returns problems (expect []). */
export async function checkScreen(page: Page, name: string, options: { axeExclude?: string[] } = {}): Promise<string[]> {
  await screenshot(page, name);
  const problems = await axeViolations(page, { exclude: options.axeExclude });
  const overflow = await check360(page, name);
  if (overflow > 0) problems.push(`${name}: ${overflow}px horizontal overflow at 360px`);
  return problems;
}
