/**
 * Start-up cost of the built server on the embedded database: time from launch until
 * /api/health answers (a first start on an empty folder copies the built empty database; a restart
 * opens it), and the resident memory of the idle process after each.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { npmStartCommand } from "../scripts/npm-start";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const SERVER_ENTRY = join(ROOT, "dist/server/index.js");

export type StartupMeasure = { start: "first" | "restart"; readyMs: number; idleRssMb: number };

/** Resident memory of a process, from /proc (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/**
 * Launches the built server as `npm start` runs it (its Node flags are part of what is measured),
 * with `env` on top, and resolves with its URL once it logs that it listens.
 */
export async function launchBuilt(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const start = npmStartCommand(ROOT);
  const child = spawn(process.execPath, start.args, {
    cwd: ROOT,
    env: { ...process.env, ...start.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const base = await new Promise<string>((resolve, reject) => {
    let out: string | null = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      // Once it listens, its log (a line per request) is read and dropped, not kept.
      if (out === null) return;
      out += chunk.toString();
      const match = /running on (http:\/\/localhost:\d+)/.exec(out);
      if (match?.[1]) {
        resolve(match[1].replace("localhost", "127.0.0.1"));
        out = null;
      }
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}: ${out?.slice(-500)}`)));
  });
  return { child, base };
}

async function startOnce(dataDir: string, start: StartupMeasure["start"], idleMs: number): Promise<StartupMeasure> {
  const t0 = performance.now();
  const { child, base } = await launchBuilt({ DATA_DIR: dataDir, DATABASE_URL: "" });
  const res = await fetch(`${base}/api/health`);
  if (!res.ok) throw new Error(`health answered ${res.status}`);
  const readyMs = performance.now() - t0;
  await new Promise((resolve) => setTimeout(resolve, idleMs));
  const idleRssMb = rssMb(child.pid as number);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
  return { start, readyMs, idleRssMb };
}

/** First start on an empty folder, then a restart on the same folder; null when the server is not built. */
export async function measureStartup(idleMs = 5000): Promise<StartupMeasure[] | null> {
  if (!existsSync(SERVER_ENTRY)) return null;
  const dataDir = mkdtempSync(join(tmpdir(), "scout-badges-startup-"));
  try {
    return [await startOnce(dataDir, "first", idleMs), await startOnce(dataDir, "restart", idleMs)];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
