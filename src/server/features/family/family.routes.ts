import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { activityResponse } from "../../../shared/api/activities";
import { badgeResponse } from "../../../shared/api/badges";
import { HEALTH_CROSS_SITE_READ, healthCardResponse, healthUpdateRequest } from "../../../shared/api/event-logistics";
import { eventResponse } from "../../../shared/api/events";
import {
  childEventParams,
  childEventResponse,
  childParams,
  childScoutResponse,
  childSummaryResponse,
  childUpdateRequest,
  scoutParentParams,
} from "../../../shared/api/family";
import { linkChildRequest } from "../../../shared/api/invites";
import type { FeatureRoutes } from "../../app-context";
import { currentActor } from "../../auth/actor";
import { TOO_MANY_CODES } from "../../auth/attempt-limits";
import { HttpError } from "../../lib/http-error";
import { guardLoggedRead, requireRole } from "../../plugins/auth";
import { approveScoutRequest, declineScoutRequest, joinEventForScout, withdrawScout } from "../events/events.service";
import { placeContext } from "../events/places.service";
import { requireParentPortal } from "../troop/switches.service";
import { requireChild } from "./parent-links.service";
import {
  childActivities,
  childBadges,
  childEvents,
  childHealth,
  linkChild,
  listChildren,
  saveChildHealth,
  unlinkParent,
  updateChild,
} from "./parent-portal.service";

const errorResponse = z.object({ error: z.string() });

/** The parent portal: parents only, each call for one of their own children. */
export const familyRoutes: FeatureRoutes = (app, { db, limits, notifier }) => {
  const parent = requireRole("parent");
  const leader = requireRole("leader");
  // The switch is read on every call, after the role (a signed-out caller still gets 401 first).
  const portal = async (request: FastifyRequest, _reply: FastifyReply) => requireParentPortal(db, currentActor(request).troopId);
  const parentCall = { onRequest: parent, preHandler: portal };

  app.get("/api/parent/children", { ...parentCall, schema: { response: { 200: z.array(childSummaryResponse) } } }, async (request) =>
    listChildren(db, currentActor(request)),
  );

  app.post(
    "/api/parent/children",
    { ...parentCall, schema: { body: linkChildRequest, response: { 201: childSummaryResponse, 429: errorResponse } } },
    async (request, reply) => {
      const actor = currentActor(request);
      // Wrong codes are counted before the check, per parent and per address, like sign-ups.
      const attempt = await limits.beginCodeFromUser(actor.userId, request.ip);
      if (!attempt.ok) throw new HttpError(429, TOO_MANY_CODES);
      const child = await linkChild(db, actor, request.body.inviteCode);
      await attempt.proven();
      return reply.status(201).send(child);
    },
  );

  app.patch(
    "/api/parent/children/:scoutId",
    { ...parentCall, schema: { params: childParams, body: childUpdateRequest, response: { 200: childScoutResponse } } },
    async (request) => updateChild(db, currentActor(request), request.params.scoutId, request.body),
  );

  // The child's health notes: each read is logged (running-a-troop.md §15).
  app.get(
    "/api/parent/children/:scoutId/health",
    { ...parentCall, schema: { params: childParams, response: { 200: healthCardResponse } } },
    async (request, reply) => {
      guardLoggedRead(request, reply, HEALTH_CROSS_SITE_READ);
      return childHealth(db, currentActor(request), request.params.scoutId);
    },
  );

  app.put(
    "/api/parent/children/:scoutId/health",
    { ...parentCall, schema: { params: childParams, body: healthUpdateRequest, response: { 200: healthCardResponse } } },
    async (request) => saveChildHealth(db, currentActor(request), request.params.scoutId, request.body),
  );

  app.get(
    "/api/parent/children/:scoutId/badges",
    { ...parentCall, schema: { params: childParams, response: { 200: z.array(badgeResponse) } } },
    async (request) => childBadges(db, currentActor(request), request.params.scoutId),
  );

  app.get(
    "/api/parent/children/:scoutId/events",
    { ...parentCall, schema: { params: childParams, response: { 200: z.array(childEventResponse) } } },
    async (request) => childEvents(db, currentActor(request), request.params.scoutId),
  );

  app.get(
    "/api/parent/children/:scoutId/activities",
    { ...parentCall, schema: { params: childParams, response: { 200: z.array(activityResponse) } } },
    async (request) => childActivities(db, currentActor(request), request.params.scoutId),
  );

  app.put(
    "/api/parent/children/:scoutId/events/:eventId/participation",
    { ...parentCall, schema: { params: childEventParams, response: { 200: eventResponse } } },
    async (request) => {
      const actor = currentActor(request);
      const child = await requireChild(db, actor, request.params.scoutId);
      const delivery = { origin: app.linkOrigin, channels: notifier.channels };
      const event = await joinEventForScout(db, actor.troopId, child, request.params.eventId, new Date(), actor, delivery);
      return event;
    },
  );

  app.delete(
    "/api/parent/children/:scoutId/events/:eventId/participation",
    { ...parentCall, schema: { params: childEventParams } },
    async (request, reply) => {
      const actor = currentActor(request);
      const child = await requireChild(db, actor, request.params.scoutId);
      const delivery = { origin: app.linkOrigin, channels: notifier.channels };
      await withdrawScout(db, actor.troopId, child.id, request.params.eventId, actor, delivery);
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/parent/children/:scoutId/events/:eventId/approve",
    { ...parentCall, schema: { params: childEventParams } },
    async (request, reply) => {
      const actor = currentActor(request);
      const child = await requireChild(db, actor, request.params.scoutId);
      await approveScoutRequest(db, actor.troopId, child.id, request.params.eventId);
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/parent/children/:scoutId/events/:eventId/decline",
    { ...parentCall, schema: { params: childEventParams } },
    async (request, reply) => {
      const actor = currentActor(request);
      const child = await requireChild(db, actor, request.params.scoutId);
      // The place frees: the first waiting moves up and is told.
      const change = placeContext(new Date(), actor.userId, { origin: app.linkOrigin, channels: notifier.channels });
      await declineScoutRequest(db, actor.troopId, child.id, request.params.eventId, change);
      return reply.status(204).send();
    },
  );

  app.delete("/api/scouts/:id/parents/:userId", { onRequest: leader, schema: { params: scoutParentParams } }, async (request, reply) => {
    await unlinkParent(db, currentActor(request).troopId, request.params.id, request.params.userId);
    return reply.status(204).send();
  });
};
