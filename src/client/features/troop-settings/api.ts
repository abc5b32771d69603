import type { TroopConfiguration, TroopConfigurationUpdate } from "@shared/api/troop";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiJson } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";
import { cachedBranding, replaceBranding } from "../branding/api";

export const configurationKeys = { configuration: ["/api/troop/configuration"] as const };

export const configurationQuery = queryOptions({
  queryKey: configurationKeys.configuration,
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
    queryClient.invalidateQueries({ queryKey: configurationKeys.configuration }),
  ]);
}

/** New join codes: only the codes change in the cached configuration, so unsaved edits in the form stay. */
export function replaceCachedCodes(saved: TroopConfiguration) {
  queryClient.setQueryData<TroopConfiguration>(configurationKeys.configuration, (old) =>
    old ? { ...old, leaderInviteCode: saved.leaderInviteCode, scoutJoinCode: saved.scoutJoinCode } : saved,
  );
}

/** The saved branding colours as last loaded (for restoring the theme after an unsaved preview). */
export function savedBrandColors(): { primaryColor?: string; secondaryColor?: string; accentColor?: string } | undefined {
  return cachedBranding() ?? queryClient.getQueryData<TroopConfiguration>(configurationKeys.configuration);
}
