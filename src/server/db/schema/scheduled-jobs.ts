import { pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { troopRef, tstz } from "./columns";

export const SCHEDULED_JOBS = ["badge-reminders", "weekly-report"] as const;
export type ScheduledJob = (typeof SCHEDULED_JOBS)[number];

/**
 * When each troop's weekly job runs next. The worker claims a due row with FOR UPDATE SKIP LOCKED,
 * queues the job's messages and moves next_run_at on in one transaction: a job runs once whatever
 * restarts or instances do (docs/decisions/006-scheduled-work.md).
 */
export const scheduledJobs = pgTable(
  "scheduled_jobs",
  {
    troopId: troopRef(),
    job: text("job", { enum: SCHEDULED_JOBS }).notNull(),
    nextRunAt: tstz("next_run_at").notNull(),
    // The zone next_run_at was computed in: a troop that changes its zone gets its runs recomputed.
    timeZone: text("time_zone").notNull(),
    lastRunAt: tstz("last_run_at"),
  },
  (t) => [primaryKey({ columns: [t.troopId, t.job] })],
);
