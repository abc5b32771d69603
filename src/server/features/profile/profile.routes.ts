import { scoutProfileResponse } from "../../../shared/api/badges";
import type { FeatureRoutes } from "../../app-context";
import { currentUser, requireAuth } from "../../plugins/auth";

/** The name the scout dashboard greets; the signed-in account's own name, for any role. */
export const profileRoutes: FeatureRoutes = (app) => {
  app.get("/api/scout/profile", { onRequest: requireAuth, schema: { response: { 200: scoutProfileResponse } } }, async (request) => {
    const user = currentUser(request);
    return { name: `${user.firstName} ${user.lastName}` };
  });
};
