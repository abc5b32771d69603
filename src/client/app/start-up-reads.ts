import { userQuery } from "@/features/auth/api";
import { signedInRole } from "@/features/auth/last-role";
import { queryClient } from "@/lib/query-client";
import { restoreFirstViewReads } from "./first-view";
import { type PageModule, pageAt, pageModules } from "./pages";

/**
 * Starts the signed-in app's first reads as soon as its code has run, before React renders: the user
 * look-up, and the reads of the page at this address for the role last signed in here. The router's
 * queries then find them in the cache or on their way instead of asking one after another. A first
 * view the server rendered brought its reads with it: those are in the cache first, and not asked again.
 */
export function startUpReads() {
  restoreFirstViewReads();
  void queryClient.prefetchQuery(userQuery);
  const page = pageAt(window.location.pathname, signedInRole());
  if (page) void pageModules[page]().then((module: PageModule) => module.prefetch?.(queryClient));
}
