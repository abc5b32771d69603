import { Award, CalendarDays, UserCheck, Users } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";

type Counts = { totalScouts?: number; activeScouts?: number; availableBadges?: number; totalEvents?: number };

/** The four counters at the top of Scout Group Management; a dash while a count loads. */
export function ScoutStatCards({ totalScouts, activeScouts, availableBadges, totalEvents }: Counts) {
  const cards = [
    { label: "Total Scouts", value: totalScouts, icon: Users, tone: "bg-primary/10 text-primary" },
    { label: "Active Scouts", value: activeScouts, icon: UserCheck, tone: "bg-green-100 text-green-800" },
    { label: "Available Badges", value: availableBadges, icon: Award, tone: "bg-amber-100 text-amber-900" },
    { label: "Total Events", value: totalEvents, icon: CalendarDays, tone: "bg-blue-100 text-blue-800" },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Group summary">
      {cards.map(({ label, value, icon: Icon, tone }) => (
        <li key={label}>
          <Card className="h-full">
            <CardContent className="flex items-center gap-3 p-3 sm:p-4">
              <span className={`hidden size-10 shrink-0 items-center justify-center rounded-full min-[400px]:flex ${tone}`}>
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <p className="text-sm text-muted-foreground">{label}</p>
                <p className="text-2xl font-bold" data-testid={`stat-${label.toLowerCase().replace(/\s+/g, "-")}`}>
                  {value ?? "–"}
                </p>
              </div>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
