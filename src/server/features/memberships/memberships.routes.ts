import { z } from "zod";
import { joinTroopResponse, userResponse } from "../../../shared/api/auth";
import { joinDistrictResponse } from "../../../shared/api/districts";
import { joinTroopRequest, switchTroopRequest } from "../../../shared/api/memberships";
import type { FeatureRoutes } from "../../app-context";
import { currentAccount } from "../../auth/actor";
import { TOO_MANY_CODES } from "../../auth/attempt-limits";
import { switchSessionTroop } from "../../auth/memberships";
import { HttpError } from "../../lib/http-error";
import { requireAccount } from "../../plugins/auth";
import { userAnswer } from "../auth/auth.service";
import { joinTroop } from "./join-troop.service";

const errorResponse = z.object({ error: z.string(), fields: z.record(z.string(), z.string()).optional() });

/** Memberships of many troops (many-troops M2): joining another troop with its code, and switching the session's troop. */
export const membershipRoutes: FeatureRoutes = (app, { db, limits }) => {
  app.post(
    "/api/memberships",
    {
      onRequest: requireAccount,
      schema: { body: joinTroopRequest, response: { 201: z.union([joinTroopResponse, joinDistrictResponse]), 429: errorResponse } },
    },
    async (request, reply) => {
      const account = currentAccount(request);
      // Wrong codes are counted before the check, per account and per address, like a parent's link code.
      const attempt = await limits.beginCodeFromUser(account.userId, request.ip);
      if (!attempt.ok) throw new HttpError(429, TOO_MANY_CODES);
      // A session of no troop (a commissioner's) joins as an account with no role yet.
      const joined = await joinTroop(db, { userId: account.userId, role: request.actor?.role ?? null }, request.body.code);
      await attempt.proven();
      return reply.status(201).send(joined);
    },
  );

  // A change to the session: kept session look-ups are forgotten on every instance before it answers.
  app.post(
    "/api/session/troop",
    { onRequest: requireAccount, schema: { body: switchTroopRequest, response: { 200: userResponse } } },
    async (request) => {
      const { userId } = currentAccount(request);
      const sid = request.sessionId;
      if (!sid) throw new Error("session id missing on an authenticated request");
      await switchSessionTroop(db, userId, sid, request.body.troopId);
      return userAnswer(db, userId, request.body.troopId);
    },
  );
};
