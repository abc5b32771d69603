/**
 * The signed-out app's chunk (the landing page, the routes to sign-in): asked for by the first script
 * when no session token is stored, and rendered by App; a signed-in page never loads it.
 */
export const signedOutAppModule = () => import("./signed-out-app");
