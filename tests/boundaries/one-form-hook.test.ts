import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const client = join(root, "src/client");
const HOOK = "lib/use-request-form.ts";

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sources(client).map((path) => ({ path: relative(client, path), text: readFileSync(path, "utf8") }));

describe("every form", () => {
  it("is made by the one hook: no form of its own, no resolver of its own, no list of fields for the server's messages", () => {
    const own = files.filter(
      ({ path, text }) =>
        path !== HOOK &&
        path !== "lib/server-field-errors.ts" &&
        (/\buseForm\s*[<(]/.test(text) || /@hookform\/resolvers/.test(text) || /\bapplyServerFieldErrors\b/.test(text)),
    );
    expect(own.map((file) => file.path)).toEqual([]);
    // It proves something: the hook is what the forms use.
    expect(files.filter(({ text }) => /\buseRequestForm\(/.test(text)).length).toBeGreaterThanOrEqual(29);
  });

  it("keeps its rules in a file named for the form, beside it", () => {
    const rules = files.filter(({ path, text }) => /\brequestForm\(/.test(text) && !["lib/request-form.ts", HOOK].includes(path));
    expect(rules.filter(({ path }) => !/-form-rules\.ts$/.test(path)).map((file) => file.path)).toEqual([]);
    // A screen writes no schema of its own: its rules are in the rules file, or the shared schema is used as it is.
    const screensWithSchemas = files.filter(
      ({ path, text }) => path.endsWith(".tsx") && /^import \{[^}]*\bz\b[^}]*\} from "zod"/m.test(text),
    );
    expect(screensWithSchemas.map((file) => file.path)).toEqual([]);
  });
});
