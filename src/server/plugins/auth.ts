import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Role } from "../../shared/constants";
import type { Account, Actor } from "../auth/actor";
import type { SessionCookie } from "../auth/session-cookie";
import { type FoundSession, findSessionActor } from "../auth/sessions";
import { TROOP_PAUSED } from "../auth/troop-paused";
import type { Db } from "../db/client";
import { setRequestTroop } from "../db/troop-scope";
import { HttpError } from "../lib/http-error";
import { KEPT_MS, ReadCache } from "./read-cache";

declare module "fastify" {
  interface FastifyRequest {
    /** Who acts, built once per request from the session; null when signed out or acting in no troop. */
    actor: Actor | null;
    /** Who is signed in, in a troop or not (a commissioner may belong to none); null when signed out. */
    account: Account | null;
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

/**
 * The request's Origin (or Referer) must be PUBLIC_ORIGIN when it is set, else name this host;
 * browsers always send one on such requests.
 */
function isSameOrigin(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const source = request.headers.origin ?? request.headers.referer;
  if (!source) return false;
  try {
    const url = new URL(source);
    return publicOrigin ? url.origin === publicOrigin : url.host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * A request the browser says another site started: a link, form or image on another site
 * (Sec-Fetch-Site: cross-site). Requests from the app itself, typed addresses and bookmarks
 * ("none"), and clients that send no such header are not.
 */
export function comesFromAnotherSite(request: FastifyRequest): boolean {
  return request.headers["sec-fetch-site"] === "cross-site";
}

/**
 * Before a read of children's health notes, which writes who read them: one that another site
 * started (a link or an image there, with the reader's cookie) is refused with `refusal`, as a
 * cross-site sign-out is, so nobody can fill the log with reads that never happened; the answer is
 * never kept by a browser or a proxy.
 */
export function guardLoggedRead(request: FastifyRequest, reply: FastifyReply, refusal: string): void {
  if (comesFromAnotherSite(request)) throw new HttpError(403, refusal);
  reply.header("cache-control", "no-store");
}

export type AuthOptions = {
  cookie: SessionCookie;
  publicOrigin?: string;
};

const READS = new Set(["GET", "HEAD"]);

/** What a session of a troop the operator paused may still do: sign out, or switch to another troop. */
const STILL_OPEN_WHEN_PAUSED = new Set(["GET /api/logout", "POST /api/session/troop", "GET /api/auth/user"]);

/** Resolves the session (Bearer header first, then cookie) into request.actor on every request. */
export function registerAuth(app: FastifyInstance, db: Db, { cookie: sessionCookie, publicOrigin }: AuthOptions) {
  /**
   * Sessions looked up in the last second, by token, for reads. Any change in the session's troop
   * forgets them before it answers, on this instance and every other one on the database
   * (plugins/read-cache.ts, plugins/forget-everywhere.ts): an ended session answers nowhere once
   * the change that ended it has answered.
   */
  // A session of no troop is forgotten by any change at all.
  const recentSessions = new ReadCache<string, FoundSession>(KEPT_MS, (_token, found) => found.actor?.troopId ?? null);

  app.decorateRequest("actor", null);
  app.decorateRequest("account", null);
  app.decorateRequest("sessionId", null);
  app.decorateRequest("sessionToken", null);
  app.decorateRequest("authVia", null);

  app.addHook("onRequest", async (request, reply) => {
    if (!request.url.startsWith("/api/")) return;
    const bearer = bearerToken(request);
    const cookie = request.cookies[sessionCookie.name] ?? null;
    const token = bearer ?? cookie;
    if (!token) return;
    // Reads reuse a lookup of the same token from the last second; a change looks it up afresh.
    const found = READS.has(request.method)
      ? await recentSessions.through(token, () => findSessionActor(db, token))
      : await findSessionActor(db, token);
    if (!found) return;
    const via = bearer ? "bearer" : "cookie";
    if (via === "cookie" && MUTATING.has(request.method) && !isSameOrigin(request, publicOrigin)) {
      throw new HttpError(403, "This request must come from the app itself.");
    }
    // The cookie's lifetime slides with the session, or page navigations would be signed out
    // 30 days after sign-in while the Bearer token still works.
    if (found.renewed && cookie === token) sessionCookie.set(request, reply, token, found.expires);
    // A paused troop's people may only sign out, or move to another of their troops.
    if (found.paused && !STILL_OPEN_WHEN_PAUSED.has(`${request.method} ${request.routeOptions.url}`))
      throw new HttpError(403, TROOP_PAUSED);
    request.actor = found.actor;
    request.account = found.account;
    // From here on the request sees its session's troop, and only it (a session of no troop sees none).
    if (found.actor) setRequestTroop(found.actor.troopId);
    request.sessionId = found.sid;
    request.sessionToken = token;
    request.authVia = via;
  });
}

export const SIGN_IN_FIRST = "Please sign in first.";
/** A signed-in account whose session acts in no troop (a commissioner's) on a troop's route. */
export const NO_TROOP_YET = "You are not a member of a troop. Join one with its code first.";

/** The account's own routes: 401 signed out, whether or not the session acts in a troop. */
export async function requireAccount(request: FastifyRequest) {
  if (!request.account) throw new HttpError(401, SIGN_IN_FIRST);
}

/** The actor of a troop route: 401 signed out, 403 for a session that acts in no troop. */
function troopActor(request: FastifyRequest): Actor {
  if (request.actor) return request.actor;
  throw request.account ? new HttpError(403, NO_TROOP_YET) : new HttpError(401, SIGN_IN_FIRST);
}

/** A troop route's permission hook (onRequest): signed in, acting in the troop. Refusals are thrown, as services throw theirs. */
export async function requireAuth(request: FastifyRequest) {
  troopActor(request);
}

const ONLY: Record<Role, string> = {
  leader: "Only leaders can do this.",
  scout: "Only scouts can do this.",
  parent: "Only parents can do this.",
};

export const ADMINS_ONLY = "Only the troop's admins can do this.";

/** Admin leaders only: troop settings, codes, leaders' roles, erasing and merging scouts. */
export async function requireAdmin(request: FastifyRequest) {
  const actor = troopActor(request);
  if (actor.role !== "leader") throw new HttpError(403, ONLY.leader);
  if (actor.leaderRole !== "admin") throw new HttpError(403, ADMINS_ONLY);
}

export function requireRole(role: Role) {
  return async function requireRoleHandler(request: FastifyRequest) {
    if (troopActor(request).role !== role) throw new HttpError(403, ONLY[role]);
  };
}

export const PATROL_LEADERS_ONLY = "Only patrol leaders can do this.";

/** Scouts who lead a patrol: their patrol's register and badge progress. */
export async function requirePatrolLeader(request: FastifyRequest) {
  const actor = troopActor(request);
  if (actor.role !== "scout" || !actor.leadsPatrolId) throw new HttpError(403, PATROL_LEADERS_ONLY);
}

/**
 * Leaders, and scouts who lead a patrol (the service limits those to their own patrol). Everyone
 * else hears what a leaders-only route says.
 */
export async function requireLeaderOrPatrolLeader(request: FastifyRequest) {
  const actor = troopActor(request);
  if (actor.role === "leader") return;
  if (actor.role === "scout" && actor.leadsPatrolId) return;
  throw new HttpError(403, ONLY.leader);
}
