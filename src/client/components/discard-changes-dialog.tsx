import { ConfirmDialog } from "@/components/ui/confirm-dialog";

type Props = {
  open: boolean;
  onDiscard: () => void;
  onKeep: () => void;
  /** Where focus goes on close (the default: back to what had it when the question opened). */
  onCloseAutoFocus?: (event: Event) => void;
};

/** Asked before a form with unsaved changes goes away (its dialog closed, another tab chosen). */
export function DiscardChangesDialog({ open, onDiscard, onKeep, onCloseAutoFocus }: Props) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && onKeep()}
      title="Discard changes?"
      description="What you changed is not saved yet. Discard it, or keep editing and save it first."
      cancelLabel="Keep editing"
      confirmLabel="Discard changes"
      onConfirm={onDiscard}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
