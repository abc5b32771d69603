import { z } from "zod";
import { authResponse, changePasswordRequest, loginRequest, signupRequest, userResponse } from "../../../shared/api/auth";
import type { FeatureRoutes } from "../../app-context";
import { currentUser, requireAuth } from "../../plugins/auth";
import { createSession, deleteSession } from "../sessions/sessions.service";
import { changePassword, checkCredentials, getUser, INVALID_CREDENTIALS, markNotNew, signup, toUser } from "./auth.service";
import { clearSessionCookie, setSessionCookie } from "./session-cookie";

const okResponse = z.object({ ok: z.literal(true) });
const errorResponse = z.object({ error: z.string(), fields: z.record(z.string(), z.string()).optional() });

export const authRoutes: FeatureRoutes = (app, { db, defaultTroopId, loginLimiter }) => {
  app.post(
    "/api/signup",
    {
      schema: { body: signupRequest, response: { 201: authResponse } },
      config: { rateLimit: { max: 30, timeWindow: "15 minutes" } },
    },
    async (request, reply) => {
      const result = await signup(db, defaultTroopId, request.body, request.headers["user-agent"]);
      setSessionCookie(request, reply, result.authToken);
      return reply.status(201).send(result);
    },
  );

  app.post(
    "/api/login-credentials",
    { schema: { body: loginRequest, response: { 200: authResponse, 401: errorResponse, 403: errorResponse, 429: errorResponse } } },
    async (request, reply) => {
      const { username, password, role } = request.body;
      const email = username.toLowerCase();
      if (loginLimiter.isBlocked(email, request.ip)) {
        return reply.status(429).send({ error: "Too many failed sign-in attempts. Please try again in 15 minutes." });
      }
      const user = await checkCredentials(db, email, password);
      if (!user) {
        loginLimiter.recordFailure(email, request.ip);
        return reply.status(401).send({ error: INVALID_CREDENTIALS });
      }
      loginLimiter.recordSuccess(email);
      if (user.role !== role) return reply.status(403).send({ error: `This account is not a ${role} account.` });
      const authToken = await createSession(db, user.id, request.headers["user-agent"]);
      setSessionCookie(request, reply, authToken);
      return { authToken, user: toUser(user) };
    },
  );

  app.get("/api/auth/user", { onRequest: requireAuth, schema: { response: { 200: userResponse } } }, async (request) =>
    getUser(db, currentUser(request).id),
  );

  app.post("/api/mark-not-new", { onRequest: requireAuth }, async (request, reply) => {
    await markNotNew(db, currentUser(request).id);
    return reply.status(204).send();
  });

  // A page navigation (Browse Badges): signed in → done with onboarding, home; signed out → sign-in page.
  app.get("/api/login", { schema: { querystring: z.object({ role: z.string().max(20).optional() }) } }, async (request, reply) => {
    if (!request.user) return reply.redirect("/login");
    await markNotNew(db, request.user.id);
    return reply.redirect("/");
  });

  app.get("/api/logout", { schema: { response: { 200: okResponse } } }, async (request, reply) => {
    if (request.sessionToken) await deleteSession(db, request.sessionToken);
    clearSessionCookie(reply);
    return { ok: true as const };
  });

  app.put(
    "/api/change-password",
    { onRequest: requireAuth, schema: { body: changePasswordRequest, response: { 200: okResponse } } },
    async (request) => {
      const sid = request.sessionId;
      if (!sid) throw new Error("session id missing on an authenticated request");
      await changePassword(db, currentUser(request).id, sid, request.body);
      return { ok: true as const };
    },
  );
};
