import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createEvent, daysFromNow, signUpRosterScout } from "../../../tests/factories/events";
import { signUpLeader } from "../../../tests/factories/users";
import { requestsTo } from "../../../tests/setup/request-as";
import { createTestApp } from "../../../tests/setup/test-app";
import { buildApp } from "../app";
import { SESSION_COOKIE } from "../auth/session-cookie";
import { runMaintenance } from "../db/maintenance";
import { attendance, eventParticipants, events, idempotencyKeys, messageRecipients, messages, sessions } from "../db/schema";
import { IDEMPOTENCY_MESSAGES, requestHash } from "./idempotency";

type Who = { headers: Record<string, string>; userId: string };
type Method = "POST" | "PUT" | "PATCH" | "DELETE";

describe("Idempotency-Key on changes", async () => {
  const { app, database, as } = await createTestApp();
  const db = database.db;
  const leader = await signUpLeader(app);
  const scout = await signUpRosterScout(app, db, { firstName: "Ava", lastName: "Stone" });

  // A second app on the same database, as after a restart or on another instance. It carries a
  // route whose first call fails with a 500, to see that a failure is not kept.
  let flakyCalls = 0;
  const secondDatabase = database.connectAgain();
  const second = await buildApp({ database: secondDatabase });
  second.post("/api/flaky-change", async (request) => {
    if (!request.actor) return { ok: false };
    flakyCalls += 1;
    if (flakyCalls === 1) throw new Error("the first attempt fails");
    return { calls: flakyCalls };
  });
  await second.ready();
  // afterAll hooks run in reverse: the second app closes before the test database.
  afterAll(async () => {
    await second.close();
    await secondDatabase.close();
  });

  const send = (who: Who | null, method: Method, url: string, payload: unknown, key?: string, target = app) =>
    requestsTo(target)(who, { headers: key === undefined ? {} : { "idempotency-key": key } }).send(
      method,
      url,
      payload as object | undefined,
    );

  const message = (subject: string) => ({ subject, body: "Bring a torch.", audience: { kind: "troop" } });
  const messagesTitled = async (subject: string) => db.select({ id: messages.id }).from(messages).where(eq(messages.subject, subject));
  const keyRow = async (userId: string, key: string) =>
    (
      await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    )[0];

  it("the same key twice: the repeat gets the first answer and changes nothing", async () => {
    const key = randomUUID();
    const first = await send(leader, "POST", "/api/messages", message("Torches"), key);
    expect(first.statusCode).toBe(201);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    const again = await send(leader, "POST", "/api/messages", message("Torches"), key);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.headers["content-type"]).toMatch(/^application\/json/);
    expect(again.json()).toEqual(first.json());
    expect(await messagesTitled("Torches")).toHaveLength(1);
  });

  it("attendance sent twice with one key is recorded once; an event place is taken once", async () => {
    const started = await createEvent(app, leader, { startDate: daysFromNow(-1) });
    const key = randomUUID();
    const record = { scoutId: scout.scoutId, eventId: started.id, status: "present" };
    const first = await send(leader, "POST", "/api/attendance", record, key);
    expect(first.statusCode).toBe(201);
    const recorded = await db.select().from(attendance).where(eq(attendance.eventId, started.id));
    const again = await send(leader, "POST", "/api/attendance", record, key);
    expect(again.json()).toEqual(first.json());
    // Not even the recording time moved.
    expect(await db.select().from(attendance).where(eq(attendance.eventId, started.id))).toEqual(recorded);

    const trip = await createEvent(app, leader, { maxParticipants: 5 });
    const yesKey = randomUUID();
    const yes = await send(scout, "PUT", `/api/events/${trip.id}/reply`, { answer: "yes" }, yesKey);
    expect(yes.json()).toEqual({ status: "joined", position: null });
    expect((await send(scout, "PUT", `/api/events/${trip.id}/reply`, { answer: "yes" }, yesKey)).json()).toEqual(yes.json());
    const [row] = await db.select({ n: events.currentParticipants }).from(events).where(eq(events.id, trip.id));
    expect(row?.n).toBe(1);
    expect(await db.select().from(eventParticipants).where(eq(eventParticipants.eventId, trip.id))).toHaveLength(1);
  });

  it("an answer without a body (204) is replayed without one", async () => {
    await send(leader, "POST", "/api/messages", message("Read me"), randomUUID());
    const [sent] = await messagesTitled("Read me");
    const key = randomUUID();
    const first = await send(scout, "POST", `/api/messages/${sent?.id}/read`, undefined, key);
    expect(first.statusCode).toBe(204);
    const [receipt] = await db.select().from(messageRecipients).where(eq(messageRecipients.userId, scout.userId));
    const again = await send(scout, "POST", `/api/messages/${sent?.id}/read`, undefined, key);
    expect(again.statusCode).toBe(204);
    expect(again.body).toBe("");
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect((await db.select().from(messageRecipients).where(eq(messageRecipients.userId, scout.userId)))[0]).toEqual(receipt);
  });

  it("20 at once with one key: one change, every answer the same", async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(leader, "POST", "/api/messages", message("Together"), key)));
    expect(await messagesTitled("Together")).toHaveLength(1);
    const first = answers[0];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(201);
      expect(answer.json()).toEqual(first?.json());
    }
    expect(answers.filter((a) => a.headers["idempotent-replayed"] === undefined)).toHaveLength(1);
  });

  it("after a restart the key is still known: the same answer, nothing changed", async () => {
    const key = randomUUID();
    const first = await send(leader, "POST", "/api/messages", message("Restart"), key);
    const again = await send(leader, "POST", "/api/messages", message("Restart"), key, second);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect(await messagesTitled("Restart")).toHaveLength(1);
  });

  it("a claim left unanswered by an attempt that died is taken over once it is stale", async () => {
    const key = randomUUID();
    const payload = message("Taken over");
    const hash = requestHash({ method: "POST", url: "/api/messages", body: payload });
    await db
      .insert(idempotencyKeys)
      .values({ userId: leader.userId, key, requestHash: hash, createdAt: sql`now() - interval '2 minutes'` });
    const res = await send(leader, "POST", "/api/messages", payload, key, second);
    expect(res.statusCode).toBe(201);
    expect(res.headers["idempotent-replayed"]).toBeUndefined();
    expect(await messagesTitled("Taken over")).toHaveLength(1);
    expect((await keyRow(leader.userId, key))?.responseStatus).toBe(201);
    expect((await send(leader, "POST", "/api/messages", payload, key)).json()).toEqual(res.json());
    expect(await messagesTitled("Taken over")).toHaveLength(1);
  });

  it("a repeat arriving while the first attempt still runs waits for its answer", async () => {
    const key = randomUUID();
    const payload = message("Still running");
    const hash = requestHash({ method: "POST", url: "/api/messages", body: payload });
    await db.insert(idempotencyKeys).values({ userId: leader.userId, key, requestHash: hash, createdAt: new Date() });
    const waiting = send(leader, "POST", "/api/messages", payload, key);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await db
      .update(idempotencyKeys)
      .set({ responseStatus: 201, responseBody: JSON.stringify({ id: "first" }) })
      .where(and(eq(idempotencyKeys.userId, leader.userId), eq(idempotencyKeys.key, key)));
    const res = await waiting;
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: "first" });
    expect(res.headers["idempotent-replayed"]).toBe("true");
    expect(await messagesTitled("Still running")).toHaveLength(0);
  });

  it("a first attempt still running after the wait: 503 with Retry-After, nothing run", async () => {
    const key = randomUUID();
    const payload = message("Long running");
    const hash = requestHash({ method: "POST", url: "/api/messages", body: payload });
    await db.insert(idempotencyKeys).values({ userId: leader.userId, key, requestHash: hash, createdAt: new Date() });
    const res = await send(leader, "POST", "/api/messages", payload, key);
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("1");
    expect(res.json()).toEqual({ error: IDEMPOTENCY_MESSAGES.stillRunning });
    expect(await messagesTitled("Long running")).toHaveLength(0);
    // The claim is the first attempt's still: the 503 did not give it back.
    expect((await keyRow(leader.userId, key))?.responseStatus).toBeNull();
  }, 15_000);

  it("another user's same key is theirs: both changes run", async () => {
    const key = randomUUID();
    const started = await createEvent(app, leader, { startDate: daysFromNow(-1) });
    const byLeader = await send(leader, "POST", "/api/attendance", { scoutId: scout.scoutId, eventId: started.id, status: "absent" }, key);
    expect(byLeader.statusCode).toBe(201);
    const trip = await createEvent(app, leader);
    const byScout = await send(scout, "PUT", `/api/events/${trip.id}/reply`, { answer: "yes" }, key);
    expect(byScout.statusCode).toBe(200);
    expect(byScout.headers["idempotent-replayed"]).toBeUndefined();
    expect(byScout.json()).toEqual({ status: "joined", position: null });
  });

  it("the same key with another body → 422, and nothing changes", async () => {
    const key = randomUUID();
    expect((await send(leader, "POST", "/api/messages", message("First body"), key)).statusCode).toBe(201);
    const other = await send(leader, "POST", "/api/messages", message("Second body"), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ error: IDEMPOTENCY_MESSAGES.otherRequest });
    expect(await messagesTitled("Second body")).toHaveLength(0);
    // Another address with the same body is another request too.
    const elsewhere = await send(leader, "POST", "/api/messages/recipients-count", message("First body"), key);
    expect(elsewhere.statusCode).toBe(422);
  });

  it("the same body with its keys in another order is the same request", async () => {
    const key = randomUUID();
    const first = await send(leader, "POST", "/api/messages", { subject: "Order", body: "B", audience: { kind: "troop" } }, key);
    const again = await send(leader, "POST", "/api/messages", { audience: { kind: "troop" }, body: "B", subject: "Order" }, key);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
  });

  it("a key that is not a UUID → 400, and nothing runs", async () => {
    const res = await send(leader, "POST", "/api/messages", message("Bad key"), "not-a-uuid");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: IDEMPOTENCY_MESSAGES.notUuid });
    expect(await messagesTitled("Bad key")).toHaveLength(0);
  });

  it("a refused body's answer (400) is kept like any other", async () => {
    const key = randomUUID();
    const first = await send(leader, "POST", "/api/messages", { subject: "", body: "x", audience: { kind: "troop" } }, key);
    expect(first.statusCode).toBe(400);
    const again = await send(leader, "POST", "/api/messages", { subject: "", body: "x", audience: { kind: "troop" } }, key);
    expect(again.statusCode).toBe(400);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
  });

  it("a 5xx first answer is not kept: the repeat runs again", async () => {
    const key = randomUUID();
    const failed = await send(leader, "POST", "/api/flaky-change", {}, key, second);
    expect(failed.statusCode).toBe(500);
    expect(await keyRow(leader.userId, key)).toBeUndefined();
    const retried = await send(leader, "POST", "/api/flaky-change", {}, key, second);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ calls: 2 });
    const replayed = await send(leader, "POST", "/api/flaky-change", {}, key, second);
    expect(replayed.json()).toEqual({ calls: 2 });
    expect(flakyCalls).toBe(2);
  });

  it("a change signed in by the cookie whose session slides forward: the answer is kept, the cookie is not", async () => {
    const started = await createEvent(app, leader, { startDate: daysFromNow(-1) });
    // An expiry close enough that this request renews the session and sets the cookie again.
    await db
      .update(sessions)
      .set({ expire: new Date(Date.now() + 60 * 60 * 1000) })
      .where(eq(sessions.userId, leader.userId));
    const key = randomUUID();
    const cookieCall = () =>
      as(null, {
        headers: {
          cookie: `${SESSION_COOKIE}=${leader.token}`,
          host: "localhost:3000",
          origin: "http://localhost:3000",
          "idempotency-key": key,
        },
      }).post("/api/attendance", { scoutId: scout.scoutId, eventId: started.id, status: "present" });
    const first = await cookieCall();
    expect(first.statusCode).toBe(201);
    expect(first.headers["set-cookie"]).toBeDefined();
    const row = await keyRow(leader.userId, key);
    expect(row?.responseStatus).toBe(201);
    expect(row?.responseBody).not.toContain(leader.token);
    const again = await cookieCall();
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.headers["set-cookie"]).toBeUndefined();
    expect(again.json()).toEqual(first.json());
  });

  it("signed out, the header is ignored (there is nobody to keep it for)", async () => {
    const res = await send(null, "POST", "/api/messages", message("Signed out"), "not-a-uuid");
    expect(res.statusCode).toBe(401);
    const signIn = await as(null, { headers: { "idempotency-key": randomUUID() } }).post("/api/login-credentials", {
      username: leader.email,
      password: leader.password,
      role: "leader",
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers["idempotent-replayed"]).toBeUndefined();
  });

  it("a signed-in sign-in with a key is checked afresh: a repeat with a wrong password gets no token, and nothing is kept", async () => {
    const key = randomUUID();
    const signIn = (password: string) =>
      as(null, { headers: { ...leader.headers, "idempotency-key": key } }).post("/api/login-credentials", {
        username: leader.email,
        password,
        role: "leader",
      });
    const first = await signIn(leader.password);
    expect(first.statusCode).toBe(200);
    const wrong = await signIn("not the password at all");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain("authToken");
    expect(await keyRow(leader.userId, key)).toBeUndefined();
  });

  it("a new calendar address is never remembered: a repeat makes another, and no token is kept", async () => {
    const key = randomUUID();
    const first = await send(leader, "POST", "/api/calendar/feed/reset", undefined, key);
    const again = await send(leader, "POST", "/api/calendar/feed/reset", undefined, key);
    expect(first.statusCode).toBe(200);
    expect(again.json().url).not.toBe(first.json().url);
    expect(await keyRow(leader.userId, key)).toBeUndefined();
  });

  it("no remembered answer anywhere holds a session or calendar token", async () => {
    const bodies = await db.select({ body: idempotencyKeys.responseBody }).from(idempotencyKeys);
    expect(bodies.length).toBeGreaterThan(0);
    for (const { body } of bodies) {
      expect(body ?? "").not.toContain("authToken");
      expect(body ?? "").not.toContain("/api/calendar/");
    }
  });

  it("an erased child's remembered answers go with them: a replay then runs afresh and finds no child", async () => {
    const child = await signUpRosterScout(app, db, { firstName: "Eve", lastName: "Erased" });
    const key = randomUUID();
    const edit = { notes: "Allergic to wasps", email: "eve.erased@example.com" };
    const first = await send(leader, "PATCH", `/api/scouts/${child.scoutId}`, edit, key);
    expect(first.statusCode).toBe(200);
    expect((await keyRow(leader.userId, key))?.responseBody).toContain("eve.erased@example.com");
    expect((await send(leader, "DELETE", `/api/scouts/${child.scoutId}`, undefined)).statusCode).toBe(204);
    expect(await keyRow(leader.userId, key)).toBeUndefined();
    const rows = await db.select({ body: idempotencyKeys.responseBody }).from(idempotencyKeys);
    expect(rows.some((r) => r.body?.includes(child.scoutId))).toBe(false);
    const replay = await send(leader, "PATCH", `/api/scouts/${child.scoutId}`, edit, key);
    expect(replay.statusCode).toBe(404);
    expect(replay.body).not.toContain("eve.erased@example.com");
  });

  it("reads ignore the header", async () => {
    const res = await as(null, { headers: { ...leader.headers, "idempotency-key": "nope" } }).get("/api/messages");
    expect(res.statusCode).toBe(200);
  });

  it("a key older than 7 days is forgotten by the scheduled maintenance: its repeat runs again", async () => {
    const key = randomUUID();
    await send(leader, "POST", "/api/messages", message("A week ago"), key);
    const fresh = randomUUID();
    await send(leader, "POST", "/api/messages", message("Yesterday"), fresh);
    await db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '7 days 1 minute'` })
      .where(and(eq(idempotencyKeys.userId, leader.userId), eq(idempotencyKeys.key, key)));
    await db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '6 days 23 hours'` })
      .where(and(eq(idempotencyKeys.userId, leader.userId), eq(idempotencyKeys.key, fresh)));
    await runMaintenance(database);
    expect(await keyRow(leader.userId, key)).toBeUndefined();
    expect(await keyRow(leader.userId, fresh)).toBeDefined();
    const repeat = await send(leader, "POST", "/api/messages", message("A week ago"), key);
    expect(repeat.headers["idempotent-replayed"]).toBeUndefined();
    expect(await messagesTitled("A week ago")).toHaveLength(2);
  });
});
