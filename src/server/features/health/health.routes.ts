import type { FeatureRoutes } from "../../app-context";
import { loggableError } from "../../lib/loggable-error";

export const healthRoutes: FeatureRoutes = (app, { ping }) => {
  app.get("/api/health", async (request, reply) => {
    try {
      await ping();
      return { status: "ok" };
    } catch (error) {
      request.log.warn({ err: loggableError(error) }, "database did not answer the health check");
      return reply.status(503).send({ status: "unavailable", error: "The database is not answering." });
    }
  });
};
