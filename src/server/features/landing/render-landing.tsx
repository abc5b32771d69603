import { renderToStaticMarkup } from "react-dom/server";
import { Router } from "wouter";
import { LandingPageContent } from "../../../client/features/landing/components/landing-page-content";
import type { Branding } from "../../../shared/api/troop";
import { brandedPage } from "../../lib/branded-page";
import type { RenderedPage } from "../../lib/html-head";

/**
 * The client's own landing page component, rendered to HTML once per branding: a signed-out visitor
 * sees it without loading any script, and its Sign In links are ordinary links to /login.
 */
export function renderLanding(branding: Branding): RenderedPage {
  const root = renderToStaticMarkup(
    <Router ssrPath="/">
      <LandingPageContent branding={branding} />
    </Router>,
  );
  return brandedPage(branding, root, false);
}
