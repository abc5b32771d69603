import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Branding } from "../../shared/api/troop";
import type { DbOrTx } from "../db/client";
import { getBranding } from "../features/troop/troop.service";
import { ReadCache } from "../plugins/read-cache";

/** A short name fits under an icon on a home screen (about 12 characters). */
export function shortName(troopName: string): string {
  const name = troopName.trim();
  if (name.length <= 12) return name;
  const words = name.split(/\s+/);
  let short = "";
  for (const word of words) {
    const next = short ? `${short} ${word}` : word;
    if (next.length > 12) break;
    short = next;
  }
  return short || name.slice(0, 12);
}

/** The web app manifest drawn from the troop's branding: its name, short name and colours, and the app's icons. */
export function webAppManifest(branding: Branding) {
  return {
    id: "/",
    name: branding.troopName,
    short_name: shortName(branding.troopName),
    description: `${branding.troopName}: badges, events and the troop's news.`,
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: branding.primaryColor,
    background_color: "#ffffff",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}

/**
 * GET /manifest.webmanifest, linked from every page's head (index.html, with the session's cookie):
 * what a phone installs, in the colours and name of the troop it is about (many-troops M4), which
 * `troopOf` says: the session's current troop, else the deployment's first. Kept a second like the
 * troop's other reads; the browser asks again on its own schedule.
 */
export function registerWebAppManifest(app: FastifyInstance, db: DbOrTx, troopOf: (request: FastifyRequest) => Promise<string>) {
  const recent = new ReadCache<string, string>(1000);
  app.get("/manifest.webmanifest", async (request, reply) => {
    const troopId = await troopOf(request);
    const body = await recent.through(troopId, async () => JSON.stringify(webAppManifest(await getBranding(db, troopId))));
    return reply.header("Cache-Control", "no-cache").header("Vary", "Cookie").type("application/manifest+json; charset=utf-8").send(body);
  });
}
