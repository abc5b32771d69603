import { Loader2 } from "lucide-react";
import type * as React from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useUnsavedChanges } from "@/lib/unsaved-changes";
import { useDiscardGuard } from "@/lib/use-discard-guard";
import { cn } from "@/lib/utils";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description: React.ReactNode;
  /** The form's submit handler (react-hook-form's `handleSubmit(...)`). */
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  /** The submit button's text while nothing is being sent. */
  submitLabel: React.ReactNode;
  /** While the form is being sent: the submit button is disabled and says `pendingLabel`. */
  pending: boolean;
  pendingLabel?: React.ReactNode;
  /** Turns the submit button off for a reason of the form's own (nothing chosen yet). */
  submitDisabled?: boolean;
  /** A spinner beside the pending label. */
  spinner?: boolean;
  /**
   * The form holds changes not saved. Given, closing the dialog (Cancel, the X, Escape, a click
   * outside) with changes asks "Discard changes?" first, and leaving the page asks the browser's
   * question; a save closes at once. Left out, the dialog closes without asking.
   */
  dirty?: boolean;
  /** The form's own layout ("grid gap-4" unless said). */
  formClassName?: string;
  /** The dialog's own width or height, when the form needs other than the default. */
  contentClassName?: string;
  /** The form's fields. */
  children: React.ReactNode;
};

/**
 * The frame of every dialog that holds one form: title, description, the fields, and a footer with
 * Cancel and the submit button, which is disabled and says "Saving..." while the form is sent.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  submitLabel,
  pending,
  pendingLabel = "Saving...",
  submitDisabled = false,
  spinner = false,
  dirty,
  formClassName = "grid gap-4",
  contentClassName,
  children,
}: Props) {
  const unsaved = open && Boolean(dirty) && !pending;
  useUnsavedChanges(unsaved);
  const { guard, question } = useDiscardGuard();
  const close = (next: boolean) => (next ? onOpenChange(true) : guard(unsaved, () => onOpenChange(false)));

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className={contentClassName}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className={cn(formClassName)}>
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending || submitDisabled}>
              {pending && spinner && <Loader2 className="animate-spin" aria-hidden="true" />}
              {pending ? pendingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
        {question}
      </DialogContent>
    </Dialog>
  );
}
