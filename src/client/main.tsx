import "./index.css";
import { FIRST_VIEW_ROOT, LATER_CODE_ID, LOCALE_DATA_ROOT, SERVER_RENDERED_ROOT } from "@shared/constants";
import { signedInAppModule } from "./app/signed-in-app-module";
import { signedOutAppModule } from "./app/signed-out-app-module";
import { afterNextPaint } from "./lib/after-next-paint";
import { getAuthToken } from "./lib/auth-token";
import { loadDateLocale } from "./lib/date-locale";
import { nextTask } from "./lib/next-task";
import { whenIdle, whenLoaded, whenSettled } from "./lib/when-settled";

// This first script carries no React: it only starts the downloads. With a session token stored, the
// signed-in app's code and the code of the page at this address are asked for beside React and the
// app's root, rather than after the user look-up. A page the server sent already rendered needs none
// of it: the landing page's links are ordinary links, and the sign-in page runs only its card's own
// script; the app starts on the page they lead to.
const signedIn = getAuthToken() !== null;
const root = document.getElementById("root");
// The locale data for dates and amounts loads while the page is still arriving, before any of the
// app's code runs, in a task of its own: added to another, it would make that a long one. A first view
// that shows neither (the server marks one that does) has it loaded once settled, out of the take-over.
if (signedIn) {
  if (root?.hasAttribute(FIRST_VIEW_ROOT) && !root.hasAttribute(LOCALE_DATA_ROOT)) whenSettled(loadDateLocale);
  else setTimeout(loadDateLocale);
}

// Asking for a chunk puts a preload in the page for each file it imports, each a request to start:
// the chunks are asked for in tasks of their own, so that on a slow phone none of them is a long one.
const askInOwnTask = (ask: () => Promise<unknown>) => void nextTask().then(ask);

function startApp() {
  if (signedIn) {
    askInOwnTask(() => import("./app/early-page"));
    askInOwnTask(signedInAppModule);
  }
  if (signedIn || !root?.hasAttribute(SERVER_RENDERED_ROOT)) {
    if (!signedIn) askInOwnTask(signedOutAppModule);
    askInOwnTask(() => import("./app/mount"));
  } else {
    if (root.querySelector("[data-sign-in]")) void import("./features/auth/sign-in-start");
    prefetchCodeForLater();
  }
}

/**
 * The app's code a server-drawn signed-out page names for the page after it (html-head.ts), asked for
 * at idle priority once the page has loaded: after signing in it is read from the cache.
 */
function prefetchCodeForLater() {
  const later = document.getElementById(LATER_CODE_ID);
  if (!(later instanceof HTMLTemplateElement)) return;
  whenLoaded(() => whenIdle(() => document.head.append(later.content)));
}

// A signed-in page the server drew (its first view) is whole without the app: its code, which the
// server does not preload there, is asked for once the page has been painted, so that on a slow
// network the page's text and styles are not shared out with it and reach the screen first. Anything
// else starts at once: the app as built (its root is preloaded with it), or a signed-out page the
// server drew, which runs only its own script.
// Until the app has taken that page over, a tap on its buttons is held (shared/early-taps.ts).
if (root?.hasAttribute(FIRST_VIEW_ROOT)) afterNextPaint(startApp);
else startApp();

// The service worker keeps the app's files for offline use; registered once the page has settled, so
// its download of every file never competes with the page's own.
if ("serviceWorker" in navigator) whenSettled(() => void navigator.serviceWorker.register("/sw.js").catch(() => undefined));
