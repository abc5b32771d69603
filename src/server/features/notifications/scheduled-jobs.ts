import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { type ScheduledJob, scheduledJobs, troops } from "../../db/schema";
import { acrossTroops, inTroop } from "../../db/troop-scope";
import { nextWeekly, troopTimeZone } from "../../lib/time-zone";
import { queueBadgeReminders } from "./badge-reminders";
import { type Channels, DEFAULT_LINK_ORIGIN } from "./outbox.service";
import { type TroopForMessages, troopMessageColumns } from "./troop-look.service";
import { queueWeeklyReport } from "./weekly-report.service";

type JobSpec = {
  /** 0 = Sunday … 6 = Saturday, troop time. */
  weekday: number;
  hour: number;
  enabled: (troop: TroopForMessages) => boolean;
  /** `origin`: where links in the emails point (unsubscribe links of families without an account). */
  run: (tx: DbOrTx, troop: TroopForMessages, channels: Channels, now: Date, origin: string) => Promise<number>;
};

/** Badge reminders Saturday 09:00, weekly reports Monday 07:00, in the troop's zone. */
export const JOBS: Record<ScheduledJob, JobSpec> = {
  "badge-reminders": { weekday: 6, hour: 9, enabled: (t) => t.emailNotifications && t.badgeReminders, run: queueBadgeReminders },
  "weekly-report": { weekday: 1, hour: 7, enabled: (t) => t.emailNotifications && t.weeklyReports, run: queueWeeklyReport },
};

/**
 * A run missed by more than this (the app was down over the weekend) is skipped rather than sent
 * late: a Saturday reminder on Tuesday is noise. A restart within the morning still catches up.
 */
export const MISSED_RUN_GRACE_MS = 12 * 60 * 60 * 1000;

export const nextRunOf = (job: ScheduledJob, after: Date, timeZone: string) =>
  nextWeekly(after, timeZone, JOBS[job].weekday, JOBS[job].hour);

/**
 * Every troop has a row per job; a troop whose zone changed has its next runs computed again. One
 * statement finds the troops that need either (new troops, moved zones), so a pass over a thousand
 * settled troops writes nothing and reads one small join: the cost follows the troops that changed.
 */
async function ensureSchedules(db: Db, now: Date) {
  const serverZone = troopTimeZone(null);
  const jobs = Object.keys(JOBS) as ScheduledJob[];
  const stale = await acrossTroops("the troops whose schedules are missing or in another zone", () =>
    db
      .select({ troopId: troops.id, job: sql<ScheduledJob>`wanted.job`, zone: sql<string>`coalesce(${troops.timeZone}, ${serverZone})` })
      .from(troops)
      .innerJoin(sql`unnest(${sql.param(jobs)}::text[]) as wanted(job)`, sql`true`)
      .leftJoin(scheduledJobs, and(eq(scheduledJobs.troopId, troops.id), sql`${scheduledJobs.job} = wanted.job`))
      .where(or(isNull(scheduledJobs.troopId), sql`${scheduledJobs.timeZone} <> coalesce(${troops.timeZone}, ${serverZone})`)),
  );
  for (const { troopId, job, zone } of stale) {
    const nextRunAt = nextRunOf(job, now, zone);
    await inTroop(troopId, () =>
      db
        .insert(scheduledJobs)
        .values({ troopId, job, nextRunAt, timeZone: zone })
        .onConflictDoUpdate({ target: [scheduledJobs.troopId, scheduledJobs.job], set: { nextRunAt, timeZone: zone } }),
    );
  }
}

/**
 * Runs each due job once: the row is claimed with FOR UPDATE SKIP LOCKED, the job's messages are
 * queued and the next run is set in the same transaction, so another instance either skips the
 * locked row or, after the commit, finds it no longer due. Returns the jobs that ran (a skipped or switched-off run is not listed).
 */
export async function runDueJobs(
  db: Db,
  channels: Channels,
  now: Date,
  origin = DEFAULT_LINK_ORIGIN,
): Promise<{ job: ScheduledJob; troopId: string; queued: number }[]> {
  await ensureSchedules(db, now);
  const ran: { job: ScheduledJob; troopId: string; queued: number }[] = [];
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const [row] = await acrossTroops("the next due job of any troop is claimed", () =>
        tx
          .select()
          .from(scheduledJobs)
          .where(lte(scheduledJobs.nextRunAt, now))
          .orderBy(scheduledJobs.nextRunAt)
          .limit(1)
          .for("update", { skipLocked: true }),
      );
      if (!row) return null;
      // The job itself runs in its troop, and sees only it.
      return inTroop(row.troopId, () => runClaimed(tx, row, channels, now, origin));
    });
    if (!claimed) return ran;
    if (claimed.runs) ran.push({ job: claimed.job, troopId: claimed.troopId, queued: claimed.queued });
  }
}

async function runClaimed(tx: Tx, row: typeof scheduledJobs.$inferSelect, channels: Channels, now: Date, origin: string) {
  const [troop] = await tx.select(troopMessageColumns).from(troops).where(eq(troops.id, row.troopId));
  const spec = JOBS[row.job];
  const onTime = now.getTime() - row.nextRunAt.getTime() <= MISSED_RUN_GRACE_MS;
  // Switches are read at run time: a job switched off simply moves on to its next slot.
  const runs = troop !== undefined && onTime && spec.enabled(troop);
  const queued = runs ? await spec.run(tx, troop, channels, now, origin) : 0;
  await tx
    .update(scheduledJobs)
    .set({ nextRunAt: nextRunOf(row.job, now, row.timeZone), lastRunAt: now })
    .where(and(eq(scheduledJobs.troopId, row.troopId), eq(scheduledJobs.job, row.job)));
  return { job: row.job, troopId: row.troopId, queued, runs };
}
