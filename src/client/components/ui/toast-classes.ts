import { cva } from "class-variance-authority";

/** How long a toast shows before it closes itself. */
export const TOAST_DURATION = 5000;

/**
 * The toast parts' classes, apart from the components so a page that runs without React (the sign-in
 * page, lib/page-toast.ts) shows its toasts as the app does.
 */
export const toastClasses = {
  viewport:
    "print:hidden fixed right-0 top-0 z-[100] flex max-h-screen w-full max-w-[420px] flex-col-reverse p-4 sm:bottom-0 sm:top-auto sm:flex-col",
  title: "text-sm font-semibold",
  description: "text-sm opacity-90",
  close:
    "absolute right-2 top-2 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
} as const;

export const toastVariants = cva(
  "group pointer-events-auto relative flex w-full items-center justify-between gap-3 overflow-hidden rounded-md border p-4 pr-8 shadow-lg transition-all data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none data-[state=closed]:opacity-0",
  {
    variants: {
      variant: {
        default: "border bg-background text-foreground",
        destructive: "border-destructive bg-destructive text-destructive-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
);
