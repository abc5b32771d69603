import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/setup/test-database";
import { packageRoot } from "./lib/package-root";

/** Every child this file starts, so none outlives the tests even when one hangs before listening. */
const started: ChildProcess[] = [];

/**
 * Starts the real entry point (as `npm run dev` does) in `cwd` with the default DATA_DIR (./data)
 * and waits for its "running on" line.
 */
function start(cwd: string): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const root = packageRoot();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info" };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  // tsx's loader in the server's own process, not its CLI: the CLI relays SIGTERM to a child process
  // and kills it outright when the child has not acknowledged within 30 ms, which a busy machine misses.
  const loader = pathToFileURL(join(root, "node_modules", "tsx", "dist", "loader.mjs")).href;
  const child = spawn(process.execPath, ["--import", loader, join(root, "src", "server", "index.ts")], {
    cwd,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let text = "";
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const match = /running on http:\/\/localhost:(\d+)/.exec(text);
      if (match) resolve({ child, port: Number(match[1]), output: () => text });
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", (code) => reject(new Error(`server exited (${code}) before listening: ${text}`)));
  });
}

describe("the server process", () => {
  const root = mkdtempSync(join(tmpdir(), "scout-badges-process-"));
  afterAll(() => {
    for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    rmSync(root, { recursive: true, force: true });
  });

  it("refuses settings it cannot start with in one clear line, without a stack trace, and exits 1", async () => {
    const loader = pathToFileURL(join(packageRoot(), "node_modules", "tsx", "dist", "loader.mjs")).href;
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: "0", HOST: "127.0.0.1", SMTP_URL: "smtp://127.0.0.1:1025" };
    delete env.PUBLIC_ORIGIN;
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ["--import", loader, join(packageRoot(), "src", "server", "index.ts")], {
      cwd: root,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    started.push(child);
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    expect(stderr.trim().split("\n")).toEqual([expect.stringMatching(/^Invalid settings: SMTP_URL is set without PUBLIC_ORIGIN/)]);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "refuses, in one line, a DATABASE_URL whose role row-level security does not hold (a superuser)",
    async () => {
      const database = await createTestDatabase();
      try {
        const loader = pathToFileURL(join(packageRoot(), "node_modules", "tsx", "dist", "loader.mjs")).href;
        const env: NodeJS.ProcessEnv = { ...process.env, PORT: "0", HOST: "127.0.0.1", DATABASE_URL: database.url };
        const child = spawn(process.execPath, ["--import", loader, join(packageRoot(), "src", "server", "index.ts")], {
          cwd: root,
          env,
          stdio: ["ignore", "pipe", "pipe"],
        });
        started.push(child);
        let stderr = "";
        child.stderr?.on("data", (chunk: Buffer) => {
          stderr += chunk.toString();
        });
        const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
        expect(code).toBe(1);
        expect(stderr.trim().split("\n")).toEqual([
          expect.stringMatching(
            /^DATABASE_URL connects as "postgres", a role that is a superuser or has BYPASSRLS.*without SUPERUSER and BYPASSRLS/,
          ),
        ]);
      } finally {
        await database.close();
      }
    },
    60_000,
  );

  it("creates ./data, migrates, serves, and exits 0 on SIGTERM", async () => {
    const dataDir = join(root, "data");
    const { child, port, output } = await start(root);
    try {
      expect(port).toBeGreaterThan(0);
      expect(existsSync(dataDir)).toBe(true);
      // Password hashes and children's notes: only the app's own user may enter the folder.
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: "ok" });
      const branding = await fetch(`http://127.0.0.1:${port}/api/troop/branding`);
      expect((await branding.json()).troopName).toBe("My Scout Troop");

      const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
      expect(output()).toContain("shutting down");
      // Nothing listens any more.
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    }
  }, 120_000);
});
