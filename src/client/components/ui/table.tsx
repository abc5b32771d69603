import type * as React from "react";
import { cn } from "@/lib/utils";

/** Table wrapped in a horizontally scrollable box (so wide tables never widen the page). Parts: TableHeader, TableBody, TableRow, TableHead, TableCell, TableCaption. */
export function Table({
  className,
  wrapperClassName,
  scrollLabel,
  ...props
}: React.ComponentProps<"table"> & { wrapperClassName?: string; scrollLabel?: string }) {
  // A scroll box with a label is a focusable region, so keyboard users can scroll it (axe: scrollable-region-focusable).
  const region = scrollLabel ? { tabIndex: 0, role: "region", "aria-label": scrollLabel } : {};
  return (
    <div
      className={cn(
        "relative w-full overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        wrapperClassName,
      )}
      {...region}
    >
      <table className={cn("w-full caption-bottom text-sm", className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  return <thead className={cn("[&_tr]:border-b", className)} {...props} />;
}

export function TableBody({ className, ...props }: React.ComponentProps<"tbody">) {
  return <tbody className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

export function TableRow({ className, ...props }: React.ComponentProps<"tr">) {
  return <tr className={cn("border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted", className)} {...props} />;
}

export function TableHead({ className, ...props }: React.ComponentProps<"th">) {
  return <th className={cn("h-10 px-3 text-left align-middle font-medium text-muted-foreground", className)} {...props} />;
}

export function TableCell({ className, ...props }: React.ComponentProps<"td">) {
  return <td className={cn("p-3 align-middle", className)} {...props} />;
}

export function TableCaption({ className, ...props }: React.ComponentProps<"caption">) {
  return <caption className={cn("mt-4 text-sm text-muted-foreground", className)} {...props} />;
}
