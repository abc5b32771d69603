import { FIRST_VIEW_ROOT, FIRST_VIEW_STATE_ID, LATER_CODE_ID, LOCALE_DATA_ROOT, SERVER_RENDERED_ROOT } from "../../shared/constants";
import { EARLY_TAPS_SCRIPT } from "../../shared/early-taps";

/** Page metadata put into index.html by the server, so link previews see it without running scripts. */
export type PageHead = {
  title: string;
  description: string;
  url: string;
  siteName: string;
  image: string | null;
  /** Further `<meta name content>` pairs, for the client to read before it asks the server anything. */
  extraMeta?: Record<string, string>;
};

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe for HTML text and attribute values. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const meta = (key: "name" | "property", name: string, content: string) => `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;

/**
 * index.html with the page's title, description and Open Graph tags. The built file's own title and
 * description are replaced; every value is escaped, since troop settings are typed by people.
 */
export function withHead(html: string, head: PageHead): string {
  const tags = [
    meta("name", "description", head.description),
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", head.siteName),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    meta("property", "og:url", head.url),
    ...(head.image ? [meta("property", "og:image", head.image)] : []),
    meta("name", "twitter:card", "summary"),
    ...Object.entries(head.extraMeta ?? {}).map(([name, content]) => meta("name", escapeHtml(name), content)),
  ].join("\n    ");
  // Replacer functions, not strings: a "$&" typed in a troop name must stay literal text.
  return html
    .replace(/<meta\s+name="description"[^>]*>\s*/i, () => "")
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
}

/** CSS declarations for a style attribute (the troop's colours as theme variables). */
export const declarations = (variables: Record<string, string>) =>
  Object.entries(variables)
    .map(([name, value]) => `${name}: ${value}`)
    .join("; ");

/** A page the server rendered itself, to be sent in place of the app's empty root. */
export type RenderedPage = {
  title: string;
  /** HTML for the root element (already escaped by its renderer). */
  root: string;
  /** Inline style for <html> (the troop's colours). */
  htmlStyle: string;
  /**
   * Whether the app takes the page over when its code arrives (a signed-in page's first view), or the
   * page runs none of the app (the landing page, whose links are plain links; the sign-in page, which
   * runs only its card's own script).
   */
  hydrates: boolean;
  /** Whether the page shows a date or an amount of money: the browser loads its locale data before taking the page over. */
  formats: boolean;
  /**
   * Set for a signed-in page's first view: the reads it was drawn from, for the app to take the
   * page over. Such a page is one user's own, so it is never stored by a cache.
   */
  state?: unknown;
};

/** JSON for a `<script type="application/json">`: no "<" may end the element or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** The app's module preloads in the built index.html (React, the app's root and what they import). */
const MODULE_PRELOADS = /\s*<link\s+rel="modulepreload"[^>]*>/gi;

/**
 * index.html carrying a page the server rendered. Such a page is whole as sent, so nothing in its
 * head asks for the app's code: until the page is on screen its text and styles have the network to
 * themselves.
 * - A page the app takes over (a signed-in page's first view) carries the reads it was drawn from
 *   after the root; the first script asks for the app's code once the page has been painted (main.tsx).
 * - The signed-out landing and sign-in pages run no React: their module preloads become prefetches in
 *   a template after the root, which the first script puts in the head once the page has loaded, so
 *   React and the app's root arrive at idle priority and wait in the cache for the page that follows.
 *   The first script itself stays: it starts the sign-in card's own script, or the app if a session
 *   token is stored in the browser after all.
 */
export function withRenderedRoot(html: string, page: RenderedPage): string {
  const reads =
    page.state === undefined ? "" : `<script type="application/json" id="${FIRST_VIEW_STATE_ID}">${scriptJson(page.state)}</script>`;
  const forLater = (html.match(MODULE_PRELOADS) ?? []).map((link) =>
    link.trim().replace(/^<link\s+rel="modulepreload"/i, '<link rel="prefetch" as="script"'),
  );
  const later = forLater.length > 0 ? `<template id="${LATER_CODE_ID}">${forLater.join("")}</template>` : "";
  // Before the root, so that it holds taps from the first paint on (shared/early-taps.ts).
  const root = page.hydrates
    ? `<script>${EARLY_TAPS_SCRIPT}</script><div id="root" ${FIRST_VIEW_ROOT}${page.formats ? ` ${LOCALE_DATA_ROOT}` : ""}>${page.root}</div>${reads}`
    : `<div id="root" ${SERVER_RENDERED_ROOT}>${page.root}</div>${later}`;
  return html
    .replace(MODULE_PRELOADS, () => "")
    .replace(/<html([^>]*)>/i, (_tag, attributes: string) => `<html${attributes} style="${escapeHtml(page.htmlStyle)}">`)
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<div id="root"><\/div>/i, () => root);
}
