import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { npmStartCommand } from "../../scripts/npm-start";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const folders: string[] = [];

function projectWithStart(start: string) {
  const root = mkdtempSync(join(tmpdir(), "npm-start-"));
  folders.push(root);
  writeFileSync(join(root, "package.json"), JSON.stringify({ scripts: { start } }));
  return root;
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("npmStartCommand", () => {
  it("reads this project's start script: the allocator setting, Node's flags and the built server", () => {
    const { env, args } = npmStartCommand(ROOT);
    expect(env).toEqual({ GLIBC_TUNABLES: "glibc.malloc.trim_threshold=1048576" });
    expect(args).toEqual(["--max-semi-space-size=8", "--v8-pool-size=1", "dist/server/index.js"]);
  });

  it("takes every leading assignment as environment, and none after node", () => {
    const root = projectWithStart("A=1 B_2=x=y node --flag server.js C=3");
    expect(npmStartCommand(root)).toEqual({ env: { A: "1", B_2: "x=y" }, args: ["--flag", "server.js", "C=3"] });
    expect(npmStartCommand(projectWithStart("node server.js"))).toEqual({ env: {}, args: ["server.js"] });
  });

  it("refuses a start script that does not run node", () => {
    expect(() => npmStartCommand(projectWithStart("A=1 tsx server.ts"))).toThrow("runs tsx, not node");
  });
});
