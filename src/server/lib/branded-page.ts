import { documentTitle } from "../../client/features/branding/document-title";
import { brandingVariables } from "../../client/lib/theme";
import type { Branding } from "../../shared/api/troop";
import { declarations, type RenderedPage } from "./html-head";

/**
 * A page the server drew, in the troop's branding: the title the app would set, and the troop's
 * colours as the theme variables the app sets on <html>. Used by the renderers' own chunks, so the
 * idle server does not load the theme code.
 */
export function brandedPage(branding: Branding, root: string, hydrates: boolean): RenderedPage {
  return { title: documentTitle(branding.troopName), root, htmlStyle: declarations(brandingVariables(branding)), hydrates };
}
