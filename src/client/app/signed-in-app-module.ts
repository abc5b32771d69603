/**
 * The signed-in app's chunk (query cache, the router), asked for by the first script as soon
 * as a session token is stored and rendered by App once the user is known.
 */
export const signedInAppModule = () => import("./signed-in-app");
