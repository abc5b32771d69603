import {
  brandingResponse,
  troopConfigurationResponse,
  troopConfigurationUpdate,
  troopContactResponse,
  troopFeaturesResponse,
} from "../../../shared/api/troop";
import type { FeatureRoutes } from "../../app-context";
import { currentActor } from "../../auth/actor";
import { requireAdmin, requireAuth, requireRole } from "../../plugins/auth";
import { getTroopContact } from "./contact.service";
import { troopFeatures } from "./switches.service";
import { getBranding, getConfiguration, regenerateCodes, updateConfiguration, visitorBranding } from "./troop.service";

export const troopRoutes: FeatureRoutes = (app, { db, defaultTroopId, deploymentName }) => {
  // Public: the sign-in page is branded too.
  // Signed in, the current troop's; signed out, the only troop's, or the deployment's once it holds more.
  app.get("/api/troop/branding", { schema: { response: { 200: brandingResponse } } }, async (request) =>
    request.actor ? getBranding(db, request.actor.troopId) : visitorBranding(db, defaultTroopId, deploymentName),
  );

  app.get("/api/troop/features", { onRequest: requireAuth, schema: { response: { 200: troopFeaturesResponse } } }, async (request) =>
    troopFeatures(db, currentActor(request)),
  );

  // Assistants read the settings too (without the leader invite code); only admins change them.
  app.get(
    "/api/troop/configuration",
    { onRequest: requireRole("leader"), schema: { response: { 200: troopConfigurationResponse } } },
    async (request) => getConfiguration(db, currentActor(request)),
  );

  app.put(
    "/api/troop/configuration",
    { onRequest: requireAdmin, schema: { body: troopConfigurationUpdate, response: { 200: troopConfigurationResponse } } },
    async (request) => updateConfiguration(db, currentActor(request), request.body),
  );

  app.post(
    "/api/troop/configuration/regenerate-codes",
    { onRequest: requireAdmin, schema: { response: { 200: troopConfigurationResponse } } },
    async (request) => regenerateCodes(db, currentActor(request)),
  );

  // How families reach the leaders, for every signed-in member of the troop (the family pages show it).
  app.get("/api/troop/contact", { onRequest: requireAuth, schema: { response: { 200: troopContactResponse } } }, async (request) =>
    getTroopContact(db, currentActor(request)),
  );
};
