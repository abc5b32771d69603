import type { ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { outcomeOf, spawnSource } from "../../tests/setup/run-source";
import { createTestDatabase } from "../../tests/setup/test-database";

const SERVER = "src/server/index.ts";

/** Every child this file starts, so none outlives the tests even when one hangs before listening. */
const started: ChildProcess[] = [];

/**
 * Starts the real entry point (as `npm run dev` does) in `cwd` with the default DATA_DIR (./data)
 * and waits for its "running on" line.
 */
function start(cwd: string): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info" };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  const child = spawnSource(SERVER, [], { cwd, env });
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

  /** Starts the server with `env`, without the settings named in `unset`, and waits for it to give up: what it said on stderr, line by line. */
  const refusal = async (env: NodeJS.ProcessEnv, unset: string[] = []) => {
    const full: NodeJS.ProcessEnv = { ...process.env, PORT: "0", HOST: "127.0.0.1", ...env };
    for (const name of unset) delete full[name];
    const child = spawnSource(SERVER, [], { cwd: root, env: full });
    started.push(child);
    const { code, stderr } = await outcomeOf(child);
    expect(code).toBe(1);
    return stderr.split("\n");
  };

  it("refuses settings it cannot start with in one clear line, without a stack trace, and exits 1", async () => {
    expect(await refusal({ SMTP_URL: "smtp://127.0.0.1:1025" }, ["PUBLIC_ORIGIN", "DATABASE_URL"])).toEqual([
      expect.stringMatching(/^Invalid settings: SMTP_URL is set without PUBLIC_ORIGIN/),
    ]);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "refuses, in one line, a DATABASE_URL whose role row-level security does not hold (a superuser)",
    async () => {
      const database = await createTestDatabase();
      try {
        expect(await refusal({ DATABASE_URL: database.url })).toEqual([
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
