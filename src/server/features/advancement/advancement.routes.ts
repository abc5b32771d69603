import { z } from "zod";
import {
  badgeApprovalResponse,
  bulkApproveRequest,
  bulkApproveResponse,
  meetingSignOffParams,
  meetingSignOffRequest,
  meetingSignOffResponse,
  returnApprovalRequest,
  scoutSignOffParams,
  signOffRequest,
  signOffResponse,
} from "../../../shared/api/advancement";
import { scoutBadgeResponse } from "../../../shared/api/awards";
import { idParam } from "../../../shared/api/common";
import type { FeatureRoutes } from "../../app-context";
import { currentActor } from "../../auth/actor";
import { requireRole } from "../../plugins/auth";
import { approveRequest, approveRequests, listPendingApprovals, returnRequest } from "./advancement.service";
import { signOffAtMeeting, signOffRequirement, undoSignOff } from "./requirement-sign-off.service";

// Leaders only; permission runs onRequest, before validation (a signed-out caller gets 401, never a 400).
export const advancementRoutes: FeatureRoutes = (app, { db }) => {
  const leader = requireRole("leader");

  app.get("/api/badge-approvals", { onRequest: leader, schema: { response: { 200: z.array(badgeApprovalResponse) } } }, async (request) =>
    listPendingApprovals(db, currentActor(request)),
  );

  app.post(
    "/api/badge-approvals/approve",
    { onRequest: leader, schema: { body: bulkApproveRequest, response: { 200: bulkApproveResponse } } },
    async (request) => approveRequests(db, currentActor(request), request.body.ids),
  );

  app.post(
    "/api/badge-approvals/:id/approve",
    { onRequest: leader, schema: { params: idParam, response: { 200: scoutBadgeResponse } } },
    async (request) => approveRequest(db, currentActor(request), request.params.id),
  );

  app.post(
    "/api/badge-approvals/:id/return",
    { onRequest: leader, schema: { params: idParam, body: returnApprovalRequest } },
    async (request, reply) => {
      await returnRequest(db, currentActor(request), request.params.id, request.body.note);
      return reply.status(204).send();
    },
  );

  // Signing off requirements (docs/product.md, "Signing off requirements"): leaders, admins and assistants alike.
  const signOffPath = "/api/scouts/:scoutId/badges/:badgeId/requirements/:index/sign-off";
  app.post(
    signOffPath,
    { onRequest: leader, schema: { params: scoutSignOffParams, body: signOffRequest, response: { 200: signOffResponse } } },
    async (request) => {
      const { scoutId, badgeId, index } = request.params;
      return signOffRequirement(db, currentActor(request), scoutId, badgeId, index, request.body);
    },
  );

  app.delete(signOffPath, { onRequest: leader, schema: { params: scoutSignOffParams } }, async (request, reply) => {
    const { scoutId, badgeId, index } = request.params;
    await undoSignOff(db, currentActor(request), scoutId, badgeId, index);
    return reply.status(204).send();
  });

  app.post(
    "/api/badges/:badgeId/requirements/:index/sign-off",
    { onRequest: leader, schema: { params: meetingSignOffParams, body: meetingSignOffRequest, response: { 200: meetingSignOffResponse } } },
    async (request) => signOffAtMeeting(db, currentActor(request), request.params.badgeId, request.params.index, request.body),
  );
};
