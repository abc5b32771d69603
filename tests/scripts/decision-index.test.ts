import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const dir = join(import.meta.dirname, "../../docs/decisions");
const decisions = readdirSync(dir).filter((name) => /^\d{3}-.+\.md$/.test(name));
const index = readFileSync(join(dir, "README.md"), "utf8");

describe("the decision record", () => {
  it("lists every decision in its index, with its number and link", () => {
    const missing = decisions.filter((name) => !index.includes(`| ${name.slice(0, 3)} | [`) || !index.includes(`](${name})`));
    expect(missing).toEqual([]);
  });

  it("gives every decision its date and status line", () => {
    const undated = decisions.filter((name) => !/^Date: \d{4}-\d{2}-\d{2} · Status: /m.test(readFileSync(join(dir, name), "utf8")));
    expect(undated).toEqual([]);
  });
});
