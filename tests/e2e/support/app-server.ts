import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { npmStartCommand } from "../../../scripts/npm-start";

export type RunningApp = { baseUrl: string; port: number; dataDir: string; logs: string[]; stop: () => Promise<void> };

const root = resolve(import.meta.dirname, "../../..");

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolvePort(port));
    });
  });
}

/** Settings for the app process beyond the defaults, e.g. SMTP_URL and MAIL_FROM of a test mail server. */
export type AppOptions = { env?: Record<string, string> };

/** Settings the developer's shell may carry that would change what a journey sees. */
const NOT_INHERITED = ["DATABASE_URL", "SMTP_URL", "MAIL_FROM", "SMS_WEBHOOK_URL", "PUBLIC_ORIGIN"];

/**
 * Starts the built app (as `npm start` does, flags included) on a fresh temporary DATA_DIR
 * and a free port, and waits for /api/health. Call stop() in afterAll.
 */
export async function startApp(options: AppOptions = {}): Promise<RunningApp> {
  const entry = join(root, "dist/server/index.js");
  if (!existsSync(entry) || !existsSync(join(root, "dist/client/index.html"))) {
    throw new Error("The app is not built: run `npm run build` (npm run test:e2e does it).");
  }
  const dataDir = mkdtempSync(join(tmpdir(), "scout-badges-e2e-"));
  const port = await freePort();
  const logs: string[] = [];
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of NOT_INHERITED) delete env[name];
  const start = npmStartCommand(root);
  Object.assign(env, start.env, options.env, { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, NODE_ENV: "production" });
  // The app refuses a mail server without the public address its emailed links name: here, its own.
  if (env.SMTP_URL && !env.PUBLIC_ORIGIN) env.PUBLIC_ORIGIN = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, start.args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout?.on("data", (d) => logs.push(String(d)));
  child.stderr?.on("data", (d) => logs.push(String(d)));
  const baseUrl = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`App exited with ${child.exitCode}:\n${logs.join("")}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`App did not become healthy:\n${logs.join("")}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    baseUrl,
    port,
    dataDir,
    logs,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
