import { AsyncLocalStorage } from "node:async_hooks";
import { actsInTroop } from "@shared/acts-in-troop";
import type { User } from "@shared/api/auth";
import { DEFAULT_BRANDING } from "@shared/constants";
import { dehydrate, hashKey, type QueryClient } from "@tanstack/react-query";
import { Suspense } from "react";
import { Router } from "wouter";
import { LoadingScreen } from "@/components/loading-screen";
import { authKeys } from "@/features/auth/api";
import { brandingQuery } from "@/features/troop/api";
import type { Transport } from "@/lib/api-request";
import { asKnownMerges, onClassMerge } from "@/lib/class-merging";
import { onLocaleDataUse } from "@/lib/date-locale";
import { readTimeZoneFrom } from "@/lib/format-date";
import { createQueryClient } from "@/lib/query-client";
import { FRAME, isSignedInAddress, PAGES, type PageRow, pageFor, type Read } from "../pages";
import { SignedInTree } from "../signed-in-tree";
import { brandedParts, type DrawnPage } from "./drawn-page";
import { prerenderToString } from "./prerender";

// Dates are drawn in the zone of the troop whose page is being drawn, as the browser will draw them.
// The drawing notes whether it formatted a date or an amount (the browser then loads its locale data
// before taking the page over), and the class lists it merged (sent with the page, so that the
// browser's take-over merges none).
type Drawing = { timeZone: string | undefined; formats: boolean; merges: Map<string, string> };
const pageBeingDrawn = new AsyncLocalStorage<Drawing>();
readTimeZoneFrom(() => pageBeingDrawn.getStore()?.timeZone);
onLocaleDataUse(() => {
  const drawing = pageBeingDrawn.getStore();
  if (drawing) drawing.formats = true;
});
onClassMerge((joined, merged) => pageBeingDrawn.getStore()?.merges.set(joined, merged));

/**
 * A signed-in page as the app draws it first: the client's own providers, router and page, on a
 * query cache of this drawing's own that reads through `transport` (the app's routes, as `user`).
 * The cache holds the user, the frame's reads (branding, switches) and the page's first reads from
 * the page table (pages.ts); reads the table says the page asks for later are drawn in their loading
 * state, as the app draws them until they arrive. Null at an address that is none of the signed-in
 * pages (sign-in, the reset link's page, an unknown one), or for a session of no troop: the app draws those. At another role's page
 * the router's 404 page is drawn, with the frame's reads only.
 */
export async function drawSignedInPage(
  user: User,
  url: URL,
  transport: Transport,
  table: readonly PageRow[] = PAGES,
): Promise<DrawnPage | null> {
  // A session of no troop (a commissioner's) has the district's pages only: the app draws them.
  if (!actsInTroop(user)) return null;
  const found = pageFor(url.pathname, user, table);
  if (!found && !isSignedInAddress(url.pathname, table)) return null;
  const client = createQueryClient(transport);
  client.setQueryData(authKeys.user, user);
  for (const read of [...FRAME.reads(user), ...(found?.row.reads(user) ?? [])]) void client.prefetchQuery(read);
  await settled(client);
  const zone = client.getQueryData(brandingQuery.queryKey)?.timeZone;
  const drawing: Drawing = { timeZone: zone, formats: false, merges: new Map() };
  const root = await pageBeingDrawn.run(drawing, () =>
    prerenderToString(
      <Router ssrPath={url.pathname} ssrSearch={url.search.slice(1)}>
        {/* The boundary App puts around the signed-in app, so the app finds the same tree. */}
        <Suspense fallback={<LoadingScreen />}>
          <SignedInTree client={client} />
        </Suspense>
      </Router>,
    ),
  );
  const later = [...(FRAME.later?.(user, {}) ?? []), ...(found?.row.later?.(user, found.params) ?? [])];
  // The branding read never fails (the app falls back to the defaults), so it is always there.
  const branding = client.getQueryData(brandingQuery.queryKey) ?? { ...DEFAULT_BRANDING };
  return {
    ...brandedParts(branding),
    root,
    formats: drawing.formats,
    // The reads it was drawn from, for the app to start from, and the class lists it merged.
    reads: { ...dehydrate(client), merges: asKnownMerges(drawing.merges) },
    unlistedReads: drawnLoading(client, later),
    failedReads: client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === "error")
      .map((query) => query.queryHash),
  };
}

/** Waits for every read asked for so far; a failed one is left out of the state (the app asks again). */
async function settled(client: QueryClient) {
  await Promise.allSettled(
    client
      .getQueryCache()
      .getAll()
      .map((query) => query.promise),
  );
}

/**
 * The reads the page drew in their loading state (asked for while drawing, never read), except those
 * in `later`. A switched-off read (`enabled: false`, a closed dialog's) asks for nothing.
 */
function drawnLoading(client: QueryClient, later: Read[]): string[] {
  const expected = new Set(later.map((read) => hashKey(read.queryKey)));
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === "pending" && (query.options as { enabled?: unknown }).enabled !== false)
    .map((query) => query.queryHash)
    .filter((hash) => !expected.has(hash));
}
