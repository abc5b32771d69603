import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { packageRoot } from "../../src/server/lib/package-root";

/**
 * Runs one of the app's TypeScript entry points (`src/server/index.ts`, the operator's command line)
 * as a process of its own. tsx's loader runs in that process, not its CLI: the CLI relays SIGTERM to
 * a child process and kills it outright when the child has not acknowledged within 30 ms, which a
 * busy machine misses.
 */
export function spawnSource(path: string, args: string[], options: { env: NodeJS.ProcessEnv; cwd?: string }): ChildProcess {
  const loader = pathToFileURL(join(packageRoot(), "node_modules", "tsx", "dist", "loader.mjs")).href;
  return spawn(process.execPath, ["--import", loader, join(packageRoot(), path), ...args], {
    cwd: options.cwd,
    env: options.env,
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** What a process said and how it ended, once it has. */
export function outcomeOf(child: ChildProcess): Promise<{ code: number | null; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, stdout: stdout.trim(), stderr: stderr.trim() })));
}
