import { FIRST_VIEW_STATE_ID } from "@shared/constants";
import { hydrate } from "@tanstack/react-query";
import { queryClient } from "@/lib/query-client";

/**
 * Puts the reads the server drew the page's first view from (the user, the branding, the page's
 * first reads) into the app's cache, so nothing is asked for again and the first render matches.
 */
export function restoreFirstViewReads() {
  const state = document.getElementById(FIRST_VIEW_STATE_ID)?.textContent;
  if (!state) return;
  try {
    hydrate(queryClient, JSON.parse(state));
  } catch {
    // An unreadable state only costs the reads: the app asks for them as usual.
  }
}
