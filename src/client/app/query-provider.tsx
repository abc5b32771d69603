import { QueryClientProvider } from "@tanstack/react-query";
import { queryClient } from "@/lib/query-client";

/**
 * The app's one query cache, for the signed-out pages that read or write through it (sign-in, the
 * reset link's page): they bring it with their own chunk, so the landing page loads none of it. The
 * signed-in app provides the same cache around everything (signed-in-tree.tsx).
 */
export function QueryProvider({ children }: { children: React.ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
