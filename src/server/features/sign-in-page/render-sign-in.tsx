import { Router } from "wouter";
import { SignedOutApp } from "../../../client/app/signed-out-app";
import type { Branding } from "../../../shared/api/troop";
import { brandedPage } from "../../lib/branded-page";
import type { RenderedPage } from "../../lib/html-head";
import { prerenderToString } from "../../lib/prerender";

/**
 * The client's own signed-out app at /login (sign-in, sign-up with an invite code, or the reset
 * request at ?forgot), drawn as the app draws it first: in the browser it takes these elements over.
 */
export async function renderSignIn(branding: Branding, search: string): Promise<RenderedPage> {
  const root = await prerenderToString(
    <Router ssrPath="/login" ssrSearch={search}>
      <SignedOutApp />
    </Router>,
  );
  return brandedPage(branding, root, true);
}
