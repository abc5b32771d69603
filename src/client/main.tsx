import "./index.css";
import { SERVER_RENDERED_ROOT } from "@shared/constants";
import { signedInAppModule } from "./app/signed-in-app-module";
import { signedOutAppModule } from "./app/signed-out-app-module";
import { getAuthToken } from "./lib/auth-token";
import { loadDateLocale } from "./lib/date-locale";
import { whenSettled } from "./lib/when-settled";

// This first script carries no React: it only starts the downloads. React and the app's root come
// with it (index.html preloads them, see vite.config.ts); with a session token stored, the signed-in
// app's code and the code of the page at this address are asked for now too, beside them rather
// than after the user look-up. A page the server sent already rendered needs none of it: the landing
// page's links are ordinary links, and the sign-in page runs only its card's own script; the app
// starts on the page they lead to.
const signedIn = getAuthToken() !== null;
if (signedIn) {
  void signedInAppModule();
  void import("./app/early-page");
  // In a task of its own: added to this one, it would make it a long one.
  setTimeout(loadDateLocale);
}
const root = document.getElementById("root");
if (signedIn || !root?.hasAttribute(SERVER_RENDERED_ROOT)) {
  if (!signedIn) void signedOutAppModule();
  void import("./app/mount");
} else if (root.querySelector("[data-sign-in]")) void import("./features/auth/sign-in-start");

// The service worker keeps the app's files for offline use; registered once the page has settled, so
// its download of every file never competes with the page's own.
if ("serviceWorker" in navigator) whenSettled(() => void navigator.serviceWorker.register("/sw.js").catch(() => undefined));
