import type { Badge, BadgeCreateRequest, BadgeUpdateRequest } from "@shared/api/badges";
import { apiJson, apiRequest } from "@/lib/api-request";

export function createBadge(body: BadgeCreateRequest) {
  return apiJson<Badge>("POST", "/api/badges", body);
}

export function updateBadge(id: string, body: BadgeUpdateRequest) {
  return apiJson<Badge>("PATCH", `/api/badges/${encodeURIComponent(id)}`, body);
}

export async function deleteBadge(id: string) {
  await apiRequest("DELETE", `/api/badges/${encodeURIComponent(id)}`);
}

/** One POST per badge, in order; stops at the first refusal. Returns how many were created. */
export async function importBadges(badges: BadgeCreateRequest[]): Promise<number> {
  let created = 0;
  for (const badge of badges) {
    await createBadge(badge);
    created++;
  }
  return created;
}
