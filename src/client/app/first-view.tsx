import { FIRST_VIEW_ROOT, FIRST_VIEW_STATE_ID } from "@shared/constants";
import { hydrate } from "@tanstack/react-query";
import { useEffect } from "react";
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

/**
 * Rendered beside the routes: once the page has been taken over (its code arrived and React attached
 * to the server's elements), the root no longer says it holds the server's first view.
 */
export function FirstViewTakenOver() {
  useEffect(() => {
    document.getElementById("root")?.removeAttribute(FIRST_VIEW_ROOT);
  }, []);
  return null;
}
