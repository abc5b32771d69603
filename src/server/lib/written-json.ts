import type { FastifyReply } from "fastify";
import type { z } from "zod";
import { requiredCompiledJson } from "./compiled-json";
import { ReadCache } from "./read-cache";

/**
 * Sends JSON already written (by listBadgesJson, or kept by WrittenReadCache) as it is: Fastify
 * sends a Buffer without serialising it again, and compresses it as any other answer.
 */
export function sendWrittenJson(reply: FastifyReply, json: Buffer) {
  return reply.type("application/json; charset=utf-8").send(json);
}

/**
 * A ReadCache (see read-cache.ts) that keeps each answer as the JSON it is sent as, written by the
 * serialiser compiled from the route's schema: a read the same for the whole troop (the feed's
 * first page, the event lists, the badge figures) is written once a second at most instead of
 * once for every phone that asks, which cost more than everything else the call did.
 */
export class WrittenReadCache<K, V> {
  private readonly kept: ReadCache<K, Buffer>;
  private readonly write: (value: V) => string;

  constructor(ttlMs: number, schema: z.ZodType<V>) {
    this.kept = new ReadCache(ttlMs);
    this.write = requiredCompiledJson(schema);
  }

  /** The kept JSON, else load()'s answer written as JSON (and kept, as ReadCache keeps it). */
  through(key: K, load: () => Promise<V>): Promise<Buffer> {
    return this.kept.through(key, async () => Buffer.from(this.write(await load())));
  }
}
