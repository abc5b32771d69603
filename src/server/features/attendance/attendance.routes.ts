import { attendanceListResponse, attendanceRecordedResponse, attendanceRequest } from "../../../shared/api/attendance";
import type { FeatureRoutes } from "../../app-context";
import { currentActor } from "../../auth/actor";
import { requireLeaderOrPatrolLeader, requireRole } from "../../plugins/auth";
import { listAttendance, recordAttendance } from "./attendance.service";

export const attendanceRoutes: FeatureRoutes = (app, { db }) => {
  const leader = requireRole("leader");

  app.get("/api/attendance", { onRequest: leader, schema: { response: { 200: attendanceListResponse } } }, async (request) =>
    listAttendance(db, currentActor(request)),
  );

  // Patrol leaders too, for their own patrol's scouts (the service checks which).
  app.post(
    "/api/attendance",
    {
      onRequest: requireLeaderOrPatrolLeader,
      schema: { body: attendanceRequest, response: { 200: attendanceRecordedResponse, 201: attendanceRecordedResponse } },
    },
    // 201 when this recording was saved; 200 with `superseded` when a later one already stood.
    async (request, reply) => {
      const recorded = await recordAttendance(db, currentActor(request), request.body);
      return reply.status(recorded.superseded ? 200 : 201).send(recorded);
    },
  );
};
