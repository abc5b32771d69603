import type { User } from "@shared/api/auth";
import type { Badge } from "@shared/api/badges";
import { SCOUT_CARD_CATEGORIES } from "@shared/constants";
import { useQuery } from "@tanstack/react-query";
import { Award, Heart, Mountain, Rocket, Tag, Wrench } from "lucide-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ProgressRing } from "@/components/ui/progress-ring";
import { Skeleton } from "@/components/ui/skeleton";
import { WhenFirstOpened } from "@/components/when-first-opened";
import { troopFeaturesQuery } from "@/features/troop/api";

import { lazyNamed } from "@/lib/lazy-named";
import { cn } from "@/lib/utils";
import { whenSettled } from "@/lib/when-settled";
import { badgesQuery, earnedFreshQuery } from "../api";
import { categoryTitle, mergeEarned, mostProgressedUnearned, overallPercentage, recentAchievements } from "../badge-rules";
import { useBadgeActions } from "../hooks/use-badge-actions";
import { BadgeGrid } from "./badge-grid";
import { Celebration } from "./celebration";

// The badge dialog (and the dialog library) loads once the page has settled, or at the first tap on a
// badge before then: the page's first paint and take-over do not wait for it.
const loadBadgeDialog = () => import("./badge-dialog");
const BadgeDialog = lazyNamed(loadBadgeDialog, "BadgeDialog");

/** "recent", "all", or a category key (built-in or the troop's own). */
type View = string;

const CATEGORY_ICONS: Record<string, typeof Mountain> = { outdoor: Mountain, community: Heart, skills: Wrench };
const CATEGORY_COLORS: Record<string, string> = {
  outdoor: "text-green-700 bg-green-100",
  community: "text-rose-700 bg-rose-100",
  skills: "text-blue-700 bg-blue-100",
};
const CUSTOM_COLOR = "text-violet-700 bg-violet-100";

type Props = {
  user: User;
  /** The badge whose dialog is open (lifted so the plus button can open one). */
  openBadgeId: string | null;
  onOpenBadge: (id: string | null) => void;
};

/** My Badges tab. */
export function MyBadges({ user, openBadgeId, onOpenBadge }: Props) {
  const badgesResult = useQuery(badgesQuery);
  const earnedResult = useQuery(earnedFreshQuery);
  const actions = useBadgeActions();
  const features = useQuery({ ...troopFeaturesQuery, enabled: user.role === "scout" });
  const [view, setView] = useState<View>("recent");
  useEffect(() => whenSettled(() => void loadBadgeDialog()), []);
  // With the troop's tracking off, leaders record badges and the checklist is read-only.
  const trackingOff = features.data?.enableAdvancementTracking === false;
  const canTrack = user.role !== "leader" && !trackingOff;

  const badges = useMemo(() => mergeEarned(badgesResult.data ?? [], earnedResult.data ?? []), [badgesResult.data, earnedResult.data]);
  const earnedCount = badges.filter((b) => b.isEarned).length;
  const percent = overallPercentage(earnedCount, badges.length);
  const openBadge = badges.find((b) => b.id === openBadgeId) ?? null;

  const shown: Badge[] = useMemo(() => {
    if (view === "recent") return recentAchievements(badges);
    if (view === "all") return badges;
    return recentAchievements(
      badges.filter((b) => b.category === view),
      Number.POSITIVE_INFINITY,
    );
  }, [badges, view]);
  const openCard = useCallback((badge: Badge) => onOpenBadge(badge.id), [onOpenBadge]);
  // The three built-in cards (outdoor, community, skills), then one per custom category that has badges.
  const cards = useMemo(() => {
    const custom = (features.data?.customBadgeCategories ?? []).filter((c) => badges.some((b) => b.category === c.key));
    return [
      ...SCOUT_CARD_CATEGORIES.map((key) => ({ key, label: key as string, custom: false })),
      ...custom.map((c) => ({ key: c.key, label: c.label, custom: true })),
    ];
  }, [features.data, badges]);
  const viewLabel = cards.find((c) => c.key === view)?.label ?? view;
  // With nothing earned yet there are no achievements to call recent: the grid is what is available.
  const title =
    view === "recent"
      ? earnedCount > 0
        ? "Recent Achievements"
        : "Available Badges"
      : view === "all"
        ? "Available Badges"
        : categoryTitle(viewLabel);
  const next = mostProgressedUnearned(badges);

  if (badgesResult.isLoading) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <Skeleton className="h-40 w-full" />
        <div className="grid grid-cols-3 gap-3">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (badgesResult.isError) {
    return <p className="rounded-md bg-muted p-4">Badges could not be loaded. Please reload the page.</p>;
  }

  return (
    <div className="grid gap-6">
      <Celebration trigger={actions.celebration} />
      <Card className="overflow-hidden border-0 bg-gradient-to-br from-primary to-primary/80 text-primary-foreground">
        <CardContent className="flex flex-col items-center gap-5 pt-6 sm:flex-row sm:pt-6">
          <ProgressRing percent={percent} label="Badges earned" />
          <div className="text-center sm:text-left">
            <h2 className="text-2xl font-bold">My Badge Progress</h2>
            <p className="mt-1 text-lg opacity-95">
              {earnedCount} of {badges.length} badges earned
            </p>
            {earnedCount === 0 && badges.length > 0 && <p className="mt-1 font-medium">No badges earned yet</p>}
            {earnedCount > 0 && earnedCount === badges.length && <p className="mt-1 font-medium">All badges earned!</p>}
          </div>
        </CardContent>
      </Card>

      <div className="grid grid-cols-3 gap-2 sm:gap-4">
        {cards.map(({ key: category, label, custom }) => {
          const inCategory = badges.filter((b) => b.category === category);
          const earned = inCategory.filter((b) => b.isEarned).length;
          const Icon = CATEGORY_ICONS[category] ?? Tag;
          const active = view === category;
          return (
            <button
              key={category}
              type="button"
              aria-pressed={active}
              data-testid="category-card"
              onClick={() => setView(active ? "recent" : category)}
              className={cn(
                "flex flex-col items-center gap-1 rounded-lg border-2 bg-card p-2 text-center shadow-sm transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 sm:p-4",
                active ? "border-primary" : "border-transparent",
              )}
            >
              <span className={cn("rounded-full p-2", CATEGORY_COLORS[category] ?? CUSTOM_COLOR)}>
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className={cn("break-words text-sm font-semibold", !custom && "capitalize")}>{label}</span>
              <span className="text-xs text-muted-foreground tabular-nums">
                {earned}/{inCategory.length}
              </span>
            </button>
          );
        })}
      </div>

      <section aria-labelledby="badge-grid-title" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="badge-grid-title" className="text-xl font-bold">
            {title}
          </h2>
          <div className="flex flex-wrap gap-2">
            {view !== "recent" && (
              <Button variant="outline" size="sm" onClick={() => setView("recent")}>
                Recent Achievements
              </Button>
            )}
            {earnedCount >= 1 && view !== "all" && (
              <Button variant="outline" size="sm" onClick={() => setView("all")}>
                View All Badges
              </Button>
            )}
          </div>
        </div>
        {shown.length === 0 ? (
          <p className="rounded-md bg-muted p-6 text-center text-muted-foreground">No badges here yet.</p>
        ) : (
          <BadgeGrid badges={shown} onOpen={openCard} onEarn={canTrack ? actions.earn : undefined} earning={actions.earning} />
        )}
      </section>

      <Card className="border-0 bg-secondary text-secondary-foreground">
        <CardContent className="flex items-center gap-4 pt-6 sm:pt-6">
          {next ? <Rocket className="size-10 shrink-0" aria-hidden="true" /> : <Award className="size-10 shrink-0" aria-hidden="true" />}
          <div>
            <h2 className="text-lg font-bold">{next ? `Keep going, ${user.firstName}!` : `Amazing work, ${user.firstName}!`}</h2>
            <p>
              {!next
                ? "You have earned every badge. Ask your leader about new challenges!"
                : next.progressPercentage > 0
                  ? `${next.name} is ${next.progressPercentage}% complete. Every requirement you finish brings you closer to your next badge.`
                  : "Pick a badge, open it and tick off the first requirement you have done. Every badge starts with one step!"}
            </p>
          </div>
        </CardContent>
      </Card>

      <WhenFirstOpened open={openBadge !== null}>
        <BadgeDialog
          badge={openBadge}
          onOpenChange={(open) => {
            if (!open) onOpenBadge(null);
          }}
          canTrack={canTrack}
          trackingOff={trackingOff}
          onToggleRequirement={actions.toggleRequirement}
          onEarn={actions.earn}
          savingProgress={actions.savingProgress}
          earning={actions.earning}
        />
      </WhenFirstOpened>
    </div>
  );
}
