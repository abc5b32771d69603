import { cn } from "@/lib/utils";

/** A patrol's colour as a small dot beside its name (decorative: the name says which patrol). */
export function PatrolMark({ color, className }: { color: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn("inline-block size-3 shrink-0 rounded-full border border-black/20", className)}
      style={{ backgroundColor: color }}
    />
  );
}
