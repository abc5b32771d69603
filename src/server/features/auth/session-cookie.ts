import type { FastifyReply, FastifyRequest } from "fastify";
import { SESSION_DAYS } from "../sessions/sessions.service";

export const SESSION_COOKIE = "sb_session";

/** The same token as the Bearer one, so page navigations (/api/login, /api/logout) are signed in too. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: request.protocol === "https",
    maxAge: SESSION_DAYS * 24 * 60 * 60,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax" });
}
