import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNKNOWN_ID } from "../../../../tests/factories/badges";
import { createEvent } from "../../../../tests/factories/events";
import { insertTroopWithLeader, type SignedInElsewhere, setTroopSettings } from "../../../../tests/factories/troops";
import { type SignedIn, signUpLeader, signUpParent, signUpScout } from "../../../../tests/factories/users";
import { startSmtpServer, type TestSmtpServer } from "../../../../tests/setup/smtp-server";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import type { Contact } from "../../../shared/api/contacts";
import type { Scout } from "../../../shared/api/scouts";
import { emailUnsubscribes, outbox, scoutContacts } from "../../db/schema";

// Family contacts on the roster (docs/product.md, "Families who never sign up"): who sees and edits
// them, and how messages, reminders and the unsubscribe link reach the families without an account.

const ORIGIN = "https://troop12.example.org";
let smtp: TestSmtpServer;
let t: TestApp;
let leader: SignedIn;
let parent: SignedIn;
let scout: SignedIn & { scoutId: string };
let elsewhere: SignedInElsewhere;
/** Two siblings whose mother has no account and one email, and whose grandad has only a phone. */
let sibOne: Scout;
let sibTwo: Scout;

const FAMILY = [
  { name: "Mia Moss", email: "Mia.Moss@Example.com", phone: "0700 111", relationship: "Mother" },
  { name: "Grandad Moss", phone: "0700 222" },
];

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ mail: { smtpUrl: smtp.url }, publicOrigin: ORIGIN });
  leader = await signUpLeader(t.app, { firstName: "Lee", lastName: "Leader" });
  scout = await signUpScout(t.app, leader, { firstName: "Amy", lastName: "Ash" });
  parent = await signUpParent(t.app, leader, scout.scoutId, { firstName: "Ann", lastName: "Ash" });
  elsewhere = await insertTroopWithLeader(t.database.db, "Far Troop");
  sibOne = (await t.as(leader).post("/api/scouts", { name: "Max Moss", contacts: FAMILY })).json();
  sibTwo = (await t.as(leader).post("/api/scouts", { name: "Zoe Moss", contacts: FAMILY })).json();
});
afterAll(() => smtp.close());

const contactsOf = async (scoutId: string): Promise<Contact[]> =>
  ((await t.as(leader).get("/api/scouts")).json() as Scout[]).find((s) => s.id === scoutId)?.contacts ?? [];

describe("contacts on the roster entry", () => {
  it("keeps a linked parent account among the contacts, marked as having an account", async () => {
    await t.as(leader).patch(`/api/scouts/${scout.scoutId}`, {
      contacts: [{ name: "Ann Ash", email: parent.email.toUpperCase() }, { name: "Uncle Ash" }],
    });
    expect(await contactsOf(scout.scoutId)).toEqual([
      { name: "Ann Ash", email: parent.email, phone: null, relationship: null, hasAccount: true, account: false, invitedAt: null },
      { name: "Uncle Ash", email: null, phone: null, relationship: null, hasAccount: false, account: false, invitedAt: null },
    ]);
    // Without a contact of its own, the linked account is shown as one (not stored with them).
    await t.as(leader).patch(`/api/scouts/${scout.scoutId}`, { contacts: [] });
    expect(await contactsOf(scout.scoutId)).toEqual([
      { name: "Ann Ash", email: parent.email, phone: null, relationship: "Parent", hasAccount: true, account: true, invitedAt: null },
    ]);
  });

  it("lets the child's parent read and edit them, and nobody else's", async () => {
    const children = (await t.as(parent).get("/api/parent/children")).json() as { scout: { id: string; contacts: Contact[] } }[];
    expect(children.map((c) => c.scout.id)).toEqual([scout.scoutId]);
    const edited = await t.as(parent).patch(`/api/parent/children/${scout.scoutId}`, {
      contacts: [{ name: "Ann Ash", email: parent.email, phone: "0800 333", relationship: "Mother" }],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().contacts).toEqual([
      {
        name: "Ann Ash",
        email: parent.email,
        phone: "0800 333",
        relationship: "Mother",
        hasAccount: true,
        account: false,
        invitedAt: null,
      },
    ]);
    const bad = await t.as(parent).patch(`/api/parent/children/${scout.scoutId}`, { contacts: [{ name: "A", email: "not-mail" }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe("Contact email must be a valid email address.");
    // Another family's child: the same 404 as an unknown one, and nothing changes.
    for (const id of [sibOne.id, UNKNOWN_ID]) {
      const other = await t.as(parent).patch(`/api/parent/children/${id}`, { contacts: [{ name: "Intruder" }] });
      expect(other.statusCode).toBe(404);
    }
    expect((await contactsOf(sibOne.id)).map((c) => c.name)).toEqual(["Mia Moss", "Grandad Moss"]);
  });

  it("never reaches a scout, a parent or another troop through the roster", async () => {
    for (const who of [scout, parent]) expect((await t.as(who).get("/api/scouts")).statusCode).toBe(403);
    const far = (await t.as(elsewhere).get("/api/scouts")).json() as Scout[];
    expect(JSON.stringify(far)).not.toContain("Mia Moss");
    expect((await t.as(elsewhere).patch(`/api/scouts/${sibOne.id}`, { contacts: [] })).statusCode).toBe(404);
    // The scout's own profile carries no family's contacts.
    expect((await t.as(scout).get("/api/scout/profile")).body).not.toContain("Mia");
  });

  it("goes with the child when the child is erased, and stays with the sibling", async () => {
    const gone = (await t.as(leader).post("/api/scouts", { name: "Gone Moss", contacts: FAMILY })).json() as Scout;
    expect((await t.as(leader).send("DELETE" as "GET", `/api/scouts/${gone.id}`)).statusCode).toBe(204);
    const left = await t.database.db.select({ id: scoutContacts.id }).from(scoutContacts).where(eq(scoutContacts.scoutId, gone.id));
    expect(left).toEqual([]);
    expect((await contactsOf(sibTwo.id)).map((c) => c.name)).toEqual(["Mia Moss", "Grandad Moss"]);
  });
});

describe("messages reach every family", () => {
  const subjectOf = (what: string) => `${what} ${Math.random().toString(36).slice(2, 8)}`;
  const send = async (audience: object, subject = subjectOf("Camp kit")) => {
    const res = await t.as(leader).post("/api/messages", { subject, body: "Bring a torch.\nAnd wellies.", audience });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; subject: string; recipients: number; emailed: number };
  };
  const mailsFor = async (subject: string) => {
    await t.app.notifier.tick(new Date());
    return smtp.mails.filter((m) => m.subject === subject);
  };

  it("emails a contact without an account once for two siblings, the whole message with an unsubscribe link", async () => {
    const counted = await t.as(leader).post("/api/messages/recipients-count", { audience: { kind: "parents" } });
    expect(counted.json()).toEqual({ recipients: 1, emailed: 1 });
    const message = await send({ kind: "parents" });
    // Parent Ann reads it in the app; Mia (two children, one address) is emailed once.
    expect(message.recipients).toBe(1);
    expect(message.emailed).toBe(1);
    const mails = await mailsFor(message.subject);
    expect(mails.flatMap((m) => m.to).sort()).toEqual(["mia.moss@example.com", parent.email].sort());
    const mia = mails.find((m) => m.to[0] === "mia.moss@example.com");
    expect(mia?.text).toContain("Bring a torch.\nAnd wellies.");
    expect(mia?.text).not.toContain("/messages/");
    expect(mia?.text).toMatch(/Unsubscribe: https:\/\/troop12\.example\.org\/unsubscribe\?token=\S+/);
    expect(mia?.parsed.replyTo?.value).toEqual([{ name: "Lee Leader", address: leader.email }]);
    // Nobody else's address in any mail.
    for (const mail of mails) expect(mail.to).toHaveLength(1);
    const sent = (await t.as(leader).get("/api/messages/sent")).json() as { id: string; emailed: number }[];
    expect(sent.find((m) => m.id === message.id)?.emailed).toBe(1);
  });

  it("honours an unsubscribe from the email's link in every later message and reminder, until it is taken back", async () => {
    const first = await send({ kind: "troop" });
    const mia = (await mailsFor(first.subject)).find((m) => m.to[0] === "mia.moss@example.com");
    const link = /Unsubscribe: (\S+)/.exec(mia?.text ?? "")?.[1] ?? "";
    const token = new URL(link).searchParams.get("token") ?? "";
    const path = `/unsubscribe?token=${encodeURIComponent(token)}`;

    const page = await t.as(null).get(path);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain("Stop these emails?");
    expect(page.body).toContain("mia.moss@example.com");
    // Opening the link (a mail program scanning it) unsubscribes nobody.
    expect(await t.database.db.select().from(emailUnsubscribes)).toEqual([]);

    // A mail program's one-click unsubscribe: a form post with no origin and no session.
    const oneClick = await t
      .as(null, { headers: { "content-type": "application/x-www-form-urlencoded" } })
      .post(path, "List-Unsubscribe=One-Click");
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain("You are unsubscribed");

    const second = await send({ kind: "parents" });
    expect(second.emailed).toBe(0);
    expect((await mailsFor(second.subject)).map((m) => m.to[0])).toEqual([parent.email]);
    // An event reminder for a sibling going tomorrow leaves the address out too.
    const soon = await createEvent(t.app, leader, { startDate: new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString() });
    expect((await t.as(leader).put(`/api/events/${soon.id}/replies/${sibOne.id}`, { answer: "yes" })).statusCode).toBe(200);
    await t.app.notifier.tick(new Date());
    const reminders = await t.database.db.select({ to: outbox.recipient }).from(outbox).where(eq(outbox.eventId, soon.id));
    expect(reminders.map((r) => r.to)).not.toContain("mia.moss@example.com");

    const undo = await t
      .as(null, { headers: { "content-type": "application/x-www-form-urlencoded" } })
      .post(`/unsubscribe/undo?token=${encodeURIComponent(token)}`);
    expect(undo.body).toContain("You will get emails again");
    expect((await send({ kind: "parents" })).emailed).toBe(1);
    // And reminders reach the contact again, with the address's own unsubscribe link.
    const next = await createEvent(t.app, leader, { startDate: new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString() });
    expect((await t.as(leader).put(`/api/events/${next.id}/replies/${sibTwo.id}`, { answer: "yes" })).statusCode).toBe(200);
    await t.app.notifier.tick(new Date());
    const [reminder] = await t.database.db
      .select({ to: outbox.recipient, kind: outbox.kind, link: outbox.unsubscribeUrl, text: outbox.textBody })
      .from(outbox)
      .where(eq(outbox.eventId, next.id));
    expect(reminder).toMatchObject({ to: "mia.moss@example.com", kind: "event-reminder", link });
    expect(reminder?.text).toContain("Hi Mia,");
    expect(reminder?.text).toContain("Zoe Moss is signed up");
  });

  it("refuses a link that was changed or belongs to another troop's secret", async () => {
    const first = await send({ kind: "parents" });
    const mia = (await mailsFor(first.subject)).find((m) => m.to[0] === "mia.moss@example.com");
    const token = new URL(/Unsubscribe: (\S+)/.exec(mia?.text ?? "")?.[1] ?? "").searchParams.get("token") ?? "";
    const [troopId, address, signature] = token.split(".");
    const otherAddress = Buffer.from("victim@example.com").toString("base64url");
    for (const bad of [
      `${troopId}.${otherAddress}.${signature}`,
      `${elsewhere.troopId}.${address}.${signature}`,
      `${troopId}.${address}.${signature?.replace(/^./, (c) => (c === "A" ? "B" : "A"))}`,
      "not-a-token",
      "",
      "x".repeat(2000),
    ]) {
      for (const url of ["/unsubscribe", "/unsubscribe/undo"]) {
        for (const method of ["GET", "POST"] as const) {
          if (url === "/unsubscribe/undo" && method === "GET") continue;
          const res = await t.as(null).send(method, `${url}?token=${encodeURIComponent(bad)}`);
          expect(res.statusCode, `${method} ${url} ${bad.slice(0, 60)}`).toBeGreaterThanOrEqual(400);
          expect(res.statusCode).toBeLessThan(500);
        }
      }
    }
    expect(await t.database.db.select().from(emailUnsubscribes)).toEqual([]);
    // A form post anywhere else is still refused as not JSON.
    const form = await t
      .as(null, { headers: { ...leader.headers, "content-type": "application/x-www-form-urlencoded" } })
      .post("/api/messages", "subject=x");
    expect(form.statusCode).toBe(415);
  });

  it("reaches nobody by email with the troop's email switch off, while accounts still read it in the app", async () => {
    await setTroopSettings(t.app, leader, { emailNotifications: false });
    try {
      const message = await send({ kind: "parents" });
      expect(message).toMatchObject({ recipients: 1, emailed: 0 });
      expect(await mailsFor(message.subject)).toEqual([]);
    } finally {
      await setTroopSettings(t.app, leader, { emailNotifications: true });
    }
  });

  it("keeps a parent's contact-form message in the leaders' messages, and its email answers the parent", async () => {
    const subject = subjectOf("Lift to camp");
    const res = await t.as(parent).post("/api/troop/contact", { subject, message: "Can Amy get a lift?" });
    expect(res.statusCode, res.body).toBe(202);
    const inbox = (await t.as(leader).get("/api/messages")).json() as { subject: string; body: string; sentBy: { name: string } }[];
    const kept = inbox.find((m) => m.subject === subject);
    expect(kept?.sentBy.name).toBe("Ann Ash");
    expect(kept?.body).toContain("Can Amy get a lift?");
    expect(kept?.body).toContain("parent of Amy Ash");
    await t.app.notifier.tick(new Date());
    const mail = smtp.mails.find((m) => m.subject.endsWith(subject));
    expect(mail?.parsed.replyTo?.value).toEqual([{ name: "Ann Ash", address: parent.email }]);
  });
});
