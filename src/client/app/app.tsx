import { lazy, Suspense, startTransition, useEffect, useState } from "react";
import { LoadingScreen } from "@/components/loading-screen";
import { getAuthToken, onAuthTokenChange } from "@/lib/auth-token";
import { signedInAppModule } from "./signed-in-app-module";
import { SignedOutApp } from "./signed-out-app";

// The signed-in app (query cache, the pages behind sign-in) is a chunk of its own: a visitor
// who is not signed in loads none of it.
const SignedInApp = lazy(signedInAppModule);

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
  return signedIn ? (
    <Suspense fallback={<LoadingScreen />}>
      <SignedInApp />
    </Suspense>
  ) : (
    <SignedOutApp />
  );
}
