import type { ScoutEvent } from "@shared/api/events";
import { type LucideIcon, MapPin, Star } from "lucide-react";
import type * as React from "react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { formatMonthDay } from "@/lib/format-date";
import { cn } from "@/lib/utils";

/** One line of an event's facts: an icon and its text (the when, the participants, the type…). */
export type EventFact = {
  icon: LucideIcon;
  content: React.ReactNode;
  /** Said only to screen readers before the content ("Type: "). */
  srLabel?: string;
  testId?: string;
};

/**
 * How the card is laid out where it stands:
 * - "list": the events list, image beside the text on wide screens, a date tile, two lines of description;
 * - "featured": the featured event, a large image, the whole description, the facts in a row;
 * - "grid": a leader's grid of events, image on top, no description.
 */
export type EventCardLayout = "list" | "featured" | "grid";

const LOOK: Record<
  EventCardLayout,
  { card: string; row?: string; image: string; lazy: boolean; flag: string; body: string; title: string; facts: string; actions: string }
> = {
  list: {
    card: "overflow-hidden",
    row: "flex flex-col sm:flex-row",
    image: "h-36 w-full object-cover sm:h-auto sm:w-40",
    lazy: true,
    flag: "left-3 top-3",
    body: "flex flex-1 flex-col gap-2 p-4 sm:p-6 sm:pt-4",
    title: "font-semibold leading-tight",
    facts: "grid gap-1 text-sm text-foreground/80",
    actions: "mt-auto flex flex-col gap-2 pt-1 sm:flex-row sm:justify-end",
  },
  featured: {
    card: "overflow-hidden border-2 border-accent",
    image: "h-44 w-full object-cover sm:h-56",
    lazy: false,
    flag: "left-3 top-3",
    body: "grid gap-3 p-4 sm:p-6",
    title: "text-xl font-bold",
    facts: "grid gap-1 text-sm sm:grid-cols-3",
    actions: "flex flex-col gap-2 sm:flex-row",
  },
  grid: {
    card: "flex w-full min-w-0 flex-col overflow-hidden",
    image: "h-36 w-full bg-muted object-cover",
    lazy: true,
    flag: "left-2 top-2",
    body: "flex flex-1 flex-col gap-2 p-4",
    title: "break-words font-semibold leading-tight",
    facts: "grid gap-1 text-sm text-foreground/80",
    actions: "mt-auto flex flex-wrap items-center justify-end gap-2 pt-2",
  },
};

type Props = {
  event: ScoutEvent;
  layout: EventCardLayout;
  /** The card's test id (each screen's journeys find its cards by it). */
  testId: string;
  /** When it takes place, the first fact (its icon and text differ by screen). */
  when: EventFact;
  /** Facts after the location (participants, spots, type). */
  facts?: EventFact[];
  /** Shows the Featured label over the image. */
  featured?: boolean;
  /** What stands under the facts (the badges the event helps with, a reply…). */
  children?: React.ReactNode;
  /** The card's buttons, at its foot. */
  actions: React.ReactNode;
};

/**
 * The one event card: image, title, description, when, where and the screen's own facts, what the
 * screen puts under them, and its buttons. Each screen fills the slots (the events list and featured
 * event in events/, the leader's grid in event-admin/).
 */
export function EventCard({ event, layout, testId, when, facts = [], featured = false, children, actions }: Props) {
  const look = LOOK[layout];
  const image = <img src={event.imageUrl} alt="" loading={look.lazy ? "lazy" : undefined} className={look.image} />;
  const factList = (
    <ul className={look.facts}>
      <Fact {...when} />
      <Fact icon={MapPin} content={<span className="truncate">{event.location}</span>} />
      {facts.map((fact, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a card's facts are fixed in number and order
        <Fact key={i} {...fact} />
      ))}
    </ul>
  );
  const foot = <div className={look.actions}>{actions}</div>;

  if (layout === "list") {
    const { month, day } = formatMonthDay(new Date(event.startDate));
    return (
      <Card className={look.card} data-testid={testId}>
        <div className={look.row}>
          {image}
          <div className={look.body}>
            <div className="flex items-start gap-3">
              <div className="flex w-12 shrink-0 flex-col items-center rounded-md bg-primary/10 py-1 text-primary">
                <span className="text-xs font-semibold uppercase">{month}</span>
                <span className="text-lg font-bold leading-none">{day}</span>
              </div>
              <div className="min-w-0">
                <h3 className={look.title}>{event.title}</h3>
                <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{event.description}</p>
              </div>
            </div>
            {factList}
            {children}
            {foot}
          </div>
        </div>
      </Card>
    );
  }
  return (
    <Card className={look.card} data-testid={testId}>
      <div className="relative">
        {image}
        {featured && (
          <Badge variant="accent" className={cn("absolute shadow", look.flag)}>
            <Star className="size-3" aria-hidden="true" />
            Featured
          </Badge>
        )}
      </div>
      <div className={look.body}>
        <h3 className={look.title}>{event.title}</h3>
        {layout === "featured" && <p className="text-sm text-muted-foreground">{event.description}</p>}
        {factList}
        {children}
        {foot}
      </div>
    </Card>
  );
}

function Fact({ icon: Icon, content, srLabel, testId }: EventFact) {
  return (
    <li className="flex min-w-0 items-center gap-2" data-testid={testId}>
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {srLabel && <span className="sr-only">{srLabel}</span>}
      {content}
    </li>
  );
}
