import type { Branding } from "@shared/api/troop";
import { DEFAULT_BRANDING } from "@shared/constants";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-request";

export const BRANDING_KEY = ["/api/troop/branding"] as const;

/** Troop branding; the one query refetched on window focus (spec §7). Failure falls back to defaults. */
export const brandingQuery = queryOptions({
  queryKey: BRANDING_KEY,
  queryFn: async ({ signal }): Promise<Branding> => {
    try {
      return await apiGet<Branding>("/api/troop/branding", { signal });
    } catch {
      return { ...DEFAULT_BRANDING };
    }
  },
  refetchOnWindowFocus: true,
});
