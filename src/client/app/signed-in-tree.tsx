import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ToasterWhenNeeded } from "@/components/ui/toaster-when-needed";
import { TroopTimeZone } from "@/features/troop/components/troop-time-zone";
import { BrandingApplier } from "./branding-applier";
import { AppRouter } from "./router";

/**
 * The signed-in app's providers (query cache, toasts when there are any, branding, the troop's time
 * zone for dates) and its routes.
 * The browser runs it on the app's one cache; the server renders a page's first view with it on a
 * cache of that request's own (src/client/app/server-drawn/signed-in-page.tsx), so both draw the same page.
 */
export function SignedInTree({ client }: { client: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <BrandingApplier />
      <TroopTimeZone>
        <AppRouter />
      </TroopTimeZone>
      <ToasterWhenNeeded />
    </QueryClientProvider>
  );
}
