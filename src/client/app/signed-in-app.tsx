import { FIRST_VIEW_ROOT } from "@shared/constants";
import { use } from "react";
import { routeWritesThrough } from "@/lib/api-request";
import { beforeSignOut } from "@/lib/before-sign-out";
import { warmUpClassMerging } from "@/lib/class-merging";
import { queryClient } from "@/lib/query-client";
import { whenSettled } from "@/lib/when-settled";
import { SignedInTree } from "./signed-in-tree";
import { startUpReads } from "./start-up-reads";

// Offline use is a chunk of its own. Offline, the app waits for it (the reads kept on the device go
// into the cache before anything is drawn); online it starts once the page has settled, and a change
// made before then loads it first, so every change that may be made offline goes through its queue.
const offlineUse = () => import("./offline-start");
routeWritesThrough((method, url, body) => offlineUse().then((offline) => offline.keepOrSend(method, url, body)));
// Signing out erases everything kept on the device for offline use.
beforeSignOut(() => offlineUse().then((offline) => offline.eraseOfflineData()));
const offlineStart =
  navigator.onLine === false
    ? offlineUse()
        .then((offline) => offline.startOffline())
        .catch(() => undefined)
    : null;
if (!offlineStart) {
  const start = () => void offlineUse().then((offline) => offline.startOffline());
  // Once the page has settled (lib/when-settled.ts), and never while React takes over a first view:
  // what it reads (a leader's camp sheets) must not change the cache under a page being taken over.
  whenSettled(() => afterTakeOver(start));
}
startUpReads();
// Class merging sets itself up at its first use. Set up here, in tasks of their own while React starts on
// the page, that is not added to the slice of React's take-over that first draws a class name (the top
// bar's), which would make a task long enough to block a tap. A first view brought the class lists its
// drawing merged (first-view.tsx): its take-over merges none, so the set-up waits until it has settled.
if (document.getElementById("root")?.hasAttribute(FIRST_VIEW_ROOT)) whenSettled(warmUpClassMerging);
else warmUpClassMerging();

/** Runs `run` once the page the server drew has been taken over (at once when there is none). */
function afterTakeOver(run: () => void) {
  const root = document.getElementById("root");
  if (!root?.hasAttribute(FIRST_VIEW_ROOT)) return run();
  const observer = new MutationObserver(() => {
    if (root.hasAttribute(FIRST_VIEW_ROOT)) return;
    observer.disconnect();
    run();
  });
  observer.observe(root, { attributes: true, attributeFilter: [FIRST_VIEW_ROOT] });
}

/** The signed-in app on the app's one query cache. */
export default function SignedInApp() {
  if (offlineStart) use(offlineStart);
  return <SignedInTree client={queryClient} />;
}
