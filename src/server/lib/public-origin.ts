import type { FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyInstance {
    /** PUBLIC_ORIGIN, or null when unset (buildApp decorates it). */
    publicOrigin: string | null;
  }
}

/**
 * The address people reach this app at: PUBLIC_ORIGIN when it is set (a proxy may rewrite the
 * Host header), else scheme and host as this request used them.
 */
export function publicOrigin(request: FastifyRequest): URL {
  const configured = request.server.publicOrigin;
  return new URL(configured ?? `${request.protocol}://${request.host}`);
}
