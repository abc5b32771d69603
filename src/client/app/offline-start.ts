import type { User } from "@shared/api/auth";
import { authKeys, userQuery } from "@/features/auth/api";
import { apiErrorStatus } from "@/lib/api-request";
import { registerOfflineActions } from "@/lib/offline/actions";
import { lastSignedInUser, restoreReads } from "@/lib/offline/kept-reads";
import { eraseOfflineData, keepOrSend, startOfflineUse } from "@/lib/offline/offline-use";
import { queryClient } from "@/lib/query-client";
import { whenIdle } from "@/lib/when-settled";
import { OFFLINE_ACTIONS } from "./offline-actions";
import { keepCampSheets } from "./offline-camp-sheets";

export { eraseOfflineData, keepOrSend };

registerOfflineActions(OFFLINE_ACTIONS);

const signedInUser = () => queryClient.getQueryData<User | null>(authKeys.user) ?? null;

/**
 * Whose reads and changes the device keeps: the account in its current troop. An account of two
 * troops keeps each troop's reads apart, and a change made in one troop is never sent in another.
 */
const deviceOwner = () => {
  const user = signedInUser();
  return user ? `${user.id}:${user.currentTroopId}` : null;
};

/**
 * Offline use for the signed-in app (a chunk of its own, so no page waits for it online): the
 * changes queue and its syncing, the reads kept on the device, and a leader's camp sheets for the
 * coming week. Settles once the reads kept on the device are in the cache when the device is offline.
 */
export async function startOffline(): Promise<void> {
  const restoring = startOfflineUse(queryClient, deviceOwner);
  void queryClient.fetchQuery(userQuery).then(
    (user) => {
      if (user?.role === "leader") whenIdle(() => void keepCampSheets(queryClient));
    },
    (error) => {
      // No answer although the device says it is online (a weak signal at camp): the reads kept
      // on the device stand in, as they do offline.
      const userId = lastSignedInUser();
      if (apiErrorStatus(error) === null && userId) void restoreReads(queryClient, userId);
    },
  );
  await restoring;
}
