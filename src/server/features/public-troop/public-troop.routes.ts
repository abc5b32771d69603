import { z } from "zod";
import { publicTroopResponse } from "../../../shared/api/public-troop";
import { deploymentResponse } from "../../../shared/api/start-troop";
import { brandingResponse } from "../../../shared/api/troop";
import type { FeatureRoutes } from "../../app-context";
import { TOO_MANY_CODES } from "../../auth/attempt-limits";
import { HttpError } from "../../lib/http-error";
import { troopOfCode } from "../invites/invite-codes.service";
import { getBranding, troopCount } from "../troop/troop.service";
import { getPublicTroop, troopIdBySlug } from "./public-troop.service";

const slugParams = z.object({ slug: z.string().max(100) });
const errorResponse = z.object({ error: z.string() });
const notFound = () => new HttpError(404, "Not found.");

export const publicTroopRoutes: FeatureRoutes = (app, { db, defaultTroopId, deploymentName, troopSignup, limits }) => {
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

  // /login?invite=CODE in the code's troop's colours (many-troops M4). A code that names no troop is
  // a 404, and counts against the address like every code tried: this is no way round the limits.
  app.get(
    "/api/public/invite-branding",
    { schema: { querystring: z.object({ code: z.string().max(100) }), response: { 200: brandingResponse, 429: errorResponse } } },
    async (request) => {
      const attempt = await limits.beginCodeFromAddress(request.ip);
      if (!attempt.ok) throw new HttpError(429, TOO_MANY_CODES);
      const troopId = await troopOfCode(db, request.query.code);
      if (!troopId) throw notFound();
      await attempt.proven();
      return getBranding(db, troopId);
    },
  );

  // The deployment's own page: its name, whether troops may be started, and whether it holds more than one.
  app.get("/api/public/deployment", { schema: { response: { 200: deploymentResponse } } }, async () => ({
    name: deploymentName,
    troopSignup: troopSignup.mode,
    troopCount: await troopCount(db),
  }));
};
