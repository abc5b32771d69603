import { timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { START_TROOP_MESSAGES, startTroopResponse, startTroopWithAccountRequest } from "../../../shared/api/start-troop";
import type { FeatureRoutes } from "../../app-context";
import { TOO_MANY_CODES, TOO_MANY_TROOPS } from "../../auth/attempt-limits";
import { HttpError } from "../../lib/http-error";
import { type Founder, startTroop } from "./start-troop.service";

const errorResponse = z.object({ error: z.string(), fields: z.record(z.string(), z.string()).optional() });

/** Signed out, the founder's account comes with the troop: these fields are required then. */
const FOUNDER_FIELDS = { firstName: "First name", lastName: "Last name", email: "Email", password: "Password" } as const;
const startTroopBody = startTroopWithAccountRequest.partial({ firstName: true, lastName: true, email: true, password: true });

function sameCode(given: string | undefined, expected: string): boolean {
  const a = Buffer.from((given ?? "").trim());
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Starting a troop on this deployment (many-troops M3), as TROOP_SIGNUP allows. */
export const startTroopRoutes: FeatureRoutes = (app, { db, limits, sessionCookie, troopSignup }) => {
  app.post(
    "/api/troops",
    {
      // Its answer may carry a session token: never remembered for a repeated request.
      config: { neverRemembered: true },
      schema: { body: startTroopBody, response: { 201: startTroopResponse, 429: errorResponse } },
    },
    async (request, reply) => {
      if (troopSignup.mode === "closed") throw new HttpError(403, START_TROOP_MESSAGES.closed);
      const body = request.body;
      if (troopSignup.mode === "code") {
        // Wrong codes are counted per address like every other code; a right one takes its attempt back.
        const attempt = await limits.beginCodeFromAddress(request.ip);
        if (!attempt.ok) throw new HttpError(429, TOO_MANY_CODES);
        if (!sameCode(body.code, troopSignup.code ?? "")) throw new HttpError(403, START_TROOP_MESSAGES.wrongCode);
        await attempt.proven();
      }
      let founder: Founder;
      // Signed in, in a troop or not (a commissioner of no troop may start one).
      if (request.account && request.sessionId) {
        founder = { userId: request.account.userId, sid: request.sessionId };
      } else {
        const missing = Object.fromEntries(
          Object.entries(FOUNDER_FIELDS)
            .filter(([field]) => !body[field as keyof typeof FOUNDER_FIELDS])
            .map(([field, label]) => [field, `${label} is required.`]),
        );
        const first = Object.values(missing)[0];
        if (first) throw new HttpError(400, first, missing);
        founder = body as Founder;
      }
      const counted = await limits.beginTroopStart(request.ip);
      if (!counted.ok) throw new HttpError(429, TOO_MANY_TROOPS);
      try {
        const started = await startTroop(db, { troopName: body.troopName, slug: body.slug }, founder, request.headers["user-agent"]);
        if (started.authToken) sessionCookie.set(request, reply, started.authToken);
        return reply.status(201).send(started);
      } catch (error) {
        await counted.takeBack();
        throw error;
      }
    },
  );
};
