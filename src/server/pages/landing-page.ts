import type { FastifyRequest } from "fastify";
import { drawLanding } from "../../client/entry-server";
import type { DbOrTx } from "../db/client";
import { getBranding, troopCount } from "../features/troop/troop.service";
import type { RenderedPage } from "../lib/html-head";
import { ReadCache } from "../plugins/read-cache";
import type { PageContext } from "../plugins/static";
import { renderedPage } from "./branded-page";

/**
 * The home page for a signed-out visitor, rendered here: on a phone it shows with the page itself,
 * before (and without) any script, instead of after React and the app have arrived. A browser with a
 * session cookie gets its own home instead (first-view.ts). The rendering is kept for a second
 * like the troop's other reads (plugins/read-cache.ts), and React's server renderer is loaded with the
 * first signed-out visit, not at start-up.
 */
export function signedOutHome(db: DbOrTx, troopId: string, sessionCookieName: string) {
  const recent = new ReadCache<string, RenderedPage | null>(1000);
  return async (request: FastifyRequest, { publicPageOn }: PageContext): Promise<RenderedPage | null> => {
    // While the troop's public page is on, `/` is the app's: it shows the troop's upcoming events in
    // the visitor's own time zone.
    if (publicPageOn || request.cookies[sessionCookieName] || request.url.split("?")[0] !== "/") return null;
    return recent.through(troopId, async () => {
      // With more than one troop, `/` is the deployment's page, which the app draws (many-troops M4).
      if ((await troopCount(db)) > 1) return null;
      const branding = await getBranding(db, troopId);
      return renderedPage(await drawLanding(branding), false);
    });
  };
}
