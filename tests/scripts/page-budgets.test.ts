import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { BUDGETS, firstLoadFiles, kb, manifestPath, measurePages, sentBytes } from "../../scripts/page-budgets.mjs";

const clientDir = fileURLToPath(new URL("../../dist/client", import.meta.url));
const built = existsSync(manifestPath(clientDir));
// `npm run test:e2e` builds first and runs this file again with the build required, so CI always
// checks the real pages; `npm test` alone may run before any build.
const buildRequired = process.env.PAGE_BUDGETS_REQUIRE_BUILD === "1";
if (!built && !buildRequired) console.warn("page budgets: no build in dist/ (npm run build), so the built pages' sizes are not checked");

/** A build of two pages sharing React, with one chunk's size planted. */
const planted = {
  "index.html": { file: "assets/index.js", isEntry: true, dynamicImports: ["src/a.tsx", "src/b.tsx"] },
  "src/a.tsx": { file: "assets/a.js", imports: ["_react.js", "index.html"], dynamicImports: ["src/dialog.tsx"] },
  "src/b.tsx": { file: "assets/b.js", imports: ["_react.js", "_big.js"] },
  "src/dialog.tsx": { file: "assets/dialog.js", imports: ["_big.js"] },
  "_react.js": { file: "assets/react.js" },
  "_big.js": { file: "assets/big.js", css: ["assets/big.css"] },
};
const sizes: Record<string, number> = { "assets/index.js": 2048, "assets/a.js": 1024, "assets/b.js": 1024, "assets/react.js": 30 * 1024 };
const plantedBudgets = [
  { page: "a", entries: ["index.html", "src/a.tsx"], goal: 40 * 1024, limit: 40 * 1024 },
  { page: "b", entries: ["index.html", "src/b.tsx"], goal: 40 * 1024, limit: 40 * 1024 },
];

describe("page budgets", () => {
  it("counts a page's entries and what they import, not what they load later", () => {
    expect(firstLoadFiles(planted, ["index.html", "src/a.tsx"])).toEqual(["assets/a.js", "assets/index.js", "assets/react.js"]);
  });

  it("fails a page whose first load grows over its limit", () => {
    const sizeOf = (big: number) => (file: string) => sizes[file] ?? big;
    const small = measurePages(planted, sizeOf(1024), plantedBudgets);
    expect(small.map((row) => row.withinLimit)).toEqual([true, true]);
    const oversize = measurePages(planted, sizeOf(20 * 1024), plantedBudgets);
    expect(oversize.map((row) => [row.page, row.withinLimit])).toEqual([
      ["a", true],
      ["b", false],
    ]);
  });

  it("stops at a module the manifest does not have", () => {
    expect(() => firstLoadFiles(planted, ["src/missing.tsx"])).toThrow(/not in the build's manifest/);
  });

  it.skipIf(!built && !buildRequired)("every built page's first-load JavaScript (brotli) is within its limit", () => {
    expect(built, "no build in dist/: run npm run build first").toBe(true);
    const manifest = JSON.parse(readFileSync(manifestPath(clientDir), "utf8"));
    const rows = measurePages(manifest, (file) => sentBytes(clientDir, file));
    const over = rows.filter((row) => !row.withinLimit).map((row) => `${row.page}: ${kb(row.bytes)} > ${kb(row.limit)}`);
    expect(over).toEqual([]);
    expect(rows.map((row) => row.page)).toEqual(BUDGETS.map((budget) => budget.page));
  });
});
