import { lazy, Suspense, startTransition, useEffect, useState } from "react";
import { LoadingScreen } from "@/components/loading-screen";
import { documentTitle } from "@/features/branding/document-title";
import { publicBranding } from "@/features/branding/public-branding";
import { getAuthToken, onAuthTokenChange } from "@/lib/auth-token";
import { lazyNamed } from "@/lib/lazy-named";
import { applyBranding } from "@/lib/theme";
import { useToasts } from "@/lib/use-toast";
import { signedInAppModule } from "./signed-in-app-module";
import { SignedOutRoutes } from "./signed-out-routes";

// The signed-in app (query cache, tooltips, the pages behind sign-in) is a chunk of its own: a visitor
// who is not signed in loads none of it.
const SignedInApp = lazy(signedInAppModule);
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

/** The signed-out pages, in the troop's colours and with its name in the window title. */
function SignedOutApp() {
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
      </Suspense>
      <ToasterWhenNeeded />
    </>
  );
}

/**
 * A stored session token (spec §9) decides which app runs. Signing in swaps to the signed-in app in a
 * transition, so the sign-in form stays on screen until that app's code has arrived.
 */
export function App() {
  const [signedIn, setSignedIn] = useState(() => getAuthToken() !== null);
  useEffect(
    () =>
      onAuthTokenChange(() => {
        startTransition(() => setSignedIn(getAuthToken() !== null));
      }),
    [],
  );
  return signedIn ? (
    <Suspense fallback={<LoadingScreen />}>
      <SignedInApp />
    </Suspense>
  ) : (
    <SignedOutApp />
  );
}
