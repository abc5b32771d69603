import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNKNOWN_ID } from "../../../../tests/factories/badges";
import { createEvent } from "../../../../tests/factories/events";
import { insertTroopWithLeader, type SignedInElsewhere, setTroopSettings } from "../../../../tests/factories/troops";
import {
  addRosterScout,
  inviteCode,
  type SignedIn,
  signUp,
  signUpLeader,
  signUpParent,
  signUpScout,
  troopCodes,
} from "../../../../tests/factories/users";
import { startSmtpServer, type TestSmtpServer } from "../../../../tests/setup/smtp-server";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import type { Audience, InboxMessage, Receipt, SentListItem, SentMessage } from "../../../shared/api/messages";
import { eventParticipants, eventReplies, events, messageRecipients, outbox } from "../../db/schema";

const ORIGIN = "https://troop12.example.org";

let smtp: TestSmtpServer;
let t: TestApp;

/**
 * The troop every test reads: two leaders; family A (parent A, child A1 with an account); family B
 * (parent B of B1 with an account, whose roster email differs from the account's, and of B2 with a
 * roster email but no account); C, with a roster email but neither account nor parent; D, a roster
 * entry without account or parent whose roster email is parent A's own address; an inactive scout
 * with an account and a parent. Another troop's leader stands outside all of it.
 */
type Fixture = {
  leader1: SignedIn;
  leader2: SignedIn;
  parentA: SignedIn;
  a1: SignedIn & { scoutId: string };
  parentB: SignedIn;
  b1: SignedIn & { scoutId: string };
  b1RosterEmail: string;
  b2: { id: string; email: string };
  c: { id: string; email: string };
  d: { id: string; email: string };
  inactive: SignedIn & { scoutId: string };
  inactiveParent: SignedIn;
  elsewhere: SignedInElsewhere;
  eventId: string;
};
let f: Fixture;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ mail: { smtpUrl: smtp.url }, publicOrigin: ORIGIN });
  const { app, as } = t;
  const leader1 = await signUpLeader(app, { firstName: "Lee", lastName: "Leader" });
  const { leaderInviteCode } = await troopCodes(app, leader1);
  const leader2 = await signUp(app, { role: "leader", firstName: "Lou", lastName: "Second", inviteCode: leaderInviteCode });

  const a1 = await signUpScout(app, leader1, { firstName: "Amy", lastName: "Ash" });
  const parentA = await signUpParent(app, leader1, a1.scoutId, { firstName: "Ann", lastName: "Ash" });

  const b1 = await signUpScout(app, leader1, { firstName: "Bea", lastName: "Birch" });
  const parentB = await signUpParent(app, leader1, b1.scoutId, { firstName: "Ben", lastName: "Birch" });
  const b1RosterEmail = `b1-roster-${Date.now()}@example.com`;
  const moved = await as(leader1).patch(`/api/scouts/${b1.scoutId}`, { email: b1RosterEmail });
  expect(moved.statusCode).toBe(200);
  const b2 = await addRosterScout(app, leader1, { name: "Bob Birch", email: `b2-${Date.now()}@example.com` });
  const linked = await as(parentB).post("/api/parent/children", { inviteCode: await inviteCode(app, leader1, b2.id, "parent") });
  expect(linked.statusCode).toBeLessThan(300);

  const c = await addRosterScout(app, leader1, { name: "Cal Cedar", email: `c-${Date.now()}@example.com` });
  const d = await addRosterScout(app, leader1, { name: "Dot Ash", email: parentA.email });

  const inactive = await signUpScout(app, leader1, { firstName: "Ivo", lastName: "Ivy" });
  const inactiveParent = await signUpParent(app, leader1, inactive.scoutId, { firstName: "Ida", lastName: "Ivy" });
  const left = await as(leader1).patch(`/api/scouts/${inactive.scoutId}`, { isActive: false });
  expect(left.statusCode).toBe(200);

  const elsewhere = await insertTroopWithLeader(t.database.db, "Troop Elsewhere");

  // The event: A1 joined, B1's own sign-up waits for a parent's OK, B2 signed up by parent B, C's
  // place written as a join leaves it, and leader 2 joined as themselves.
  const event = await createEvent(app, leader1, { title: "River Camp" });
  expect((await as(a1).patch(`/api/events/${event.id}/join`)).statusCode).toBe(200);
  await setTroopSettings(app, leader1, { requireParentApproval: true });
  expect((await as(b1).patch(`/api/events/${event.id}/join`)).statusCode).toBe(200);
  await setTroopSettings(app, leader1, { requireParentApproval: false });
  const signedUp = await as(parentB).put(`/api/parent/children/${b2.id}/events/${event.id}/participation`);
  expect(signedUp.statusCode).toBeLessThan(300);
  expect((await as(leader2).patch(`/api/events/${event.id}/join`)).statusCode).toBe(200);
  const [troop] = await t.database.db.select({ troopId: events.troopId }).from(events).where(eq(events.id, event.id));
  await t.database.db
    .insert(eventParticipants)
    .values({ troopId: troop?.troopId ?? "", eventId: event.id, scoutId: c.id, status: "joined" });
  await t.database.db
    .update(events)
    .set({ currentParticipants: sql`${events.currentParticipants} + 1` })
    .where(eq(events.id, event.id));
  const statuses = await t.database.db
    .select({ status: eventParticipants.status })
    .from(eventParticipants)
    .where(eq(eventParticipants.eventId, event.id));
  expect(statuses.map((s) => s.status).sort()).toEqual(["joined", "joined", "joined", "joined", "pending"]);

  f = {
    leader1,
    leader2,
    parentA,
    a1,
    parentB,
    b1,
    b1RosterEmail,
    b2: { id: b2.id, email: b2.email ?? "" },
    c: { id: c.id, email: c.email ?? "" },
    d: { id: d.id, email: d.email ?? "" },
    inactive,
    inactiveParent,
    elsewhere,
    eventId: event.id,
  };
});
afterAll(() => smtp.close());

let counter = 0;
const subjectOf = (what: string) => `${what} #${++counter}`;

const post = (who: { headers: Record<string, string> } | null, url: string, payload?: unknown) =>
  t.as(who).post(url, payload as object | undefined);
const get = (who: { headers: Record<string, string> }, url: string) => t.as(who).get(url);

async function send(who: SignedIn, audience: Audience, overrides: { subject?: string; body?: string } = {}): Promise<SentMessage> {
  const res = await post(who, "/api/messages", {
    subject: overrides.subject ?? subjectOf("Meeting moved"),
    body: overrides.body ?? "We meet in the church hall this week.",
    audience,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function receiptsOf(messageId: string, who: SignedIn = f.leader1): Promise<Receipt[]> {
  const res = await get(who, `/api/messages/${messageId}/receipts`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const sorted = (list: string[]) => [...list].sort();
const recipientIds = async (messageId: string) => sorted((await receiptsOf(messageId)).map((r) => r.userId));

/** The addresses the outbox holds for one subject, one row each (sorted, duplicates kept). */
async function queuedTo(subject: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ to: outbox.recipient })
    .from(outbox)
    .where(and(eq(outbox.subject, subject), eq(outbox.kind, "troop-message")));
  return sorted(rows.map((r) => r.to.toLowerCase()));
}

const inbox = async (who: SignedIn): Promise<InboxMessage[]> => {
  const res = await get(who, "/api/messages");
  expect(res.statusCode).toBe(200);
  return res.json();
};
const unread = async (who: SignedIn): Promise<number> => {
  const res = await get(who, "/api/messages/unread-count");
  expect(res.statusCode).toBe(200);
  return res.json().count;
};

describe("sending to an audience reaches exactly that audience", () => {
  /** Each audience: who receives it in the app and which addresses are mailed, with leader 1 sending. */
  const cases: [string, () => Audience, () => SignedIn[], () => string[]][] = [
    [
      "troop: every leader, scout account and parent, and by email the active roster scouts with neither account nor parent",
      () => ({ kind: "troop" }),
      () => [f.leader2, f.a1, f.parentA, f.b1, f.parentB, f.inactive, f.inactiveParent],
      () => [
        f.leader2.email,
        f.a1.email,
        f.parentA.email,
        f.b1.email,
        f.parentB.email,
        f.inactive.email,
        f.inactiveParent.email,
        f.c.email,
      ],
    ],
    [
      "parents: parents of active scouts",
      () => ({ kind: "parents" }),
      () => [f.parentA, f.parentB],
      () => [f.parentA.email, f.parentB.email],
    ],
    [
      "scouts: accounts of active scouts, and by email the roster scouts with neither account nor parent",
      () => ({ kind: "scouts" }),
      () => [f.a1, f.b1],
      // D's roster address is parent A's: D is reached there, although parent A is no scout.
      () => [f.a1.email, f.b1.email, f.c.email, f.parentA.email],
    ],
    ["leaders: every leader but the sender", () => ({ kind: "leaders" }), () => [f.leader2], () => [f.leader2.email]],
    [
      "event: joined and pending participants, their parents, a leader who joined, and by email a participant with neither account nor parent",
      () => ({ kind: "event", eventId: f.eventId }),
      () => [f.a1, f.parentA, f.b1, f.parentB, f.leader2],
      () => [f.a1.email, f.parentA.email, f.b1.email, f.parentB.email, f.leader2.email, f.c.email],
    ],
  ];

  it.each(cases)("%s", async (_name, audienceOf, expectedAccounts, expectedEmails) => {
    const audience = audienceOf();
    const counted = await post(f.leader1, "/api/messages/recipients-count", { audience });
    expect(counted.statusCode).toBe(200);
    const message = await send(f.leader1, audience);
    const want = sorted(expectedAccounts().map((who) => who.userId));
    expect(await recipientIds(message.id)).toEqual(want);
    expect(message.recipients).toBe(want.length);
    // Addresses of no account in the audience get it by email only: "{m} emailed".
    const accountEmails = new Set(expectedAccounts().map((who) => who.email.toLowerCase()));
    const emailOnly = [...new Set(expectedEmails().map((e) => e.toLowerCase()))].filter((e) => !accountEmails.has(e)).length;
    expect(counted.json()).toEqual({ recipients: want.length, emailed: emailOnly });
    expect(message.emailed).toBe(emailOnly);
    // One row per distinct address: never a list, never twice, never an address outside the audience.
    expect(await queuedTo(message.subject)).toEqual(sorted([...new Set(expectedEmails().map((e) => e.toLowerCase()))]));
    // Account emails, never a roster address that differs from the account's or belongs to a child with a parent.
    const queued = await queuedTo(message.subject);
    expect(queued).not.toContain(f.b1RosterEmail.toLowerCase());
    expect(queued).not.toContain(f.b2.email.toLowerCase());
    // Everyone in it has it in the app, unread; the sender and the other troop do not.
    for (const who of expectedAccounts()) {
      const mine = (await inbox(who)).find((m) => m.id === message.id);
      expect(mine).toEqual({
        id: message.id,
        subject: message.subject,
        body: message.body,
        sentBy: { id: f.leader1.userId, name: "Lee Leader" },
        createdAt: message.createdAt,
        readAt: null,
      });
    }
    const everyone = [f.leader1, f.leader2, f.parentA, f.a1, f.parentB, f.b1, f.inactive, f.inactiveParent, f.elsewhere];
    for (const who of everyone.filter((p) => !want.includes(p.userId))) {
      expect((await inbox(who)).map((m) => m.id)).not.toContain(message.id);
      expect((await get(who, `/api/messages/${message.id}`)).statusCode).toBe(404);
    }
  });

  it("event-unanswered: the active scouts with neither an answer nor a place, their parents, and by email a scout with neither", async () => {
    // A1 said "Can't come", C holds a place; B1, B2 and D have not answered; the inactive scout never counts.
    const event = await createEvent(t.app, f.leader1, { title: "Hill Walk" });
    const [troop] = await t.database.db.select({ troopId: events.troopId }).from(events).where(eq(events.id, event.id));
    const troopId = troop?.troopId ?? "";
    await t.database.db.insert(eventReplies).values({ troopId, eventId: event.id, scoutId: f.a1.scoutId, answer: "no" });
    await t.database.db.insert(eventParticipants).values({ troopId, eventId: event.id, scoutId: f.c.id, status: "joined" });
    const audience: Audience = { kind: "event-unanswered", eventId: event.id };
    const counted = await post(f.leader1, "/api/messages/recipients-count", { audience });
    expect(counted.json()).toMatchObject({ recipients: 2 });
    const message = await send(f.leader1, audience);
    expect(message.audience).toEqual(audience);
    expect(await recipientIds(message.id)).toEqual(sorted([f.b1.userId, f.parentB.userId]));
    // D's roster address (which is parent A's) is mailed for D; A1 and C are not.
    expect(await queuedTo(message.subject)).toEqual(sorted([f.b1.email, f.parentB.email, f.d.email].map((e) => e.toLowerCase())));
    const other = await post(f.elsewhere, "/api/messages/recipients-count", { audience });
    expect(other.statusCode).toBe(404);
    const missing = await post(f.leader1, "/api/messages/recipients-count", { audience: { kind: "event-unanswered" } });
    expect(missing.statusCode).toBe(400);
  });

  it("answers 201 with the message as sent, its audience and its sender", async () => {
    const message = await send(f.leader2, { kind: "leaders" }, { subject: "  Kit list  ", body: "  Bring wellies.  " });
    expect(message).toMatchObject({
      subject: "Kit list",
      body: "Bring wellies.",
      audience: { kind: "leaders" },
      sentBy: { id: f.leader2.userId, name: "Lou Second" },
      recipients: 1,
    });
    expect(await recipientIds(message.id)).toEqual([f.leader1.userId]);
    const event = await send(f.leader1, { kind: "event", eventId: f.eventId, patrolId: UNKNOWN_ID });
    expect(event.audience).toEqual({ kind: "event", eventId: f.eventId });
  });

  it("keeps each recipient once when the same form is sent twice at the same moment", async () => {
    const subject = subjectOf("Twice");
    const [one, two] = await Promise.all([
      send(f.leader1, { kind: "troop" }, { subject }),
      send(f.leader1, { kind: "troop" }, { subject }),
    ]);
    expect(one?.id).not.toBe(two?.id);
    for (const message of [one, two]) {
      const ids = await recipientIds(message?.id ?? "");
      expect(ids).toEqual([...new Set(ids)]);
      expect(ids).toHaveLength(7);
    }
    const rows = await t.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(messageRecipients)
      .where(eq(messageRecipients.userId, f.parentA.userId))
      .groupBy(messageRecipients.messageId)
      .having(sql`count(*) > 1`);
    expect(rows).toEqual([]);
  });
});

describe("who may send, and what is refused", () => {
  it("scouts and parents cannot send or count an audience, nor read the sent list or receipts (403)", async () => {
    const message = await send(f.leader1, { kind: "troop" });
    for (const who of [f.a1, f.parentA]) {
      const sent = await post(who, "/api/messages", { subject: "Hi", body: "Hello", audience: { kind: "troop" } });
      expect(sent.statusCode).toBe(403);
      expect(sent.json()).toEqual({ error: "Only leaders can do this." });
      expect((await post(who, "/api/messages/recipients-count", { audience: { kind: "troop" } })).statusCode).toBe(403);
      expect((await get(who, "/api/messages/sent")).statusCode).toBe(403);
      expect((await get(who, `/api/messages/${message.id}/receipts`)).statusCode).toBe(403);
    }
    expect((await t.as(null).get("/api/messages")).statusCode).toBe(401);
  });

  it("refuses an empty or too long subject or body, and a missing patrol or event, with the field's message", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ subject: "   ", body: "x", audience: { kind: "troop" } }, "subject", "Subject is required."],
      [{ subject: "x".repeat(151), body: "x", audience: { kind: "troop" } }, "subject", "Subject must be at most 150 characters."],
      [{ subject: "x", body: "", audience: { kind: "troop" } }, "body", "Message is required."],
      [{ subject: "x", body: "y".repeat(5001), audience: { kind: "troop" } }, "body", "Message must be at most 5000 characters."],
      [{ subject: "x", body: "y", audience: { kind: "event" } }, "audience.eventId", "Choose an event."],
      [{ subject: "x", body: "y", audience: { kind: "patrol" } }, "audience.patrolId", "Choose a patrol."],
      [{ subject: "x", body: "y", audience: { kind: "everyone" } }, "audience.kind", "Choose who the message is for."],
      [{ subject: "x", body: "y" }, "audience", "Choose who the message is for."],
    ];
    for (const [payload, field] of cases) {
      const res = await post(f.leader1, "/api/messages", payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(Object.keys(res.json().fields ?? {})).toContain(field);
    }
    for (const [payload, field, message] of cases.slice(0, 6)) {
      expect((await post(f.leader1, "/api/messages", payload)).json().fields[field]).toBe(message);
    }
    const counted = await post(f.leader1, "/api/messages/recipients-count", { audience: { kind: "event" } });
    expect(counted.statusCode).toBe(400);
    expect(counted.json().fields["audience.eventId"]).toBe("Choose an event.");
    const longest = await send(f.leader1, { kind: "leaders" }, { subject: "s".repeat(150), body: "b".repeat(5000) });
    expect(longest.body).toHaveLength(5000);
  });

  it("answers 404 for any patrol (patrols do not exist yet), and for an unknown, malformed, deleted or other troop's event", async () => {
    for (const patrolId of [UNKNOWN_ID, "not-a-uuid"]) {
      for (const url of ["/api/messages", "/api/messages/recipients-count"]) {
        const res = await post(f.leader1, url, { subject: "x", body: "y", audience: { kind: "patrol", patrolId } });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: "Patrol not found." });
      }
    }
    const otherEvent = await createEvent(t.app, f.elsewhere, { title: "Their camp" });
    const gone = await createEvent(t.app, f.leader1);
    expect((await t.as(f.leader1).del(`/api/events/${gone.id}`)).statusCode).toBe(204);
    for (const eventId of [UNKNOWN_ID, "not-a-uuid", "1", otherEvent.id, gone.id]) {
      const res = await post(f.leader1, "/api/messages", { subject: "x", body: "y", audience: { kind: "event", eventId } });
      expect(res.statusCode, eventId).toBe(404);
      expect(res.json()).toEqual({ error: "Event not found." });
      expect((await post(f.leader1, "/api/messages/recipients-count", { audience: { kind: "event", eventId } })).statusCode).toBe(404);
    }
    const mine = await t.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(outbox)
      .where(eq(outbox.subject, "x"));
    expect(mine[0]?.n).toBe(0);
  });
});

describe("reading", () => {
  it("lists my messages newest first, opens one, and answers 404 outside the audience", async () => {
    const first = await send(f.leader1, { kind: "parents" }, { subject: subjectOf("First") });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await send(f.leader2, { kind: "troop" }, { subject: subjectOf("Second") });
    const scoutsOnly = await send(f.leader1, { kind: "scouts" });
    const ids = (await inbox(f.parentA)).map((m) => m.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(ids).not.toContain(scoutsOnly.id);
    const dates = (await inbox(f.parentA)).map((m) => m.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());

    const opened = await get(f.parentA, `/api/messages/${first.id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ id: first.id, subject: first.subject, readAt: null, sentBy: { id: f.leader1.userId } });

    // Outside the audience: a parent and a scouts-only message; a leader who did not receive it
    // (the sender reads it through the sent list); another troop; unknown and malformed ids.
    const outside: [SignedIn, string][] = [
      [f.parentA, scoutsOnly.id],
      [f.leader1, scoutsOnly.id],
      [f.elsewhere, first.id],
      [f.parentA, UNKNOWN_ID],
      [f.parentA, "not-a-uuid"],
    ];
    for (const [who, id] of outside) {
      expect((await get(who, `/api/messages/${id}`)).statusCode).toBe(404);
      expect((await post(who, `/api/messages/${id}/read`)).statusCode).toBe(404);
    }
    expect((await post(f.parentA, `/api/messages/${scoutsOnly.id}/reply`, { body: "Hello?" })).statusCode).toBe(404);
    expect(await receiptsOf(scoutsOnly.id).then((r) => r.every((x) => x.readAt === null))).toBe(true);
  });

  it("marks read once: the first time stays, in parallel too, and the unread count follows", async () => {
    const before = await unread(f.parentB);
    const message = await send(f.leader1, { kind: "parents" });
    expect(await unread(f.parentB)).toBe(before + 1);
    const [one, two] = await Promise.all([
      post(f.parentB, `/api/messages/${message.id}/read`),
      post(f.parentB, `/api/messages/${message.id}/read`),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([204, 204]);
    expect(await unread(f.parentB)).toBe(before);
    const firstRead = (await get(f.parentB, `/api/messages/${message.id}`)).json().readAt;
    expect(firstRead).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await post(f.parentB, `/api/messages/${message.id}/read`)).statusCode).toBe(204);
    expect((await get(f.parentB, `/api/messages/${message.id}`)).json().readAt).toBe(firstRead);
    // Parent A has not read it: still unread for them.
    expect((await get(f.parentA, `/api/messages/${message.id}`)).json().readAt).toBeNull();
  });

  it("shows leaders every leaders' message with how many received and read it, and who did", async () => {
    const message = await send(f.leader2, { kind: "parents" }, { subject: subjectOf("Receipts") });
    expect((await post(f.parentA, `/api/messages/${message.id}/read`)).statusCode).toBe(204);
    for (const leader of [f.leader1, f.leader2]) {
      const sent: SentListItem[] = (await get(leader, "/api/messages/sent")).json();
      expect(sent.find((m) => m.id === message.id)).toEqual({ ...message, readCount: 1 });
      const dates = sent.map((m) => m.createdAt);
      expect(dates).toEqual([...dates].sort().reverse());
    }
    const receipts = await receiptsOf(message.id);
    expect(receipts).toHaveLength(2);
    // Unread first (the ones to ring), then read.
    expect(receipts[0]).toEqual({ userId: f.parentB.userId, name: "Ben Birch", role: "parent", readAt: null });
    expect(receipts[1]).toMatchObject({ userId: f.parentA.userId, name: "Ann Ash", role: "parent" });
    expect(receipts[1]?.readAt).toEqual((await get(f.parentA, `/api/messages/${message.id}`)).json().readAt);
    // Another troop's leader sees none of it.
    expect(((await get(f.elsewhere, "/api/messages/sent")).json() as SentListItem[]).map((m) => m.id)).not.toContain(message.id);
    expect((await get(f.elsewhere, `/api/messages/${message.id}/receipts`)).statusCode).toBe(404);
    for (const id of [UNKNOWN_ID, "not-a-uuid"]) expect((await get(f.leader1, `/api/messages/${id}/receipts`)).statusCode).toBe(404);
  });
});

describe("replies", () => {
  it("reach every leader, naming the parent and the subject; only parents reply, only to their own messages", async () => {
    const original = await send(f.leader1, { kind: "parents" }, { subject: subjectOf("Reply by Friday") });
    for (const who of [f.a1, f.leader1, f.leader2]) {
      const res = await post(who, `/api/messages/${original.id}/reply`, { body: "Yes" });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: "Only parents can do this." });
    }
    expect((await post(f.inactiveParent, `/api/messages/${original.id}/reply`, { body: "Me too" })).statusCode).toBe(404);
    expect((await post(f.parentB, `/api/messages/${original.id}/reply`, { body: "   " })).statusCode).toBe(400);

    const res = await post(f.parentB, `/api/messages/${original.id}/reply`, { body: "Bea can come, Bob is ill." });
    expect(res.statusCode).toBe(201);
    const reply: SentMessage = res.json();
    expect(reply).toMatchObject({
      subject: `Re: ${original.subject}`,
      body: `Ben Birch replied to “${original.subject}”:\n\nBea can come, Bob is ill.`,
      audience: { kind: "leaders" },
      sentBy: { id: f.parentB.userId, name: "Ben Birch" },
      recipients: 2,
    });
    for (const leader of [f.leader1, f.leader2]) {
      const got = (await inbox(leader)).find((m) => m.id === reply.id);
      expect(got).toMatchObject({
        subject: reply.subject,
        body: reply.body,
        sentBy: { id: f.parentB.userId, name: "Ben Birch" },
        readAt: null,
      });
    }
    for (const other of [f.parentA, f.a1, f.b1]) expect((await inbox(other)).map((m) => m.id)).not.toContain(reply.id);
    expect(await queuedTo(reply.subject)).toEqual(sorted([f.leader1.email, f.leader2.email]));
    // A parent's reply is not among the leaders' sent messages.
    expect(((await get(f.leader1, "/api/messages/sent")).json() as SentListItem[]).map((m) => m.id)).not.toContain(reply.id);
    for (const id of [UNKNOWN_ID, "not-a-uuid"])
      expect((await post(f.parentB, `/api/messages/${id}/reply`, { body: "x" })).statusCode).toBe(404);
  });

  it("are a parent's call: with the parent portal off a parent cannot reply, but still reads", async () => {
    const original = await send(f.leader1, { kind: "parents" });
    await setTroopSettings(t.app, f.leader1, { enableParentPortal: false });
    try {
      const res = await post(f.parentA, `/api/messages/${original.id}/reply`, { body: "Noted" });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: "The parent portal is turned off." });
      expect((await get(f.parentA, `/api/messages/${original.id}`)).statusCode).toBe(200);
    } finally {
      await setTroopSettings(t.app, f.leader1, { enableParentPortal: true });
    }
    expect((await post(f.parentA, `/api/messages/${original.id}/reply`, { body: "Noted" })).statusCode).toBe(201);
  });
});

describe("email", () => {
  it("goes through a real mail server: one message per address, one address in To, the link at PUBLIC_ORIGIN, the body as text", async () => {
    const body = 'Bring <script>alert("hi")</script> & wellies 🥾🏕️\n\nSee you — Lee';
    const message = await send(f.leader1, { kind: "troop" }, { subject: subjectOf("Camp 🏕️ <b>soon</b>"), body });
    await t.app.notifier.tick(new Date());
    const mails = smtp.mails.filter((m) => m.subject === message.subject);
    const expected = [f.leader2, f.a1, f.parentA, f.b1, f.parentB, f.inactive, f.inactiveParent].map((p) => p.email).concat(f.c.email);
    expect(sorted(mails.flatMap((m) => m.to))).toEqual(sorted(expected));
    for (const mail of mails) {
      expect(mail.to).toHaveLength(1);
      expect(mail.parsed.cc).toBeUndefined();
      expect(mail.text).toContain(body);
      // A reply in a mail program reaches the leader who wrote.
      expect(mail.parsed.replyTo?.value).toEqual([{ name: "Lee Leader", address: f.leader1.email }]);
      // C has no account and no parent: the whole message, no link into the app, and an unsubscribe link.
      if (mail.to[0] === f.c.email) {
        expect(mail.text).not.toContain(`${ORIGIN}/messages/`);
        expect(mail.text).toMatch(new RegExp(`Unsubscribe: ${ORIGIN}/unsubscribe\\?token=\\S+`));
        const headerLines = mail.parsed.headerLines.map((h) => h.line);
        expect(headerLines).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
        expect(headerLines.find((line) => line.startsWith("List-Unsubscribe:"))).toMatch(
          /<https:\/\/troop12\.example\.org\/unsubscribe\?token=\S+>/,
        );
        continue;
      }
      expect(mail.text).not.toContain("/unsubscribe");
      expect(mail.text).toContain(`${ORIGIN}/messages/${message.id}`);
      expect(mail.html).toContain(`${ORIGIN}/messages/${message.id}`);
      expect(mail.html).not.toContain("<script>");
      expect(mail.html).toContain("&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; wellies 🥾🏕️");
      expect(mail.html).not.toContain("<b>soon</b>");
      expect(mail.text).toContain("Lee Leader wrote to the whole troop:");
    }
    const rows = await t.database.db.select({ status: outbox.status }).from(outbox).where(eq(outbox.subject, message.subject));
    expect(rows.map((r) => r.status)).toEqual(expected.map(() => "sent"));
  });

  it("with email notifications off queues nothing, and everyone still has the message in the app", async () => {
    await setTroopSettings(t.app, f.leader1, { emailNotifications: false });
    try {
      const message = await send(f.leader1, { kind: "troop" });
      expect(await queuedTo(message.subject)).toEqual([]);
      expect(message.recipients).toBe(7);
      expect((await inbox(f.parentA)).map((m) => m.id)).toContain(message.id);
      const original = await send(f.leader1, { kind: "parents" });
      const reply = await post(f.parentA, `/api/messages/${original.id}/reply`, { body: "Thanks" });
      expect(reply.statusCode).toBe(201);
      expect(await queuedTo(reply.json().subject)).toEqual([]);
      expect((await inbox(f.leader2)).map((m) => m.id)).toContain(reply.json().id);
      await t.app.notifier.tick(new Date());
      expect(smtp.mails.filter((m) => m.subject === message.subject)).toEqual([]);
    } finally {
      await setTroopSettings(t.app, f.leader1, { emailNotifications: true });
    }
  });
});

describe("erasing a scout", () => {
  it("takes the child's account off every message it received", async () => {
    const leaving = await signUpScout(t.app, f.leader1, { firstName: "Lia", lastName: "Leaving" });
    const message = await send(f.leader1, { kind: "scouts" });
    expect(await recipientIds(message.id)).toContain(leaving.userId);
    expect((await t.as(f.leader1).del(`/api/scouts/${leaving.scoutId}`)).statusCode).toBe(204);
    expect(await recipientIds(message.id)).toEqual(sorted([f.a1.userId, f.b1.userId]));
    const sent: SentListItem[] = (await get(f.leader1, "/api/messages/sent")).json();
    expect(sent.find((m) => m.id === message.id)?.recipients).toBe(2);
  });
});
