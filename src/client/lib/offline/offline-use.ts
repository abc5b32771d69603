import { onlineManager, type QueryClient } from "@tanstack/react-query";
import { IDEMPOTENCY_KEY, routeWritesThrough } from "../api-request";
import { getAuthToken } from "../auth-token";
import { toast, toastKeptOnDevice } from "../use-toast";
import { actionFor } from "./actions";
import { ChangeQueue, type QueuedChange } from "./change-queue";
import { forgetEverything } from "./device-store";
import { keepReadsOnDevice, lastSignedInUser, restoreReads, stopKeepingReads } from "./kept-reads";
import { isOnline, newUuid } from "./network";

/** How often waiting changes are tried while nothing else wakes the queue: under the 10 s promised. */
export const SYNC_INTERVAL_MS = 5000;

let currentUser: () => string | null = () => null;

/**
 * Owners are "account:troop" (a change kept before troops were told apart names the account alone):
 * a change is sent only by its account, and only in the troop it was made in.
 */
export function refusedOwner(madeBy: string, now: string): string | null {
  const [madeByAccount, madeInTroop] = madeBy.split(":");
  const [account, troop] = now.split(":");
  if (madeByAccount !== account) return "Made by another account on this device: sign in as them to send it.";
  if (madeInTroop && madeInTroop !== troop) return "Made in another troop: switch to it to send it.";
  return null;
}

/**
 * Sends one kept change as it was made, with its key; the answer is read by the queue. A change
 * made by someone else than the person signed in now is never sent as them: it is refused here.
 */
function sendKept(change: QueuedChange): Promise<Response> {
  const userId = currentUser();
  const refusal = change.userId && userId ? refusedOwner(change.userId, userId) : null;
  if (refusal) return Promise.resolve(new Response(JSON.stringify({ error: refusal }), { status: 403 }));
  const headers = new Headers({ [IDEMPOTENCY_KEY]: change.idempotencyKey });
  const token = getAuthToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  if (change.body !== undefined) headers.set("Content-Type", "application/json");
  return fetch(change.url, {
    method: change.method,
    headers,
    body: change.body !== undefined ? JSON.stringify(change.body) : undefined,
    credentials: "include",
  });
}

let queue: ChangeQueue | null = null;

/** The device's one queue of changes waiting (made on first use). */
export function changeQueue(): ChangeQueue {
  queue ??= new ChangeQueue({
    send: sendKept,
    isOnline,
    onSent: (change, answer) => {
      const message = actionFor(change.method, change.url, change.body)?.change.told(answer);
      if (message) toast({ title: "Saved", description: message });
    },
    refusedParts: (change, answer) => {
      return actionFor(change.method, change.url, change.body)?.change.refusedParts(answer) ?? [];
    },
    newId: newUuid,
    onSettled: (sent) => {
      const refreshed = new Set<() => void>();
      for (const change of sent) {
        const refresh = actionFor(change.method, change.url, change.body)?.action.refresh;
        if (refresh && !refreshed.has(refresh)) {
          refreshed.add(refresh);
          refresh();
        }
      }
    },
  });
  return queue;
}

/**
 * A change that may be made offline: sent at once while online with nothing waiting before it;
 * kept on the device (with its key, shown on screen as made) when the network is gone, fails on
 * the way, or earlier changes still wait, so the server gets them in the order they were made.
 * Any other request is left as it is (null).
 */
export async function keepOrSend(method: string, url: string, body: unknown): Promise<Response | null> {
  const found = actionFor(method, url, body);
  if (!found) return null;
  const queue = changeQueue();
  await queue.loaded;
  const change: QueuedChange = {
    id: newUuid(),
    idempotencyKey: newUuid(),
    method,
    url,
    ...(body !== undefined && { body }),
    description: found.change.describe(),
    madeAt: new Date().toISOString(),
    userId: currentUser(),
  };
  if (isOnline() && queue.snapshot().waiting.length === 0) {
    try {
      return await sendKept(change);
    } catch {
      // The network failed on the way: kept like a change made offline.
    }
  }
  const answer = found.change.apply();
  await queue.add(change);
  // Waiting, not done: the screen's own "saved" toast gives way to this one (running-a-troop.md §15).
  toastKeptOnDevice(change.description);
  return new Response(JSON.stringify(answer), { status: 202, headers: { "Content-Type": "application/json" } });
}

let started = false;

/**
 * Offline use for the signed-in app: the changes that may be made offline go through the queue,
 * which is sent when the network returns (the `online` event), when the app starts, when the phone
 * wakes, and every few seconds while changes wait; the cache's reads are kept for `userIdOf()`.
 * When the device is offline now, the reads kept for the user last signed in here are put in the
 * cache first: the promise settles once they are (null when online).
 */
export function startOfflineUse(client: QueryClient, userIdOf: () => string | null): Promise<void> | null {
  currentUser = userIdOf;
  keepReadsOnDevice(client, userIdOf);
  // The query cache assumes a network until told otherwise: a page opened offline waits for it
  // (reads paused, what was kept on screen) instead of failing every read.
  onlineManager.setOnline(isOnline());
  if (!started) {
    started = true;
    routeWritesThrough(keepOrSend);
    const queue = changeQueue();
    window.addEventListener("online", () => queue.networkBack());
    window.addEventListener("offline", () => {
      // Reads kept from an earlier visit open pages not read in this one.
      const userId = userIdOf();
      if (userId) void restoreReads(client, userId);
    });
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") void queue.flush();
    });
    setInterval(() => {
      if (queue.snapshot().waiting.length > 0) void queue.flush();
    }, SYNC_INTERVAL_MS);
    void queue.flush();
  }
  const userId = lastSignedInUser();
  return !isOnline() && userId ? restoreReads(client, userId).catch(() => undefined) : null;
}

/**
 * Sign-out: erases everything the app kept on this device for offline use (the reads, the changes
 * waiting and refused, the camp sheets among the reads) and the service worker's caches of
 * anything but the app's own files.
 */
export async function eraseOfflineData(): Promise<void> {
  queue?.erase();
  stopKeepingReads();
  await forgetEverything();
  if (typeof caches !== "undefined") {
    try {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => !name.startsWith("workbox-precache")).map((name) => caches.delete(name)));
    } catch {
      // no caches
    }
  }
}
