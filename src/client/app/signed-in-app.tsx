import { Toaster } from "@/components/ui/toaster";
import { TooltipProvider } from "@/components/ui/tooltip";
import { BrandingApplier } from "./branding-applier";
import { QueryProvider } from "./query-provider";
import { AppRouter } from "./router";
import { startUpReads } from "./start-up-reads";

startUpReads();

/** Providers of the signed-in app: query cache, tooltips (700/300 ms), toasts, branding; then the routes. */
export default function SignedInApp() {
  return (
    <QueryProvider>
      <TooltipProvider>
        <BrandingApplier />
        <AppRouter />
        <Toaster />
      </TooltipProvider>
    </QueryProvider>
  );
}
