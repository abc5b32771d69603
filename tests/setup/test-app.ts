import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import { type App, type BuildAppOptions, buildApp } from "../../src/server/app";
import { createTestDatabase, type TestDatabase } from "./test-database";

export type TestApp = { app: App; database: TestDatabase; close: () => Promise<void> };

/** buildApp on a fresh database; closed automatically after the file's tests. */
export async function createTestApp(options: Omit<BuildAppOptions, "database"> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({ ...options, database });
  await app.ready();
  const close = async () => {
    await app.close();
    await database.close();
  };
  afterAll(close);
  return { app, database, close };
}

/** A folder holding a built client's index.html, for the server to serve; removed after the file's tests. */
export function createClientDir(indexHtml: string): string {
  const dir = mkdtempSync(join(tmpdir(), "scout-badges-client-"));
  writeFileSync(join(dir, "index.html"), indexHtml);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
