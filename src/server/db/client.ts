import { cpSync, existsSync } from "node:fs";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import { packageRoot } from "../lib/package-root";
import { ensurePrivateDir } from "../lib/private-dir";
import * as schema from "./schema";
import { ScopedPgClient, ScopedPgPool, scopedPglite } from "./scoped-connection";

type Schema = typeof schema;
/** One type for both drivers: services take this and never know which database they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A service may run on the database or inside a caller's transaction. */
export type DbOrTx = Db | Tx;

export type Database = {
  /**
   * The tables' owner: migrations and the embedded database's statistics. On PostgreSQL the app's
   * own role unless a test gives the app another; in tests, what fixtures are written with.
   */
  db: Db;
  /**
   * What the app runs on: a role that is neither superuser nor BYPASSRLS, every statement sent in
   * the troop scope of the code sending it (db/troop-scope.ts), so row-level security keeps troops apart.
   */
  appDb: Db;
  driver: "pglite" | "pg";
  /** PostgreSQL's address, for a connection of its own (listening for other instances' changes). */
  url?: string;
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

export function openPglite(client: PGlite): Database {
  const { owner, app } = scopedPglite(client);
  return {
    db: drizzlePglite({ client: owner, schema }) as unknown as Db,
    appDb: drizzlePglite({ client: app, schema }) as unknown as Db,
    driver: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}

function scopedPool(url: string, poolSize: number): pg.Pool {
  const pool = new ScopedPgPool({ connectionString: url, max: poolSize, Client: ScopedPgClient });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on("error", () => {});
  return pool;
}

/**
 * PostgreSQL at `url`. The app runs on the same role unless `appUrl` names another (tests: the
 * owner writes fixtures, the app runs as a role without rights to bypass row-level security).
 */
export function openPg(url: string, poolSize = 10, appUrl?: string): Database {
  const pool = scopedPool(url, poolSize);
  const appPool = appUrl ? scopedPool(appUrl, poolSize) : pool;
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    appDb: appUrl ? (drizzlePg(appPool, { schema }) as unknown as Db) : db,
    driver: "pg",
    url,
    ping: async () => {
      await appPool.query("select 1");
    },
    close: async () => {
      await pool.end();
      if (appPool !== pool) await appPool.end();
    },
  };
}

/**
 * The embedded database needs far less than PostgreSQL's default 128 MB of shared buffers:
 * a troop's data fits in a few megabytes, and every buffer is resident memory of this process.
 */
export const EMBEDDED_CONFIG = ["shared_buffers = 16MB"];

/**
 * An empty embedded database with every migration applied, made by `npm run build`
 * (src/server/db/make-template.ts): a first start copies it instead of creating the cluster.
 */
export const databaseTemplateDir = join(packageRoot(), "dist", "server", "empty-database");

/**
 * Creating the cluster (initdb) grows the WebAssembly heap by more than a hundred megabytes that
 * the process never gets back. Done in a worker thread, that memory goes away with the worker, and
 * the app's first start has the same footprint as every later one. Only without a built template
 * (the server run from its sources).
 */
async function createClusterInWorker(dataDir: string): Promise<void> {
  const worker = new Worker(
    `const { workerData, parentPort } = require("node:worker_threads");
     import(workerData.pglite)
       .then(({ PGlite }) => PGlite.create(workerData.dataDir, { postgresqlconf: workerData.config }))
       .then((db) => db.close())
       .then(() => parentPort.postMessage("ok"), (error) => parentPort.postMessage(String(error && error.stack || error)));`,
    { eval: true, workerData: { dataDir, config: EMBEDDED_CONFIG, pglite: import.meta.resolve("@electric-sql/pglite") } },
  );
  const outcome = await new Promise<unknown>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  await worker.terminate();
  if (outcome !== "ok") throw new Error(`Creating the embedded database failed: ${String(outcome)}`);
}

/**
 * PostgreSQL server when a URL is given, otherwise the embedded database stored in dataDir. An
 * empty dataDir gets a copy of the built template (seconds faster than creating the cluster, and
 * none of its memory), or a new cluster when there is no template.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string; templateDir?: string }): Promise<Database> {
  if (options.databaseUrl) return openPg(options.databaseUrl);
  const { dataDir, templateDir = databaseTemplateDir } = options;
  ensurePrivateDir(dataDir);
  if (!existsSync(join(dataDir, "PG_VERSION"))) {
    if (existsSync(join(templateDir, "PG_VERSION"))) cpSync(templateDir, dataDir, { recursive: true });
    else await createClusterInWorker(dataDir);
  }
  const client = await PGlite.create(dataDir, { postgresqlconf: EMBEDDED_CONFIG });
  return openPglite(client);
}
