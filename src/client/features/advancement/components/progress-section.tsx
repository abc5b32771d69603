import type { ReactNode } from "react";

/** A titled list in the leaders' progress dialogs ("Earned (2)", "In progress (1)"). */
export function ProgressSection({ title, count, testId, children }: { title: string; count: number; testId: string; children: ReactNode }) {
  return (
    <section className="grid gap-2" data-testid={testId} aria-label={title}>
      <h3 className="text-sm font-semibold">
        {title} <span className="font-normal text-muted-foreground">({count})</span>
      </h3>
      <ul className="grid gap-2">{children}</ul>
    </section>
  );
}
