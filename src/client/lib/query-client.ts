import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { apiGet, sendThrough, type Transport } from "./api-request";

/** Default query function: the query key's first element is the URL. */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => apiGet(String(queryKey[0]), { signal });

/**
 * Queries are never stale, no retries, no polling, no refetch on focus (branding opts back in).
 * Its queries read with the browser's fetch, or through `transport` when one is given (the server
 * draws a user's page on a cache of its own that reads the app's routes as that user).
 */
export function createQueryClient(transport?: Transport) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        ...(transport && {
          persister: (queryFn, context) => {
            sendThrough(context.signal, transport);
            return queryFn(context);
          },
        }),
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
        refetchInterval: false,
        refetchOnWindowFocus: false,
      },
      // A change is handed to its function even offline: the ones that may be made offline are kept
      // on the device and sent later (lib/offline), the others fail at once with the network's error.
      mutations: { retry: false, networkMode: "always" },
    },
  });
}

export const queryClient = createQueryClient();
