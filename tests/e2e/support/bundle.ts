import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";

const clientDir = resolve(import.meta.dirname, "../../../dist/client");

/**
 * Loads `path` and returns the gzipped size (bytes) of every JavaScript file the page fetched,
 * measured from the built files (the test server does not compress).
 */
export async function gzippedJsBytes(page: Page, path: string): Promise<{ total: number; files: Record<string, number> }> {
  const urls = new Set<string>();
  const onResponse = (r: { url: () => string }) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith(".js")) urls.add(url.pathname);
  };
  page.on("response", onResponse);
  await page.goto(path, { waitUntil: "networkidle" });
  page.off("response", onResponse);
  const files: Record<string, number> = {};
  let total = 0;
  for (const p of urls) {
    const size = gzipSync(readFileSync(join(clientDir, p))).length;
    files[p] = size;
    total += size;
  }
  return { total, files };
}
