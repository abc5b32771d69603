import { type DehydratedState, dehydrate, hydrate, type QueryClient } from "@tanstack/react-query";
import { forget, keep, readKept } from "./device-store";

/**
 * The reads of one user as kept on the device, when the last of them came from the server, and the
 * version of the contracts they were read under.
 */
type KeptReads = { lastReadAt: number; state: DehydratedState; version?: string };

declare const __READS_VERSION__: string | undefined;
/** The build's version of the reads' shapes (vite.config.ts, readsVersion); "dev" where nothing set it. */
export const READS_VERSION = typeof __READS_VERSION__ === "string" ? __READS_VERSION__ : "dev";

// The user whose reads are kept: start-up needs it before any read has answered (offline, none will).
const USER_KEY = "offlineReadsOf";
const readsKey = (userId: string) => `reads:${userId}`;

export function lastSignedInUser(): string | null {
  try {
    return localStorage.getItem(USER_KEY);
  } catch {
    return null;
  }
}

export function forgetSignedInUser() {
  try {
    localStorage.removeItem(USER_KEY);
  } catch {
    // nothing kept
  }
}

let lastReadAt: number | null = null;
const listeners = new Set<() => void>();
const told = () => {
  for (const listener of listeners) listener();
};

/** When the last read came from the server (ms), or null before any. */
export function lastReadTime(): number | null {
  return lastReadAt;
}

export function onLastReadChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Puts the reads kept for `userId` into the cache; a read the cache has fresher stays (hydrate keeps the newer). */
export async function restoreReads(client: QueryClient, userId: string): Promise<void> {
  const kept = await readKept<KeptReads>(readsKey(userId));
  if (!kept) return;
  // Kept by a build whose reads had other shapes: dropped, never shown with the wrong ones. The next
  // reads with a network keep new copies.
  if (kept.version !== READS_VERSION) {
    await forget(readsKey(userId));
    return;
  }
  // Kept for the whole visit: a read restored here is the only copy there is while offline.
  hydrate(client, kept.state, { defaultOptions: { queries: { gcTime: Number.POSITIVE_INFINITY } } });
  if (lastReadAt === null || kept.lastReadAt > lastReadAt) {
    lastReadAt = kept.lastReadAt;
    told();
  }
}

let stopKeeping: (() => void) | null = null;

/**
 * Keeps the cache's successful reads on the device under the signed-in user's id, a second after
 * the last change: what a page last read opens with no network. Changes shown before the server has
 * them (set in the cache by hand) are kept too, so they still show after a reload offline.
 */
export function keepReadsOnDevice(client: QueryClient, userIdOf: () => string | null) {
  stopKeeping?.();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = () => {
    timer = null;
    const userId = userIdOf();
    if (!userId) return;
    try {
      localStorage.setItem(USER_KEY, userId);
    } catch {
      // storage blocked: nothing opens offline
    }
    // A read that must not outlive its showing (a Health card, whose every showing is logged) is never kept.
    const state = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status === "success" && query.meta?.notKept !== true });
    void keep(readsKey(userId), { lastReadAt: lastReadAt ?? Date.now(), state, version: READS_VERSION } satisfies KeptReads);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" && event.type !== "removed") return;
    if (event.type === "updated" && event.action.type === "success" && !event.action.manual) {
      lastReadAt = Date.now();
      told();
    }
    timer ??= setTimeout(save, 1000);
  });
  // What the cache read before keeping started (the page's first reads) is kept now too.
  const readAt = Math.max(
    0,
    ...client
      .getQueryCache()
      .getAll()
      .map((query) => query.state.dataUpdatedAt),
  );
  if (readAt > 0 && (lastReadAt === null || readAt > lastReadAt)) {
    lastReadAt = readAt;
    told();
  }
  // Kept at once: the page may be closed or reloaded before a second has passed.
  save();
  // A save still waiting is made before the page goes (reloaded, closed, the phone locked): the
  // device's write is started while the page is still there, and IndexedDB finishes it.
  const saveNow = () => {
    if (!timer) return;
    clearTimeout(timer);
    save();
  };
  const onHidden = () => {
    if (document.visibilityState === "hidden") saveNow();
  };
  window.addEventListener("pagehide", saveNow);
  document.addEventListener("visibilitychange", onHidden);
  stopKeeping = () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
    window.removeEventListener("pagehide", saveNow);
    document.removeEventListener("visibilitychange", onHidden);
    stopKeeping = null;
  };
}

/** Sign-out: nothing more is written (what was written is erased with the store). */
export function stopKeepingReads() {
  stopKeeping?.();
  lastReadAt = null;
  forgetSignedInUser();
  told();
}
