import { z } from "zod";
import { idParam } from "../../../shared/api/common";
import { HEALTH_CROSS_SITE_READ, healthCardResponse, healthUpdateRequest } from "../../../shared/api/event-logistics";
import { moveToPatrolRequest, moveToPatrolResponse } from "../../../shared/api/patrols";
import {
  scoutCreateRequest,
  scoutImportRefusal,
  scoutImportRequest,
  scoutImportResponse,
  scoutMergeRequest,
  scoutResponse,
  scoutUpdateRequest,
} from "../../../shared/api/scouts";
import type { FeatureRoutes } from "../../app-context";
import { currentActor } from "../../auth/actor";
import { HttpError } from "../../lib/http-error";
import { guardLoggedRead, requireAdmin, requireRole } from "../../plugins/auth";
import { moveToPatrol } from "./move-to-patrol.service";
import { readHealthCard, saveHealth } from "./scout-health.service";
import { importScouts } from "./scout-import.service";
import { mergeScouts } from "./scout-merge.service";
import { createScout, deleteScout, listScouts, type MoveWaitingUp, updateScout } from "./scouts.service";

/** The roster: leaders only, since it carries children's contact details. */
export const scoutRoutes: FeatureRoutes = (app, { db, moveWaitingUp }) => {
  const leader = requireRole("leader");
  /** A merge or an erasure may free event places: the waiting list moves up and is told (the worker is woken after). */
  const changeContext = (userId: string) => {
    const ctx = { queued: 0, moveUp: (async () => {}) as MoveWaitingUp };
    ctx.moveUp = async (tx, troopId, eventId) => {
      ctx.queued += await moveWaitingUp(tx, troopId, eventId, userId);
    };
    return ctx;
  };

  // The same for every leader of the troop: kept for a second, like the other lists a troop opens at once.
  app.get(
    "/api/scouts",
    { onRequest: leader, config: { cache: "troop" }, schema: { response: { 200: z.array(scoutResponse) } } },
    async (request) => listScouts(db, currentActor(request)),
  );

  // A scout's Health card: the only place besides the camp sheet where leaders read health notes, each read logged.
  app.get(
    "/api/scouts/:id/health",
    { onRequest: leader, schema: { params: idParam, response: { 200: healthCardResponse } } },
    async (request, reply) => {
      guardLoggedRead(request, reply, HEALTH_CROSS_SITE_READ);
      return readHealthCard(db, currentActor(request), request.params.id);
    },
  );

  app.put(
    "/api/scouts/:id/health",
    { onRequest: leader, schema: { params: idParam, body: healthUpdateRequest, response: { 200: healthCardResponse } } },
    async (request) => saveHealth(db, currentActor(request), request.params.id, request.body),
  );

  app.post(
    "/api/scouts",
    { onRequest: leader, schema: { body: scoutCreateRequest, response: { 201: scoutResponse } } },
    async (request, reply) => reply.status(201).send(await createScout(db, currentActor(request), request.body)),
  );

  // All or nothing: 201 {created} or 400 {error, rows: [{row, fields}]} with nothing created.
  app.post(
    "/api/scouts/import",
    { onRequest: leader, schema: { body: scoutImportRequest, response: { 201: scoutImportResponse, 400: scoutImportRefusal } } },
    async (request, reply) => {
      const outcome = await importScouts(db, currentActor(request), request.body.rows);
      if (!outcome.ok) throw new HttpError(400, outcome.error, undefined, { rows: outcome.rows });
      return reply.status(201).send({ created: outcome.created });
    },
  );

  // All or nothing: every scout selected moves, or (one unknown) none does.
  app.post(
    "/api/scouts/move-to-patrol",
    { onRequest: leader, schema: { body: moveToPatrolRequest, response: { 200: moveToPatrolResponse } } },
    async (request) => moveToPatrol(db, currentActor(request), request.body.scoutIds, request.body.patrolId),
  );

  app.post(
    "/api/scouts/:id/merge",
    { onRequest: requireAdmin, schema: { params: idParam, body: scoutMergeRequest, response: { 200: scoutResponse } } },
    async (request) => {
      const actor = currentActor(request);
      const ctx = changeContext(actor.userId);
      const merged = await mergeScouts(db, actor, request.params.id, request.body.intoScoutId, ctx.moveUp);
      return merged;
    },
  );

  app.patch(
    "/api/scouts/:id",
    { onRequest: leader, schema: { params: idParam, body: scoutUpdateRequest, response: { 200: scoutResponse } } },
    async (request) => updateScout(db, currentActor(request), request.params.id, request.body),
  );

  // Erasing and merging lose records for good: the troop's admins only (docs/product.md, "Leaders' roles").
  app.delete("/api/scouts/:id", { onRequest: requireAdmin, schema: { params: idParam } }, async (request, reply) => {
    const actor = currentActor(request);
    const ctx = changeContext(actor.userId);
    await deleteScout(db, actor, request.params.id, ctx.moveUp);
    return reply.status(204).send();
  });
};
