import { Suspense } from "react";
import { LoadingScreen } from "@/components/loading-screen";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { lazyNamed } from "@/lib/lazy-named";
import { useSettled } from "@/lib/use-settled";
import { cn } from "@/lib/utils";
import { TopBar } from "./top-bar";

// Shown only offline or with changes waiting: a chunk of its own, asked for once the page has settled
// (at once offline), as the changes waiting are sent no sooner.
const OfflineStatus = lazyNamed(() => import("./offline-status"), "OfflineStatus");

/** Signed-in page frame: top bar and a centred main area. Leader pages use it too. */
export function AppShell({ children, className }: { children: React.ReactNode; className?: string }) {
  const { user } = useAuth();
  const settled = useSettled();
  if (!user) return <LoadingScreen />;
  return (
    <div className="min-h-screen bg-muted/40 print:min-h-0 print:bg-white">
      <div className="print:hidden">
        <TopBar user={user} />
        {settled && (
          <Suspense fallback={null}>
            <OfflineStatus />
          </Suspense>
        )}
      </div>
      <main id="main" className={cn("mx-auto w-full max-w-6xl px-3 py-6 sm:px-6", className)}>
        {children}
      </main>
    </div>
  );
}
