import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEvent } from "../../../../tests/factories/events";
import {
  addRosterScout,
  inviteCode,
  type SignedIn,
  signUp,
  signUpLeader,
  signUpParent,
  signUpScout,
} from "../../../../tests/factories/users";
import { startSmtpServer, type TestSmtpServer } from "../../../../tests/setup/smtp-server";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import { buildApp } from "../../app";
import { outbox, troops } from "../../db/schema";
import { REMINDER_WINDOW_MS } from "./event-reminders";

const HOUR = 60 * 60 * 1000;
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

async function scoutWithEmail(name: string) {
  const [firstName, lastName] = name.split(" ");
  return signUpScout(t.app, leader, { firstName, lastName });
}

async function eventWithScouts(startsIn: number, scouts: SignedIn[]) {
  const event = await createEvent(t.app, leader, { startDate: at(new Date(), startsIn).toISOString() });
  for (const scout of scouts) {
    const res = await t.as(scout).patch(`/api/events/${event.id}/join`);
    expect(res.statusCode).toBe(200);
  }
  return event;
}

const remindersOf = (eventId: string) => t.database.db.select().from(outbox).where(eq(outbox.eventId, eventId));
const setFlags = (values: Partial<typeof troops.$inferInsert>) => t.database.db.update(troops).set(values);

describe("event reminders", () => {
  it("are queued once the event starts within 24 hours, one per participant, and never twice", async () => {
    const a = await scoutWithEmail("Ava Stone");
    const b = await scoutWithEmail("Ben Brook");
    const event = await eventWithScouts(30 * HOUR, [a, b]);
    const now = new Date();
    // 30 hours ahead: not due yet.
    expect((await t.app.notifier.tick(now)).reminders).toBe(0);
    // Just before it becomes due, nothing; at the first pass after, both.
    const due = at(new Date(event.startDate), -REMINDER_WINDOW_MS);
    expect((await t.app.notifier.tick(at(due, -1000))).reminders).toBe(0);
    expect((await t.app.notifier.tick(at(due, 20_000))).reminders).toBe(2);
    expect((await t.app.notifier.tick(at(due, 40_000))).reminders).toBe(0);
    const rows = await remindersOf(event.id);
    expect(rows.map((r) => r.recipient).sort()).toEqual([a.email, b.email].sort());
    expect(rows.every((r) => r.status === "sent" && r.kind === "event-reminder")).toBe(true);
  });

  it("stay sent once when the event is edited, and a scout who joins later gets their own", async () => {
    const a = await scoutWithEmail("Cara Hill");
    const event = await eventWithScouts(2 * HOUR, [a]);
    expect((await t.app.notifier.tick(new Date())).reminders).toBe(1);
    const moved = await t
      .as(leader)
      .patch(`/api/events/${event.id}`, { startDate: at(new Date(), 5 * HOUR).toISOString(), title: "Moved campout" });
    expect(moved.statusCode).toBe(200);
    expect((await t.app.notifier.tick(new Date())).reminders).toBe(0);
    const late = await scoutWithEmail("Dan Late");
    await t.as(late).patch(`/api/events/${event.id}/join`);
    expect((await t.app.notifier.tick(new Date())).reminders).toBe(1);
    expect((await remindersOf(event.id)).map((r) => r.recipient).sort()).toEqual([a.email, late.email].sort());
  });

  it("go to each family alone: one address per message, naming only that family's scout", async () => {
    smtp.mails.length = 0;
    const a = await scoutWithEmail("Eve Adams");
    const b = await scoutWithEmail("Finn Baker");
    const event = await eventWithScouts(3 * HOUR, [a, b]);
    await t.app.notifier.tick(new Date());
    const mails = smtp.mails.filter((m) => m.subject.includes(event.title));
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.to).toHaveLength(1);
      expect(mail.parsed.cc).toBeUndefined();
      const mine = mail.to[0] === a.email ? "Eve" : "Finn";
      const theirs = mine === "Eve" ? "Finn" : "Eve";
      expect(mail.text).toContain(`Hi ${mine}`);
      expect(mail.text).not.toContain(theirs);
      expect(mail.html).not.toContain(mine === "Eve" ? b.email : a.email);
    }
  });

  it("follow the switches: none with event reminders off or email off, queued when switched back on", async () => {
    const a = await scoutWithEmail("Gus Green");
    const event = await eventWithScouts(4 * HOUR, [a]);
    await setFlags({ eventReminders: false });
    expect((await t.app.notifier.tick(new Date())).reminders).toBe(0);
    await setFlags({ eventReminders: true, emailNotifications: false });
    expect((await t.app.notifier.tick(new Date())).reminders).toBe(0);
    expect(await remindersOf(event.id)).toEqual([]);
    await setFlags({ emailNotifications: true });
    expect((await t.app.notifier.tick(new Date())).reminders).toBe(1);
  });

  it("are queued once across a restart and across two app instances on one database", async () => {
    const scouts = await Promise.all(["Hana One", "Ivo Two", "Jo Three"].map(scoutWithEmail));
    const event = await eventWithScouts(6 * HOUR, scouts);
    smtp.mails.length = 0;
    // Two instances, each with its own connection to the same database, pass at the same moment.
    const otherDatabase = t.database.connectAgain();
    const other = await buildApp({ database: otherDatabase, mail: { smtpUrl: smtp.url } });
    const now = new Date();
    const [first, second] = await Promise.all([t.app.notifier.tick(now), other.notifier.tick(now)]);
    expect(first.reminders + second.reminders).toBe(3);
    expect(first.delivery.sent + second.delivery.sent).toBe(3);
    // A restart: the second instance stops, a new one starts on the same database and passes again.
    await other.close();
    await otherDatabase.close();
    const restartedDatabase = t.database.connectAgain();
    const restarted = await buildApp({ database: restartedDatabase, mail: { smtpUrl: smtp.url } });
    const again = await restarted.notifier.tick(at(now, 60_000));
    expect(again.reminders).toBe(0);
    expect(again.delivery.sent).toBe(0);
    await restarted.close();
    await restartedDatabase.close();
    const rows = await remindersOf(event.id);
    expect(rows).toHaveLength(3);
    expect(
      smtp.mails
        .filter((m) => m.subject.includes(event.title))
        .map((m) => m.to[0])
        .sort(),
    ).toEqual(scouts.map((s) => s.email).sort());
  });

  it("skip events already started and deleted events", async () => {
    const a = await scoutWithEmail("Kai Past");
    const event = await eventWithScouts(2 * HOUR, [a]);
    await t.as(leader).del(`/api/events/${event.id}`);
    expect((await t.app.notifier.tick(new Date())).reminders).toBe(0);
    const other = await eventWithScouts(HOUR, [a]);
    expect((await t.app.notifier.tick(at(new Date(other.startDate), 1000))).reminders).toBe(0);
  });
});

describe("parents", () => {
  it("get their own child's reminder, one each, and never another family's", async () => {
    const kid = await scoutWithEmail("Lia Parentchild");
    const other = await scoutWithEmail("Max Otherkid");
    const invite = await t.as(leader).post(`/api/scouts/${kid.scoutId}/parent-invite`);
    expect(invite.statusCode).toBe(201);
    const parent = await signUp(t.app, { role: "parent", inviteCode: invite.json().code, firstName: "Pat", lastName: "Parent" });
    const event = await eventWithScouts(5 * HOUR, [kid, other]);
    smtp.mails.length = 0;
    await t.app.notifier.tick(new Date());
    const rows = await remindersOf(event.id);
    expect(rows.map((r) => r.recipient).sort()).toEqual([kid.email, other.email, parent.email].sort());
    const toParent = smtp.mails.filter((m) => m.to[0] === parent.email);
    expect(toParent).toHaveLength(1);
    expect(toParent[0]?.text).toContain("Lia Parentchild is signed up");
    expect(toParent[0]?.text).toContain("parent or guardian of Lia Parentchild");
    expect(toParent[0]?.text).not.toContain("Max");
  });
});

describe("children without an account", () => {
  /** A parent signs a child up from the family pages, as a child without an account cannot. */
  async function parentSignsUp(parent: SignedIn, scoutId: string, eventId: string) {
    const res = await t.as(parent).put(`/api/parent/children/${scoutId}/events/${eventId}/participation`);
    expect(res.statusCode).toBe(200);
  }

  it("are reminded at the roster email, and each parent once per event, naming every child of theirs going", async () => {
    // Two siblings on the roster, neither with an account: one with an email, one without.
    const ola = await addRosterScout(t.app, leader, { name: "Ola Sibling" });
    const pip = await addRosterScout(t.app, leader, { name: "Pip Sibling", email: null });
    // Another family: a child with neither an account nor an email.
    const quin = await addRosterScout(t.app, leader, { name: "Quin Alone", email: null });
    const mum = await signUpParent(t.app, leader, ola.id, { firstName: "Mona", lastName: "Sibling" });
    const linked = await t.as(mum).post("/api/parent/children", { inviteCode: await inviteCode(t.app, leader, pip.id, "parent") });
    expect(linked.statusCode).toBe(201);
    const dad = await signUpParent(t.app, leader, quin.id, { firstName: "Dev", lastName: "Alone" });
    const event = await createEvent(t.app, leader, { startDate: at(new Date(), 7 * HOUR).toISOString() });
    await parentSignsUp(mum, ola.id, event.id);
    await parentSignsUp(mum, pip.id, event.id);
    await parentSignsUp(dad, quin.id, event.id);
    smtp.mails.length = 0;

    expect((await t.app.notifier.tick(new Date())).reminders).toBe(3);
    const rows = await remindersOf(event.id);
    expect(rows.map((r) => r.recipient).sort()).toEqual([ola.email, mum.email, dad.email].sort());
    const mailTo = (address: string | null) => smtp.mails.filter((m) => m.to[0] === address);
    expect(mailTo(ola.email)).toHaveLength(1);
    expect(mailTo(ola.email)[0]?.text).toContain("Hi Ola Sibling,\nYou are signed up for");
    // One message for the parent of both, naming both children, and never the other family's.
    expect(mailTo(mum.email)).toHaveLength(1);
    const toMum = mailTo(mum.email)[0]?.text ?? "";
    expect(toMum).toContain(`Hi Mona,\nOla Sibling and Pip Sibling are signed up for ${event.title}.`);
    expect(toMum).toContain("parent or guardian of Ola Sibling and Pip Sibling");
    expect(toMum).not.toContain("Quin");
    expect(mailTo(dad.email)).toHaveLength(1);
    expect(mailTo(dad.email)[0]?.text).toContain(`Quin Alone is signed up for ${event.title}.`);
    expect(mailTo(dad.email)[0]?.text).not.toContain("Sibling");
    expect(smtp.mails).toHaveLength(3);

    // A child's roster email given later is reminded on the next pass; nobody already reminded is again.
    const patched = await t.as(leader).patch(`/api/scouts/${pip.id}`, { email: "pip.sibling@example.com" });
    expect(patched.statusCode).toBe(200);
    expect((await t.app.notifier.tick(new Date())).reminders).toBe(1);
    expect((await remindersOf(event.id)).map((r) => r.recipient).sort()).toEqual(
      [ola.email, mum.email, dad.email, "pip.sibling@example.com"].sort(),
    );
    expect(smtp.mails).toHaveLength(4);
  });
});
