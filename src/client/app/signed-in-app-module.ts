import { preloadable } from "@/lib/preloadable";

/**
 * The signed-in app's chunk (query cache, tooltips, the router), asked for by the first script as soon
 * as a session token is stored and rendered by App once the user is known.
 */
export const signedInAppModule = preloadable(() => import("./signed-in-app"));
