import type { Branding } from "@shared/api/troop";
import { renderToStaticMarkup } from "react-dom/server";
import { Router } from "wouter";
import { LandingPageContent } from "@/features/landing/components/landing-page-content";
import { brandedParts, type DrawnPage } from "./drawn-page";

/**
 * The client's own landing page component, drawn to HTML once per branding: a signed-out visitor
 * sees it without loading any script, and its Sign In links are ordinary links to /login.
 */
export function drawLanding(branding: Branding): DrawnPage {
  const root = renderToStaticMarkup(
    <Router ssrPath="/">
      <LandingPageContent branding={branding} />
    </Router>,
  );
  return { ...brandedParts(branding), root };
}
