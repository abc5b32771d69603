import type { ScoutEvent } from "@shared/api/events";
import { useQuery } from "@tanstack/react-query";
import { Backpack, Wallet } from "lucide-react";
import { participationQuery } from "../api";
import { useMoney } from "../hooks/use-money";

/** The cost (in the troop's currency) for anyone deciding, and the kit list for those going or waiting. */
export function EventExtras({ event }: { event: ScoutEvent }) {
  const participation = useQuery(participationQuery(event.id));
  const money = useMoney();
  const taking = participation.data !== undefined && participation.data.status !== "none";
  if (event.cost === 0 && (!taking || event.kitList.length === 0)) return null;
  return (
    <div className="grid gap-1 text-sm">
      {event.cost > 0 && (
        <p className="flex items-center gap-2" data-testid="event-cost">
          <Wallet className="size-4 shrink-0" aria-hidden="true" />
          Cost: <span className="font-medium">{money.format(event.cost)}</span>
        </p>
      )}
      {taking && event.kitList.length > 0 && <KitList items={event.kitList} />}
    </div>
  );
}

/** What to bring, ticked off at home; opened by a click or Enter. */
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
