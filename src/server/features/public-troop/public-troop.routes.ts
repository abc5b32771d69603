import { z } from "zod";
import { publicTroopResponse } from "../../../shared/api/public-troop";
import { deploymentResponse } from "../../../shared/api/start-troop";
import { brandingResponse } from "../../../shared/api/troop";
import type { FeatureRoutes } from "../../app-context";
import { HttpError } from "../../lib/http-error";
import { getBranding } from "../troop/troop.service";
import { getPublicTroop, troopCount, troopIdBySlug } from "./public-troop.service";

const slugParams = z.object({ slug: z.string().max(100) });
const notFound = () => new HttpError(404, "Not found.");

export const publicTroopRoutes: FeatureRoutes = (app, { db, defaultTroopId, deploymentName, troopSignup }) => {
  // No sign-in: this is what the troop chose to show the world. Off → 404, as if it did not exist.
  // Without an address it is the deployment's first troop (the only one, on a one-troop deployment).
  app.get("/api/public/troop", { schema: { response: { 200: publicTroopResponse } } }, async () => {
    const troop = await getPublicTroop(db, defaultTroopId);
    if (!troop) throw notFound();
    return troop;
  });

  // A troop's own address (many-troops M4): its public page while on, and its colours for /t/{slug}.
  app.get("/api/public/troops/:slug", { schema: { params: slugParams, response: { 200: publicTroopResponse } } }, async (request) => {
    const troopId = await troopIdBySlug(db, request.params.slug);
    const troop = troopId ? await getPublicTroop(db, troopId) : null;
    if (!troop) throw notFound();
    return troop;
  });

  app.get("/api/public/troops/:slug/branding", { schema: { params: slugParams, response: { 200: brandingResponse } } }, async (request) => {
    const troopId = await troopIdBySlug(db, request.params.slug);
    if (!troopId) throw notFound();
    return getBranding(db, troopId);
  });

  // The deployment's own page: its name, whether troops may be started, and whether it holds more than one.
  app.get("/api/public/deployment", { schema: { response: { 200: deploymentResponse } } }, async () => ({
    name: deploymentName,
    troopSignup: troopSignup.mode,
    troopCount: await troopCount(db),
  }));
};
