import { XIcon } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type * as React from "react";
import { useRef } from "react";
import { cn } from "@/lib/utils";
import { CloseLayerContext, useEscapeUnderToast, useLayerOpenState } from "./escape-under-toast";
import { useReturnFocus } from "./use-return-focus";

/**
 * Modal dialog (Radix). Compose: <Dialog open onOpenChange><DialogTrigger/><DialogContent><DialogHeader>
 * <DialogTitle/><DialogDescription/></DialogHeader>…<DialogFooter/></DialogContent></Dialog>.
 * DialogContent is at most 500px wide, scrolls when taller than the screen, and has a close button.
 * Always render a DialogTitle; pass aria-describedby={undefined} to DialogContent when there is no description.
 * Escape closes the dialog even while a toast shows over it (escape-under-toast).
 */
export function Dialog({ open, defaultOpen, onOpenChange, ...props }: React.ComponentProps<typeof DialogPrimitive.Root>) {
  const state = useLayerOpenState(open, defaultOpen, onOpenChange);
  return (
    <CloseLayerContext.Provider value={state.close}>
      <DialogPrimitive.Root open={state.open} onOpenChange={state.onOpenChange} {...props} />
    </CloseLayerContext.Provider>
  );
}
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

export function DialogOverlay({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return <DialogPrimitive.Overlay className={cn("fixed inset-0 z-50 bg-black/60", className)} {...props} />;
}

export function DialogContent({
  className,
  children,
  hideClose = false,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & { hideClose?: boolean }) {
  const focusHandlers = useReturnFocus(onOpenAutoFocus, onCloseAutoFocus);
  const content = useRef<HTMLDivElement>(null);
  useEscapeUnderToast(content);
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        ref={content}
        className={cn(
          "fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-[500px] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-background p-5 shadow-lg sm:p-6",
          className,
        )}
        {...props}
        {...focusHandlers}
      >
        {children}
        {!hideClose && (
          <DialogPrimitive.Close className="absolute right-3 top-3 rounded-sm p-1 opacity-80 transition-opacity hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            <XIcon className="size-4" aria-hidden="true" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 pr-6 text-left", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}

export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("min-w-0 text-lg font-semibold leading-tight wrap-anywhere", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm text-muted-foreground", className)} {...props} />;
}
