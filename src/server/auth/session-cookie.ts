import type { FastifyReply, FastifyRequest } from "fastify";
import { SESSION_DAYS } from "./sessions";

export const SESSION_COOKIE = "sb_session";
/** Under https the `__Host-` prefix makes browsers refuse it unless Secure, host-only and Path=/. */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** The same token as the Bearer one, so page navigations (/api/login, /api/logout) are signed in too. */
export type SessionCookie = {
  name: string;
  /** `expires` defaults to a fresh session's; a renewed session passes its own end. */
  set: (request: FastifyRequest, reply: FastifyReply, token: string, expires?: Date) => void;
  clear: (reply: FastifyReply) => void;
};

/**
 * With an https PUBLIC_ORIGIN the cookie is always Secure and named `__Host-sb_session`; without
 * one it is Secure when the request came over https (as the proxy reports it with TRUST_PROXY).
 */
export function sessionCookie(publicOrigin?: string): SessionCookie {
  const https = publicOrigin?.startsWith("https:") ?? false;
  const name = https ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  return {
    name,
    set(request, reply, token, expires) {
      const maxAge = expires ? Math.max(0, Math.round((expires.getTime() - Date.now()) / 1000)) : SESSION_DAYS * 24 * 60 * 60;
      reply.setCookie(name, token, {
        httpOnly: true,
        sameSite: "lax",
        path: "/",
        secure: https || request.protocol === "https",
        maxAge,
      });
    },
    clear(reply) {
      reply.clearCookie(name, { path: "/", httpOnly: true, sameSite: "lax", secure: https });
    },
  };
}
