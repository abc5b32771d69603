import { FIRST_VIEW_STATE_ID } from "@shared/constants";
import { type DehydratedState, hydrate } from "@tanstack/react-query";
import { addKnownMerges, type KnownMerge } from "@/lib/class-merging";
import { queryClient } from "@/lib/query-client";

/**
 * Puts the reads the server drew the page's first view from (the user, the branding, the page's
 * first reads) into the app's cache, so nothing is asked for again and the first render matches; and
 * the class lists the drawing merged, so taking the page over merges none.
 */
export function restoreFirstViewReads() {
  const state = document.getElementById(FIRST_VIEW_STATE_ID)?.textContent;
  if (!state) return;
  try {
    const drawn = JSON.parse(state) as DehydratedState & { merges?: KnownMerge[] };
    hydrate(queryClient, drawn);
    if (Array.isArray(drawn.merges)) addKnownMerges(drawn.merges);
  } catch {
    // An unreadable state only costs the reads: the app asks for them as usual.
  }
}
