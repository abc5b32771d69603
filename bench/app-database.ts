import type pg from "pg";
import { createAppRole } from "../src/server/db/app-role";

/** The role benchmarks run the app as on PostgreSQL: no superuser, no BYPASSRLS, as a deployment's. */
const BENCH_ROLE = "scout_badges_bench";

/**
 * A throwaway database as a deployment has it: owned by the app's own role, which migrates it and
 * runs on it under the same row-level security. Answers its address, connecting as that role.
 */
export async function createAppDatabase(admin: pg.Client, serverUrl: string, name: string): Promise<URL> {
  await admin.query(createAppRole(BENCH_ROLE, true));
  await admin.query(`create database ${name} owner ${BENCH_ROLE}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  url.username = BENCH_ROLE;
  url.password = "";
  return url;
}
