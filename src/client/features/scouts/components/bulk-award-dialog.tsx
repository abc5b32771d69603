import { useMutation, useQuery } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast, toastError } from "@/lib/use-toast";
import { bulkAwardBadge, bulkAwardSummary, refreshAwardQueries } from "../../awards/api";
import { badgesQuery } from "../../badges/api";

/**
 * Bulk Award Badge from the roster: one badge to every selected scout (POST /api/scouts/bulk-award-badge).
 * Scouts who already hold it are skipped by the server and counted in the toast.
 */
export function BulkAwardDialog({
  open,
  onOpenChange,
  scoutIds,
  onAwarded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  scoutIds: string[];
  onAwarded: () => void;
}) {
  const id = useId();
  const badges = useQuery(badgesQuery);
  const [badgeId, setBadgeId] = useState("");
  const mutation = useMutation({
    mutationFn: () => bulkAwardBadge(scoutIds, badgeId),
    onSuccess: (result) => {
      void refreshAwardQueries();
      toast({ title: "Badges Awarded", description: bulkAwardSummary(result) });
      setBadgeId("");
      onAwarded();
      onOpenChange(false);
    },
    onError: () => toastError("Failed to award badges. Please try again."),
  });

  function submit() {
    if (scoutIds.length === 0 || !badgeId) {
      toastError("Please select scouts and a badge to award.", "Selection Required");
      return;
    }
    mutation.mutate();
  }

  const count = scoutIds.length;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Award Badge</DialogTitle>
          <DialogDescription>
            {count === 0
              ? "No scouts selected yet: tick scouts in the table first."
              : `Award a badge to ${count} selected ${count === 1 ? "scout" : "scouts"}. Scouts who already hold it are skipped.`}
          </DialogDescription>
        </DialogHeader>
        <div className="grid grid-cols-1 gap-2">
          <Label htmlFor={`${id}-badge`}>Badge</Label>
          <Select value={badgeId} onValueChange={setBadgeId}>
            <SelectTrigger id={`${id}-badge`}>
              <SelectValue placeholder={badges.isLoading ? "Loading badges..." : "Choose a badge"} />
            </SelectTrigger>
            <SelectContent>
              {(badges.data ?? []).map((b) => (
                <SelectItem key={b.id} value={b.id}>
                  {b.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={mutation.isPending}>
            {mutation.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {mutation.isPending ? "Awarding..." : "Award Badge"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
