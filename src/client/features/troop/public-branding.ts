import type { Branding } from "@shared/api/troop";
import { DEFAULT_BRANDING } from "@shared/constants";
import { setTroopTimeZone } from "@/lib/format-date";

let pending: Promise<Branding> | null = null;

/**
 * The troop's branding for the signed-out pages: a plain fetch, started once per page load, so the
 * landing page carries no query library (signed in, brandingQuery reads and refreshes it). Failure
 * falls back to the defaults, as brandingQuery does.
 */
export function publicBranding(): Promise<Branding> {
  pending ??= fetch("/api/troop/branding", { headers: { Accept: "application/json" }, credentials: "include" })
    .then((res) => (res.ok ? (res.json() as Promise<Branding>) : { ...DEFAULT_BRANDING }))
    .catch(() => ({ ...DEFAULT_BRANDING }))
    .then((branding: Branding) => {
      // The signed-out pages' dates (the public page's next events) are in the troop's zone too.
      setTroopTimeZone(branding.timeZone);
      return branding;
    });
  return pending;
}
