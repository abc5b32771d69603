import { use } from "react";
import { routeWritesThrough } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";
import { SignedInTree } from "./signed-in-tree";
import { startUpReads } from "./start-up-reads";

// Offline use is a chunk of its own. Offline, the app waits for it (the reads kept on the device go
// into the cache before anything is drawn); online it starts once the page is idle, and a change
// made before then loads it first, so every change that may be made offline goes through its queue.
const offlineUse = () => import("./offline-start");
routeWritesThrough((method, url, body) => offlineUse().then((offline) => offline.keepOrSend(method, url, body)));
const offlineStart =
  navigator.onLine === false
    ? offlineUse()
        .then((offline) => offline.startOffline())
        .catch(() => undefined)
    : null;
if (!offlineStart) {
  const start = () => void offlineUse().then((offline) => offline.startOffline());
  if ("requestIdleCallback" in window) requestIdleCallback(start, { timeout: 3000 });
  else setTimeout(start, 1000);
}
startUpReads();

/** The signed-in app on the app's one query cache. */
export default function SignedInApp() {
  if (offlineStart) use(offlineStart);
  return <SignedInTree client={queryClient} />;
}
