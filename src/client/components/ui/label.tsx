import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/**
 * Form label; use htmlFor to tie it to a control. A double click on it does not select its text (the
 * control it names gets the clicks), unless the click is on a control inside it. A plain label rather than
 * Radix's, which adds only that and brought its primitive layer into pages that need nothing else of it.
 */
export function Label({ className, onMouseDown, ...props }: ComponentProps<"label">) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is named by htmlFor or nested by the caller
    <label
      className={cn("text-sm font-medium leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-70", className)}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        const onControl = (event.target as HTMLElement).closest("button, input, select, textarea");
        if (!onControl && !event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}
