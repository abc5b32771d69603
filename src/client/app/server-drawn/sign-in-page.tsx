import type { Branding } from "@shared/api/troop";
import { renderToStaticMarkup } from "react-dom/server";
import { Router } from "wouter";
import type { AuthMode } from "@/features/auth/auth-mode";
import { SignInCard } from "@/features/auth/components/sign-in-card";
import { brandedParts, type DrawnPage } from "./drawn-page";

/**
 * The sign-in card at /login, opened at `mode`, drawn to plain HTML: the page runs no React, only the
 * card's own script (features/auth/sign-in-start.ts), which makes it work.
 */
export function drawSignIn(branding: Branding, mode: AuthMode): DrawnPage {
  const root = renderToStaticMarkup(
    <Router ssrPath="/login">
      <SignInCard mode={mode} />
    </Router>,
  );
  return { ...brandedParts(branding), root };
}
