import type { User } from "@shared/api/auth";
import type { Branding } from "@shared/api/troop";
import type { PageRow } from "./app/pages";
import type { DrawnPage } from "./app/server-drawn/drawn-page";
import type { AuthMode } from "./features/auth/auth-mode";
import type { Transport } from "./lib/api-request";

/**
 * The client's one face to the server (Vite's entry-server pattern): everything the server needs to
 * draw a page as the app draws it. Only src/server/pages/ imports it (tests/boundaries/). Each
 * drawing brings React's server renderer and the client's components with its first use, so the
 * idle server loads none of them; the server's own requests reach the client only through the
 * transport it passes in.
 */

/** Which form the sign-in page opens at an address. */
export { type AuthMode, authModeAt } from "./features/auth/auth-mode";
export type { DrawnPage, PageRow, Transport };

/** A signed-in page's first view for `user` at `url`, its reads made through `transport`; null where the app draws the page itself. */
export async function drawSignedInPage(user: User, url: URL, transport: Transport, table?: readonly PageRow[]): Promise<DrawnPage | null> {
  const drawing = await import("./app/server-drawn/signed-in-page");
  return drawing.drawSignedInPage(user, url, transport, table);
}

/** The signed-out home page in the troop's branding: plain HTML, no script of the app's. */
export async function drawLanding(branding: Branding): Promise<DrawnPage> {
  return (await import("./app/server-drawn/landing-page")).drawLanding(branding);
}

/** The sign-in page opened at one of its forms: plain HTML with the card's own small script, no React. */
export async function drawSignIn(branding: Branding, mode: AuthMode): Promise<DrawnPage> {
  return (await import("./app/server-drawn/sign-in-page")).drawSignIn(branding, mode);
}

/** The table of signed-in pages (src/client/app/pages.ts), for the server's tests of it. */
export async function pageTable(): Promise<readonly PageRow[]> {
  return (await import("./app/pages")).PAGES;
}
