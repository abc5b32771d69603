import { sql } from "drizzle-orm";
import { deleteEndedCounters } from "../auth/counter-store";
import { deleteExpiredSessions } from "../auth/sessions";
import { deleteOldIdempotencyKeys } from "../plugins/idempotency";
import type { Database } from "./client";

export const MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Housekeeping a PostgreSQL server would partly do by itself: expired sessions, ended attempt
 * counters and Idempotency-Keys older than a week go, and on the
 * embedded database (which has no autovacuum) the planner statistics are refreshed, so list
 * queries keep using their indexes as the troop's data grows.
 */
export async function runMaintenance(database: Database): Promise<void> {
  // These tables are the deployment's, not a troop's: no troop scope is needed to clear them.
  await deleteExpiredSessions(database.appDb);
  await deleteEndedCounters(database.appDb);
  await deleteOldIdempotencyKeys(database.appDb);
  // Statistics are the owner's to gather.
  if (database.driver === "pglite") await database.db.execute(sql`analyze`);
}
