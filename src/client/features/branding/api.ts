import type { Branding } from "@shared/api/troop";
import { DEFAULT_BRANDING } from "@shared/constants";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-request";

export const BRANDING_KEY = ["/api/troop/branding"] as const;

/**
 * Troop branding; the one query refetched on window focus (spec §7). Reads are never stale by default,
 * and a plain `true` only refetches stale data, so focus refetching is forced with "always".
 * Failure falls back to defaults.
 */
export const brandingQuery = queryOptions({
  queryKey: BRANDING_KEY,
  queryFn: async ({ signal }): Promise<Branding> => {
    try {
      return await apiGet<Branding>("/api/troop/branding", { signal });
    } catch {
      return { ...DEFAULT_BRANDING };
    }
  },
  refetchOnWindowFocus: "always",
});
