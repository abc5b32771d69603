import type { BadgeStats } from "@shared/api/badges";
import { useQuery } from "@tanstack/react-query";
import { Award, Medal, Percent, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { troopFeaturesQuery } from "@/features/troop/api";

import { formatDate } from "@/lib/format-date";
import { cn } from "@/lib/utils";
import { CounterCard } from "./counter-card";

/** Badges tab 'Badge Analytics' from GET /api/badges/stats; `children` (work in progress) follow the totals. */
export function BadgeAnalyticsTab({ stats, isError, children }: { stats: BadgeStats | undefined; isError: boolean; children?: ReactNode }) {
  const features = useQuery(troopFeaturesQuery);
  const labelOf = (key: string) => features.data?.customBadgeCategories.find((c) => c.key === key)?.label;
  return (
    <div className="grid grid-cols-1 gap-6">
      <h2 className="text-xl font-semibold">Badge Analytics</h2>
      {!stats ? (
        <>
          <p className={isError ? "text-destructive" : "text-muted-foreground"} role={isError ? "alert" : "status"}>
            {isError ? "Could not load badge statistics. Please reload the page." : "Loading badge statistics..."}
          </p>
          {children}
        </>
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Badge totals">
            <li>
              <CounterCard label="Total Badges" value={stats.totalBadges} icon={Award} tone="bg-amber-100 text-amber-900" />
            </li>
            <li>
              <CounterCard label="Badges Awarded" value={stats.totalBadgesAwarded} icon={Medal} tone="bg-green-100 text-green-800" />
            </li>
            <li>
              <CounterCard label="Avg per Scout" value={stats.averageBadgesPerScout} icon={Users} tone="bg-blue-100 text-blue-800" />
            </li>
            <li>
              <CounterCard label="Completion Rate" value={`${stats.completionRate}%`} icon={Percent} tone="bg-primary/10 text-primary" />
            </li>
          </ul>
          {children}
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <Card>
              <CardHeader>
                <CardTitle as="h3">Most Popular Badges</CardTitle>
              </CardHeader>
              <CardContent>
                {stats.mostPopularBadges.length === 0 ? (
                  <p className="text-sm text-muted-foreground">No badges awarded yet</p>
                ) : (
                  <ol className="grid grid-cols-1 gap-2">
                    {stats.mostPopularBadges.map(({ badge, count }) => (
                      <li key={badge.id} className="flex items-center gap-3" data-testid="popular-badge">
                        <img src={badge.imageUrl} alt="" className="size-9 shrink-0 rounded-full object-cover" />
                        <span className="min-w-0 flex-1 font-medium wrap-anywhere">{badge.name}</span>
                        <span className="shrink-0 text-sm text-muted-foreground">
                          {count} {count === 1 ? "scout" : "scouts"}
                        </span>
                      </li>
                    ))}
                  </ol>
                )}
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle as="h3">Category Distribution</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="grid grid-cols-1 gap-2">
                  {Object.entries(stats.categoryStats).map(([category, count]) => (
                    <li key={category} className="flex items-center justify-between gap-3" data-testid="category-stat">
                      {/* A troop's own category by its label ("Water Skills 🌊"), never its key ("water-skills"). */}
                      <span className={cn("font-medium", !labelOf(category) && "capitalize")}>{labelOf(category) ?? category}</span>
                      <span className="text-sm text-muted-foreground">
                        {count} {count === 1 ? "badge" : "badges"}
                      </span>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          </div>
          <Card>
            <CardHeader>
              <CardTitle as="h3">Recent Achievements</CardTitle>
            </CardHeader>
            <CardContent>
              {stats.recentAchievements.length === 0 ? (
                <p className="text-sm text-muted-foreground">No recent achievements</p>
              ) : (
                <ul className="grid grid-cols-1 gap-2">
                  {stats.recentAchievements.map((a) => (
                    <li
                      key={`${a.scoutName}-${a.badgeName}-${a.awardedAt}`}
                      className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
                      data-testid="recent-achievement"
                    >
                      <span className="min-w-0 break-words">
                        <span className="font-medium">{a.scoutName}</span> earned <span className="font-medium">{a.badgeName}</span>
                      </span>
                      <time dateTime={a.awardedAt} className="text-sm text-muted-foreground">
                        {formatDate(a.awardedAt)}
                      </time>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
