import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent } from "../../../../tests/factories/events";
import { type SignedIn, signUp, signUpLeader, signUpScout } from "../../../../tests/factories/users";
import {
  startRedirector,
  startSmsGateway,
  startSmtpServer,
  type TestRedirector,
  type TestSmsGateway,
  type TestSmtpServer,
} from "../../../../tests/setup/smtp-server";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import { outbox, troops } from "../../db/schema";
import { MAX_ATTEMPTS, RETRY_DELAYS_MS } from "./deliver";
import { NO_MAIL_SERVER } from "./transports";

const HOUR = 60 * 60 * 1000;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

async function setFlags(t: TestApp, values: Partial<typeof troops.$inferInsert>) {
  await t.database.db.update(troops).set(values);
}

async function outboxOf(t: TestApp, leader: SignedIn) {
  const res = await t.as(leader).get("/api/notifications/outbox");
  expect(res.statusCode).toBe(200);
  return res.json() as {
    id: string;
    channel: string;
    to: string;
    subject: string;
    status: string;
    reason: string | null;
    attempts: number;
    sentAt: string | null;
  }[];
}

describe("without a mail server", () => {
  let t: TestApp;
  let leader: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    leader = await signUpLeader(t.app);
  });

  it("keeps messages unsent with the contract's reason, and the tab learns that no channel is configured", async () => {
    const sent = await t.as(leader).post("/api/reports/weekly/send");
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ queued: 1 });
    await t.app.notifier.tick(at(new Date(), HOUR));
    const [message] = await outboxOf(t, leader);
    expect(message).toMatchObject({
      channel: "email",
      to: leader.email,
      status: "unsent",
      reason: NO_MAIL_SERVER,
      attempts: 0,
      sentAt: null,
    });
    const delivery = await t.as(leader).get("/api/notifications/delivery");
    expect(delivery.json()).toEqual({ email: false, sms: false });
  });
});

describe("with a mail server", () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let leader: SignedIn;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ mail: { smtpUrl: smtp.url, mailFrom: "Troop 12 <troop12@example.org>" } });
    leader = await signUpLeader(t.app);
    // The weekly job off: these passes run on today's clock plus hours or a day, which reaches
    // Monday's scheduled report on a Sunday; the reports sent here are asked for ("send now").
    await setFlags(t, { troopName: "Troop 12 Otters", primaryColor: "#123456", accentColor: "#abcdef", weeklyReports: false });
  });
  afterAll(() => smtp.close());

  it("sends a queued message over SMTP with HTML and text bodies in the troop's look, and records it sent", async () => {
    smtp.mails.length = 0;
    await t.as(leader).post("/api/reports/weekly/send");
    const now = new Date();
    const result = await t.app.notifier.tick(now);
    expect(result.delivery.sent).toBe(1);
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0];
    expect(mail?.to).toEqual([leader.email]);
    expect(mail?.from).toContain("troop12@example.org");
    expect(mail?.subject).toMatch(/^Troop 12 Otters: the week of /);
    expect(mail?.html).toContain("#123456");
    expect(mail?.html).toContain("Troop 12 Otters");
    expect(mail?.text).toContain("You get this email because you are a leader of Troop 12 Otters");
    expect(mail?.text).not.toMatch(/unsubscribe/i);
    const [row] = await outboxOf(t, leader);
    expect(row).toMatchObject({ status: "sent", reason: null });
    expect(row?.sentAt).toBe(now.toISOString());
    // Without PUBLIC_ORIGIN the Message-ID names localhost.
    expect(mail?.messageId).toBe(`<${row?.id}@localhost>`);
    // Delivered once: the next pass finds nothing to do.
    expect((await t.app.notifier.tick(at(now, HOUR))).delivery.sent).toBe(0);
    expect(smtp.mails).toHaveLength(1);
  });

  it("retries after the server refuses twice, waiting longer each time, then records it sent", async () => {
    smtp.mails.length = 0;
    smtp.refuseNext(2);
    const refusedBefore = smtp.refused();
    await t.as(leader).post("/api/reports/weekly/send");
    const start = new Date();
    expect((await t.app.notifier.tick(start)).delivery).toEqual({ sent: 0, retried: 1, failed: 0 });
    let [row] = await outboxOf(t, leader);
    expect(row).toMatchObject({ status: "unsent", attempts: 1 });
    expect(row?.reason).toMatch(/busy/i);
    // Not yet due again just before the first delay has passed.
    expect((await t.app.notifier.tick(at(start, RETRY_DELAYS_MS[0] - 1000))).delivery.retried).toBe(0);
    const second = at(start, RETRY_DELAYS_MS[0]);
    expect((await t.app.notifier.tick(second)).delivery).toEqual({ sent: 0, retried: 1, failed: 0 });
    // The second delay is longer than the first.
    expect((await t.app.notifier.tick(at(second, RETRY_DELAYS_MS[0]))).delivery.sent).toBe(0);
    expect((await t.app.notifier.tick(at(second, RETRY_DELAYS_MS[1]))).delivery).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.refused() - refusedBefore).toBe(2);
    expect(smtp.mails).toHaveLength(1);
    [row] = await outboxOf(t, leader);
    expect(row).toMatchObject({ status: "sent", reason: null, attempts: 3 });
  });

  it(`gives up after ${MAX_ATTEMPTS} refused attempts and records the reason`, async () => {
    smtp.mails.length = 0;
    smtp.refuseNext(MAX_ATTEMPTS);
    await t.as(leader).post("/api/reports/weekly/send");
    let now = new Date();
    await t.app.notifier.tick(now);
    now = at(now, RETRY_DELAYS_MS[0]);
    await t.app.notifier.tick(now);
    now = at(now, RETRY_DELAYS_MS[1]);
    expect((await t.app.notifier.tick(now)).delivery).toEqual({ sent: 0, retried: 0, failed: 1 });
    const [row] = await outboxOf(t, leader);
    expect(row?.status).toBe("failed");
    expect(row?.attempts).toBe(MAX_ATTEMPTS);
    expect(row?.reason).toMatch(/busy/i);
    expect((await t.app.notifier.tick(at(now, 24 * HOUR))).delivery.sent).toBe(0);
    expect(smtp.mails).toHaveLength(0);
  });

  it("lists the last 100 messages newest first for leaders only", async () => {
    const [troop] = await t.database.db.select({ id: troops.id }).from(troops);
    const base = Date.now() + 10 * HOUR;
    await t.database.db.insert(outbox).values(
      Array.from({ length: 105 }, (_, i) => ({
        troopId: troop?.id ?? "",
        channel: "email" as const,
        kind: "weekly-report" as const,
        recipient: `leader${i}@example.com`,
        subject: `Report ${i}`,
        textBody: "x",
        createdAt: new Date(base + i * 1000),
        nextAttemptAt: new Date(base + 24 * HOUR),
      })),
    );
    const list = await outboxOf(t, leader);
    expect(list).toHaveLength(100);
    expect(list[0]?.subject).toBe("Report 104");
    expect(list[99]?.subject).toBe("Report 5");
    expect(Object.keys(list[0] ?? {}).sort()).toEqual([
      "attempts",
      "channel",
      "createdAt",
      "id",
      "reason",
      "sentAt",
      "status",
      "subject",
      "to",
    ]);
    const scout = await signUpScout(t.app, leader);
    for (const url of ["/api/notifications/outbox", "/api/notifications/delivery", "/api/reports/weekly"]) {
      expect((await t.as(scout).get(url)).statusCode).toBe(403);
      expect((await t.as(null).get(url)).statusCode).toBe(401);
    }
    expect((await t.as(scout).post("/api/reports/weekly/send")).statusCode).toBe(403);
    await t.database.db.delete(outbox).where(eq(outbox.kind, "weekly-report"));
  });
});

describe("SMS through the gateway", () => {
  let gateway: TestSmsGateway;
  let smtp: TestSmtpServer;
  let t: TestApp;
  let leader: SignedIn;
  beforeAll(async () => {
    gateway = await startSmsGateway();
    smtp = await startSmtpServer();
    t = await createTestApp({ mail: { smtpUrl: smtp.url, smsWebhookUrl: gateway.url } });
    leader = await signUpLeader(t.app);
  });
  afterAll(async () => {
    await smtp.close();
    await gateway.close();
  });

  async function scoutInEvent(phone: string) {
    const scout = await signUpScout(t.app, leader);
    await t.as(leader).patch(`/api/scouts/${scout.scoutId}`, { phone });
    const event = await createEvent(t.app, leader, { startDate: at(new Date(), 3 * HOUR).toISOString(), location: "Pine Lake" });
    const joined = await t.as(scout).patch(`/api/events/${event.id}/join`);
    expect(joined.statusCode).toBe(200);
    return { scout, event };
  }

  it("posts {to, text} as JSON for event reminders when SMS is switched on, retrying a failing gateway", async () => {
    await setFlags(t, { smsNotifications: true });
    const { event } = await scoutInEvent("+44 7700 900123");
    gateway.failNext(1);
    const now = new Date();
    const first = await t.app.notifier.tick(now);
    expect(first.delivery.retried).toBe(1);
    await t.app.notifier.tick(at(now, RETRY_DELAYS_MS[0]));
    expect(gateway.received).toEqual([
      {
        method: "POST",
        contentType: "application/json",
        body: { to: "+44 7700 900123", text: expect.stringContaining(`signed up for ${event.title}`) },
      },
    ]);
    const sms = (await outboxOf(t, leader)).filter((m) => m.channel === "sms");
    expect(sms).toMatchObject([{ to: "+44 7700 900123", status: "sent" }]);
    const delivery = await t.as(leader).get("/api/notifications/delivery");
    expect(delivery.json()).toEqual({ email: true, sms: true });
  });

  it("sends no SMS while the SMS switch is off (email reminders still go)", async () => {
    gateway.received.length = 0;
    await setFlags(t, { smsNotifications: false });
    const { event } = await scoutInEvent("+44 7700 900456");
    await t.app.notifier.tick(new Date());
    expect(gateway.received).toEqual([]);
    const rows = await t.database.db.select().from(outbox).where(eq(outbox.eventId, event.id));
    expect(rows.map((r) => r.channel)).toEqual(["email"]);
  });
});

describe("an SMS gateway that redirects", () => {
  let target: TestSmsGateway;
  let redirector: TestRedirector;
  let t: TestApp;
  let leader: SignedIn;
  beforeAll(async () => {
    // The configured gateway answers 302 to another local server, which must hear nothing.
    target = await startSmsGateway();
    redirector = await startRedirector(target.url);
    t = await createTestApp({ mail: { smsWebhookUrl: redirector.url } });
    leader = await signUpLeader(t.app);
    await setFlags(t, { smsNotifications: true });
  });
  afterAll(async () => {
    await redirector.close();
    await target.close();
  });

  it("is not followed: the phone number goes nowhere else and the attempt fails with the reason", async () => {
    const scout = await signUpScout(t.app, leader);
    await t.as(leader).patch(`/api/scouts/${scout.scoutId}`, { phone: "+44 7700 900789" });
    const event = await createEvent(t.app, leader, { startDate: at(new Date(), 3 * HOUR).toISOString() });
    expect((await t.as(scout).patch(`/api/events/${event.id}/join`)).statusCode).toBe(200);
    const now = new Date();
    expect((await t.app.notifier.tick(now)).delivery).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(redirector.requests()).toBe(1);
    expect(target.requests()).toBe(0);
    const [sms] = (await outboxOf(t, leader)).filter((m) => m.channel === "sms");
    expect(sms).toMatchObject({ to: "+44 7700 900789", status: "unsent", attempts: 1 });
    expect(sms?.reason).toBe("The SMS gateway answered 302 (a redirect); redirects are not followed, so nothing was sent");
    // Every retry is refused the same way, and ends failed with that reason.
    await t.app.notifier.tick(at(now, RETRY_DELAYS_MS[0]));
    await t.app.notifier.tick(at(now, RETRY_DELAYS_MS[0] + RETRY_DELAYS_MS[1]));
    expect(target.requests()).toBe(0);
    const [failed] = (await outboxOf(t, leader)).filter((m) => m.channel === "sms");
    expect(failed).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, reason: expect.stringContaining("redirect") });
  });
});

describe("the email master switch", () => {
  let t: TestApp;
  let leader: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    leader = await signUpLeader(t.app);
  });

  it("refuses to queue the weekly report while email notifications are off, and queues it when on", async () => {
    await setFlags(t, { emailNotifications: false });
    const off = await t.as(leader).post("/api/reports/weekly/send");
    expect(off.statusCode).toBe(409);
    expect(off.json()).toEqual({ error: "Email notifications are turned off." });
    expect(await outboxOf(t, leader)).toEqual([]);
    await setFlags(t, { emailNotifications: true });
    const second = await signUp(t.app, { role: "leader", inviteCode: (await t.database.db.select().from(troops))[0]?.leaderInviteCode });
    const on = await t.as(leader).post("/api/reports/weekly/send");
    expect(on.json()).toEqual({ queued: 2 });
    expect((await outboxOf(t, leader)).map((m) => m.to).sort()).toEqual([leader.email, second.email].sort());
  });
});
