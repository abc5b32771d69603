import { Progress } from "@/components/ui/progress";
import { ticksText } from "../progress-rules";

/** "3 of 4 requirements ticked", a bar and the percentage, for one badge of one scout. */
export function ProgressLine({ ticked, total, percent, label }: { ticked: number; total: number; percent: number; label: string }) {
  return (
    <div className="grid gap-1">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2 text-xs text-muted-foreground">
        <span data-testid="progress-ticks">{ticksText(ticked, total)}</span>
        <span className="font-semibold text-foreground" data-testid="progress-percent">
          {percent}%
        </span>
      </div>
      <Progress value={percent} aria-label={`${label}: ${percent}%`} />
    </div>
  );
}
