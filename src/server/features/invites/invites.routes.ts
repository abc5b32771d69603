import { z } from "zod";
import { idParam } from "../../../shared/api/common";
import {
  currentInviteResponse,
  inviteCardsRequest,
  inviteCardsResponse,
  inviteLookupRequest,
  inviteLookupResponse,
  inviteResponse,
  parentInvitesRequest,
  parentInvitesResponse,
} from "../../../shared/api/invites";
import type { FeatureRoutes } from "../../app-context";
import { currentActor } from "../../auth/actor";
import { TOO_MANY_SIGN_UPS } from "../../auth/attempt-limits";
import { HttpError } from "../../lib/http-error";
import { requireRole } from "../../plugins/auth";
import { currentInvite } from "./current-invite.service";
import { inviteCards } from "./invite-cards.service";
import { createInvite, lookupInvite } from "./invites.service";
import { emailParentInvites } from "./parent-invites.service";

const errorResponse = z.object({ error: z.string() });

/** Personal sign-up codes for a roster scout and for their parents. */
export const inviteRoutes: FeatureRoutes = (app, { db, limits, notifier }) => {
  const leader = requireRole("leader");

  app.post(
    "/api/scouts/:id/invite",
    { onRequest: leader, schema: { params: idParam, response: { 201: inviteResponse } } },
    async (request, reply) => {
      const actor = currentActor(request);
      return reply.status(201).send(await createInvite(db, actor.troopId, actor.userId, request.params.id, "scout"));
    },
  );

  app.post(
    "/api/scouts/:id/parent-invite",
    { onRequest: leader, schema: { params: idParam, response: { 201: inviteResponse } } },
    async (request, reply) => {
      const actor = currentActor(request);
      return reply.status(201).send(await createInvite(db, actor.troopId, actor.userId, request.params.id, "parent"));
    },
  );

  // The code already handed out, for the card to be shown again; a new one is only made by the POSTs above.
  for (const [path, kind] of [
    ["/api/scouts/:id/invite", "scout"],
    ["/api/scouts/:id/parent-invite", "parent"],
  ] as const) {
    app.get(path, { onRequest: leader, schema: { params: idParam, response: { 200: currentInviteResponse } } }, async (request) =>
      currentInvite(db, currentActor(request).troopId, request.params.id, kind),
    );
  }

  // A printed sheet of invite cards for the roster's selection: every code in one transaction.
  app.post(
    "/api/scouts/invites",
    { onRequest: leader, schema: { body: inviteCardsRequest, response: { 200: inviteCardsResponse } } },
    async (request) => {
      const actor = currentActor(request);
      return inviteCards(db, actor.troopId, actor.userId, request.body.scoutIds);
    },
  );

  // Each contact of the selection without an account gets a parent invite by email: 200 {sent, skipped}.
  app.post(
    "/api/scouts/parent-invites",
    { onRequest: leader, schema: { body: parentInvitesRequest, response: { 200: parentInvitesResponse } } },
    async (request) => {
      const delivery = { origin: app.linkOrigin, channels: notifier.channels, now: new Date() };
      const result = await emailParentInvites(db, currentActor(request), request.body.scoutIds, delivery);
      return result;
    },
  );

  // Public, so the sign-up form can say whose invitation it is. The code travels in the body (never
  // in a logged URL). An unknown code counts as a refused sign-up from that address, so the look-up
  // is no quicker way to guess codes than signing up.
  app.post(
    "/api/invites/lookup",
    { schema: { body: inviteLookupRequest, response: { 200: inviteLookupResponse, 429: errorResponse } } },
    async (request) => {
      // Counted before the look-up, like a sign-up; a valid code takes its attempt back.
      const attempt = await limits.beginCodeFromAddress(request.ip);
      if (!attempt.ok) throw new HttpError(429, TOO_MANY_SIGN_UPS);
      const found = await lookupInvite(db, request.body.code);
      await attempt.proven();
      return found;
    },
  );
};
