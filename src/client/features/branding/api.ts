import type { Branding } from "@shared/api/troop";
import { DEFAULT_BRANDING } from "@shared/constants";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";

export const brandingKeys = { branding: ["/api/troop/branding"] as const };

/**
 * Troop branding; the one query refetched on window focus. Reads are never stale by default,
 * and a plain `true` only refetches stale data, so focus refetching is forced with "always".
 * Failure falls back to defaults.
 */
export const brandingQuery = queryOptions({
  queryKey: brandingKeys.branding,
  queryFn: async ({ signal }): Promise<Branding> => {
    try {
      return await apiGet<Branding>("/api/troop/branding", { signal });
    } catch {
      return { ...DEFAULT_BRANDING };
    }
  },
  refetchOnWindowFocus: "always",
});

/** Shows a just-saved branding at once (and makes it what leaving a preview restores), then refetches it. */
export function replaceBranding(branding: Branding) {
  queryClient.setQueryData(brandingKeys.branding, branding);
  return queryClient.invalidateQueries({ queryKey: brandingKeys.branding });
}

/** The branding as last loaded, if any. */
export function cachedBranding() {
  return queryClient.getQueryData<Branding>(brandingKeys.branding);
}
