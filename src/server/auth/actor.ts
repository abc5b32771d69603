import type { FastifyRequest } from "fastify";
import type { LeaderRole, Role } from "../../shared/constants";
import { HttpError } from "../lib/http-error";

/**
 * Who acts in a request: the account, its troop, its role, the name awards and the feed record,
 * and the roster record a scout account acts as (null for other roles, or a scout account whose
 * roster entry is gone). Built once per request from the session; every service that acts for
 * someone takes it.
 */
export type Actor = {
  userId: string;
  troopId: string;
  role: Role;
  name: string;
  scoutId: string | null;
  /** A leader's rights: "admin" or "assistant"; null for everyone else. */
  leaderRole: LeaderRole | null;
  /** The patrol a scout leads (takes its register, sees its badge progress); null otherwise. */
  leadsPatrolId: string | null;
};

/**
 * Who is signed in, whether or not the session acts in a troop: a district's commissioner who
 * belongs to no troop has an Account and no Actor (many-troops M6). The account's own routes (its
 * troops and districts, its password, joining with a code) take this; every troop route an Actor.
 */
export type Account = { userId: string; name: string };

/** The signed-in Account; only for handlers behind requireAccount (or anything stricter). */
export function currentAccount(request: FastifyRequest): Account {
  if (!request.account) throw new Error("currentAccount used on a route without requireAccount");
  return request.account;
}

/** The signed-in Actor; only for handlers behind requireAuth/requireRole. */
export function currentActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new Error("currentActor used on a route without requireAuth");
  return request.actor;
}

/** A scout account acting without its roster entry: none was ever linked, or a leader just erased it. */
export const SCOUT_RECORD_MISSING = "Your scout record was not found. Ask your leader.";

/** The roster record a scout acts as; a scout account without one cannot progress, earn or join. */
export function requireScoutId(actor: Actor): string {
  if (!actor.scoutId) throw new HttpError(404, SCOUT_RECORD_MISSING);
  return actor.scoutId;
}
