import type { PublicTroop } from "@shared/api/public-troop";
import { PUBLIC_PAGE_META } from "@shared/constants";

let pending: Promise<PublicTroop | null> | null = null;

/** The server marks the page it sends while the troop's public page is on. */
export const publicPageMarkedOn = () => document.querySelector(`meta[name="${PUBLIC_PAGE_META}"]`)?.getAttribute("content") === "on";

/**
 * The troop's public page (at `/t/{slug}`, that troop's), or null while it is switched off (no mark, or a 404 if it was switched
 * off since) or cannot be read. A plain fetch, started once per page load: the signed-out landing
 * page carries no query library.
 */
export function publicTroop(slug: string | null = null): Promise<PublicTroop | null> {
  // At a troop's own address the page is asked for (no mark is drawn there); elsewhere only while marked on.
  pending ??=
    slug || publicPageMarkedOn()
      ? fetch(slug ? `/api/public/troops/${slug}` : "/api/public/troop", { headers: { Accept: "application/json" } })
          .then((res) => (res.ok ? (res.json() as Promise<PublicTroop>) : null))
          .catch(() => null)
      : Promise.resolve(null);
  return pending;
}
