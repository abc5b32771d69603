import type { ScoutEvent } from "@shared/api/events";
import { useQuery } from "@tanstack/react-query";
import { Wallet } from "lucide-react";
import { KitList } from "@/components/kit-list";
import { useMoney } from "@/features/troop/hooks/use-money";
import { participationQuery } from "../api";

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
