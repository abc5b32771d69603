import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import type { Db } from "../db/client";
import { forgetReads, KEPT_MS, keepOnlyWhile } from "./read-cache";

/**
 * Kept reads on several instances of one PostgreSQL database
 * (docs/decisions/023-kept-reads-forgotten-everywhere.md).
 *
 * Every instance keeps session look-ups and troop-wide answers for a second, as one process on the
 * embedded database does, and a change forgets them on every instance before it answers:
 *
 * - Each instance listens on one connection of its own and, on it, writes every second that it was
 *   seen (`app_instances`). It keeps and uses reads only while the last of those writes, counted
 *   from when it was sent, succeeded less than LIVE_MS ago: an instance that cannot hear keeps
 *   nothing.
 * - A change forgets here, then notifies every instance and waits until each one seen within
 *   SEEN_WITHIN said it forgot, or KEPT_MS passed. Every read kept runs out KEPT_MS after it began
 *   loading, so after that wait no instance can answer from a read made before the change, whether
 *   or not it answered.
 * - An instance that stopped writing falls out of SEEN_WITHIN only after it stopped using its reads
 *   (its LIVE_MS from the last write sent is shorter than SEEN_WITHIN from the same write's now()).
 */

const CHANNEL = "scout_badges_forget";
const HEARTBEAT_MS = 1000;
const LIVE_MS = 2000;
const SEEN_WITHIN = "3 seconds";
/** A listening connection whose write has not come back in this long is replaced. */
const STUCK_MS = 5000;
const RECONNECT_MS = 1000;

type Message =
  | { kind: "forget"; from: string; seq: number; troopId: string | null }
  | { kind: "forgotten"; to: string; seq: number; by: string };

export type Forgetting = {
  /** Forgets the troop's kept reads (every troop's for null) on every other instance; resolves once they did. */
  everywhere: (troopId: string | null) => Promise<void>;
  close: () => Promise<void>;
};

/** The embedded database: one process, nobody else to tell. */
export const forgettingHereOnly: Forgetting = { everywhere: async () => {}, close: async () => {} };

type Waiting = { acked: Set<string>; waitingFor: Set<string> | null; done: () => void };

export async function startForgettingEverywhere(db: Db, url: string, log: FastifyBaseLogger): Promise<Forgetting> {
  const id = randomUUID();
  let listener: pg.Client | null = null;
  let closed = false;
  /** performance.now() when the last write that succeeded was sent; -Infinity before the first. */
  let lastSeenSentAt = Number.NEGATIVE_INFINITY;
  let writeSentAt: number | null = null;
  let seq = 0;
  const waiting = new Map<number, Waiting>();

  const live = () => performance.now() - lastSeenSentAt < LIVE_MS;
  const removeGate = keepOnlyWhile(live);

  // The listening connection's statements, one after the other: several parts (a heard change's answer,
  // the heartbeat, a change of this instance) send on it, and node-postgres stops queuing them itself.
  const queues = new WeakMap<pg.Client, Promise<unknown>>();
  const inTurn = (client: pg.Client, text: string, values?: unknown[]) => {
    const sent = (queues.get(client) ?? Promise.resolve()).then(() => client.query(text, values));
    queues.set(
      client,
      sent.catch(() => {}),
    );
    return sent;
  };

  const send = (client: pg.Client, message: Message) =>
    inTurn(client, "select pg_notify($1, $2)", [CHANNEL, JSON.stringify(message)]).catch(() => {});

  const hear = (client: pg.Client, payload: string | undefined) => {
    let message: Message;
    try {
      message = JSON.parse(payload ?? "") as Message;
    } catch {
      return;
    }
    if (message.kind === "forget" && message.from !== id) {
      forgetReads(message.troopId);
      void send(client, { kind: "forgotten", to: message.from, seq: message.seq, by: id });
    } else if (message.kind === "forgotten" && message.to === id) {
      const wait = waiting.get(message.seq);
      if (!wait) return;
      wait.acked.add(message.by);
      wait.waitingFor?.delete(message.by);
      if (wait.waitingFor?.size === 0) wait.done();
    }
  };

  const drop = (client: pg.Client) => {
    if (listener !== client) return;
    listener = null;
    writeSentAt = null;
    // Deaf from now on: nothing kept is used, and nothing is kept, until it listens again.
    lastSeenSentAt = Number.NEGATIVE_INFINITY;
    forgetReads(null);
    client.removeAllListeners("notification");
    client.end().catch(() => {});
    if (!closed) setTimeout(() => void connect(), RECONNECT_MS).unref();
  };

  const writeSeen = async (client: pg.Client) => {
    const sentAt = performance.now();
    writeSentAt = sentAt;
    try {
      await inTurn(
        client,
        "insert into app_instances (id, seen_at) values ($1, now()) on conflict (id) do update set seen_at = excluded.seen_at",
        [id],
      );
    } catch (error) {
      log.warn({ err: error }, "kept reads: this instance could not say it is running; it keeps nothing until it can");
      drop(client);
      return;
    } finally {
      if (writeSentAt === sentAt) writeSentAt = null;
    }
    // Back after a gap: what was kept before it may have missed another instance's change.
    if (!live()) forgetReads(null);
    lastSeenSentAt = sentAt;
  };

  const connect = async () => {
    if (closed || listener) return;
    const client = new pg.Client({ connectionString: url, application_name: `scout-badges ${id.slice(0, 8)}` });
    client.on("error", () => drop(client));
    client.on("end", () => drop(client));
    client.on("notification", (notification) => {
      if (notification.channel === CHANNEL) hear(client, notification.payload);
    });
    try {
      await client.connect();
      listener = client;
      await inTurn(client, `listen ${CHANNEL}`);
      await writeSeen(client);
    } catch (error) {
      log.warn({ err: error }, "kept reads: could not listen for other instances' changes; retrying");
      if (listener === client) drop(client);
      else {
        client.end().catch(() => {});
        if (!closed) setTimeout(() => void connect(), RECONNECT_MS).unref();
      }
    }
  };

  const heartbeat = setInterval(() => {
    const client = listener;
    if (!client) return;
    if (writeSentAt !== null) {
      if (performance.now() - writeSentAt > STUCK_MS) drop(client);
      return;
    }
    void writeSeen(client);
    // Rows of instances that stopped without removing theirs.
    if (Math.random() < 1 / 600) void inTurn(client, "delete from app_instances where seen_at < now() - interval '1 day'").catch(() => {});
  }, HEARTBEAT_MS);
  heartbeat.unref();

  await connect();

  return {
    async everywhere(troopId) {
      const startedAt = performance.now();
      const mine = ++seq;
      let done = () => {};
      const finished = new Promise<void>((resolve) => {
        done = resolve;
      });
      const wait: Waiting = { acked: new Set(), waitingFor: null, done };
      waiting.set(mine, wait);
      const timer = setTimeout(done, KEPT_MS);
      try {
        const message: Message = { kind: "forget", from: id, seq: mine, troopId };
        // One round trip: the notice (sent as this statement commits) and who must answer it.
        const result = (await db.execute(
          sql`select pg_notify(${CHANNEL}, ${JSON.stringify(message)}),
                coalesce((select array_agg(id) from app_instances where seen_at > now() - ${SEEN_WITHIN}::interval and id <> ${id}), '{}') as others`,
        )) as unknown as { rows: { others: string[] }[] };
        const others = new Set(result.rows[0]?.others ?? []);
        for (const by of wait.acked) others.delete(by);
        wait.waitingFor = others;
        if (others.size === 0) done();
        await finished;
        const missing = [...others];
        if (missing.length > 0) {
          log.warn(
            { instances: missing, waitedMs: Math.round(performance.now() - startedAt) },
            "kept reads: instances did not say they forgot",
          );
        }
      } catch (error) {
        // Nobody could be told: what the others keep runs out within KEPT_MS of now.
        log.warn({ err: error }, "kept reads: could not tell the other instances; waiting for their kept reads to run out");
        await finished;
      } finally {
        clearTimeout(timer);
        waiting.delete(mine);
      }
    },
    async close() {
      closed = true;
      clearInterval(heartbeat);
      removeGate();
      const client = listener;
      listener = null;
      if (!client) return;
      client.removeAllListeners();
      client.on("error", () => {});
      await inTurn(client, "delete from app_instances where id = $1", [id]).catch(() => {});
      await client.end().catch(() => {});
    },
  };
}
