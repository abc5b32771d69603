import "fake-indexeddb/auto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { backoffMs, ChangeQueue, MAX_BACKOFF_MS, outcomeOf, type QueuedChange, type RefusedPart } from "./change-queue";
import { forgetEverything, readKept } from "./device-store";

let made = 0;
function change(description: string): QueuedChange {
  made += 1;
  return {
    id: `change-${made}`,
    idempotencyKey: `key-${made}`,
    method: "POST",
    url: "/api/attendance",
    body: { n: made },
    description,
    madeAt: new Date().toISOString(),
  };
}

const json = (status: number, body: unknown = {}) => new Response(JSON.stringify(body), { status });

const queues: ChangeQueue[] = [];

/** A queue on a network that answers with `answer` and records what it was sent. */
function queueWith(
  answer: (c: QueuedChange) => Promise<Response>,
  online = { value: true },
  refusedParts?: (c: QueuedChange, answer: unknown) => RefusedPart[],
) {
  const sent: QueuedChange[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const queue = new ChangeQueue({
    send: (c) => {
      sent.push(c);
      return answer(c);
    },
    isOnline: () => online.value,
    setTimeout: (run, ms) => {
      timers.push({ run, ms });
      return timers.length;
    },
    clearTimeout: () => undefined,
    ...(refusedParts && { refusedParts }),
  });
  queues.push(queue);
  return { queue, sent, timers, online };
}

afterEach(async () => {
  // A test's last writes land before the next test's queue reads the store.
  await Promise.all(queues.splice(0).map((queue) => queue.saved()));
  await forgetEverything();
});

describe("the queue of changes made offline", () => {
  it("sends what waits in the order it was made, once the device is online", async () => {
    const online = { value: false };
    const { queue, sent } = queueWith(async () => json(200), online);
    await queue.add(change("first"));
    await queue.add(change("second"));
    await queue.add(change("third"));
    expect(sent).toEqual([]);
    expect(queue.snapshot().waiting.map((c) => c.description)).toEqual(["first", "second", "third"]);

    online.value = true;
    queue.networkBack();
    await vi.waitFor(() => expect(queue.snapshot().waiting).toEqual([]));
    expect(sent.map((c) => c.description)).toEqual(["first", "second", "third"]);
  });

  it("keeps what waits on the device: a reload finds it, with the same keys", async () => {
    const online = { value: false };
    const first = queueWith(async () => json(200), online);
    const a = change("Attendance for Sam at Hike");
    await first.queue.add(a);
    await first.queue.add(change("Attendance for Jo at Hike"));
    expect((await readKept<QueuedChange[]>("changes-waiting"))?.length).toBe(2);

    // The page is loaded again: a new queue reads what the device kept.
    const again = queueWith(async () => json(200), online);
    await again.queue.loaded;
    expect(again.queue.snapshot().waiting.map((c) => [c.description, c.idempotencyKey])).toEqual([
      ["Attendance for Sam at Hike", a.idempotencyKey],
      ["Attendance for Jo at Hike", expect.any(String)],
    ]);
  });

  it("tries a change again with the same key after a network failure or a 5xx, waiting longer each time up to 8 s", async () => {
    let calls = 0;
    const { queue, sent, timers } = queueWith(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError("Failed to fetch");
      if (calls <= 4) return json(503);
      return json(200);
    });
    await queue.add(change("Attendance for Sam at Hike"));
    await vi.waitFor(() => expect(timers.length).toBe(1));
    for (let i = 1; i < 5 && queue.snapshot().waiting.length > 0; i++) {
      const timer = timers[timers.length - 1];
      timer?.run();
      await vi.waitFor(() => expect(sent.length).toBe(i + 1));
    }
    await vi.waitFor(() => expect(queue.snapshot().waiting).toEqual([]));
    expect(new Set(sent.map((c) => c.idempotencyKey)).size).toBe(1);
    expect(timers.map((t) => t.ms)).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffMs(10)).toBe(MAX_BACKOFF_MS);
  });

  it("stops at a change that fails, so none after it goes first", async () => {
    const { queue, sent } = queueWith(async (c) => (c.description === "first" ? json(500) : json(200)));
    await queue.add(change("first"));
    await queue.add(change("second"));
    await vi.waitFor(() => expect(queue.snapshot().syncing).toBe(false));
    expect(sent.map((c) => c.description)).toEqual(["first"]);
    expect(queue.snapshot().waiting.map((c) => c.description)).toEqual(["first", "second"]);
  });

  it("lists a refusal under Couldn't be saved with the server's reason, and goes on with the rest", async () => {
    const { queue, sent } = queueWith(async (c) => (c.description === "refused" ? json(409, { error: "This event is full." }) : json(200)));
    await queue.add(change("refused"));
    await queue.add(change("accepted"));
    await vi.waitFor(() => expect(queue.snapshot().waiting).toEqual([]));
    expect(sent.map((c) => c.description)).toEqual(["refused", "accepted"]);
    expect(queue.snapshot().refused.map((c) => [c.description, c.status, c.reason])).toEqual([["refused", 409, "This event is full."]]);
    expect((await readKept<unknown[]>("changes-refused"))?.length).toBe(1);
  });

  it("a change accepted but for some parts: those parts are listed by name, each retried alone, the rest is saved", async () => {
    const answers = [
      json(200, { signedOff: ["ann", "cy"], skipped: [{ scoutId: "bo", reason: "Not in the troop (any more)." }] }),
      json(200),
    ];
    const { queue, sent } = queueWith(
      async () => answers.shift() ?? json(200),
      { value: true },
      (c, answer) =>
        ((answer as { skipped?: { scoutId: string; reason: string }[] } | null)?.skipped ?? []).map((s) => ({
          url: c.url,
          body: { scoutIds: [s.scoutId] },
          description: `${c.description} for ${s.scoutId}`,
          reason: s.reason,
        })),
    );
    await queue.add({ ...change("Sign-off of requirement 1 of Knots"), body: { scoutIds: ["ann", "bo", "cy"] } });
    await vi.waitFor(() => expect(queue.snapshot().waiting).toEqual([]));
    const [part] = queue.snapshot().refused;
    expect(queue.snapshot().refused.map((c) => [c.description, c.reason])).toEqual([
      ["Sign-off of requirement 1 of Knots for bo", "Not in the troop (any more)."],
    ]);
    await queue.retry(part?.id ?? "", () => "a-new-key");
    await vi.waitFor(() => expect(queue.snapshot().waiting).toEqual([]));
    expect(sent.at(-1)).toMatchObject({ idempotencyKey: "a-new-key", body: { scoutIds: ["bo"] } });
    expect(queue.snapshot().refused).toEqual([]);
  });

  it("retries a refusal as a new attempt (a new key) and dismisses one", async () => {
    let refuse = true;
    const { queue, sent } = queueWith(async () => (refuse ? json(422, { error: "Requirement index is out of range." }) : json(200)));
    await queue.add(change("one"));
    await queue.add(change("two"));
    await vi.waitFor(() => expect(queue.snapshot().refused.length).toBe(2));
    const [one, two] = queue.snapshot().refused;
    refuse = false;
    await queue.retry(one?.id ?? "", () => "a-new-key");
    await vi.waitFor(() => expect(queue.snapshot().waiting).toEqual([]));
    expect(sent.at(-1)?.idempotencyKey).toBe("a-new-key");
    queue.dismiss(two?.id ?? "");
    expect(queue.snapshot().refused).toEqual([]);
  });

  it("classifies answers: sent, tried again, or refused", () => {
    expect([200, 201, 204].map(outcomeOf)).toEqual(["sent", "sent", "sent"]);
    expect([500, 502, 503, 408, 429, 401].map(outcomeOf)).toEqual(["again", "again", "again", "again", "again", "again"]);
    expect([400, 403, 404, 409, 422].map(outcomeOf)).toEqual(["refused", "refused", "refused", "refused", "refused"]);
  });

  it("erased at sign-out: nothing waits and nothing more is sent", async () => {
    const online = { value: false };
    const { queue, sent } = queueWith(async () => json(200), online);
    await queue.add(change("one"));
    queue.erase();
    online.value = true;
    await queue.flush();
    expect(sent).toEqual([]);
    expect(queue.snapshot().waiting).toEqual([]);
  });
});
