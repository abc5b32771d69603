import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync } from "node:zlib";
import type { Page, Response } from "playwright-core";

const clientDir = resolve(import.meta.dirname, "../../../dist/client");

/** The bytes a browser that accepts brotli receives: the build's file.br, as the server sends it. */
function brotliBytes(path: string): number {
  const file = join(clientDir, path);
  return existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length : brotliCompressSync(readFileSync(file)).length;
}

/**
 * Loads `path` and returns the brotli-compressed size (bytes) of every JavaScript file the page
 * fetched as a script, read from the built files (what the server sends to a browser that accepts
 * brotli), and the files it only prefetched for a next page.
 */
export async function compressedJsBytes(
  page: Page,
  path: string,
): Promise<{ total: number; files: Record<string, number>; prefetched: string[] }> {
  const scripts = new Set<string>();
  const prefetched = new Set<string>();
  const onResponse = (r: Response) => {
    const url = new URL(r.url());
    if (!url.pathname.endsWith(".js")) return;
    (r.request().resourceType() === "script" ? scripts : prefetched).add(url.pathname);
  };
  page.on("response", onResponse);
  await page.goto(path, { waitUntil: "networkidle" });
  page.off("response", onResponse);
  const files: Record<string, number> = {};
  let total = 0;
  for (const p of scripts) {
    const size = brotliBytes(p);
    files[p] = size;
    total += size;
  }
  return { total, files, prefetched: [...prefetched] };
}
