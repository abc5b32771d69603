import type { FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyInstance {
    /** PUBLIC_ORIGIN, or null when unset (buildApp decorates it). */
    publicOrigin: string | null;
    /**
     * Where links in messages point: PUBLIC_ORIGIN, else this machine's own `http://localhost:{PORT}`
     * (buildApp decorates it). Never taken from a request.
     */
    linkOrigin: string;
  }
}

/** The origin links in messages use when PUBLIC_ORIGIN is unset: only this machine can open them. */
export const localOrigin = (port: number) => `http://localhost:${port}`;

export const NO_PUBLIC_ORIGIN_WARNING =
  "PUBLIC_ORIGIN is not set: links in emails (password resets) point at this machine's localhost and will not work for anyone else.";

/**
 * The address a person reached this app at, for what is shown back to that same person (their
 * calendar address, a page's preview tags): PUBLIC_ORIGIN when it is set (a proxy may rewrite the
 * Host header), else scheme and host as this request used them. Links in messages, which reach
 * other people, never come from here: they use `linkOrigin`, so a forged Host header cannot send
 * someone a link to another site.
 */
export function publicOrigin(request: FastifyRequest): URL {
  const configured = request.server.publicOrigin;
  return new URL(configured ?? `${request.protocol}://${request.host}`);
}
