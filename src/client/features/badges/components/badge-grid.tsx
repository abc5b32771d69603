import type { Badge } from "@shared/api/badges";
import { memo } from "react";
import { useDrawnInBatches } from "@/lib/use-drawn-in-batches";
import { BadgeCard } from "./badge-card";

/**
 * Badge cards drawn by the server's first view: more than a phone shows under the progress and the
 * categories. A troop's catalogue is 80 badges and more, each card with its progress and buttons.
 */
export const BADGES_DRAWN_FIRST = 12;

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
  const drawnCount = useDrawnInBatches(badges.length, BADGES_DRAWN_FIRST);
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {badges.slice(0, drawnCount).map((badge) => (
        <BadgeCard key={badge.id} badge={badge} onOpen={onOpen} onEarn={onEarn} earning={earning} />
      ))}
    </div>
  );
});
