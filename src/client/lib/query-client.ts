import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { apiGet } from "./api-request";

/** Default query function: the query key's first element is the URL. */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => apiGet(String(queryKey[0]), { signal });

/** Queries are never stale, no retries, no polling, no refetch on focus (branding opts back in). */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
        refetchInterval: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
