import { AsyncLocalStorage } from "node:async_hooks";
import { dehydrate, type QueryClient } from "@tanstack/react-query";
import { Suspense } from "react";
import { Router } from "wouter";
import { type PageModule, pageAt, pageModules } from "../../../client/app/pages";
import { SignedInTree } from "../../../client/app/signed-in-tree";
import { LoadingScreen } from "../../../client/components/loading-screen";
import { approvalsQuery, troopFeaturesQuery } from "../../../client/features/advancement/api";
import { authKeys } from "../../../client/features/auth/api";
import { brandingQuery } from "../../../client/features/branding/api";
import { sendRequestsThrough } from "../../../client/lib/api-request";
import { readTimeZoneFrom } from "../../../client/lib/format-date";
import { createQueryClient } from "../../../client/lib/query-client";
import type { User } from "../../../shared/api/auth";
import { DEFAULT_BRANDING } from "../../../shared/constants";
import { brandedPage } from "../../lib/branded-page";
import type { RenderedPage } from "../../lib/html-head";
import { prerenderToString } from "../../lib/prerender";

/** How one page's reads reach the app's routes, as the signed-in user whose page it is. */
export type ReadAsUser = (url: string, init: RequestInit) => Promise<Response>;

// The client's reads go through the one request helper; here they go to the reader of the page
// being rendered, so concurrent renders for different users never share one.
const reader = new AsyncLocalStorage<ReadAsUser>();
sendRequestsThrough((url, init) => {
  const read = reader.getStore();
  if (!read) return Promise.reject(new Error(`no page is being rendered to read ${url} for`));
  return read(url, init);
});

// Dates are drawn in the zone of the troop whose page is being rendered, as the browser will draw them.
const pageTimeZone = new AsyncLocalStorage<string | undefined>();
readTimeZoneFrom(() => pageTimeZone.getStore());

/**
 * A signed-in page as the app draws it first: the client's own providers, router and page, on a
 * query cache of this request's own holding the user, the troop's branding and switches (and for a
 * leader the requests waiting for review), and the reads the page shows first (its `prefetch`).
 * Reads the page asks for later are drawn in their loading state, as the app draws them until they
 * arrive. Null at an address that is none of the signed-in pages (sign-in, the reset link's page,
 * an unknown one): the app draws those.
 */
export async function renderFirstView(user: User, url: URL, read: ReadAsUser): Promise<RenderedPage | null> {
  const page = pageAt(url.pathname, user.role);
  if (!page) return null;
  return reader.run(read, async () => {
    const client = createQueryClient();
    client.setQueryData(authKeys.user, user);
    void client.prefetchQuery(brandingQuery);
    // The troop's switches shape every page: drawn with them, the page the app re-reads them for
    // on arrival (staleTime 0) does not change under the reader's eyes when they come back the same.
    void client.prefetchQuery(troopFeaturesQuery);
    // So are a leader's pages by the requests waiting for review (the dashboard's notice, the
    // roster's count and tab), read fresh in the same way.
    if (user.role === "leader") void client.prefetchQuery(approvalsQuery);
    ((await pageModules[page]()) as PageModule).prefetch?.(client);
    await settled(client);
    const zone = client.getQueryData(brandingQuery.queryKey)?.timeZone;
    const root = await pageTimeZone.run(zone, () =>
      prerenderToString(
        <Router ssrPath={url.pathname} ssrSearch={url.search.slice(1)}>
          {/* The boundary App puts around the signed-in app, so the app finds the same tree. */}
          <Suspense fallback={<LoadingScreen />}>
            <SignedInTree client={client} />
          </Suspense>
        </Router>,
      ),
    );
    // The branding read never fails (the app falls back to the defaults), so it is always there.
    const branding = client.getQueryData(brandingQuery.queryKey) ?? { ...DEFAULT_BRANDING };
    return {
      ...brandedPage(branding, root, true),
      // The reads it was drawn from, for the app to start from.
      state: dehydrate(client),
    };
  });
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
