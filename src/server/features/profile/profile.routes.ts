import { scoutProfileResponse } from "../../../shared/api/badges";
import type { FeatureRoutes } from "../../app-context";
import { currentActor } from "../../auth/actor";
import { requireAuth } from "../../plugins/auth";

/** The name the scout dashboard greets; the signed-in account's own name, for any role. */
export const profileRoutes: FeatureRoutes = (app) => {
  app.get("/api/scout/profile", { onRequest: requireAuth, schema: { response: { 200: scoutProfileResponse } } }, async (request) => ({
    name: currentActor(request).name,
  }));
};
