import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readTexts } from "./import-rules";

const serverTests = readTexts(join(import.meta.dirname, "../.."), ["src/server"], /\.test\.ts$/);

describe("every server test", () => {
  it("sends its requests through the one harness (as(user).get/post/put/patch/del), never its own inject", () => {
    const own = serverTests.filter(({ text }) => /\.inject\(/.test(text) || /\bconst (call|inject) = \(method/.test(text));
    expect(own.map((file) => file.path)).toEqual([]);
    // It proves something: the files that make requests use the harness.
    const usingHarness = serverTests.filter(({ text }) => /(?<![\w.])as\([^)]*\)\.(get|post|put|patch|del|send)\(|requestsTo\(/.test(text));
    expect(usingHarness.length).toBeGreaterThan(60);
  });
});
