import type { ScoutEvent } from "@shared/api/events";
import type { Scout } from "@shared/api/scouts";
import { Award, CalendarDays, CalendarPlus, type LucideIcon, Sparkles, UserCheck, Users } from "lucide-react";
import { Link } from "wouter";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { CounterCard } from "./counter-card";

const QUICK_ACTIONS: { label: string; description: string; href: string; icon: LucideIcon }[] = [
  { label: "Manage Scouts", description: "Roster, attendance and awards", href: "/scout-management", icon: Users },
  { label: "Create Badge", description: "Add a badge to your catalogue", href: "/admin", icon: Award },
  { label: "Schedule Event", description: "Plan the next adventure", href: "/admin", icon: CalendarPlus },
];

/** Overview tab: counters, quick actions and the three Recent Activity cards. */
export function OverviewTab({ scouts, totalBadges, events }: { scouts?: Scout[]; totalBadges?: number; events?: ScoutEvent[] }) {
  const now = Date.now();
  const upcoming = events?.filter((e) => new Date(e.startDate).getTime() > now).length;
  const scoutCount = scouts?.length ?? 0;
  const eventCount = events?.length ?? 0;
  const recent = [
    {
      icon: Users,
      tone: "bg-primary/10 text-primary",
      text:
        scoutCount > 0
          ? `${scoutCount} ${scoutCount === 1 ? "scout" : "scouts"} in your group`
          : "Getting started: Add scouts to your group to begin tracking progress",
    },
    {
      icon: CalendarDays,
      tone: "bg-blue-100 text-blue-800",
      text:
        eventCount > 0
          ? `${eventCount} ${eventCount === 1 ? "event" : "events"} scheduled for your group`
          : "Plan events: Create events to engage your scouts",
    },
    { icon: Sparkles, tone: "bg-amber-100 text-amber-900", text: "Badge system ready: Award badges to recognize scout achievements" },
  ];

  return (
    <div className="grid grid-cols-1 gap-6">
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Group counters">
        <li>
          <CounterCard label="Total Scouts" value={scouts?.length} icon={Users} tone="bg-primary/10 text-primary" />
        </li>
        <li>
          <CounterCard
            label="Active Scouts"
            value={scouts?.filter((s) => s.isActive).length}
            icon={UserCheck}
            tone="bg-green-100 text-green-800"
          />
        </li>
        <li>
          <CounterCard label="Total Badges" value={totalBadges} icon={Award} tone="bg-amber-100 text-amber-900" />
        </li>
        <li>
          <CounterCard label="Upcoming Events" value={upcoming} icon={CalendarDays} tone="bg-blue-100 text-blue-800" />
        </li>
      </ul>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Quick Actions</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid grid-cols-1 gap-2">
              {QUICK_ACTIONS.map(({ label, description, href, icon: Icon }) => (
                <li key={label}>
                  <Link
                    href={href}
                    className="flex items-center gap-3 rounded-md border p-3 transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
                  >
                    <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
                    <span className="grid">
                      <span className="font-medium">{label}</span>
                      <span className="text-sm text-muted-foreground">{description}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Recent Activity</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid grid-cols-1 gap-2">
              {recent.map(({ icon: Icon, tone, text }) => (
                <li key={text} className="flex items-center gap-3 rounded-md border p-3" data-testid="recent-activity">
                  <span className={`flex size-9 shrink-0 items-center justify-center rounded-full ${tone}`}>
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                  <span className="text-sm">{text}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
