import type { ScoutEvent } from "@shared/api/events";
import { addMonths, isSameMonth, isToday } from "date-fns";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatMonth } from "@/lib/format-date";
import { cn } from "@/lib/utils";
import { calendarCells, dayKey, eventDays } from "../event-rules";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** Month grid, Sunday to Saturday, 42 cells; days with events are highlighted. */
export function EventCalendar({ events, initialMonth = new Date() }: { events: ScoutEvent[]; initialMonth?: Date }) {
  const [month, setMonth] = useState(() => new Date(initialMonth.getFullYear(), initialMonth.getMonth(), 1));
  const cells = useMemo(() => calendarCells(month), [month]);
  const days = useMemo(() => eventDays(events), [events]);
  const titles = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const e of events) {
      const key = dayKey(new Date(e.startDate));
      map.set(key, [...(map.get(key) ?? []), e.title]);
    }
    return map;
  }, [events]);
  const label = formatMonth(month);

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle as="h3" id="calendar-title" aria-live="polite">
          {label}
        </CardTitle>
        <div className="flex gap-1">
          <Button variant="outline" size="icon" aria-label="Previous month" onClick={() => setMonth((m) => addMonths(m, -1))}>
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button variant="outline" size="icon" aria-label="Next month" onClick={() => setMonth((m) => addMonths(m, 1))}>
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        <table className="w-full table-fixed border-collapse text-center text-sm" aria-labelledby="calendar-title">
          <thead>
            <tr>
              {WEEKDAYS.map((d) => (
                <th key={d} scope="col" className="pb-2 text-xs font-medium text-muted-foreground">
                  {d}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: 6 }, (_, week) => (
              <tr key={dayKey(cells[week * 7] as Date)}>
                {cells.slice(week * 7, week * 7 + 7).map((day) => {
                  const key = dayKey(day);
                  const hasEvent = days.has(key);
                  const inMonth = isSameMonth(day, month);
                  const names = titles.get(key);
                  return (
                    <td key={key} className="p-0.5" data-testid="calendar-cell" data-has-event={hasEvent || undefined}>
                      <span
                        className={cn(
                          "mx-auto flex aspect-square max-w-10 items-center justify-center rounded-md text-sm",
                          !inMonth && "text-slate-500",
                          hasEvent && "bg-primary font-bold text-primary-foreground",
                          !hasEvent && isToday(day) && "ring-2 ring-primary",
                        )}
                        title={names?.join(", ")}
                      >
                        {day.getDate()}
                        {hasEvent && <span className="sr-only">, events{names ? `: ${names.join(", ")}` : ""}</span>}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
