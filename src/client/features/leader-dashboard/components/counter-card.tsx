import type { LucideIcon } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/** A labelled number with an icon (dashboard counters); a dash while the number loads. */
export function CounterCard({
  label,
  value,
  icon: Icon,
  tone,
}: {
  label: string;
  value: string | number | undefined;
  icon: LucideIcon;
  tone: string;
}) {
  return (
    <Card className="h-full">
      <CardContent className="flex items-center gap-3 p-3 sm:p-4">
        <span className={cn("hidden size-10 shrink-0 items-center justify-center rounded-full min-[400px]:flex", tone)}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="text-2xl font-bold" data-testid={`counter-${label.toLowerCase().replace(/\s+/g, "-")}`}>
            {value ?? "–"}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
