import type { PublicTroop } from "@shared/api/public-troop";
import { use } from "react";
import { useLocation } from "wouter";
import { LandingPageContent } from "@/features/landing/components/landing-page-content";
import { publicPageMarkedOn, publicTroop } from "@/features/public-troop/api";
import { deployment } from "@/features/start-troop/api";
import { publicBranding } from "@/features/troop/public-branding";
import { signInAddress, troopSlugAt } from "@/features/troop/troop-address";
import { lazyNamed } from "@/lib/lazy-named";
import { NotFoundPage } from "../pages-for-everyone";

// Only a deployment of several troops shows its own page: a troop's visitors never load it.
const DeploymentPageContent = lazyNamed(() => import("@/features/landing/components/deployment-page-content"), "DeploymentPageContent");

type Section = typeof import("@/features/public-troop/components/public-troop-section").PublicTroopSection;

let publicPage: Promise<{ troop: PublicTroop; Section: Section } | null> | null = null;

/**
 * The troop's public page and the code that shows it, fetched side by side, and only while the
 * page is switched on (a troop that keeps it off sends visitors neither). At a troop's own address
 * the page is asked for, and a 404 means it is off.
 */
function loadPublicPage(slug: string | null) {
  publicPage ??=
    slug || publicPageMarkedOn()
      ? Promise.all([publicTroop(slug), import("@/features/public-troop/components/public-troop-section")]).then(([troop, module]) =>
          troop ? { troop, Section: module.PublicTroopSection } : null,
        )
      : Promise.resolve(null);
  return publicPage;
}

/**
 * The signed-out home: at `/t/{slug}` that troop's page (the 404 page for an address no troop has);
 * at `/` the only troop's page, or the deployment's own page once it holds more than one troop
 * (many-troops M4). A troop's page shows its public page above the content while that is on.
 */
export default function LandingPage() {
  const [path] = useLocation();
  const slug = troopSlugAt(path);
  // All start together; the page suspends (the router's loading screen) until they are in, so
  // nothing jumps once they arrive.
  const brandingPromise = publicBranding();
  const pagePromise = loadPublicPage(slug);
  const deploymentPromise = deployment();
  const branding = use(brandingPromise);
  const page = use(pagePromise);
  const here = use(deploymentPromise);
  if (!branding) return <NotFoundPage />;
  if (!slug && here && here.troopCount > 1) return <DeploymentPageContent deployment={here} />;
  return (
    <LandingPageContent
      branding={branding}
      signInHref={signInAddress(slug)}
      canStartTroop={here !== null && here.troopSignup !== "closed"}
      intro={page ? <page.Section troop={page.troop} /> : null}
    />
  );
}
