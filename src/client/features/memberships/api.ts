import type { JoinTroopResponse, User } from "@shared/api/auth";
import type { JoinDistrictResponse } from "@shared/api/districts";
import { apiJson } from "@/lib/api-request";

/**
 * Joins another troop with one of its codes (a leader invite code, a child's parent invite), or a
 * district with a commissioner's invite code. The session stays in its troop; switchTroop moves it.
 */
export function joinTroop(code: string) {
  return apiJson<JoinTroopResponse | JoinDistrictResponse>("POST", "/api/memberships", { code });
}

/**
 * Moves the session to another of the account's troops, then opens that troop's home afresh: a
 * full page load, so nothing on screen or in memory (reads, branding, the tab's title) is the
 * other troop's. The reads kept on the device for offline use stay apart, one set per troop.
 */
export async function switchTroop(troopId: string, open: (to: string) => void = (to) => window.location.assign(to)) {
  const user = await apiJson<User>("POST", "/api/session/troop", { troopId });
  open("/");
  return user;
}
