import { attendanceListResponse, attendanceRequest, attendanceResponse } from "../../../shared/api/attendance";
import type { FeatureRoutes } from "../../app-context";
import { currentActor } from "../../auth/actor";
import { requireRole } from "../../plugins/auth";
import { listAttendance, recordAttendance } from "./attendance.service";

export const attendanceRoutes: FeatureRoutes = (app, { db }) => {
  const leader = requireRole("leader");

  app.get("/api/attendance", { onRequest: leader, schema: { response: { 200: attendanceListResponse } } }, async (request) =>
    listAttendance(db, currentActor(request)),
  );

  app.post(
    "/api/attendance",
    { onRequest: leader, schema: { body: attendanceRequest, response: { 201: attendanceResponse } } },
    async (request, reply) => reply.status(201).send(await recordAttendance(db, currentActor(request), request.body)),
  );
};
