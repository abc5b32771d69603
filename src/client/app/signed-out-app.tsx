import { Suspense, useEffect, useState } from "react";
import { LoadingScreen } from "@/components/loading-screen";
import { documentTitle } from "@/features/branding/document-title";
import { publicBranding } from "@/features/branding/public-branding";
import { lazyNamed } from "@/lib/lazy-named";
import { applyBranding } from "@/lib/theme";
import { useToasts } from "@/lib/use-toast";
import { FirstViewTakenOver } from "./first-view-taken-over";
import { SignedOutRoutes } from "./signed-out-routes";

const Toaster = lazyNamed(() => import("@/components/ui/toaster"), "Toaster");

/** The toast viewport, loaded with the first toast a signed-out page shows (the landing page shows none). */
function ToasterWhenNeeded() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/**
 * The signed-out pages, in the troop's colours and with its name in the window title. Where the app
 * draws /login itself, it draws the card the server draws (pages/login-page.tsx).
 */
export function SignedOutApp() {
  useEffect(() => {
    let live = true;
    void publicBranding().then((branding) => {
      if (!live) return;
      applyBranding(branding);
      document.title = documentTitle(branding.troopName);
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <>
      <Suspense fallback={<LoadingScreen />}>
        <SignedOutRoutes />
        {/* In the page's boundary, so it runs once the page itself has been taken over. */}
        <FirstViewTakenOver />
      </Suspense>
      <ToasterWhenNeeded />
    </>
  );
}
