import type { Badge } from "@shared/api/badges";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Plus, Upload } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { WhenFirstOpened } from "@/components/when-first-opened";
import { troopFeaturesQuery } from "@/features/troop/api";

import { lazyNamed } from "@/lib/lazy-named";
import { toast, toastError } from "@/lib/use-toast";
import { badgesQuery, deleteBadge, refreshBadgeQueries } from "../api";
import { AdminBadgeCard } from "./admin-badge-card";

// The forms (and the form library) load beside the badge list, never holding it up.
const BadgeFormDialog = lazyNamed(() => import("./badge-form-dialog"), "BadgeFormDialog");
const ImportBadgesDialog = lazyNamed(() => import("./import-badges-dialog"), "ImportBadgesDialog");

type Props = {
  /** Opens who holds a badge and who is working on it; the page supplies the view. */
  onProgress?: (badge: Badge) => void;
};

/** Badges tab of /admin: card grid with progress, edit and delete, Add Badge and Import Badges dialogs. */
export function BadgeAdminTab({ onProgress }: Props = {}) {
  const badges = useQuery(badgesQuery);
  const features = useQuery(troopFeaturesQuery);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Badge | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const [deleting, setDeleting] = useState<Badge | null>(null);

  const remove = useMutation({
    mutationFn: (badge: Badge) => deleteBadge(badge.id),
    onSuccess: async (_, badge) => {
      toast({ title: "Badge Deleted", description: `${badge.name} has been deleted.` });
      await refreshBadgeQueries();
    },
    onError: () => toastError("Failed to delete badge. Please try again."),
  });

  const list = badges.data ?? [];
  const categories = features.data?.customBadgeCategories ?? [];

  return (
    <section aria-labelledby="badge-admin-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="badge-admin-title" className="text-xl font-semibold">
            Badges
          </h2>
          <p className="text-sm text-muted-foreground">{badges.isLoading ? "Loading badges..." : `${list.length} badges`}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setImportOpen(true)}>
            <Upload aria-hidden="true" />
            Import Badges
          </Button>
          <Button
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            <Plus aria-hidden="true" />
            Add Badge
          </Button>
        </div>
      </div>

      {badges.isLoading ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-44 w-full" />
          ))}
        </div>
      ) : badges.isError ? (
        <p role="alert" className="text-destructive">
          Could not load badges. Please reload the page.
        </p>
      ) : list.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">No badges yet. Add one or import some.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((badge) => (
            <li key={badge.id} className="flex">
              <AdminBadgeCard
                badge={badge}
                onEdit={(b) => {
                  setEditing(b);
                  setFormOpen(true);
                }}
                onDelete={setDeleting}
                onProgress={onProgress}
                categoryLabel={categories.find((c) => c.key === badge.category)?.label}
              />
            </li>
          ))}
        </ul>
      )}

      <WhenFirstOpened open={formOpen}>
        <BadgeFormDialog open={formOpen} onOpenChange={setFormOpen} badge={editing} customCategories={categories} />
      </WhenFirstOpened>
      <WhenFirstOpened open={importOpen}>
        <ImportBadgesDialog open={importOpen} onOpenChange={setImportOpen} />
      </WhenFirstOpened>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete badge"
        description="Are you sure you want to delete this badge?"
        confirmLabel="Delete"
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </section>
  );
}
