import type { Badge } from "@shared/api/badges";
import { memo } from "react";
import { useDrawnInBatches } from "@/lib/use-drawn-in-batches";
import { BadgeCard } from "./badge-card";

/**
 * Badge cards drawn by the server's first view: more than a phone shows under the progress and the
 * categories. A troop's catalogue is 80 badges and more, each card with its progress and buttons.
 */
export const BADGES_DRAWN_FIRST = 12;
/**
 * Cards each later batch adds. Six cards are one commit of some 150 elements; twelve made each batch a
 * task long enough to block a phone (scout home, Lighthouse, medians of five runs: idle 92 and 93
 * against 87 with batches of twelve; with a core busy 79 against 72).
 */
export const BADGES_DRAWN_PER_BATCH = 6;

type Props = {
  badges: Badge[];
  onOpen: (badge: Badge) => void;
  onEarn?: (badge: Badge) => void;
  earning: boolean;
};

/**
 * The grid of badge cards. It holds the count drawn so far itself, so each later batch re-renders the
 * grid alone (and of it only the new cards: BadgeCard is memoised), not the progress, the categories
 * and every card already drawn above it.
 */
export const BadgeGrid = memo(function BadgeGrid({ badges, onOpen, onEarn, earning }: Props) {
  const drawnCount = useDrawnInBatches(badges.length, BADGES_DRAWN_FIRST, BADGES_DRAWN_PER_BATCH);
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {badges.slice(0, drawnCount).map((badge) => (
        <BadgeCard key={badge.id} badge={badge} onOpen={onOpen} onEarn={onEarn} earning={earning} />
      ))}
    </div>
  );
});
