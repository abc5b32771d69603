import { lazy, Suspense, startTransition, useEffect, useState } from "react";
import { LoadingScreen } from "@/components/loading-screen";
import { getAuthToken, onAuthTokenChange } from "@/lib/auth-token";
import { lazyNamed } from "@/lib/lazy-named";
import { signedInAppModule } from "./signed-in-app-module";
import { signedOutAppModule } from "./signed-out-app-module";

// The signed-in app (query cache, the pages behind sign-in) is a chunk of its own: a visitor
// who is not signed in loads none of it, and one who is signed in loads none of the signed-out app.
const SignedInApp = lazy(signedInAppModule);
const SignedOutApp = lazyNamed(signedOutAppModule, "SignedOutApp");

/**
 * A stored session token decides which app runs. Signing in swaps to the signed-in app in a
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
  return <Suspense fallback={<LoadingScreen />}>{signedIn ? <SignedInApp /> : <SignedOutApp />}</Suspense>;
}
