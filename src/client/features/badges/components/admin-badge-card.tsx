import type { Badge } from "@shared/api/badges";
import { ChartNoAxesColumnIncreasing, ListChecks } from "lucide-react";
import { Badge as Pill } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EditDeleteButtons } from "@/components/ui/edit-delete-buttons";
import { cn } from "@/lib/utils";

type Props = {
  badge: Badge;
  onEdit: (badge: Badge) => void;
  onDelete: (badge: Badge) => void;
  /** Opens who holds the badge and who is working on it; without it the action is not shown. */
  onProgress?: (badge: Badge) => void;
  /** The category as people read it (a custom category's label); the key otherwise. */
  categoryLabel?: string;
};

/** A badge in the admin grid: image, name, category, description, requirement count, progress, edit and delete. */
export function AdminBadgeCard({ badge, onEdit, onDelete, onProgress, categoryLabel }: Props) {
  const count = badge.requirements.length;
  return (
    <Card className="flex w-full min-w-0 flex-col gap-3 p-4" data-testid="admin-badge-card">
      <div className="flex items-start gap-3">
        <img src={badge.imageUrl} alt="" loading="lazy" className="size-14 shrink-0 rounded-md object-contain" />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold leading-tight wrap-anywhere">{badge.name}</h3>
          <Pill variant="muted" className={cn("mt-1", !categoryLabel && "capitalize")}>
            {categoryLabel ?? badge.category}
          </Pill>
        </div>
      </div>
      <p className="line-clamp-3 text-sm text-muted-foreground">{badge.description}</p>
      <span className="mt-auto flex items-center gap-1.5 text-sm text-foreground/80">
        <ListChecks className="size-4" aria-hidden="true" />
        {count} {count === 1 ? "requirement" : "requirements"}
      </span>
      <div className="flex flex-wrap items-center justify-end gap-2">
        {onProgress && (
          <Button
            variant="outline"
            size="sm"
            className="mr-auto"
            onClick={() => onProgress(badge)}
            aria-label={`Progress of ${badge.name}`}
          >
            <ChartNoAxesColumnIncreasing aria-hidden="true" />
            Progress
          </Button>
        )}
        <EditDeleteButtons name={badge.name} onEdit={() => onEdit(badge)} onDelete={() => onDelete(badge)} />
      </div>
    </Card>
  );
}
