import { WhenFirstOpened } from "@/components/when-first-opened";
import { lazyNamed } from "@/lib/lazy-named";
import type { ConfirmDialogProps } from "./confirm-dialog-body";

// The dialog library comes with the first question asked: a page that only may ask one loads none of it.
const ConfirmDialogBody = lazyNamed(() => import("./confirm-dialog-body"), "ConfirmDialogBody");

/** The one confirmation dialog of the app: Cancel gets focus first. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <WhenFirstOpened open={props.open}>
      <ConfirmDialogBody {...props} />
    </WhenFirstOpened>
  );
}
