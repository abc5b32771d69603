import type { Branding } from "@shared/api/troop";
import { DEFAULT_BRANDING } from "@shared/constants";
import { setTroopTimeZone } from "@/lib/format-date";
import { troopSlugAt } from "./troop-address";

let pending: Promise<Branding | null> | null = null;

/**
 * The troop's branding for the signed-out pages: a plain fetch, started once per page load, so the
 * landing page carries no query library (signed in, brandingQuery reads and refreshes it). At
 * `/t/{slug}` it is that troop's, and null when no troop has the address (the page is the 404 page);
 * elsewhere the deployment's first troop's. Failure falls back to the defaults, as brandingQuery does.
 */
export function publicBranding(): Promise<Branding | null> {
  const slug = troopSlugAt(window.location.pathname);
  // An invitation's link opens sign-up in the colours of the troop whose code it carries.
  const invite = !slug && window.location.pathname === "/login" ? new URLSearchParams(window.location.search).get("invite")?.trim() : null;
  const address = slug
    ? `/api/public/troops/${slug}/branding`
    : invite
      ? `/api/public/invite-branding?code=${encodeURIComponent(invite)}`
      : "/api/troop/branding";
  const read = (url: string) => fetch(url, { headers: { Accept: "application/json" }, credentials: "include" });
  pending ??= read(address)
    .then((res) => (invite && !res.ok ? read("/api/troop/branding") : res))
    .then((res) => (res.ok ? (res.json() as Promise<Branding>) : slug && res.status === 404 ? null : { ...DEFAULT_BRANDING }))
    .catch(() => ({ ...DEFAULT_BRANDING }))
    .then((branding: Branding | null) => {
      // The signed-out pages' dates (the public page's next events) are in the troop's zone too.
      if (branding) setTroopTimeZone(branding.timeZone);
      return branding;
    });
  return pending;
}
