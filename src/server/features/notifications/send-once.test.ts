import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent } from "../../../../tests/factories/events";
import { insertRosterScout, type SignedIn, signUpLeader } from "../../../../tests/factories/users";
import { startSmtpServer, type TestSmtpServer } from "../../../../tests/setup/smtp-server";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import { type App, buildApp } from "../../app";
import type { Database } from "../../db/client";
import { eventParticipants, outbox } from "../../db/schema";
import { DEFAULT_DELIVERY, deliverDue } from "./deliver";
import { queueEventReminders } from "./event-reminders";
import { createTransports, TRANSPORT_TIMEOUT_MS } from "./transports";

const HOUR = 60 * 60 * 1000;
const ORIGIN = "https://troop12.example.org";
/** The mail server answers each message this long after it arrived… */
const ANSWER_AFTER_MS = 3000;
/** …three times the lease the workers take: only renewing it while the send runs keeps the claim. */
const LEASE_MS = 1000;
const REMINDERS = 30;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function unsent(t: TestApp) {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(outbox)
    .where(eq(outbox.status, "unsent"));
  return row?.n ?? 0;
}

/** As the worker's timer does: a pass, and another, on the real clock, until nothing is left to send. */
async function workUntilDone(t: TestApp, app: App, deadline: number) {
  while (Date.now() < deadline) {
    await app.notifier.tick(new Date());
    if ((await unsent(t)) === 0) return;
    await sleep(25);
  }
}

/** An event starting in 3 hours with `count` children on the roster signed up by a parent (no accounts). */
async function eventWithChildren(t: TestApp, leader: SignedIn, count: number) {
  const event = await createEvent(t.app, leader, { startDate: new Date(Date.now() + 3 * HOUR).toISOString() });
  for (let i = 0; i < count; i++) {
    const child = await insertRosterScout(t.database.db, { name: `Child ${i}`, email: `child-${i}-${event.id.slice(0, 8)}@example.com` });
    await t.database.db.insert(eventParticipants).values({ troopId: child.troopId, eventId: event.id, scoutId: child.id });
  }
  return event;
}

describe("two instances on one database and a slow mail server", () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let leader: SignedIn;
  let otherDatabase: Database;
  let other: App;
  beforeAll(async () => {
    smtp = await startSmtpServer({ answerAfterMs: ANSWER_AFTER_MS });
    t = await createTestApp({ mail: { smtpUrl: smtp.url }, publicOrigin: ORIGIN });
    leader = await signUpLeader(t.app);
    // A second instance: its own connection to the same database, its own worker and mail transport.
    otherDatabase = t.database.connectAgain();
    other = await buildApp({ database: otherDatabase, mail: { smtpUrl: smtp.url }, publicOrigin: ORIGIN });
    for (const app of [t.app, other]) app.notifier.delivery = { ...DEFAULT_DELIVERY, leaseMs: LEASE_MS };
  });
  afterAll(async () => {
    await other.close();
    await otherDatabase.close();
    await smtp.close();
  });

  it(`send each of ${REMINDERS} reminders exactly once, each claimed once and carrying its Message-ID`, async () => {
    expect(ANSWER_AFTER_MS).toBeGreaterThan(2 * LEASE_MS);
    const event = await eventWithChildren(t, leader, REMINDERS);
    expect(await queueEventReminders(t.database.db, t.app.notifier.channels, new Date())).toBe(REMINDERS);

    const deadline = Date.now() + 80_000;
    await Promise.all([workUntilDone(t, t.app, deadline), workUntilDone(t, other, deadline)]);

    expect(smtp.mails).toHaveLength(REMINDERS);
    const rows = await t.database.db.select().from(outbox).where(eq(outbox.eventId, event.id));
    expect(rows).toHaveLength(REMINDERS);
    const received = new Map<string, string[]>();
    for (const mail of smtp.mails) for (const to of mail.to) received.set(to, [...(received.get(to) ?? []), mail.messageId]);
    for (const row of rows) expect(received.get(row.recipient)).toEqual([`<${row.id}@troop12.example.org>`]);
    // Every row sent, and claimed once: a second claim would have counted a second attempt.
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(rows.map(() => ["sent", 1]));
  }, 120_000);
});

describe("a claim", () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let leader: SignedIn;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ mail: { smtpUrl: smtp.url } });
    leader = await signUpLeader(t.app);
  });
  afterAll(() => smtp.close());

  it("taken over by another worker during a send is left to that worker: the first one writes nothing", async () => {
    const event = await eventWithChildren(t, leader, 1);
    expect(await queueEventReminders(t.database.db, t.app.notifier.channels, new Date())).toBe(1);
    const [queued] = await t.database.db.select().from(outbox).where(eq(outbox.eventId, event.id));
    if (!queued) throw new Error("no reminder queued");
    const real = createTransports({ smtpUrl: smtp.url, mailFrom: "troop@example.org" });
    // While this worker sends, its claim is taken by another (as if it had lapsed): a new claim, a new attempt.
    const transports = {
      ...real,
      email: async (message: Parameters<NonNullable<typeof real.email>>[0]) => {
        await t.database.db
          .update(outbox)
          .set({ attempts: sql`${outbox.attempts} + 1`, claimedUntil: new Date(Date.now() + HOUR) })
          .where(eq(outbox.id, message.id));
        await real.email?.(message);
      },
    };
    await deliverDue(t.database.db, transports, new Date());
    real.close();
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, queued.id));
    // Still the other worker's: unsent, with its claim, for it to record.
    expect(row).toMatchObject({ status: "unsent", attempts: 2, sentAt: null });
    expect(row?.claimedUntil?.getTime()).toBeGreaterThan(Date.now());
  });

  it("outlasts any transport timeout, so a silent server fails the attempt well before the claim could lapse", async () => {
    expect(3 * TRANSPORT_TIMEOUT_MS).toBeLessThanOrEqual(DEFAULT_DELIVERY.leaseMs);
    const silent = await startSmtpServer({ answerAfterMs: 5000 });
    const transports = createTransports({ smtpUrl: silent.url, mailFrom: "troop@example.org", timeoutMs: 300 });
    const event = await eventWithChildren(t, leader, 1);
    await queueEventReminders(t.database.db, t.app.notifier.channels, new Date());
    const started = Date.now();
    const result = await deliverDue(t.database.db, transports, new Date());
    expect(Date.now() - started).toBeLessThan(4000);
    expect(result).toEqual({ sent: 0, retried: 1, failed: 0 });
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.eventId, event.id));
    expect(row).toMatchObject({ status: "unsent", attempts: 1, claimedUntil: null });
    expect(row?.reason).toMatch(/timeout/i);
    transports.close();
    await silent.close();
  });
});
