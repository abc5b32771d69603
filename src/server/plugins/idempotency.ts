import { createHash } from "node:crypto";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db, DbOrTx } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { HttpError } from "../lib/http-error";
import { loggableError } from "../lib/loggable-error";

/**
 * Writes a device kept while offline are sent again until one answer arrives, so the same change
 * may reach the server twice (a lost answer, a retry while the first is still running, a restart).
 * A signed-in change carrying `Idempotency-Key` (a UUID the device made for that one change) runs
 * once per user: the key is claimed before the handler runs, the answer is kept with it, and every
 * repeat gets that first answer without running anything
 * (docs/decisions/014-idempotent-writes.md; the rules in docs/product.md, "Offline changes").
 */

export const IDEMPOTENCY_HEADER = "idempotency-key";
export const REPLAYED_HEADER = "idempotent-replayed";
export const IDEMPOTENCY_MESSAGES = {
  notUuid: "Idempotency-Key must be a UUID.",
  otherRequest: "This Idempotency-Key was used for another request.",
  stillRunning: "This change is still being saved. Please try again in a moment.",
} as const;

/** How long a key is remembered (scheduled maintenance forgets older ones). */
export const KEYS_KEPT_DAYS = 7;
/**
 * A claim still unanswered after this long belongs to an attempt that died with its process (a
 * restart, a crash): a repeat takes it over and runs. Far above any request's time.
 */
export const STALE_CLAIM_MS = 60_000;
/** How long a repeat waits for the first attempt still running before asking the device to retry. */
export const WAIT_FOR_FIRST_MS = 5_000;
const POLL_MS = 25;

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const JSON_TYPE = "application/json; charset=utf-8";

/**
 * `claimedAt` is written by this process with millisecond precision, so it identifies this claim
 * exactly: a claim taken over by a later attempt is never answered or given back by this one.
 */
type Claim = { userId: string; key: string; claimedAt: Date; settled: boolean };

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route's answer is never remembered, and its key ignored (it runs as if it had none): its
     * answer carries a session or calendar token, which is kept nowhere in clear, and a sign-in is
     * checked afresh every time (a replay with a wrong password must not get the token).
     */
    neverRemembered?: true;
  }
  interface FastifyRequest {
    /** The key this request claimed and must answer (or give back); null without one. */
    idempotencyClaim: Claim | null;
  }
}

/**
 * Passwords are left out of the hash: a fast hash of a password kept for a week would be a clue to
 * it (the logs leave the same fields out). A reused key differing only in a password replays.
 */
const UNHASHED = new Set(["password", "newPassword", "currentPassword"]);

/** JSON with object keys sorted at every depth, so the same body always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([k, v]) => v !== undefined && !UNHASHED.has(k))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
}

/** What makes two requests the same: method, address (with its query) and body. */
export function requestHash(request: Pick<FastifyRequest, "method" | "url" | "body">): string {
  const body = request.body;
  const hash = createHash("sha256").update(`${request.method} ${request.url}\n`);
  if (Buffer.isBuffer(body)) hash.update(body);
  else if (typeof body === "string") hash.update(body);
  else hash.update(canonicalJson(body ?? null));
  return hash.digest("hex");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Whether the request is a change the device kept while offline and sends from its queue (it runs
 * under an Idempotency-Key): a service may word its answer for someone who acted a while ago.
 */
export const sentFromQueue = (request: FastifyRequest) => request.idempotencyClaim !== null;

/**
 * Forgets every remembered answer that names one of `ids` (a child being erased, their account):
 * an answer about a child (their roster entry, a sign-off, a place) carries the child's id, and
 * must not outlive them (running-a-troop.md §15, "What is remembered for repeated requests").
 */
export async function forgetAnswersNaming(db: DbOrTx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(idempotencyKeys).where(or(...ids.map((id) => sql`strpos(${idempotencyKeys.responseBody}, ${id}) > 0`)));
}

/** Forgets keys older than KEYS_KEPT_DAYS; run by the scheduled maintenance (db/maintenance.ts). */
export async function deleteOldIdempotencyKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(days => ${KEYS_KEPT_DAYS})`));
}

export function registerIdempotency(app: FastifyInstance, db: Db) {
  app.decorateRequest("idempotencyClaim", null);

  const ours = (claim: Claim) =>
    and(
      eq(idempotencyKeys.userId, claim.userId),
      eq(idempotencyKeys.key, claim.key),
      isNull(idempotencyKeys.responseStatus),
      eq(idempotencyKeys.createdAt, claim.claimedAt),
    );

  /** Gives a claim back so that a repeat runs again. */
  async function release(request: FastifyRequest, claim: Claim) {
    claim.settled = true;
    try {
      await db.delete(idempotencyKeys).where(ours(claim));
    } catch (error) {
      // Left in progress, the claim becomes stale and a repeat after STALE_CLAIM_MS takes it over.
      request.log.warn({ err: loggableError(error) }, "idempotency claim not released");
    }
  }

  function replay(reply: FastifyReply, status: number, body: string | null) {
    reply.header(REPLAYED_HEADER, "true").header("cache-control", "no-store").status(status);
    return body === null ? reply.send() : reply.type(JSON_TYPE).send(body);
  }

  // After the session (onRequest) and the route's own permission checks (its onRequest hooks),
  // with the body parsed, and before validation: a refused body's 400 is a first answer like any
  // other. A request refused before this point (401, 403, 429) keeps no key.
  app.addHook("preValidation", async (request, reply) => {
    if (!MUTATING.has(request.method)) return;
    const header = request.headers[IDEMPOTENCY_HEADER];
    // Signed out there is nobody to keep the key for: the request runs as if it had none.
    if (header === undefined || !request.account || request.routeOptions.config.neverRemembered) return;
    if (typeof header !== "string" || !UUID.test(header.trim())) {
      throw new HttpError(400, IDEMPOTENCY_MESSAGES.notUuid);
    }
    const userId = request.account.userId;
    const key = header.trim().toLowerCase();
    const hash = requestHash(request);
    const waitUntil = Date.now() + WAIT_FOR_FIRST_MS;

    for (;;) {
      const [claimed] = await db
        .insert(idempotencyKeys)
        .values({ userId, key, requestHash: hash, createdAt: new Date() })
        .onConflictDoNothing()
        .returning({ createdAt: idempotencyKeys.createdAt });
      if (claimed) {
        request.idempotencyClaim = { userId, key, claimedAt: claimed.createdAt, settled: false };
        return;
      }
      const [seen] = await db
        .select({
          requestHash: idempotencyKeys.requestHash,
          status: idempotencyKeys.responseStatus,
          body: idempotencyKeys.responseBody,
          createdAt: idempotencyKeys.createdAt,
        })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      // Given back by a first attempt that failed (a 5xx) between the two statements: claim it again.
      if (!seen) continue;
      if (seen.requestHash !== hash) throw new HttpError(422, IDEMPOTENCY_MESSAGES.otherRequest);
      if (seen.status !== null) return replay(reply, seen.status, seen.body);
      const staleBefore = new Date(Date.now() - STALE_CLAIM_MS);
      if (seen.createdAt < staleBefore) {
        // The first attempt died with its process: this one takes the claim over (only one can).
        const [taken] = await db
          .update(idempotencyKeys)
          .set({ createdAt: new Date() })
          .where(
            and(
              eq(idempotencyKeys.userId, userId),
              eq(idempotencyKeys.key, key),
              isNull(idempotencyKeys.responseStatus),
              lt(idempotencyKeys.createdAt, staleBefore),
            ),
          )
          .returning({ createdAt: idempotencyKeys.createdAt });
        if (taken) {
          request.idempotencyClaim = { userId, key, claimedAt: taken.createdAt, settled: false };
          return;
        }
        continue;
      }
      // The first attempt is still running (the device retried after losing its answer): its answer
      // is the one to give. A 503 makes the device send again later rather than show a refusal.
      if (Date.now() >= waitUntil) {
        reply.header("retry-after", "1").header("cache-control", "no-store");
        return reply.status(503).send({ error: IDEMPOTENCY_MESSAGES.stillRunning });
      }
      await sleep(POLL_MS);
    }
  });

  // Before compression (a route's own onSend hook), so the payload is the JSON as written, and
  // before the answer goes out, so a repeat waiting for it finds it as soon as it can.
  app.addHook("onSend", async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim || claim.settled) return payload;
    const status = reply.statusCode;
    const body = payload === null || payload === undefined || payload === "" ? null : payload;
    const text = typeof body === "string" ? body : Buffer.isBuffer(body) ? body.toString("utf8") : null;
    const json = String(reply.getHeader("content-type") ?? "").startsWith("application/json");
    const keepable =
      // A 5xx is the server's fault, not an answer to the change: the claim is given back so the
      // device's retry runs the change again instead of getting the failure forever. The
      // handler's transaction rolled back, so nothing of the first attempt stays.
      status < 500 &&
      // Only the status and the body are kept, never headers: a session cookie renewed on the way
      // is not written down, and a replay sets none. Writes answer JSON or nothing; anything else
      // (a stream) is not kept.
      (body === null || (text !== null && json));
    if (!keepable) {
      await release(request, claim);
      return payload;
    }
    claim.settled = true;
    try {
      await db.update(idempotencyKeys).set({ responseStatus: status, responseBody: text }).where(ours(claim));
    } catch (error) {
      request.log.warn({ err: loggableError(error) }, "idempotent answer not kept");
      await release(request, claim);
    }
    return payload;
  });

  // A request that ended without its answer being kept (a hook failed after onSend) gives its
  // claim back, so a repeat runs. A dropped connection still runs the handler and onSend: its
  // answer is kept for the device's retry.
  app.addHook("onResponse", async (request) => {
    const claim = request.idempotencyClaim;
    if (claim && !claim.settled) await release(request, claim);
  });
}
