import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

type ProgressProps = Omit<ComponentProps<"div">, "role"> & {
  /** 0–100; outside values are held to the ends. */
  value: number;
  /** Colours the bar. */
  indicatorClassName?: string;
};

/**
 * Horizontal progress bar with the progressbar role: give it an aria-label (or aria-labelledby). Screen
 * readers hear the percentage. A plain element rather than Radix's, whose primitive layer weighed twice the
 * bar in the scout's first load.
 */
export function Progress({ className, value, indicatorClassName, ...props }: ProgressProps) {
  const percent = Math.max(0, Math.min(100, value));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${Math.round(percent)}%`}
      data-state={percent === 100 ? "complete" : "loading"}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-muted", className)}
      {...props}
    >
      <div
        className={cn("h-full w-full flex-1 bg-primary transition-transform duration-500", indicatorClassName)}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </div>
  );
}
