import { z } from "zod";
import {
  awardBadgeRequest,
  bulkAwardRequest,
  bulkAwardResponse,
  markPresentedRequest,
  markPresentedResponse,
  scoutBadgeResponse,
  toPresentGroupResponse,
} from "../../../shared/api/awards";
import { idParam } from "../../../shared/api/common";
import type { FeatureRoutes } from "../../app-context";
import { currentActor } from "../../auth/actor";
import { requireRole } from "../../plugins/auth";
import { awardBadge, bulkAward, listAwards } from "./awards.service";
import { awardsToPresent, markPresented } from "./presentation.service";

export const awardRoutes: FeatureRoutes = (app, { db }) => {
  const leader = requireRole("leader");

  app.get("/api/scout-badges", { onRequest: leader, schema: { response: { 200: z.array(scoutBadgeResponse) } } }, async (request) =>
    listAwards(db, currentActor(request)),
  );

  app.post(
    "/api/scouts/:id/award-badge",
    { onRequest: leader, schema: { params: idParam, body: awardBadgeRequest, response: { 201: scoutBadgeResponse } } },
    async (request, reply) => reply.status(201).send(await awardBadge(db, currentActor(request), request.params.id, request.body.badgeId)),
  );

  app.get(
    "/api/awards/to-present",
    { onRequest: leader, schema: { response: { 200: z.array(toPresentGroupResponse) } } },
    async (request) => awardsToPresent(db, currentActor(request)),
  );
  app.post(
    "/api/awards/presented",
    { onRequest: leader, schema: { body: markPresentedRequest, response: { 200: markPresentedResponse } } },
    async (request) => markPresented(db, currentActor(request), request.body.awardIds, request.body.presentedAt),
  );
  // The client uses both names for the same action.
  for (const path of ["/api/scouts/bulk-award-badge", "/api/scouts/batch-award-badge"]) {
    app.post(path, { onRequest: leader, schema: { body: bulkAwardRequest, response: { 200: bulkAwardResponse } } }, async (request) =>
      bulkAward(db, currentActor(request), request.body.scoutIds, request.body.badgeId),
    );
  }
};
