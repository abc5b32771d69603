import { userQuery } from "@/features/auth/api";
import { signedInRole } from "@/features/auth/last-role";
import { queryClient } from "@/lib/query-client";
import { restoreFirstViewReads } from "./first-view";
import { pageAt, pageNamed } from "./pages";

/**
 * Starts the signed-in app's first reads as soon as its code has run, before React renders: the user
 * look-up, and the reads of the page at this address (the page table's, for the role last signed in
 * here). The router's queries then find them in the cache or on their way instead of asking one
 * after another. A read the app asks afresh on every visit (staleTime 0: the troop's switches, the
 * requests waiting for review) is left to the page, since one asked ahead would only be asked again.
 * A first view the server rendered brought its reads with it: those are in the cache first, and not
 * asked again. Offline nothing is asked ahead: the reads kept on the device stand in, and a read
 * sent now would fail (the query cache takes the network to be there until the offline start tells
 * it otherwise) and could land after those kept reads, turning the page's roster into an error.
 */
export function startUpReads() {
  restoreFirstViewReads();
  if (navigator.onLine === false) return;
  void queryClient.prefetchQuery(userQuery);
  const role = signedInRole();
  const page = pageAt(window.location.pathname, role);
  if (!page) return;
  for (const read of pageNamed(page).reads({ role })) {
    if (read.staleTime !== 0) void queryClient.prefetchQuery(read);
  }
}
