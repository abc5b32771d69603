import { useQuery } from "@tanstack/react-query";
import { Car, HandHelping } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-request";
import { formatDateTime } from "@/lib/format-date";
import { helpersQuery } from "../api";

/** Parents' offers of help for one event: drivers with their seats, helpers, each with phone and note. */
export function HelpersPanel({ eventId }: { eventId: string }) {
  const helpers = useQuery(helpersQuery(eventId));
  if (helpers.isLoading) return <Skeleton className="h-24 w-full" />;
  if (helpers.isError)
    return (
      <p role="alert" className="text-destructive">
        {errorMessage(helpers.error, "Could not load the offers of help.")}
      </p>
    );
  const offers = helpers.data ?? [];
  if (offers.length === 0)
    return <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">No parent has offered to help yet.</p>;
  const seats = offers.reduce((sum, o) => sum + (o.kind === "driver" ? (o.seats ?? 0) : 0), 0);
  const drivers = offers.filter((o) => o.kind === "driver").length;
  return (
    <div className="grid gap-3">
      <p className="text-sm" data-testid="helper-summary">
        {drivers === 1 ? "1 driver" : `${drivers} drivers`} with {seats === 1 ? "1 seat" : `${seats} seats`} ·{" "}
        {offers.length - drivers === 1 ? "1 helper" : `${offers.length - drivers} helpers`}
      </p>
      <ul className="grid gap-2" aria-label="Offers of help">
        {offers.map((o) => (
          <li key={o.id} className="flex gap-3 rounded-lg border p-3" data-testid="helper-offer">
            {o.kind === "driver" ? (
              <Car className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            ) : (
              <HandHelping className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            )}
            <div className="min-w-0">
              <p className="font-medium break-words">
                {o.name} · {o.kind === "driver" ? `Driver, ${o.seats === 1 ? "1 seat" : `${o.seats ?? 0} seats`}` : "Helper"}
              </p>
              {o.phone && <p className="text-sm">{o.phone}</p>}
              {o.note && <p className="text-sm break-words text-muted-foreground">“{o.note}”</p>}
              <p className="text-xs text-muted-foreground">Offered {formatDateTime(o.updatedAt)}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
