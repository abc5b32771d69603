import { z } from "zod";
import { leaderResponse, leaderRoleUpdate } from "../../../shared/api/leaders";
import type { FeatureRoutes } from "../../app-context";
import { currentActor } from "../../auth/actor";
import { requireAdmin, requireRole } from "../../plugins/auth";
import { changeLeaderRole, listLeaders, removeLeader } from "./leaders.service";

/** The troop's leaders and their roles: every leader reads the list, admins change roles and remove leaders, a leader may leave. */
export const leaderRoutes: FeatureRoutes = (app, { db }) => {
  app.get("/api/leaders", { onRequest: requireRole("leader"), schema: { response: { 200: z.array(leaderResponse) } } }, async (request) =>
    listLeaders(db, currentActor(request)),
  );

  app.patch(
    "/api/leaders/:userId",
    {
      onRequest: requireAdmin,
      schema: { params: z.object({ userId: z.string() }), body: leaderRoleUpdate, response: { 200: leaderResponse } },
    },
    async (request) => changeLeaderRole(db, currentActor(request), request.params.userId, request.body.leaderRole),
  );

  // Admins remove any leader; a leader may remove themself (the service checks which).
  app.delete(
    "/api/leaders/:userId",
    { onRequest: requireRole("leader"), schema: { params: z.object({ userId: z.string() }) } },
    async (request, reply) => {
      await removeLeader(db, currentActor(request), request.params.userId);
      return reply.code(204).send();
    },
  );
};
