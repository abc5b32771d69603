import type { FastifyReply } from "fastify";

/**
 * Sends JSON already written (by listBadgesJson) as it is: Fastify sends a Buffer without
 * serialising it again, and compresses it as any other answer.
 */
export function sendWrittenJson(reply: FastifyReply, json: Buffer) {
  return reply.type("application/json; charset=utf-8").send(json);
}
