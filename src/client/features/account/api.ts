import type { AccountPhone, AccountPhoneRequest } from "@shared/api/account";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiJson } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";

export const accountKeys = { phone: ["/api/account/phone"] as const };

/** The signed-in account's own phone number. */
export const accountPhoneQuery = queryOptions({
  queryKey: accountKeys.phone,
  queryFn: ({ signal }) => apiGet<AccountPhone>("/api/account/phone", { signal }),
});

export async function saveAccountPhone(body: AccountPhoneRequest) {
  const saved = await apiJson<AccountPhone>("PUT", "/api/account/phone", body);
  queryClient.setQueryData(accountKeys.phone, saved);
  return saved;
}
