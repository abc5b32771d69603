import { z } from "zod";
import { authResponse, changePasswordRequest, loginRequest, signupRequest, userResponse } from "../../../shared/api/auth";
import type { FeatureRoutes } from "../../app-context";
import { currentAccount } from "../../auth/actor";
import { TOO_MANY_PASSWORD_TRIES, TOO_MANY_SIGN_INS, TOO_MANY_SIGN_UPS } from "../../auth/attempt-limits";
import { markTroopUsed, rolesOf, troopToLandIn } from "../../auth/memberships";
import { createSession, deleteSession } from "../../auth/sessions";
import { TROOP_PAUSED } from "../../auth/troop-paused";
import { setRequestTroop } from "../../db/troop-scope";
import { HttpError } from "../../lib/http-error";
import { comesFromAnotherSite, requireAccount } from "../../plugins/auth";
import { commissionerDistricts } from "../districts/district-overview.service";
import { changePassword, checkCredentials, INVALID_CREDENTIALS, markNotNew, NO_TROOP_ACCESS, signup, userAnswer } from "./auth.service";

export const COMMISSIONERS_SIGN_IN_AS_LEADERS = "This account is not a scout account. District commissioners sign in with “Scout Leader”.";

const okResponse = z.object({ ok: z.literal(true) });
const errorResponse = z.object({ error: z.string(), fields: z.record(z.string(), z.string()).optional() });

export const authRoutes: FeatureRoutes = (app, { db, defaultTroopId, limits, sessionCookie }) => {
  app.post(
    "/api/signup",
    // Its answer is a session token: never remembered for a repeated request (plugins/idempotency.ts).
    { config: { neverRemembered: true }, schema: { body: signupRequest, response: { 201: authResponse, 429: errorResponse } } },
    async (request, reply) => {
      // Counted before the code is checked, so parallel guesses are limited like a sequence; a code
      // that proves valid takes its attempt back (successful sign-ups never count).
      const attempt = await limits.beginCodeFromAddress(request.ip);
      if (!attempt.ok) throw new HttpError(429, TOO_MANY_SIGN_UPS);
      const result = await signup(db, defaultTroopId, request.body, request.headers["user-agent"], attempt.proven);
      sessionCookie.set(request, reply, result.authToken);
      return reply.status(201).send(result);
    },
  );

  app.post(
    "/api/login-credentials",
    {
      // A sign-in is checked afresh every time, and its token is never written down.
      config: { neverRemembered: true },
      schema: { body: loginRequest, response: { 200: authResponse, 401: errorResponse, 403: errorResponse, 429: errorResponse } },
    },
    async (request, reply) => {
      const { username, password, role, troop } = request.body;
      const email = username.toLowerCase();
      // Counted before the password is checked, for the account and for the address: parallel
      // guesses are limited like a sequence. A proven password takes its attempt back.
      const attempt = await limits.beginLogin(email, request.ip);
      if (!attempt.ok) throw new HttpError(429, TOO_MANY_SIGN_INS);
      const user = await checkCredentials(db, email, password);
      if (!user) throw new HttpError(401, INVALID_CREDENTIALS);
      await attempt.proven();
      // Lands in the troop used last among those the choice covers ("Scout Leader" serves parent accounts too).
      const landing = await troopToLandIn(db, user.id, role, troop);
      // A district's commissioner with no troop to land in (none, or only paused ones) signs in to the district: a session of no troop.
      const commissioner = (!landing || landing.paused) && (await commissionerDistricts(db, user.id)).length > 0;
      const toDistrict = commissioner && role === "leader";
      if (!landing && !toDistrict) {
        const roles = await rolesOf(db, user.id);
        if (roles.length === 0) throw new HttpError(403, commissioner ? COMMISSIONERS_SIGN_IN_AS_LEADERS : NO_TROOP_ACCESS);
        // The fixed sentence, then which choice is theirs (a parent picks "Scout Leader" on the sign-in form).
        const yours = roles.includes("scout") ? "Scouts sign in with “Scout”." : "Leaders and parents sign in with “Scout Leader”.";
        throw new HttpError(403, `This account is not a ${role} account. ${yours}`);
      }
      if (landing?.paused && !toDistrict) throw new HttpError(403, TROOP_PAUSED);
      const troopId = toDistrict || !landing ? null : landing.troopId;
      // The request acts in the troop it signs in to from here on.
      if (troopId) setRequestTroop(troopId);
      const authToken = await createSession(db, user.id, troopId, request.headers["user-agent"]);
      if (troopId) await markTroopUsed(db, user.id, troopId);
      sessionCookie.set(request, reply, authToken);
      return { authToken, user: await userAnswer(db, user.id, troopId) };
    },
  );

  // The account's own routes: they answer a session of no troop (a commissioner's) too.
  app.get("/api/auth/user", { onRequest: requireAccount, schema: { response: { 200: userResponse } } }, async (request) =>
    userAnswer(db, currentAccount(request).userId, request.actor?.troopId ?? null),
  );

  app.post("/api/mark-not-new", { onRequest: requireAccount }, async (request, reply) => {
    await markNotNew(db, currentAccount(request));
    return reply.status(204).send();
  });

  // A page navigation (Browse Badges): signed in → done with onboarding, home; signed out → sign-in page.
  // Navigations with side effects: no automatic HEAD route (a HEAD, e.g. a link checker or a
  // prefetch, must neither end a session nor mark anyone not new).
  app.get(
    "/api/login",
    { exposeHeadRoute: false, config: { changes: true }, schema: { querystring: z.object({ role: z.string().max(20).optional() }) } },
    async (request, reply) => {
      if (!request.account) return reply.redirect("/login");
      await markNotNew(db, request.account);
      return reply.redirect("/");
    },
  );

  // A GET that changes something: it says so, and kept reads are forgotten after it (plugins/read-cache.ts).
  app.get(
    "/api/logout",
    { exposeHeadRoute: false, config: { changes: true }, schema: { response: { 200: okResponse } } },
    async (request, reply) => {
      // A link or image on another site must not sign anyone out: the session stays, and whoever
      // followed such a link lands on the app's home page as they were.
      if (comesFromAnotherSite(request)) return reply.redirect("/", 303);
      if (request.sessionToken) await deleteSession(db, request.sessionToken);
      sessionCookie.clear(reply);
      return { ok: true as const };
    },
  );

  app.put(
    "/api/change-password",
    { onRequest: requireAccount, schema: { body: changePasswordRequest, response: { 200: okResponse, 429: errorResponse } } },
    async (request) => {
      const sid = request.sessionId;
      if (!sid) throw new Error("session id missing on an authenticated request");
      const account = currentAccount(request);
      // Counted before the current password is checked, per user, like sign-ins.
      const attempt = await limits.beginPasswordChange(account.userId);
      if (!attempt.ok) throw new HttpError(429, TOO_MANY_PASSWORD_TRIES);
      await changePassword(db, account, sid, request.body);
      await attempt.proven();
      return { ok: true as const };
    },
  );
};
