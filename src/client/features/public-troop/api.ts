import type { PublicTroop } from "@shared/api/public-troop";
import { PUBLIC_PAGE_META } from "@shared/constants";

let pending: Promise<PublicTroop | null> | null = null;

/** The server marks the page it sends while the troop's public page is on. */
export const publicPageMarkedOn = () => document.querySelector(`meta[name="${PUBLIC_PAGE_META}"]`)?.getAttribute("content") === "on";

/**
 * The troop's public page, or null while it is switched off (no mark, or a 404 if it was switched
 * off since) or cannot be read. A plain fetch, started once per page load: the signed-out landing
 * page carries no query library.
 */
export function publicTroop(): Promise<PublicTroop | null> {
  pending ??= publicPageMarkedOn()
    ? fetch("/api/public/troop", { headers: { Accept: "application/json" } })
        .then((res) => (res.ok ? (res.json() as Promise<PublicTroop>) : null))
        .catch(() => null)
    : Promise.resolve(null);
  return pending;
}
