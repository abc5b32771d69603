import type { Badge } from "@shared/api/badges";
import { ListChecks } from "lucide-react";
import { Badge as Pill } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { EditDeleteButtons } from "@/components/ui/edit-delete-buttons";

type Props = { badge: Badge; onEdit: (badge: Badge) => void; onDelete: (badge: Badge) => void };

/** A badge in the admin grid: image, name, category, description, requirement count, edit and delete. */
export function AdminBadgeCard({ badge, onEdit, onDelete }: Props) {
  const count = badge.requirements.length;
  return (
    <Card className="flex w-full min-w-0 flex-col gap-3 p-4" data-testid="admin-badge-card">
      <div className="flex items-start gap-3">
        <img src={badge.imageUrl} alt="" loading="lazy" className="size-14 shrink-0 rounded-md object-contain" />
        <div className="min-w-0 flex-1">
          <h3 className="break-words font-semibold leading-tight">{badge.name}</h3>
          <Pill variant="muted" className="mt-1 capitalize">
            {badge.category}
          </Pill>
        </div>
      </div>
      <p className="line-clamp-3 text-sm text-muted-foreground">{badge.description}</p>
      <div className="mt-auto flex items-center justify-between gap-2">
        <span className="flex items-center gap-1.5 text-sm text-foreground/80">
          <ListChecks className="size-4" aria-hidden="true" />
          {count} {count === 1 ? "requirement" : "requirements"}
        </span>
        <div className="flex gap-1">
          <EditDeleteButtons name={badge.name} onEdit={() => onEdit(badge)} onDelete={() => onDelete(badge)} />
        </div>
      </div>
    </Card>
  );
}
