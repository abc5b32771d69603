import { renderToStaticMarkup } from "react-dom/server";
import { Router } from "wouter";
import { LandingPageContent } from "../../../client/features/landing/components/landing-page-content";
import { brandingVariables } from "../../../client/lib/theme";
import type { Branding } from "../../../shared/api/troop";
import { declarations } from "../../lib/html-head";

export type RenderedLanding = {
  /** The landing page's markup, for the page's root element. */
  root: string;
  /** The troop's colours as theme variables, for the page's <html> element. */
  themeStyle: string;
};

/**
 * The client's own landing page component, rendered to HTML once per branding: a signed-out visitor
 * sees it without loading any script, and its Sign In links are ordinary links to /login.
 */
export function renderLanding(branding: Branding): RenderedLanding {
  const root = renderToStaticMarkup(
    <Router ssrPath="/">
      <LandingPageContent branding={branding} />
    </Router>,
  );
  return { root, themeStyle: declarations(brandingVariables(branding)) };
}
