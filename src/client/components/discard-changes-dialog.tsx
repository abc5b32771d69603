import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";

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
    <AlertDialog open={open} onOpenChange={(next) => !next && onKeep()}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>Discard changes?</AlertDialogTitle>
          <AlertDialogDescription>What you changed is not saved yet. Discard it, or keep editing and save it first.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep editing</AlertDialogCancel>
          <AlertDialogAction onClick={onDiscard}>Discard changes</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
