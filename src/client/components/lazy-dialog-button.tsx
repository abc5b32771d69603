import { type ComponentType, type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { Hinted } from "@/components/ui/hint";
import { WhenFirstOpened } from "./when-first-opened";

/** A dialog that a LazyDialogButton opens: it is given its open state, and closes itself through `onOpenChange`. */
export type OpenedDialog = ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void }>;

/**
 * An icon button (with its hint) that opens a dialog whose code loads when it first opens: every
 * page's top bar carries the button, not the dialog library nor what the dialog holds. `dialog` is a
 * lazy component (lazyNamed); once open it stays mounted, so it closes and hands focus back like any
 * dialog (components/ui/dialog.tsx).
 */
export function LazyDialogButton({
  label,
  icon,
  className,
  dialog: Dialog,
}: {
  label: string;
  icon: ReactNode;
  className?: string;
  dialog: OpenedDialog;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Hinted hint={label}>
        <Button
          variant="ghost"
          size="icon"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          className={className}
          onClick={() => setOpen(true)}
        >
          {icon}
        </Button>
      </Hinted>
      <WhenFirstOpened open={open}>
        <Dialog open={open} onOpenChange={setOpen} />
      </WhenFirstOpened>
    </>
  );
}
