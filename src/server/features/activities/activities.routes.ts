import { z } from "zod";
import { activityResponse, myActivitiesResponse, reactionRequest, reactionResponse } from "../../../shared/api/activities";
import { idParam } from "../../../shared/api/common";
import type { FeatureRoutes } from "../../app-context";
import { currentActor } from "../../auth/actor";
import { requireRole } from "../../plugins/auth";
import { addReaction, DEFAULT_ACTIVITY_LIMIT, MAX_ACTIVITY_LIMIT, myActivities, troopFeed } from "./activities.service";

const activitiesQuery = z.object({
  scoutId: z.string().optional(),
  /** The id of the last activity of the previous page: the next page continues after it. */
  before: z.string().optional(),
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

  // The feed is the same for every leader of the troop: each page is read once a second at most
  // (plugins/read-cache.ts).
  app.get(
    "/api/activities",
    {
      onRequest: leader,
      config: { cache: "troop" },
      schema: { querystring: activitiesQuery, response: { 200: z.array(activityResponse) } },
    },
    async (request) => troopFeed(db, currentActor(request), request.query),
  );

  app.get(
    "/api/activities/mine",
    {
      onRequest: requireRole("scout"),
      schema: { querystring: activitiesQuery.omit({ scoutId: true }), response: { 200: myActivitiesResponse } },
    },
    async (request) => myActivities(db, currentActor(request), request.query.limit),
  );

  // 201 for a new reaction; 200 with the existing one when this leader already sent that emoji.
  app.post(
    "/api/activities/:id/reactions",
    { onRequest: leader, schema: { params: idParam, body: reactionRequest, response: { 200: reactionResponse, 201: reactionResponse } } },
    async (request, reply) => {
      const { reaction, created } = await addReaction(db, currentActor(request), request.params.id, request.body);
      return reply.status(created ? 201 : 200).send(reaction);
    },
  );
};
