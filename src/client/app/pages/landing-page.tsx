import type { PublicTroop } from "@shared/api/public-troop";
import { use } from "react";
import { LandingPageContent } from "@/features/landing/components/landing-page-content";
import { publicPageMarkedOn, publicTroop } from "@/features/public-troop/api";
import { publicBranding } from "@/features/troop/public-branding";

type Section = typeof import("@/features/public-troop/components/public-troop-section").PublicTroopSection;

let publicPage: Promise<{ troop: PublicTroop; Section: Section } | null> | null = null;

/**
 * The troop's public page and the code that shows it, fetched side by side, and only while the
 * page is switched on (a troop that keeps it off sends visitors neither).
 */
function loadPublicPage() {
  publicPage ??= publicPageMarkedOn()
    ? Promise.all([publicTroop(), import("@/features/public-troop/components/public-troop-section")]).then(([troop, module]) =>
        troop ? { troop, Section: module.PublicTroopSection } : null,
      )
    : Promise.resolve(null);
  return publicPage;
}

/** The product's landing page, with the troop's public page above its content while that is switched on. */
export default function LandingPage() {
  // Both start together; the page suspends (the router's loading screen) until both are in, so
  // nothing jumps once they arrive.
  const brandingPromise = publicBranding();
  const pagePromise = loadPublicPage();
  const branding = use(brandingPromise);
  const page = use(pagePromise);
  return <LandingPageContent branding={branding} intro={page ? <page.Section troop={page.troop} /> : null} />;
}
