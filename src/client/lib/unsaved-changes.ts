import { useEffect, useId } from "react";

/**
 * Forms with changes not saved yet, app-wide: a tab switch or a dialog's close asks "Discard
 * changes?" first, and leaving or reloading the page gets the browser's own question.
 */
const dirty = new Set<string>();

function onBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
}

function listen() {
  if (typeof window === "undefined") return;
  if (dirty.size > 0) window.addEventListener("beforeunload", onBeforeUnload);
  else window.removeEventListener("beforeunload", onBeforeUnload);
}

/** Whether any form on the page holds changes that are not saved. */
export const hasUnsavedChanges = () => dirty.size > 0;

/** Declares this form's unsaved changes while `isDirty` is true (and it is mounted). */
export function useUnsavedChanges(isDirty: boolean) {
  const id = useId();
  useEffect(() => {
    if (!isDirty) return;
    dirty.add(id);
    listen();
    return () => {
      dirty.delete(id);
      listen();
    };
  }, [id, isDirty]);
}
