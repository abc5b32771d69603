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

/**
 * One POST per badge, in order; stops at the first refusal (its ApiError is thrown on). Returns how
 * many were created; `onCreated` hears each one (so a refusal can name the badge it stopped at).
 */
export async function importBadges(badges: BadgeCreateRequest[], onCreated?: (count: number) => void): Promise<number> {
  let created = 0;
  for (const badge of badges) {
    await createBadge(badge);
    created++;
    onCreated?.(created);
  }
  return created;
}
