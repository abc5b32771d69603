import { z } from "zod";
import { idParam } from "../../../shared/api/common";
import { scoutCreateRequest, scoutResponse, scoutUpdateRequest } from "../../../shared/api/scouts";
import type { FeatureRoutes } from "../../app-context";
import { currentActor } from "../../auth/actor";
import { requireRole } from "../../plugins/auth";
import { createScout, deleteScout, listScouts, updateScout } from "./scouts.service";

/** The roster: leaders only, since it carries children's contact details. */
export const scoutRoutes: FeatureRoutes = (app, { db }) => {
  const leader = requireRole("leader");

  app.get("/api/scouts", { onRequest: leader, schema: { response: { 200: z.array(scoutResponse) } } }, async (request) =>
    listScouts(db, currentActor(request)),
  );

  app.post(
    "/api/scouts",
    { onRequest: leader, schema: { body: scoutCreateRequest, response: { 201: scoutResponse } } },
    async (request, reply) => reply.status(201).send(await createScout(db, currentActor(request), request.body)),
  );

  app.patch(
    "/api/scouts/:id",
    { onRequest: leader, schema: { params: idParam, body: scoutUpdateRequest, response: { 200: scoutResponse } } },
    async (request) => updateScout(db, currentActor(request), request.params.id, request.body),
  );

  app.delete("/api/scouts/:id", { onRequest: leader, schema: { params: idParam } }, async (request, reply) => {
    await deleteScout(db, currentActor(request), request.params.id);
    return reply.status(204).send();
  });
};
