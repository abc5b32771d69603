import type { ContactLeadersRequest, ContactLeadersResponse, TroopContact } from "@shared/api/troop";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiJson } from "@/lib/api-request";

/**
 * How signed-in families reach the leaders (kept apart from api.ts: the signed-out landing page
 * reads the public page with a plain fetch and carries no query library).
 */
export const troopContactQuery = queryOptions({
  queryKey: ["/api/troop/contact"] as const,
  queryFn: ({ signal }) => apiGet<TroopContact>("/api/troop/contact", { signal }),
});

/** A parent's message to the leaders (emailed to the troop's contact address, or every leader). */
export function contactLeaders(body: ContactLeadersRequest) {
  return apiJson<ContactLeadersResponse>("POST", "/api/troop/contact", body);
}
