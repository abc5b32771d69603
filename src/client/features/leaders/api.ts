import type { Leader, LeaderRoleUpdate } from "@shared/api/leaders";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiJson, apiRequest } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";
import { authKeys } from "../auth/api";
import { troopKeys } from "../troop/api";

export const leaderKeys = { list: ["/api/leaders"] as const };

/** The troop's leaders with their roles, admins first (every leader reads it). */
export const leadersQuery = queryOptions({
  queryKey: leaderKeys.list,
  queryFn: ({ signal }) => apiGet<Leader[]>("/api/leaders", { signal }),
});

/** Ends a leader's access (admins remove anyone, a leader themself); their sessions end at once. */
export async function removeLeader(userId: string) {
  await apiRequest("DELETE", `/api/leaders/${userId}`);
}

export function changeLeaderRole(userId: string, leaderRole: LeaderRoleUpdate["leaderRole"]) {
  return apiJson<Leader>("PATCH", `/api/leaders/${userId}`, { leaderRole });
}

/**
 * After a role change: the list is read again, and when the change was one's own, so are the
 * signed-in user, whose role decides what the screens offer, and the settings (an assistant's leave
 * the leader invite code out).
 */
export function refreshAfterRoleChange(changedOwnRole: boolean) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: leaderKeys.list }),
    changedOwnRole ? queryClient.invalidateQueries({ queryKey: authKeys.user }) : null,
    changedOwnRole ? queryClient.invalidateQueries({ queryKey: troopKeys.configuration }) : null,
  ]);
}
