import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createBadge, tick } from "../../../../tests/factories/badges";
import { createEvent } from "../../../../tests/factories/events";
import { insertTroopWithLeader } from "../../../../tests/factories/troops";
import { type SignedIn, signUpLeader, signUpScout } from "../../../../tests/factories/users";
import { startSmtpServer, type TestSmtpServer } from "../../../../tests/setup/smtp-server";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import { buildApp } from "../../app";
import { outbox, scheduledJobs, troops } from "../../db/schema";
import { serverTimeZone } from "../../lib/time-zone";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

let smtp: TestSmtpServer;
let t: TestApp;
let leader: SignedIn;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ mail: { smtpUrl: smtp.url } });
  leader = await signUpLeader(t.app);
});
afterAll(() => smtp.close());

const setFlags = (values: Partial<typeof troops.$inferInsert>) => t.database.db.update(troops).set(values);
const queuedOf = (kind: "weekly-report" | "badge-reminder") => t.database.db.select().from(outbox).where(eq(outbox.kind, kind));
const nextRun = async (job: "weekly-report" | "badge-reminders") =>
  (await t.database.db.select().from(scheduledJobs).where(eq(scheduledJobs.job, job)))[0]?.nextRunAt.toISOString();

async function setZone(timeZone: string) {
  const res = await t.as(leader).put("/api/troop/configuration", { troopName: "Troop 12", timeZone });
  expect(res.statusCode).toBe(200);
  expect(res.json().timeZone).toBe(timeZone);
}

beforeEach(async () => {
  await t.database.db.delete(scheduledJobs);
  await t.database.db.delete(outbox);
  await setFlags({ emailNotifications: true, weeklyReports: true, badgeReminders: true });
});

describe("the troop's time zone", () => {
  it("defaults to the server's zone and accepts only IANA names", async () => {
    const config = await t.as(leader).get("/api/troop/configuration");
    expect(config.json().timeZone).toBe(serverTimeZone());
    for (const timeZone of ["Mars/Olympus", "+02:00", ""]) {
      const res = await t.as(leader).put("/api/troop/configuration", { troopName: "Troop 12", timeZone });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.timeZone).toBe("Time zone must be a time-zone name like Europe/London or America/New_York.");
    }
    await setZone("Europe/London");
  });
});

describe("weekly reports", () => {
  it("go out Monday 07:00 in America/Los_Angeles, across the change to daylight saving, once", async () => {
    await setZone("America/Los_Angeles");
    // Saturday 7 March 2026; daylight saving starts on the Sunday.
    await t.app.notifier.tick(new Date("2026-03-07T12:00:00Z"));
    expect(await nextRun("weekly-report")).toBe("2026-03-09T14:00:00.000Z");
    await t.app.notifier.tick(new Date("2026-03-09T13:59:00Z"));
    expect(await queuedOf("weekly-report")).toHaveLength(0);
    const result = await t.app.notifier.tick(new Date("2026-03-09T14:00:20Z"));
    expect(result.jobs).toEqual([expect.objectContaining({ job: "weekly-report", queued: 1 })]);
    expect((await t.app.notifier.tick(new Date("2026-03-09T14:00:40Z"))).jobs).toEqual([]);
    expect(await nextRun("weekly-report")).toBe("2026-03-16T14:00:00.000Z");
    const [report] = await queuedOf("weekly-report");
    expect(report?.recipient).toBe(leader.email);
  });

  it("go out Monday 07:00 in Europe/London, 06:00 UTC once British Summer Time starts", async () => {
    await setZone("Europe/London");
    await t.app.notifier.tick(new Date("2026-03-23T08:00:00Z"));
    expect(await nextRun("weekly-report")).toBe("2026-03-30T06:00:00.000Z");
    expect((await t.app.notifier.tick(new Date("2026-03-30T06:00:10Z"))).jobs.map((j) => j.job)).toEqual(["weekly-report"]);
  });

  it("move to the new zone's Monday morning when a leader changes the zone", async () => {
    await setZone("Europe/London");
    await t.app.notifier.tick(new Date("2026-03-10T12:00:00Z"));
    expect(await nextRun("weekly-report")).toBe("2026-03-16T07:00:00.000Z");
    await setZone("America/Los_Angeles");
    await t.app.notifier.tick(new Date("2026-03-10T12:01:00Z"));
    expect(await nextRun("weekly-report")).toBe("2026-03-16T14:00:00.000Z");
  });

  it("run once across two app instances on one database", async () => {
    await setZone("Europe/London");
    await t.app.notifier.tick(new Date("2026-03-10T12:00:00Z"));
    const otherDatabase = t.database.connectAgain();
    const other = await buildApp({ database: otherDatabase, mail: { smtpUrl: smtp.url } });
    const due = new Date("2026-03-16T07:00:30Z");
    const [a, b] = await Promise.all([t.app.notifier.tick(due), other.notifier.tick(due)]);
    expect([...a.jobs, ...b.jobs].filter((j) => j.job === "weekly-report")).toHaveLength(1);
    await other.close();
    await otherDatabase.close();
    expect(await queuedOf("weekly-report")).toHaveLength(1);
  });

  it("are not queued while switched off (or email is off), and the schedule moves on", async () => {
    await setZone("Europe/London");
    await t.app.notifier.tick(new Date("2026-03-10T12:00:00Z"));
    await setFlags({ weeklyReports: false });
    await t.app.notifier.tick(new Date("2026-03-16T07:00:30Z"));
    await setFlags({ weeklyReports: true, emailNotifications: false });
    await t.app.notifier.tick(new Date("2026-03-23T07:00:30Z"));
    expect(await queuedOf("weekly-report")).toHaveLength(0);
    expect(await nextRun("weekly-report")).toBe("2026-03-30T06:00:00.000Z");
    await setFlags({ emailNotifications: true });
    await t.app.notifier.tick(new Date("2026-03-30T06:05:00Z"));
    expect(await queuedOf("weekly-report")).toHaveLength(1);
  });

  it("catch up after a short restart but skip a run missed by more than half a day", async () => {
    await setZone("Europe/London");
    await t.app.notifier.tick(new Date("2026-03-10T12:00:00Z"));
    // Down from before 07:00 until 10:00: the report still goes.
    await t.app.notifier.tick(new Date("2026-03-16T10:00:00Z"));
    expect(await queuedOf("weekly-report")).toHaveLength(1);
    // Down all week: Wednesday is too late for Monday's report; the next Monday's goes.
    await t.app.notifier.tick(new Date("2026-03-25T10:00:00Z"));
    expect(await queuedOf("weekly-report")).toHaveLength(1);
    expect(await nextRun("weekly-report")).toBe("2026-03-30T06:00:00.000Z");
  });
});

describe("badge reminders", () => {
  it("go Saturday 09:00 to each scout with a badge at 50 % or more, naming what is left", async () => {
    await setZone("Europe/London");
    const scout = await signUpScout(t.app, leader, { firstName: "Mia", lastName: "Moss" });
    const idle = await signUpScout(t.app, leader, { firstName: "Ned", lastName: "Idle" });
    const half = await createBadge(t.app, leader, { name: "Knots", requirements: ["Reef knot", "Bowline", "Clove hitch", "Sheet bend"] });
    const quarter = await createBadge(t.app, leader, {
      name: "Cooking",
      requirements: ["Boil water", "Fry an egg", "Bake bread", "Wash up"],
    });
    const earned = await createBadge(t.app, leader, { name: "Hiking", requirements: ["Pack a bag", "Walk 5 km"] });
    await tick(t.app, scout, half.id, [0, 2]);
    await tick(t.app, scout, quarter.id, [0]);
    await tick(t.app, scout, earned.id, [0, 1]);
    await tick(t.app, idle, quarter.id, [1]);
    const award = await t.as(leader).post(`/api/scouts/${scout.scoutId}/award-badge`, { badgeId: earned.id });
    expect(award.statusCode).toBe(201);

    const now = new Date();
    await t.app.notifier.tick(now);
    const saturday = new Date((await nextRun("badge-reminders")) ?? "");
    expect(
      new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", weekday: "long", hour: "2-digit", minute: "2-digit" }).format(saturday),
    ).toBe("Saturday 09:00");
    smtp.mails.length = 0;
    await t.app.notifier.tick(at(saturday, -1000));
    expect(await queuedOf("badge-reminder")).toHaveLength(0);
    await t.app.notifier.tick(at(saturday, 10_000));
    const rows = await queuedOf("badge-reminder");
    expect(rows.map((r) => r.recipient)).toEqual([scout.email]);
    const [mail] = smtp.mails;
    expect(mail?.to).toEqual([scout.email]);
    expect(mail?.text).toContain("Knots: 50% done");
    expect(mail?.text).toContain("- Bowline");
    expect(mail?.text).toContain("- Sheet bend");
    expect(mail?.text).not.toContain("Reef knot");
    expect(mail?.text).not.toContain("Cooking");
    expect(mail?.text).not.toContain("Hiking");
    // Once a week.
    await t.app.notifier.tick(at(saturday, DAY));
    expect(await queuedOf("badge-reminder")).toHaveLength(1);
  });

  it("are not sent while switched off", async () => {
    await setZone("Europe/London");
    await setFlags({ badgeReminders: false });
    await t.app.notifier.tick(new Date());
    const saturday = new Date((await nextRun("badge-reminders")) ?? "");
    await t.app.notifier.tick(at(saturday, 10_000));
    expect(await queuedOf("badge-reminder")).toHaveLength(0);
  });
});

describe("the weekly report preview", () => {
  it("counts last week's awards, attendance per event, new scouts and the next 7 days' events", async () => {
    const scout = await signUpScout(t.app, leader, { firstName: "Ola", lastName: "Report" });
    const badge = await createBadge(t.app, leader, { name: "First Aid" });
    await t.as(leader).post(`/api/scouts/${scout.scoutId}/award-badge`, { badgeId: badge.id });
    const past = await createEvent(t.app, leader, { title: "Past meeting", startDate: at(new Date(), -2 * DAY).toISOString() });
    const absent = await signUpScout(t.app, leader, { firstName: "Pia", lastName: "Away" });
    for (const [who, status] of [
      [scout.scoutId, "present"],
      [absent.scoutId, "absent"],
    ] as const) {
      const res = await t.as(leader).post("/api/attendance", { scoutId: who, eventId: past.id, status });
      expect(res.statusCode).toBeLessThan(300);
    }
    const soon = await createEvent(t.app, leader, {
      title: "Next hike",
      startDate: at(new Date(), 3 * DAY).toISOString(),
      location: "Ridge",
    });
    await createEvent(t.app, leader, { title: "Far away", startDate: at(new Date(), 10 * DAY).toISOString() });

    const res = await t.as(leader).get("/api/reports/weekly");
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.awards).toContainEqual(expect.objectContaining({ scoutName: "Ola Report", badgeName: "First Aid" }));
    expect(report.badgesToPresent).toContainEqual(expect.objectContaining({ scoutName: "Ola Report", badgeName: "First Aid" }));
    // Once handed over, an award leaves the list.
    const [olaAward] = (await t.as(leader).get("/api/scout-badges")).json().filter((a: { scoutId: string }) => a.scoutId === scout.scoutId);
    const presented = await t.as(leader).post("/api/awards/presented", { awardIds: [olaAward.id] });
    expect(presented.statusCode).toBeLessThan(300);
    const after = (await t.as(leader).get("/api/reports/weekly")).json();
    expect(after.badgesToPresent.map((a: { scoutName: string }) => a.scoutName)).not.toContain("Ola Report");
    expect(after.awards).toContainEqual(expect.objectContaining({ scoutName: "Ola Report" }));
    expect(report.attendance).toEqual([expect.objectContaining({ eventId: past.id, title: "Past meeting", present: 1, absent: 1 })]);
    expect(report.newScouts.map((s: { name: string }) => s.name)).toEqual(expect.arrayContaining(["Ola Report", "Pia Away"]));
    expect(report.upcomingEvents).toEqual([
      expect.objectContaining({ id: soon.id, title: "Next hike", location: "Ridge", participants: 0 }),
    ]);
    expect(new Date(report.to).getTime() - new Date(report.from).getTime()).toBe(7 * DAY);

    // The email carries the same content.
    smtp.mails.length = 0;
    await t.as(leader).post("/api/reports/weekly/send");
    await t.app.notifier.tick(new Date());
    const [mail] = smtp.mails;
    expect(mail?.text).toContain("Ola Report: First Aid");
    expect(mail?.text).toContain("1 present, 1 absent");
    expect(mail?.text).toContain("Next hike");
    expect(mail?.text).not.toContain("Far away");
  });
});

describe("another troop", () => {
  it("never gets this troop's report, and its leaders see only their own outbox", async () => {
    const other = await insertTroopWithLeader(t.database.db, "Troop 99");
    const sent = await t.as(leader).post("/api/reports/weekly/send");
    expect(sent.json()).toEqual({ queued: 1 });
    const rows = await queuedOf("weekly-report");
    expect(rows.map((r) => r.recipient)).toEqual([leader.email]);
    const theirs = await t.as(other).get("/api/notifications/outbox");
    expect(theirs.json()).toEqual([]);
    const preview = await t.as(other).get("/api/reports/weekly");
    expect(preview.json()).toMatchObject({ troopName: "Troop 99", awards: [], newScouts: [] });
  });
});
