import type * as React from "react";
import { cn } from "@/lib/utils";

/**
 * The browser's own <select>, drawn like the app's fields: for a page that works without React (the
 * sign-in page), where it needs no script at all, and for a list's filters and a leader's role, which
 * need none of a styled select's code (on Troop Settings, forty chunks of it while the page is taken
 * over); a phone opens its own picker. Pair with <Label htmlFor>.
 */
export function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "flex h-10 w-full min-w-0 appearance-auto rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive md:text-sm",
        className,
      )}
      {...props}
    />
  );
}
