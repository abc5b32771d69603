import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { forgetReads } from "../../plugins/read-cache";
import { DEFAULT_DELIVERY, type DeliveryOptions, type DeliveryResult, deliverDue } from "./deliver";
import { queueEventReminders } from "./event-reminders";
import { type Channels, DEFAULT_LINK_ORIGIN } from "./outbox.service";
import { runDueJobs } from "./scheduled-jobs";
import type { Transports } from "./transports";

/** Often enough that a reminder is queued within a minute of becoming due. */
export const TICK_INTERVAL_MS = 20_000;

export type TickResult = { reminders: number; jobs: Awaited<ReturnType<typeof runDueJobs>>; delivery: DeliveryResult };

/**
 * The background half of notifications: queues what time makes due (event reminders, the weekly
 * jobs) and delivers the outbox. All its state is in the database, so it survives restarts and
 * several instances share the work. Tests call tick(now) directly with their own clock and never
 * start the timer.
 */
export class NotificationWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private again = false;
  private stopped = false;
  /** The claim lease and how many sends run at once; tests shorten the lease to watch it being renewed. */
  delivery: DeliveryOptions = { ...DEFAULT_DELIVERY };
  /** Where links in the emails it queues point (the app sets its PUBLIC_ORIGIN or this machine's). */
  linkOrigin = DEFAULT_LINK_ORIGIN;

  constructor(
    private readonly db: Db,
    readonly transports: Transports,
    private readonly log: FastifyBaseLogger,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  get channels(): Channels {
    return { email: this.transports.email !== null, sms: this.transports.sms !== null };
  }

  /**
   * One pass: reminders, weekly jobs, delivery. Scheduled work is the one change made outside a
   * request, so the pass ends by forgetting the reads kept for a second (plugins/read-cache.ts),
   * whatever it wrote.
   */
  async tick(now: Date = this.clock()): Promise<TickResult> {
    try {
      const reminders = await queueEventReminders(this.db, this.channels, now, this.linkOrigin);
      const jobs = await runDueJobs(this.db, this.channels, now, this.linkOrigin);
      const delivery = await deliverDue(this.db, this.transports, now, this.delivery);
      return { reminders, jobs, delivery };
    } finally {
      forgetReads();
    }
  }

  start(intervalMs = TICK_INTERVAL_MS) {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => this.wake(), intervalMs);
    this.timer.unref();
    this.wake();
  }

  /** Runs a pass soon (after a message was queued); passes never overlap. Without start() it does nothing. */
  wake() {
    if (!this.timer || this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.tick()
      .catch((error) => this.log.error({ err: error }, "notification worker pass failed"))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Stops the timer and waits for a pass in progress, so shutdown never cuts a claim in half. */
  async stop() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    while (this.running) await this.running;
    this.transports.close();
  }
}
