import { useState } from "react";
import { DiscardChangesDialog } from "@/components/discard-changes-dialog";

/**
 * `guard(isDirty, action)` runs the action at once when nothing is unsaved, else after the person
 * answers "Discard changes?" with Discard; render `question` beside the form.
 */
export function useDiscardGuard() {
  const [waiting, setWaiting] = useState<(() => void) | null>(null);
  const guard = (isDirty: boolean, action: () => void) => {
    if (isDirty) setWaiting(() => action);
    else action();
  };
  const question = (
    <DiscardChangesDialog
      open={waiting !== null}
      onDiscard={() => {
        setWaiting(null);
        waiting?.();
      }}
      onKeep={() => setWaiting(null)}
    />
  );
  return { guard, question };
}
