import { z } from "zod";
import { badgeScoutProgressResponse, nearlyThereResponse, scoutBadgeProgressResponse } from "../../../shared/api/advancement";
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
import { currentActor } from "../../auth/actor";
import { sendWrittenJson } from "../../lib/written-json";
import { requireAuth, requireRole } from "../../plugins/auth";
import { badgeStats } from "./badge-stats.service";
import { createBadge, deleteBadge, earnBadge, listBadgesJson, listEarned, updateBadge, updateProgress } from "./badges.service";
import { badgeProgressByScout, nearlyThere, scoutBadgeProgress } from "./leader-progress.service";

// Permission checks run onRequest, before validation: a signed-out caller gets 401, never a 400.
export const badgeRoutes: FeatureRoutes = (app, { db }) => {
  // Answered as JSON already written from badgeResponse's two parts (see listBadgesJson).
  app.get("/api/badges", { onRequest: requireAuth, schema: { response: { 200: z.array(badgeResponse) } } }, async (request, reply) =>
    sendWrittenJson(reply, await listBadgesJson(db, currentActor(request))),
  );

  const earned = { onRequest: requireAuth, schema: { response: { 200: z.array(earnedBadgeResponse) } } };
  app.get("/api/badges/earned", earned, async (request) => listEarned(db, currentActor(request)));
  app.get("/api/badges/earned-fresh", earned, async (request) => listEarned(db, currentActor(request)));

  // The troop's figures, the same for every leader: kept for a second (plugins/read-cache.ts).
  app.get(
    "/api/badges/stats",
    { onRequest: requireRole("leader"), config: { cache: "troop" }, schema: { response: { 200: badgeStatsResponse } } },
    async (request) => badgeStats(db, currentActor(request)),
  );

  app.get(
    "/api/badges/nearly-there",
    { onRequest: requireRole("leader"), schema: { response: { 200: z.array(nearlyThereResponse) } } },
    async (request) => nearlyThere(db, currentActor(request)),
  );

  app.get(
    "/api/badges/:id/progress",
    { onRequest: requireRole("leader"), schema: { params: idParam, response: { 200: z.array(badgeScoutProgressResponse) } } },
    async (request) => badgeProgressByScout(db, currentActor(request), request.params.id),
  );

  app.get(
    "/api/scouts/:id/progress",
    { onRequest: requireRole("leader"), schema: { params: idParam, response: { 200: z.array(scoutBadgeProgressResponse) } } },
    async (request) => scoutBadgeProgress(db, currentActor(request), request.params.id),
  );

  app.post(
    "/api/badges",
    { onRequest: requireRole("leader"), schema: { body: badgeCreateRequest, response: { 201: badgeResponse } } },
    async (request, reply) => reply.status(201).send(await createBadge(db, currentActor(request), request.body)),
  );

  app.patch(
    "/api/badges/:id",
    { onRequest: requireRole("leader"), schema: { params: idParam, body: badgeUpdateRequest, response: { 200: badgeResponse } } },
    async (request) => updateBadge(db, currentActor(request), request.params.id, request.body),
  );

  app.delete("/api/badges/:id", { onRequest: requireRole("leader"), schema: { params: idParam } }, async (request, reply) => {
    await deleteBadge(db, currentActor(request), request.params.id);
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
