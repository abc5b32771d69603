/** The names nobody has started on yet, folded away under their count (they can be many). */
export function NotStartedList({ names, testId }: { names: string[]; testId: string }) {
  if (names.length === 0) return null;
  return (
    <details className="text-sm" data-testid={testId}>
      <summary className="cursor-pointer rounded-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        Not started yet <span className="font-normal text-muted-foreground">({names.length})</span>
      </summary>
      <p className="mt-2 text-muted-foreground wrap-anywhere">{names.join(", ")}</p>
    </details>
  );
}
