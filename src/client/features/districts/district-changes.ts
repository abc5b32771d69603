import type { CommissionerInviteRequest, TroopDistrict } from "@shared/api/districts";
import { apiJson } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";
import { authKeys } from "../auth/api";
import { districtKeys } from "./api";

/** The district's changes, apart from its reads (api.ts), which every page's table of reads carries. */

/** The troop leaves its district (its admins only): its commissioners no longer see its counts. */
export async function leaveDistrict() {
  const left = await apiJson<TroopDistrict>("DELETE", "/api/troop/district");
  queryClient.setQueryData(districtKeys.troopDistrict, left);
  return left;
}

/** A commissioner invites another by email: the server emails them a code for that address. */
export function inviteCommissioner(body: CommissionerInviteRequest) {
  return apiJson<{ email: string }>("POST", "/api/district/invites", body);
}

/** After joining a district with a code: the user (its districts) and every overview are read again. */
export function refreshAfterJoiningDistrict() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: authKeys.user }),
    queryClient.invalidateQueries({ queryKey: districtKeys.overviews }),
  ]);
}
