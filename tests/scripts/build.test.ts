import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { markBuilt, needsBuild } from "../../scripts/build.mjs";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A project with one source file written `secondsAgo` ago. */
function project(secondsAgo: number) {
  const root = mkdtempSync(join(tmpdir(), "build-if-needed-"));
  folders.push(root);
  mkdirSync(join(root, "src"));
  const source = join(root, "src", "main.ts");
  writeFileSync(source, "export {};");
  const at = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(source, at, at);
  utimesSync(join(root, "src"), at, at);
  return { root, source };
}

function build(root: string, startedSecondsAgo: number) {
  mkdirSync(join(root, "dist", "server"), { recursive: true });
  writeFileSync(join(root, "dist", "server", "index.js"), "");
  markBuilt(root, new Date(Date.now() - startedSecondsAgo * 1000));
}

describe("npm start's build step", () => {
  it("builds when there is no build yet", () => {
    expect(needsBuild(project(60).root)).toBe(true);
  });

  it("does not build again when nothing changed since the last build", () => {
    const { root } = project(60);
    build(root, 30);
    expect(needsBuild(root)).toBe(false);
  });

  it("builds again after a source changed, also one saved while the last build ran", () => {
    const { root, source } = project(60);
    build(root, 30);
    const now = new Date();
    utimesSync(source, now, now);
    expect(needsBuild(root)).toBe(true);
    const during = project(20);
    build(during.root, 30);
    expect(needsBuild(during.root)).toBe(true);
  });

  it("builds when the build folder lost its server", () => {
    const { root } = project(60);
    build(root, 30);
    rmSync(join(root, "dist", "server"), { recursive: true });
    expect(needsBuild(root)).toBe(true);
  });
});
