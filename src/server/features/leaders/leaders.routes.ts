import { z } from "zod";
import { leaderResponse, leaderRoleUpdate } from "../../../shared/api/leaders";
import type { FeatureRoutes } from "../../app-context";
import { currentActor } from "../../auth/actor";
import { requireAdmin, requireRole } from "../../plugins/auth";
import { changeLeaderRole, listLeaders } from "./leaders.service";

/** The troop's leaders and their roles: every leader reads the list, admins change roles. */
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
};
