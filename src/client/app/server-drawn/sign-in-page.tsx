import type { Branding } from "@shared/api/troop";
import { Router } from "wouter";
import { SignedOutApp } from "../signed-out-app";
import { brandedParts, type DrawnPage } from "./drawn-page";
import { prerenderToString } from "./prerender";

/**
 * The client's own signed-out app at /login (sign-in, sign-up with an invite code, or the reset
 * request at ?forgot), drawn as the app draws it first: in the browser it takes these elements over.
 */
export async function drawSignIn(branding: Branding, search: string): Promise<DrawnPage> {
  const root = await prerenderToString(
    <Router ssrPath="/login" ssrSearch={search}>
      <SignedOutApp />
    </Router>,
  );
  return { ...brandedParts(branding), root };
}
