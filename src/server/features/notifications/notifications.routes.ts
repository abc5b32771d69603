import { z } from "zod";
import {
  deliveryStatusResponse,
  EMAIL_TURNED_OFF,
  outboxResponse,
  sendReportResponse,
  weeklyReportResponse,
} from "../../../shared/api/notifications";
import type { FeatureRoutes } from "../../app-context";
import { currentActor } from "../../auth/actor";
import { HttpError } from "../../lib/http-error";
import { requireRole } from "../../plugins/auth";
import { listOutbox } from "./outbox.service";
import { getWeeklyReport, loadTroopForMessages, queueWeeklyReport } from "./weekly-report.service";

const errorResponse = z.object({ error: z.string() });

export const notificationRoutes: FeatureRoutes = (app, { db, notifier }) => {
  app.get(
    "/api/notifications/outbox",
    { onRequest: requireRole("leader"), schema: { response: { 200: outboxResponse } } },
    async (request) => listOutbox(db, currentActor(request)),
  );

  app.get(
    "/api/notifications/delivery",
    { onRequest: requireRole("leader"), schema: { response: { 200: deliveryStatusResponse } } },
    async () => notifier.channels,
  );

  app.get(
    "/api/reports/weekly",
    { onRequest: requireRole("leader"), schema: { response: { 200: weeklyReportResponse } } },
    async (request) => getWeeklyReport(db, currentActor(request).troopId, new Date()),
  );

  app.post(
    "/api/reports/weekly/send",
    { onRequest: requireRole("leader"), schema: { response: { 202: sendReportResponse, 409: errorResponse } } },
    async (request, reply) => {
      const troopId = currentActor(request).troopId;
      const queued = await db.transaction(async (tx) => {
        const troop = await loadTroopForMessages(tx, troopId);
        // The master switch: with email off nothing is queued, and the leader is told why.
        if (!troop.emailNotifications) throw new HttpError(409, EMAIL_TURNED_OFF);
        return queueWeeklyReport(tx, troop, notifier.channels, new Date());
      });
      return reply.status(202).send({ queued });
    },
  );
};
