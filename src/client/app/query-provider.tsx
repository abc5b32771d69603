import { QueryClientProvider } from "@tanstack/react-query";
import { queryClient } from "@/lib/query-client";

/**
 * The app's one query cache. The signed-in app provides it around everything; the signed-out pages
 * that read or write through it (sign-in, the reset link's page) bring it with their own chunk, so
 * the landing page loads none of it.
 */
export function QueryProvider({ children }: { children: React.ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
