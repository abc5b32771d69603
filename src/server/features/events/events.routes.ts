import { idParam } from "../../../shared/api/common";
import {
  eventCreateRequest,
  eventListResponse,
  eventParticipantParams,
  eventResponse,
  eventUpdateRequest,
  participantListResponse,
  participationResponse,
  pendingRequestListResponse,
  type ScoutEvent,
} from "../../../shared/api/events";
import type { FeatureRoutes } from "../../app-context";
import { type Actor, currentActor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { requireAuth, requireRole } from "../../plugins/auth";
import { eventLogisticsRoutes } from "./event-logistics.routes";
import {
  approveParticipant,
  createEvent,
  declineParticipant,
  deleteEvent,
  getParticipation,
  joinEvent,
  listEvents,
  listFeaturedEvents,
  listParticipants,
  listUpcomingEvents,
  removeParticipant,
  updateEvent,
} from "./events.service";
import { listPendingRequests } from "./pending-requests.service";
import { placeContext } from "./places.service";

export const eventRoutes: FeatureRoutes = (app, ctx) => {
  const { db, notifier } = ctx;
  const leader = requireRole("leader");
  const delivery = () => ({ origin: app.linkOrigin, channels: notifier.channels });
  /** The context of a change that may free places or tell people (the app wakes the worker after the answer). */
  const changeContext = (userId: string) => placeContext(new Date(), userId, delivery());

  // The troop's event lists are the same for every member, and the whole troop opens them at once
  // at a meeting: each is read once a second at most (plugins/read-cache.ts).
  const troopList = (name: string, list: (db: Db, actor: Actor) => Promise<ScoutEvent[]>) =>
    app.get(
      name,
      { onRequest: requireAuth, config: { cache: "troop" }, schema: { response: { 200: eventListResponse } } },
      async (request) => list(db, currentActor(request)),
    );
  troopList("/api/events", listEvents);
  troopList("/api/events/upcoming", (db, actor) => listUpcomingEvents(db, actor));
  troopList("/api/events/featured", (db, actor) => listFeaturedEvents(db, actor));

  app.post(
    "/api/events",
    { onRequest: leader, schema: { body: eventCreateRequest, response: { 201: eventResponse } } },
    async (request, reply) => reply.status(201).send(await createEvent(db, currentActor(request), request.body)),
  );

  app.patch(
    "/api/events/:id",
    { onRequest: leader, schema: { params: idParam, body: eventUpdateRequest, response: { 200: eventResponse } } },
    async (request) => {
      const actor = currentActor(request);
      const change = changeContext(actor.userId);
      const event = await updateEvent(db, actor, request.params.id, request.body, change);
      return event;
    },
  );

  app.delete("/api/events/:id", { onRequest: leader, schema: { params: idParam } }, async (request, reply) => {
    // Those signed up are told it is cancelled: the worker sends once this is answered.
    await deleteEvent(db, currentActor(request), request.params.id, notifier.channels, new Date(), app.linkOrigin);
    return reply.status(204).send();
  });

  app.get(
    "/api/events/:id/participation",
    { onRequest: requireAuth, schema: { params: idParam, response: { 200: participationResponse } } },
    async (request) => getParticipation(db, currentActor(request), request.params.id),
  );

  app.patch(
    "/api/events/:id/join",
    { onRequest: requireAuth, schema: { params: idParam, response: { 200: eventResponse } } },
    async (request) => {
      const joined = await joinEvent(db, currentActor(request), request.params.id, new Date(), {
        origin: app.linkOrigin,
        channels: notifier.channels,
      });
      return joined.event;
    },
  );

  // Requests to join waiting for an OK, for the leaders' dashboard (a child with no parent linked
  // has only the leaders to answer).
  app.get(
    "/api/events/pending-requests",
    { onRequest: leader, schema: { response: { 200: pendingRequestListResponse } } },
    async (request) => listPendingRequests(db, currentActor(request)),
  );

  app.get(
    "/api/events/:id/participants",
    { onRequest: leader, schema: { params: idParam, response: { 200: participantListResponse } } },
    async (request) => listParticipants(db, currentActor(request), request.params.id),
  );

  // Parent approval: leaders decide pending requests in the participants dialog.
  app.post(
    "/api/events/:eventId/participants/:participantId/approve",
    { onRequest: leader, schema: { params: eventParticipantParams } },
    async (request, reply) => {
      await approveParticipant(db, currentActor(request).troopId, request.params.eventId, request.params.participantId);
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/events/:eventId/participants/:participantId/decline",
    { onRequest: leader, schema: { params: eventParticipantParams } },
    async (request, reply) => {
      const actor = currentActor(request);
      const change = changeContext(actor.userId);
      await declineParticipant(db, actor.troopId, request.params.eventId, request.params.participantId, change);
      return reply.status(204).send();
    },
  );

  app.delete(
    "/api/events/:eventId/participants/:participantId",
    { onRequest: leader, schema: { params: eventParticipantParams } },
    async (request, reply) => {
      const actor = currentActor(request);
      const change = changeContext(actor.userId);
      await removeParticipant(db, actor, request.params.eventId, request.params.participantId, change);
      return reply.status(204).send();
    },
  );

  eventLogisticsRoutes(app, ctx);
};
