import { afterAll } from "vitest";
import { type App, buildApp } from "../../src/server/app";
import type { Database } from "../../src/server/db/client";
import { createTestDatabase } from "./test-database";

export type TestApp = { app: App; database: Database; close: () => Promise<void> };

/** buildApp on a fresh database; closed automatically after the file's tests. */
export async function createTestApp(): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({ database });
  await app.ready();
  const close = async () => {
    await app.close();
    await database.close();
  };
  afterAll(close);
  return { app, database, close };
}
