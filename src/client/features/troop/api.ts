import type { Branding, TroopConfiguration, TroopConfigurationUpdate, TroopFeatures } from "@shared/api/troop";
import { DEFAULT_BRANDING } from "@shared/constants";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiJson } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";

/** The troop's reads: its look (every page), its switches and lists, and its whole configuration (Troop Settings). */
export const troopKeys = {
  branding: ["/api/troop/branding"] as const,
  configuration: ["/api/troop/configuration"] as const,
  features: ["/api/troop/features"] as const,
};

/**
 * Troop branding; the one query refetched on window focus. Reads are never stale by default,
 * and a plain `true` only refetches stale data, so focus refetching is forced with "always".
 * Failure falls back to defaults.
 */
export const brandingQuery = queryOptions({
  queryKey: troopKeys.branding,
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
  queryClient.setQueryData(troopKeys.branding, branding);
  return queryClient.invalidateQueries({ queryKey: troopKeys.branding });
}

/** The branding as last loaded, if any. */
export function cachedBranding() {
  return queryClient.getQueryData<Branding>(troopKeys.branding);
}

export const configurationQuery = queryOptions({
  queryKey: troopKeys.configuration,
  queryFn: ({ signal }) => apiGet<TroopConfiguration>("/api/troop/configuration", { signal }),
});

export function saveConfiguration(body: TroopConfigurationUpdate) {
  return apiJson<TroopConfiguration>("PUT", "/api/troop/configuration", body);
}

export function regenerateCodes() {
  return apiJson<TroopConfiguration>("POST", "/api/troop/configuration/regenerate-codes");
}

/**
 * After a save: the new branding shows at once (and is what leaving the page restores); then the
 * configuration and the branding are refetched (the top bar's name and colours follow).
 */
export function showSavedBranding(saved: TroopConfiguration) {
  return Promise.all([
    replaceBranding({
      troopName: saved.troopName,
      logoUrl: saved.logoUrl,
      primaryColor: saved.primaryColor,
      secondaryColor: saved.secondaryColor,
      accentColor: saved.accentColor,
      customWelcomeMessage: saved.customWelcomeMessage ?? "",
      // Kept too: the pages are drawn anew when the zone changes, and a missing one would be a change.
      timeZone: saved.timeZone,
    }),
    queryClient.invalidateQueries({ queryKey: troopKeys.configuration }),
  ]);
}

/** New join codes: only the codes change in the cached configuration, so unsaved edits in the form stay. */
export function replaceCachedCodes(saved: TroopConfiguration) {
  queryClient.setQueryData<TroopConfiguration>(troopKeys.configuration, (old) =>
    old ? { ...old, leaderInviteCode: saved.leaderInviteCode, scoutJoinCode: saved.scoutJoinCode } : saved,
  );
}

/** The saved branding colours as last loaded (for restoring the theme after an unsaved preview). */
export function savedBrandColors(): { primaryColor?: string; secondaryColor?: string; accentColor?: string } | undefined {
  return cachedBranding() ?? queryClient.getQueryData<TroopConfiguration>(troopKeys.configuration);
}

/**
 * The troop's switches and custom lists, read again when a part that uses them mounts a minute or more
 * after the last read, so another leader's change in Troop Settings shows on the next visit. Not at
 * once: the server's first view carries a read made a moment before, and a page whose parts mount one
 * after the other (the scout's home: the badges, then the feed) would read them again for each.
 * Saving Troop Settings refreshes them on the device that saved.
 */
export const troopFeaturesQuery = queryOptions({
  queryKey: troopKeys.features,
  queryFn: ({ signal }) => apiGet<TroopFeatures>("/api/troop/features", { signal }),
  staleTime: 60_000,
});
