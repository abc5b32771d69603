import { brandingResponse, troopConfigurationResponse, troopConfigurationUpdate } from "../../../shared/api/troop";
import type { FeatureRoutes } from "../../app-context";
import { currentUser, requireRole } from "../../plugins/auth";
import { getBranding, getConfiguration, regenerateCodes, updateConfiguration } from "./troop.service";

export const troopRoutes: FeatureRoutes = (app, { db, defaultTroopId }) => {
  // Public: the sign-in page is branded too.
  app.get("/api/troop/branding", { schema: { response: { 200: brandingResponse } } }, async (request) =>
    getBranding(db, request.user?.troopId ?? defaultTroopId),
  );

  app.get(
    "/api/troop/configuration",
    { onRequest: requireRole("leader"), schema: { response: { 200: troopConfigurationResponse } } },
    async (request) => getConfiguration(db, currentUser(request).troopId),
  );

  app.put(
    "/api/troop/configuration",
    { onRequest: requireRole("leader"), schema: { body: troopConfigurationUpdate, response: { 200: troopConfigurationResponse } } },
    async (request) => updateConfiguration(db, currentUser(request).troopId, request.body),
  );

  app.post(
    "/api/troop/configuration/regenerate-codes",
    { onRequest: requireRole("leader"), schema: { response: { 200: troopConfigurationResponse } } },
    async (request) => regenerateCodes(db, currentUser(request).troopId),
  );
};
