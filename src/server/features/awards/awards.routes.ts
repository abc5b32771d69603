import { z } from "zod";
import { idParam } from "../../../shared/api/common";
import { awardBadgeRequest, bulkAwardRequest, bulkAwardResponse, scoutBadgeResponse } from "../../../shared/api/scouts";
import type { FeatureRoutes } from "../../app-context";
import { currentUser, requireRole } from "../../plugins/auth";
import type { SessionUser } from "../sessions/sessions.service";
import { type Actor, awardBadge, bulkAward, listAwards } from "./awards.service";

const actorOf = (user: SessionUser): Actor => ({ userId: user.id, troopId: user.troopId, name: `${user.firstName} ${user.lastName}` });

export const awardRoutes: FeatureRoutes = (app, { db }) => {
  const leader = requireRole("leader");

  app.get("/api/scout-badges", { onRequest: leader, schema: { response: { 200: z.array(scoutBadgeResponse) } } }, async (request) =>
    listAwards(db, currentUser(request).troopId),
  );

  app.post(
    "/api/scouts/:id/award-badge",
    { onRequest: leader, schema: { params: idParam, body: awardBadgeRequest, response: { 201: scoutBadgeResponse } } },
    async (request, reply) =>
      reply.status(201).send(await awardBadge(db, actorOf(currentUser(request)), request.params.id, request.body.badgeId)),
  );

  // The client uses both names for the same action.
  for (const path of ["/api/scouts/bulk-award-badge", "/api/scouts/batch-award-badge"]) {
    app.post(path, { onRequest: leader, schema: { body: bulkAwardRequest, response: { 200: bulkAwardResponse } } }, async (request) =>
      bulkAward(db, actorOf(currentUser(request)), request.body.scoutIds, request.body.badgeId),
    );
  }
};
