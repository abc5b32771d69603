import { brandingResponse, troopConfigurationResponse, troopConfigurationUpdate, troopFeaturesResponse } from "../../../shared/api/troop";
import type { FeatureRoutes } from "../../app-context";
import { currentActor } from "../../auth/actor";
import { requireAuth, requireRole } from "../../plugins/auth";
import { getBranding, getConfiguration, regenerateCodes, updateConfiguration } from "./troop.service";
import { troopFeatures } from "./troop-switches.service";

export const troopRoutes: FeatureRoutes = (app, { db, defaultTroopId }) => {
  // Public: the sign-in page is branded too.
  app.get("/api/troop/branding", { schema: { response: { 200: brandingResponse } } }, async (request) =>
    getBranding(db, request.actor?.troopId ?? defaultTroopId),
  );

  app.get("/api/troop/features", { onRequest: requireAuth, schema: { response: { 200: troopFeaturesResponse } } }, async (request) =>
    troopFeatures(db, currentActor(request)),
  );

  app.get(
    "/api/troop/configuration",
    { onRequest: requireRole("leader"), schema: { response: { 200: troopConfigurationResponse } } },
    async (request) => getConfiguration(db, currentActor(request)),
  );

  app.put(
    "/api/troop/configuration",
    { onRequest: requireRole("leader"), schema: { body: troopConfigurationUpdate, response: { 200: troopConfigurationResponse } } },
    async (request) => updateConfiguration(db, currentActor(request), request.body),
  );

  app.post(
    "/api/troop/configuration/regenerate-codes",
    { onRequest: requireRole("leader"), schema: { response: { 200: troopConfigurationResponse } } },
    async (request) => regenerateCodes(db, currentActor(request)),
  );
};
