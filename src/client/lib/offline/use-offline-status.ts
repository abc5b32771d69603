import { useSyncExternalStore } from "react";
import { lastReadTime, onLastReadChange } from "./kept-reads";
import { isOnline, onNetworkChange } from "./network";
import { changeQueue } from "./offline-use";

const serverQueue = { waiting: [], refused: [], syncing: false } as const;

/** The device's network, the changes waiting and refused, and when the last read came from the server. */
export function useOfflineStatus() {
  const queue = changeQueue();
  const online = useSyncExternalStore(onNetworkChange, isOnline, () => true);
  const state = useSyncExternalStore(queue.subscribe, queue.snapshot, () => serverQueue);
  const lastReadAt = useSyncExternalStore(onLastReadChange, lastReadTime, () => null);
  return { online, ...state, lastReadAt, retry: (id: string) => void queue.retry(id), dismiss: (id: string) => queue.dismiss(id) };
}

/** "3 changes waiting", "1 change waiting". */
export function changesWaitingText(count: number): string {
  return `${count} ${count === 1 ? "change" : "changes"} waiting`;
}
