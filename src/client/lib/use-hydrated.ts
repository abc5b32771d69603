import { useSyncExternalStore } from "react";

/** Whether the app runs does not change once it does: nothing to subscribe to. */
const unchanging = () => () => {};

/**
 * False while React takes over elements the server drew (and on the server itself), true once the
 * app runs them: a form drawn by the server waits for it, since a submit before then would be the
 * browser's own (the typed password in the address) and the form's code would reset what was typed.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
