import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readTexts } from "./import-rules";

const HOOK = "lib/use-request-form.ts";

// The client's sources (tests aside), with paths from src/client.
const files = readTexts(join(import.meta.dirname, "../../src/client"), ["."]).filter(({ path }) => !/\.test\.tsx?$/.test(path));

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
