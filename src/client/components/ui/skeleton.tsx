import type * as React from "react";
import { cn } from "@/lib/utils";

/** Grey pulsing placeholder while content loads; size it with classes (h-4 w-32 …). Hidden from screen readers. */
export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-muted", className)} {...props} />;
}
