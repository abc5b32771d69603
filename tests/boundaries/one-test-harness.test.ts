import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

const serverTests = testFiles(join(root, "src/server")).map((path) => ({
  path: relative(root, path),
  text: readFileSync(path, "utf8"),
}));

describe("every server test", () => {
  it("sends its requests through the one harness (as(user).get/post/put/patch/del), never its own inject", () => {
    const own = serverTests.filter(({ text }) => /\.inject\(/.test(text) || /\bconst (call|inject) = \(method/.test(text));
    expect(own.map((file) => file.path)).toEqual([]);
    // It proves something: the files that make requests use the harness.
    const usingHarness = serverTests.filter(({ text }) => /(?<![\w.])as\([^)]*\)\.(get|post|put|patch|del|send)\(|requestsTo\(/.test(text));
    expect(usingHarness.length).toBeGreaterThan(60);
  });
});
