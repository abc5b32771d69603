import type { Branding, TroopConfiguration, TroopConfigurationUpdate } from "@shared/api/troop";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiJson } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";
import { BRANDING_KEY } from "../branding/api";

export const CONFIGURATION_KEY = ["/api/troop/configuration"] as const;

export const configurationQuery = queryOptions({
  queryKey: CONFIGURATION_KEY,
  queryFn: ({ signal }) => apiGet<TroopConfiguration>("/api/troop/configuration", { signal }),
});

export function saveConfiguration(body: TroopConfigurationUpdate) {
  return apiJson<TroopConfiguration>("PUT", "/api/troop/configuration", body);
}

export function regenerateCodes() {
  return apiJson<TroopConfiguration>("POST", "/api/troop/configuration/regenerate-codes");
}

/** After a save: configuration and branding are refetched (the top bar's name and colours follow). */
export function refreshConfigurationAndBranding() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: CONFIGURATION_KEY }),
    queryClient.invalidateQueries({ queryKey: BRANDING_KEY }),
  ]);
}

/** The saved branding colours as last loaded (for restoring the theme after an unsaved preview). */
export function savedBrandColors(): { primaryColor?: string; secondaryColor?: string; accentColor?: string } | undefined {
  return queryClient.getQueryData<Branding>(BRANDING_KEY) ?? queryClient.getQueryData<TroopConfiguration>(CONFIGURATION_KEY);
}
