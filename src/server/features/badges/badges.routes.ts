import { z } from "zod";
import {
  badgeCreateRequest,
  badgeProgressRequest,
  badgeResponse,
  badgeStatsResponse,
  badgeUpdateRequest,
  earnedBadgeResponse,
} from "../../../shared/api/badges";
import { idParam } from "../../../shared/api/common";
import type { FeatureRoutes } from "../../app-context";
import { currentActor, currentUser, requireAuth, requireRole } from "../../plugins/auth";
import { badgeStats } from "./badge-stats.service";
import { createBadge, deleteBadge, earnBadge, listBadges, listEarned, updateBadge, updateProgress } from "./badges.service";

// Permission checks run onRequest, before validation: a signed-out caller gets 401, never a 400.
export const badgeRoutes: FeatureRoutes = (app, { db }) => {
  app.get("/api/badges", { onRequest: requireAuth, schema: { response: { 200: z.array(badgeResponse) } } }, async (request) =>
    listBadges(db, currentActor(request)),
  );

  const earned = { onRequest: requireAuth, schema: { response: { 200: z.array(earnedBadgeResponse) } } };
  app.get("/api/badges/earned", earned, async (request) => listEarned(db, currentActor(request)));
  app.get("/api/badges/earned-fresh", earned, async (request) => listEarned(db, currentActor(request)));

  app.get("/api/badges/stats", { onRequest: requireRole("leader"), schema: { response: { 200: badgeStatsResponse } } }, async (request) =>
    badgeStats(db, currentUser(request).troopId),
  );

  app.post(
    "/api/badges",
    { onRequest: requireRole("leader"), schema: { body: badgeCreateRequest, response: { 201: badgeResponse } } },
    async (request, reply) => reply.status(201).send(await createBadge(db, currentUser(request).troopId, request.body)),
  );

  app.patch(
    "/api/badges/:id",
    { onRequest: requireRole("leader"), schema: { params: idParam, body: badgeUpdateRequest, response: { 200: badgeResponse } } },
    async (request) => updateBadge(db, currentUser(request).troopId, request.params.id, request.body),
  );

  app.delete("/api/badges/:id", { onRequest: requireRole("leader"), schema: { params: idParam } }, async (request, reply) => {
    await deleteBadge(db, currentUser(request).troopId, request.params.id);
    return reply.status(204).send();
  });

  app.patch(
    "/api/badges/:id/progress",
    { onRequest: requireRole("scout"), schema: { params: idParam, body: badgeProgressRequest, response: { 200: badgeResponse } } },
    async (request) => updateProgress(db, currentActor(request), request.params.id, request.body.completedRequirements),
  );

  app.patch(
    "/api/badges/:id/earn",
    { onRequest: requireRole("scout"), schema: { params: idParam, response: { 200: badgeResponse } } },
    async (request) => earnBadge(db, currentActor(request), request.params.id),
  );
};
