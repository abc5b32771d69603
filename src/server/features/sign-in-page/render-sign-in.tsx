import { Router } from "wouter";
import { SignedOutApp } from "../../../client/app/signed-out-app";
import { brandingVariables } from "../../../client/lib/theme";
import type { Branding } from "../../../shared/api/troop";
import { declarations } from "../../lib/html-head";
import { prerenderToString } from "../../lib/prerender";

export type RenderedSignIn = {
  /** The sign-in page's markup, for the page's root element, with React's markers for the take-over. */
  root: string;
  /** The troop's colours as theme variables, for the page's <html> element. */
  themeStyle: string;
};

/**
 * The client's own signed-out app at /login (sign-in, sign-up with an invite code, or the reset
 * request at ?forgot), drawn as the app draws it first: in the browser it takes these elements over.
 */
export async function renderSignIn(branding: Branding, search: string): Promise<RenderedSignIn> {
  const root = await prerenderToString(
    <Router ssrPath="/login" ssrSearch={search}>
      <SignedOutApp />
    </Router>,
  );
  return { root, themeStyle: declarations(brandingVariables(branding)) };
}
