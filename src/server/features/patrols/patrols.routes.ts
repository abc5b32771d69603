import { z } from "zod";
import { idParam } from "../../../shared/api/common";
import {
  myPatrolResponse,
  patrolCreateRequest,
  patrolProgressResponse,
  patrolRegisterResponse,
  patrolResponse,
  patrolUpdateRequest,
} from "../../../shared/api/patrols";
import type { FeatureRoutes } from "../../app-context";
import { currentActor } from "../../auth/actor";
import { requirePatrolLeader, requireRole } from "../../plugins/auth";
import { myPatrol, patrolProgress, patrolRegister } from "./my-patrol.service";
import { createPatrol, deletePatrol, listPatrols, updatePatrol } from "./patrols.service";

/** Patrols: leaders manage them; a scout sees their own; a patrol leader takes its register and sees its progress. */
export const patrolRoutes: FeatureRoutes = (app, { db }) => {
  const leader = requireRole("leader");

  app.get("/api/patrols", { onRequest: leader, schema: { response: { 200: z.array(patrolResponse) } } }, async (request) =>
    listPatrols(db, currentActor(request)),
  );

  app.post(
    "/api/patrols",
    { onRequest: leader, schema: { body: patrolCreateRequest, response: { 201: patrolResponse } } },
    async (request, reply) => reply.status(201).send(await createPatrol(db, currentActor(request), request.body)),
  );

  app.patch(
    "/api/patrols/:id",
    { onRequest: leader, schema: { params: idParam, body: patrolUpdateRequest, response: { 200: patrolResponse } } },
    async (request) => updatePatrol(db, currentActor(request), request.params.id, request.body),
  );

  app.delete("/api/patrols/:id", { onRequest: leader, schema: { params: idParam } }, async (request, reply) => {
    await deletePatrol(db, currentActor(request), request.params.id);
    return reply.status(204).send();
  });

  app.get("/api/patrols/mine", { onRequest: requireRole("scout"), schema: { response: { 200: myPatrolResponse } } }, async (request) =>
    myPatrol(db, currentActor(request)),
  );

  app.get(
    "/api/patrols/mine/progress",
    { onRequest: requirePatrolLeader, schema: { response: { 200: patrolProgressResponse } } },
    async (request) => patrolProgress(db, currentActor(request)),
  );

  app.get(
    "/api/patrols/mine/attendance",
    { onRequest: requirePatrolLeader, schema: { response: { 200: patrolRegisterResponse } } },
    async (request) => patrolRegister(db, currentActor(request)),
  );
};
