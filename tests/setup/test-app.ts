import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import { type App, type BuildAppOptions, buildApp } from "../../src/server/app";
import { requestsTo } from "./request-as";
import { createTestDatabase, type TestDatabase } from "./test-database";

export type TestApp = {
  app: App;
  database: TestDatabase;
  /** Requests as someone: `as(leader).post(url, body)`, `as(null)` signed out (see request-as.ts). */
  as: ReturnType<typeof requestsTo>;
  close: () => Promise<void>;
};

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
  return { app, database, as: requestsTo(app), close };
}

/** The root element's content of a page the server drew without a first view (the landing and sign-in pages). */
export const renderedRootOf = (html: string) =>
  /<div id="root"[^>]*>([\s\S]*)<\/div>(?:<template[\s\S]*?<\/template>)?\s*<\/body>/.exec(html)?.[1] ?? "";

/** The built page as Vite writes it: the first script, the styles and the preloads of the app's root. */
export const BUILT_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Scout Badges</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
    <link rel="modulepreload" crossorigin href="/assets/mount-abc.js">
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** A folder holding a built client's index.html, for the server to serve; removed after the file's tests. */
export function createClientDir(indexHtml: string): string {
  const dir = mkdtempSync(join(tmpdir(), "scout-badges-client-"));
  writeFileSync(join(dir, "index.html"), indexHtml);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
