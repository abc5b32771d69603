/**
 * A thousand troops' weekly reports at their hour (many-troops M8: within 10 minutes, each once): two
 * app instances on one PostgreSQL database run their notification passes side by side, as two
 * servers behind a load balancer would, from Monday 07:00 in the troops' zone, and send every report
 * over SMTP to a local mail server. Counted afterwards: one report a leader, one run a troop.
 */
import { sql } from "drizzle-orm";
import { buildApp } from "../src/server/app";
import { type Database, openPg } from "../src/server/db/client";
import { acrossTroops } from "../src/server/db/troop-scope";
import { nextWeekly } from "../src/server/lib/time-zone";
import { startSmtpServer } from "../tests/setup/smtp-server";

export type WeeklyReportsMeasure = {
  troops: number;
  reports: number;
  sentMs: number;
  /** The passes each instance made, and the reports each queued. */
  instances: { passes: number; queued: number }[];
  /** Leaders who got more than one report, or none; troops whose job ran more than once. */
  duplicates: number;
  missing: number;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Both instances' passes from the hour on, until every report is sent; `url` is a database of `troops` troops in Europe/London. */
export async function measureWeeklyReports(url: string, troops: number): Promise<WeeklyReportsMeasure> {
  const smtp = await startSmtpServer();
  const hour = nextWeekly(new Date(), "Europe/London", 1, 7);
  const instances = await Promise.all(
    [0, 1].map(async () => {
      const database: Database = openPg(url, 10);
      const app = await buildApp({
        database,
        logger: false,
        mail: { smtpUrl: smtp.url, mailFrom: "Scout Badges <no-reply@bench.example>" },
        publicOrigin: "https://badges.example.org",
      });
      return { app, database, passes: 0, queued: 0 };
    }),
  );
  try {
    const [first] = instances;
    if (!first) throw new Error("no instance");
    // The minute before: every troop's schedule is written, nothing is due yet.
    await first.app.notifier.tick(new Date(hour.getTime() - 60_000));
    const leaders = Number(
      rowsOf<{ n: string }>(
        await acrossTroops("the benchmark counts the leaders", () =>
          first.database.db.execute(sql`select count(*) as n from memberships where role = 'leader'`),
        ),
      )[0]?.n ?? 0,
    );
    const began = performance.now();
    const delivered = () => smtp.mails.filter((mail) => /the week of/.test(mail.subject)).length;
    await Promise.all(
      instances.map(async (instance) => {
        // Each instance passes again as soon as its pass ends (its timer would wake it every 20 s).
        for (;;) {
          const now = new Date(hour.getTime() + (performance.now() - began));
          const pass = await instance.app.notifier.tick(now);
          instance.passes++;
          instance.queued += pass.jobs.reduce((sum, job) => sum + job.queued, 0);
          if (pass.jobs.length === 0 && pass.delivery.sent === 0 && pass.delivery.retried === 0) {
            if (delivered() >= leaders || performance.now() - began > 15 * 60_000) return;
            await new Promise((resolve) => setTimeout(resolve, 200));
          }
        }
      }),
    );
    const sentMs = performance.now() - began;
    const perLeader = new Map<string, number>();
    for (const mail of smtp.mails) for (const to of mail.to) perLeader.set(to, (perLeader.get(to) ?? 0) + 1);
    // Every troop's run is done once: its next run is next week's.
    const [notRun] = rowsOf<{ n: string }>(
      await acrossTroops("the benchmark counts the runs", () =>
        first.database.db.execute(
          sql`select count(*) as n from scheduled_jobs where job = 'weekly-report' and (last_run_at is null or next_run_at <= ${hour})`,
        ),
      ),
    );
    return {
      troops,
      reports: delivered(),
      sentMs,
      instances: instances.map(({ passes, queued }) => ({ passes, queued })),
      duplicates: [...perLeader.values()].filter((n) => n > 1).length,
      missing: leaders - perLeader.size + Number(notRun?.n ?? 0),
    };
  } finally {
    for (const instance of instances) {
      await instance.app.close();
      await instance.database.close();
    }
    await smtp.close();
  }
}
