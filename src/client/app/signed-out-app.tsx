import { Suspense, useEffect } from "react";
import { LoadingScreen } from "@/components/loading-screen";
import { ToasterWhenNeeded } from "@/components/ui/toaster-when-needed";
import { documentTitle } from "@/features/troop/document-title";
import { publicBranding } from "@/features/troop/public-branding";
import { applyBranding } from "@/lib/theme";
import { FirstViewTakenOver } from "./first-view-taken-over";
import { SignedOutRoutes } from "./signed-out-routes";

/**
 * The signed-out pages, in the troop's colours and with its name in the window title. Where the app
 * draws /login itself, it draws the card the server draws (pages/login-page.tsx).
 */
export function SignedOutApp() {
  useEffect(() => {
    let live = true;
    void publicBranding().then((branding) => {
      if (!live || !branding) return;
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
