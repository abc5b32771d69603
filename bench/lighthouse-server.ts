/**
 * The built client served by the app on a fresh embedded database holding the bench's troop,
 * for `npm run lighthouse`. Prints one JSON line {base, leaderToken, scoutToken} once it listens;
 * SIGTERM stops it and removes the database folder.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../src/server/app";
import { openDatabase } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { clientDir } from "../src/server/plugins/static";
import { seedTroop } from "./seed-troop";

const dataDir = mkdtempSync(join(tmpdir(), "scout-badges-lighthouse-"));
const database = await openDatabase({ dataDir });
await migrateDatabase(database);
const app = await buildApp({ database, logger: false, clientDir });
const { leaderToken, scoutToken } = await seedTroop(database);
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
if (!address || typeof address === "string") throw new Error("no address");
console.log(JSON.stringify({ base: `http://127.0.0.1:${address.port}`, leaderToken, scoutToken }));

process.once("SIGTERM", async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
