import { readFileSync } from "node:fs";
import { join } from "node:path";

export type NpmStart = { env: Record<string, string>; args: string[] };

const ASSIGNMENT = /^([A-Z_][A-Z0-9_]*)=(.*)$/;

/**
 * What `npm start` runs (package.json's start script): the environment it sets before `node` and
 * what it gives `node` (the flags it runs with and the server's entry), so the start-up bench and
 * the browser journeys launch the server exactly as production does. Paths are relative to the
 * project's root.
 */
export function npmStartCommand(root: string): NpmStart {
  const { scripts } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: { start: string } };
  const words = scripts.start.trim().split(/\s+/);
  const env: Record<string, string> = {};
  for (let match = ASSIGNMENT.exec(words[0] ?? ""); match; match = ASSIGNMENT.exec(words[0] ?? "")) {
    env[match[1] as string] = match[2] as string;
    words.shift();
  }
  const [command, ...args] = words;
  if (command !== "node") throw new Error(`package.json's start script runs ${command}, not node`);
  return { env, args };
}
