import type { Branding } from "@shared/api/troop";
import { documentTitle } from "@/features/troop/document-title";
import { brandingVariables } from "@/lib/theme";

/** A page drawn for the server to send: what goes into index.html in place of the app's empty root. */
export type DrawnPage = {
  /** The window title the app would set. */
  title: string;
  /** The troop's colours as the theme variables the app sets on <html>. */
  themeVariables: Record<string, string>;
  /** HTML for the root element. */
  root: string;
  /** A signed-in page's first view: whether it shows a date or an amount of money (formatted with the locale data). */
  formats?: boolean;
  /** A signed-in page's first view: the reads it was drawn from (dehydrated), for the app to start from. */
  reads?: unknown;
  /**
   * A signed-in page's first view: the reads it drew in their loading state that the page table
   * neither lists as the page's first reads nor as drawn later (src/client/app/pages.ts). Empty when
   * the table is right.
   */
  unlistedReads?: string[];
  /** A signed-in page's first view: the reads that failed (another role's page, or a read that never reached the server). */
  failedReads?: string[];
};

/** The parts of a drawn page that come from the troop's branding. */
export const brandedParts = (branding: Branding) => ({
  title: documentTitle(branding.troopName),
  themeVariables: brandingVariables(branding),
});
