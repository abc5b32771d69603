import { idParam } from "../../../shared/api/common";
import {
  eventCreateRequest,
  eventListResponse,
  eventParticipantParams,
  eventResponse,
  eventUpdateRequest,
  participantListResponse,
  participationResponse,
} from "../../../shared/api/events";
import type { FeatureRoutes } from "../../app-context";
import { currentUser, requireAuth, requireRole } from "../../plugins/auth";
import {
  createEvent,
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

export const eventRoutes: FeatureRoutes = (app, { db }) => {
  const leader = requireRole("leader");

  app.get("/api/events", { onRequest: requireAuth, schema: { response: { 200: eventListResponse } } }, async (request) =>
    listEvents(db, currentUser(request).troopId),
  );

  app.get("/api/events/upcoming", { onRequest: requireAuth, schema: { response: { 200: eventListResponse } } }, async (request) =>
    listUpcomingEvents(db, currentUser(request).troopId),
  );

  app.get("/api/events/featured", { onRequest: requireAuth, schema: { response: { 200: eventListResponse } } }, async (request) =>
    listFeaturedEvents(db, currentUser(request).troopId),
  );

  app.post(
    "/api/events",
    { onRequest: leader, schema: { body: eventCreateRequest, response: { 201: eventResponse } } },
    async (request, reply) => reply.status(201).send(await createEvent(db, currentUser(request).troopId, request.body)),
  );

  app.patch(
    "/api/events/:id",
    { onRequest: leader, schema: { params: idParam, body: eventUpdateRequest, response: { 200: eventResponse } } },
    async (request) => updateEvent(db, currentUser(request).troopId, request.params.id, request.body),
  );

  app.delete("/api/events/:id", { onRequest: leader, schema: { params: idParam } }, async (request, reply) => {
    await deleteEvent(db, currentUser(request).troopId, request.params.id);
    return reply.status(204).send();
  });

  app.get(
    "/api/events/:id/participation",
    { onRequest: requireAuth, schema: { params: idParam, response: { 200: participationResponse } } },
    async (request) => getParticipation(db, currentUser(request), request.params.id),
  );

  app.patch(
    "/api/events/:id/join",
    { onRequest: requireAuth, schema: { params: idParam, response: { 200: eventResponse } } },
    async (request) => joinEvent(db, currentUser(request), request.params.id),
  );

  app.get(
    "/api/events/:id/participants",
    { onRequest: leader, schema: { params: idParam, response: { 200: participantListResponse } } },
    async (request) => listParticipants(db, currentUser(request).troopId, request.params.id),
  );

  app.delete(
    "/api/events/:eventId/participants/:participantId",
    { onRequest: leader, schema: { params: eventParticipantParams } },
    async (request, reply) => {
      await removeParticipant(db, currentUser(request).troopId, request.params.eventId, request.params.participantId);
      return reply.status(204).send();
    },
  );
};
