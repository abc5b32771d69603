import { Backpack } from "lucide-react";

/** An event's kit list: what to bring, opened by a click or Enter (events list and family pages). */
export function KitList({ items }: { items: readonly string[] }) {
  return (
    <details className="rounded-md border bg-muted/40 px-3 py-2 print:border-0" data-testid="kit-list">
      <summary className="flex cursor-pointer items-center gap-2 font-medium">
        <Backpack className="size-4 shrink-0" aria-hidden="true" />
        What to bring ({items.length})
      </summary>
      <ul className="mt-2 list-disc pl-6">
        {items.map((item) => (
          <li key={item} className="break-words">
            {item}
          </li>
        ))}
      </ul>
    </details>
  );
}
