import { PUBLIC_PAGE_META } from "../../../shared/constants";
import { troopSlugAt } from "../../../shared/troop-slug";
import type { DbOrTx } from "../../db/client";
import type { PageHead } from "../../lib/html-head";
import { troopCount } from "../troop/troop.service";
import { getPublicTroop, troopIdBySlug } from "./public-troop.service";

const DESCRIPTION_LENGTH = 200;

/** Whitespace folded and cut at a word near `max` characters, so a preview shows whole words. */
function summary(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2))}…`;
}

/**
 * Title, description and preview image of the shared home page while the public page is on; null
 * while it is off (the page then keeps the app's own title and description).
 */
export async function publicPageHead(db: DbOrTx, troopId: string, origin: URL): Promise<PageHead | null> {
  const troop = await getPublicTroop(db, troopId);
  if (!troop) return null;
  const place = [troop.meetingSchedule, troop.meetingLocation].filter(Boolean).join(", ");
  const fallback = place ? `${troop.troopName} meets ${place}.` : `${troop.troopName}: badges, events and news from the troop.`;
  return {
    title: troop.troopName,
    description: summary(troop.customWelcomeMessage || fallback, DESCRIPTION_LENGTH),
    url: new URL("/", origin).href,
    siteName: troop.troopName,
    image: troop.logoUrl ? new URL(troop.logoUrl, origin).href : null,
    // The landing page asks for the public troop only when this says it is on, so a troop that keeps
    // it off costs visitors no request (and their consoles no 404).
    extraMeta: { [PUBLIC_PAGE_META]: "on" },
  };
}

/**
 * The preview tags of the page at `path`: at `/t/{slug}` that troop's, at any other address the
 * deployment's first troop's while it is the only one (with more, `/` is the deployment's page).
 */
export async function publicPageHeadAt(db: DbOrTx, firstTroopId: string, path: string, origin: URL): Promise<PageHead | null> {
  const slug = troopSlugAt(path);
  if (slug) {
    const troopId = await troopIdBySlug(db, slug);
    const head = troopId ? await publicPageHead(db, troopId, origin) : null;
    return head ? { ...head, url: new URL(`/t/${slug}`, origin).href } : null;
  }
  if ((await troopCount(db)) > 1) return null;
  return publicPageHead(db, firstTroopId, origin);
}
