import { useSyncExternalStore } from "react";
import { isSettled, whenSettled } from "./when-settled";

const subscribe = (changed: () => void) => whenSettled(changed);

/** Whether the page has settled (lib/when-settled.ts); false on the server and while React takes a page over. */
export function useSettled(): boolean {
  return useSyncExternalStore(subscribe, isSettled, () => false);
}
