import type { PublicEvent, PublicTroop } from "@shared/api/public-troop";
import { CalendarDays, MapPin } from "lucide-react";
import { useLayoutEffect, useRef } from "react";
import { TroopLogo } from "@/components/ui/troop-logo";
import { formatDateTime, formatMonthDay } from "@/lib/format-date";
import { applyBranding } from "@/lib/theme";
import { TroopContactFacts } from "./troop-contact-facts";

function EventItem({ event }: { event: PublicEvent }) {
  const leaf = formatMonthDay(event.startDate);
  return (
    <li className="flex min-w-0 items-start gap-3 rounded-lg border bg-card p-3 shadow-sm">
      <div className="flex w-12 shrink-0 flex-col items-center rounded-md bg-primary py-1 text-primary-foreground" aria-hidden="true">
        <span className="text-xs font-semibold uppercase">{leaf.month}</span>
        <span className="text-lg font-bold leading-none">{leaf.day}</span>
      </div>
      <div className="min-w-0">
        <p className="break-words font-semibold leading-tight">{event.title}</p>
        <p className="mt-1 text-sm text-muted-foreground">
          <time dateTime={event.startDate}>{formatDateTime(event.startDate)}</time>
        </p>
        <p className="flex min-w-0 items-center gap-1 text-sm text-muted-foreground">
          <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="truncate">{event.location}</span>
        </p>
      </div>
    </li>
  );
}

/**
 * The troop's own introduction on the signed-out landing page: name, logo,
 * welcome, where and when it meets, how to reach it and the next events, in the troop's colours.
 */
export function PublicTroopSection({ troop }: { troop: PublicTroop }) {
  const root = useRef<HTMLElement>(null);
  // The section wears the troop's colours whatever the rest of the page is themed with.
  useLayoutEffect(() => {
    if (root.current) applyBranding(troop, root.current);
  }, [troop]);

  const subtitle = [troop.troopNumber ? `Troop ${troop.troopNumber}` : null, troop.region].filter(Boolean).join(" · ");

  return (
    <section
      ref={root}
      aria-labelledby="troop-heading"
      className="border-b border-t-4 border-t-primary bg-muted/40"
      data-testid="public-troop"
    >
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:py-14">
        <div className="grid content-start gap-5">
          <div className="flex min-w-0 items-center gap-4">
            <TroopLogo logoUrl={troop.logoUrl} className="size-16 sm:size-20" />
            <div className="min-w-0">
              <h2 id="troop-heading" className="break-words text-2xl font-extrabold tracking-tight sm:text-3xl">
                {troop.troopName}
              </h2>
              {subtitle && <p className="text-sm font-medium text-muted-foreground">{subtitle}</p>}
            </div>
          </div>
          {troop.customWelcomeMessage && <p className="whitespace-pre-line text-base sm:text-lg">{troop.customWelcomeMessage}</p>}
          <TroopContactFacts facts={troop} />
        </div>
        <div className="grid content-start gap-3">
          <h3 className="flex items-center gap-2 text-lg font-bold">
            <CalendarDays className="size-5 text-primary" aria-hidden="true" />
            Next events
          </h3>
          {troop.upcomingEvents.length === 0 ? (
            <p className="text-sm text-muted-foreground">No events are planned yet. Check back soon.</p>
          ) : (
            <ul className="grid gap-2">
              {troop.upcomingEvents.map((event) => (
                <EventItem key={`${event.startDate}-${event.title}`} event={event} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
