/**
 * Build step (scripts/build-server.mjs): an empty embedded database with every migration applied,
 * in dist/server/empty-database. A first start copies it (see openDatabase) instead of creating
 * the cluster and migrating, which took seconds and memory the process never gave back.
 */
import { rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { databaseTemplateDir, EMBEDDED_CONFIG, openPglite } from "./client";
import { migrateDatabase } from "./migrate";

rmSync(databaseTemplateDir, { recursive: true, force: true });
const client = await PGlite.create(databaseTemplateDir, { postgresqlconf: EMBEDDED_CONFIG });
await migrateDatabase(openPglite(client));
await client.close();
