import { z } from "zod";
import { activityResponse, reactionRequest, reactionResponse } from "../../../shared/api/activities";
import { idParam } from "../../../shared/api/common";
import type { FeatureRoutes } from "../../app-context";
import { currentActor, currentUser, requireRole } from "../../plugins/auth";
import { addReaction, DEFAULT_ACTIVITY_LIMIT, listActivities, MAX_ACTIVITY_LIMIT } from "./activities.service";

const activitiesQuery = z.object({
  scoutId: z.string().optional(),
  limit: z.coerce
    .number({ error: "Limit must be a number." })
    .int({ error: "Limit must be a whole number." })
    .min(1, { error: `Limit must be between 1 and ${MAX_ACTIVITY_LIMIT}.` })
    .max(MAX_ACTIVITY_LIMIT, { error: `Limit must be between 1 and ${MAX_ACTIVITY_LIMIT}.` })
    .default(DEFAULT_ACTIVITY_LIMIT),
});

// Permission checks run onRequest, before validation: a signed-out caller gets 401, never a 400.
export const activityRoutes: FeatureRoutes = (app, { db }) => {
  const leader = requireRole("leader");

  app.get(
    "/api/activities",
    { onRequest: leader, schema: { querystring: activitiesQuery, response: { 200: z.array(activityResponse) } } },
    async (request) => listActivities(db, currentUser(request).troopId, request.query),
  );

  app.post(
    "/api/activities/:id/reactions",
    { onRequest: leader, schema: { params: idParam, body: reactionRequest, response: { 201: reactionResponse } } },
    async (request, reply) => reply.status(201).send(await addReaction(db, currentActor(request), request.params.id, request.body)),
  );
};
