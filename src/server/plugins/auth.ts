import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Role } from "../../shared/constants";
import type { Db } from "../db/client";
import { SESSION_COOKIE, setSessionCookie } from "../features/auth/session-cookie";
import { findSessionUser, type SessionUser } from "../features/sessions/sessions.service";

declare module "fastify" {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: string | null;
    sessionToken: string | null;
    /** How the request authenticated; cookie-only mutations must pass the origin check. */
    authVia: "bearer" | "cookie" | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The request's Origin (or Referer) must name this host; browsers always send one on such requests. */
function isSameOrigin(request: FastifyRequest): boolean {
  const source = request.headers.origin ?? request.headers.referer;
  if (!source) return false;
  try {
    return new URL(source).host === request.headers.host;
  } catch {
    return false;
  }
}

/** Resolves the session (Bearer header first, then cookie) into request.user on every request. */
export function registerAuth(app: FastifyInstance, db: Db) {
  app.decorateRequest("user", null);
  app.decorateRequest("sessionId", null);
  app.decorateRequest("sessionToken", null);
  app.decorateRequest("authVia", null);

  app.addHook("onRequest", async (request, reply) => {
    if (!request.url.startsWith("/api/")) return;
    const bearer = bearerToken(request);
    const cookie = request.cookies[SESSION_COOKIE] ?? null;
    const token = bearer ?? cookie;
    if (!token) return;
    const found = await findSessionUser(db, token);
    if (!found) return;
    const via = bearer ? "bearer" : "cookie";
    if (via === "cookie" && MUTATING.has(request.method) && !isSameOrigin(request)) {
      return reply.status(403).send({ error: "This request must come from the app itself." });
    }
    // The cookie's lifetime slides with the session, or page navigations would be signed out
    // 30 days after sign-in while the Bearer token still works.
    if (found.renewed && cookie === token) setSessionCookie(request, reply, token);
    request.user = found.user;
    request.sessionId = found.sid;
    request.sessionToken = token;
    request.authVia = via;
  });
}

export async function requireAuth(request: FastifyRequest, reply: FastifyReply) {
  if (!request.user) return reply.status(401).send({ error: "Please sign in first." });
}

export function requireRole(role: Role) {
  return async function requireRoleHandler(request: FastifyRequest, reply: FastifyReply) {
    if (!request.user) return reply.status(401).send({ error: "Please sign in first." });
    if (request.user.role !== role) {
      return reply.status(403).send({ error: role === "leader" ? "Only leaders can do this." : "Only scouts can do this." });
    }
  };
}

/** The signed-in user; only for handlers behind requireAuth/requireRole. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new Error("currentUser used on a route without requireAuth");
  return request.user;
}

/** Who acts in a service call: the account, its troop, and the name awards and the feed record. */
export type Actor = { userId: string; troopId: string; name: string };

/** The signed-in user as an Actor; only for handlers behind requireAuth/requireRole. */
export function currentActor(request: FastifyRequest): Actor {
  const user = currentUser(request);
  return { userId: user.id, troopId: user.troopId, name: `${user.firstName} ${user.lastName}` };
}
