import { z } from "zod";
import { passwordResetBody, passwordResetRequestBody, setPasswordBody } from "../../../shared/api/password-reset";
import type { FeatureRoutes } from "../../app-context";
import { currentActor } from "../../auth/actor";
import { HttpError } from "../../lib/http-error";
import { requireRole } from "../../plugins/auth";
import { requireChild } from "../family/parent-links.service";
import { requireParentPortal } from "../troop/switches.service";
import { NO_ACCOUNT_YET, requestPasswordReset, resetPassword, setAccountPassword, setScoutPassword } from "./password-reset.service";

const okResponse = z.object({ ok: z.literal(true) });

export const passwordResetRoutes: FeatureRoutes = (app, { db, notifier }) => {
  app.post(
    "/api/password-reset/request",
    {
      schema: { body: passwordResetRequestBody, response: { 202: okResponse } },
      config: { rateLimit: { max: 30, timeWindow: "15 minutes" } },
    },
    async (request, reply) => {
      // The link points at PUBLIC_ORIGIN (else this machine's localhost), never at the request's Host.
      await requestPasswordReset(db, request.body.email, app.linkOrigin, notifier.channels, new Date());
      return reply.status(202).send({ ok: true as const });
    },
  );

  app.post(
    "/api/password-reset",
    {
      schema: { body: passwordResetBody, response: { 200: okResponse } },
      config: { rateLimit: { max: 30, timeWindow: "15 minutes" } },
    },
    async (request) => {
      await resetPassword(db, request.body.token, request.body.newPassword, new Date());
      return { ok: true as const };
    },
  );

  app.put(
    "/api/scouts/:id/password",
    {
      onRequest: requireRole("leader"),
      schema: { params: z.object({ id: z.string() }), body: setPasswordBody, response: { 200: okResponse } },
    },
    async (request) => {
      await setScoutPassword(db, currentActor(request), request.params.id, request.body.newPassword);
      return { ok: true as const };
    },
  );

  app.put(
    "/api/parent/children/:id/password",
    {
      onRequest: requireRole("parent"),
      schema: { params: z.object({ id: z.string() }), body: setPasswordBody, response: { 200: okResponse } },
    },
    async (request) => {
      const actor = currentActor(request);
      await requireParentPortal(db, actor.troopId);
      // Another family's child answers 404, exactly like an unknown id.
      const child = await requireChild(db, actor, request.params.id);
      if (!child.userId) throw new HttpError(409, NO_ACCOUNT_YET);
      await setAccountPassword(db, child.userId, request.body.newPassword);
      return { ok: true as const };
    },
  );
};
