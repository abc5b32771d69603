import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * What `npm start` gives `node` (package.json's start script without its leading `node`): the
 * server's entry and the flags it runs with, so the start-up bench and the browser journeys launch
 * the server exactly as production does. Paths are relative to the project's root.
 */
export function npmStartArgs(root: string): string[] {
  const { scripts } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: { start: string } };
  const [command, ...args] = scripts.start.trim().split(/\s+/);
  if (command !== "node") throw new Error(`package.json's start script runs ${command}, not node`);
  return args;
}
