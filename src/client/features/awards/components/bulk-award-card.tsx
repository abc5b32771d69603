import type { Badge as BadgeItem } from "@shared/api/badges";
import type { Scout, ScoutBadge } from "@shared/api/scouts";
import { useMutation } from "@tanstack/react-query";
import { Loader2, Users } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast, toastError } from "@/lib/use-toast";
import { bulkAwardBadge, bulkAwardSummary, refreshAwardQueries } from "../api";
import { scoutsWithoutBadge } from "../award-rules";

/** Bulk award: pick a badge, tick scouts who do not hold it yet, award to all of them at once. */
export function BulkAwardCard({ scouts, badges, awards }: { scouts: Scout[]; badges: BadgeItem[]; awards: ScoutBadge[] }) {
  const id = useId();
  const [badgeId, setBadgeId] = useState("");
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const candidates = badgeId ? scoutsWithoutBadge(scouts, awards, badgeId) : [];
  const chosen = candidates.filter((s) => selected.has(s.id)).map((s) => s.id);
  const all = candidates.length > 0 && chosen.length === candidates.length;

  const mutation = useMutation({
    mutationFn: () => bulkAwardBadge(chosen, badgeId),
    onSuccess: (result) => {
      toast({ title: "Badges Awarded", description: bulkAwardSummary(result) });
      setSelected(new Set());
      setBadgeId("");
    },
    onError: () => toastError("Failed to award badges. Please try again."),
    onSettled: () => void refreshAwardQueries(),
  });

  function submit() {
    if (!badgeId || chosen.length === 0) {
      toastError("Please select scouts and a badge to award.", "Selection Required");
      return;
    }
    mutation.mutate();
  }

  function toggle(scoutId: string) {
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(scoutId)) next.delete(scoutId);
      else next.add(scoutId);
      return next;
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Bulk Award</CardTitle>
        <CardDescription>Award one badge to several scouts. Scouts who already hold it are not listed.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <div className="grid grid-cols-1 gap-2">
          <Label htmlFor={`${id}-badge`}>Badge</Label>
          <Select
            value={badgeId}
            onValueChange={(v) => {
              setBadgeId(v);
              setSelected(new Set());
            }}
          >
            <SelectTrigger id={`${id}-badge`}>
              <SelectValue placeholder="Choose a badge" />
            </SelectTrigger>
            <SelectContent>
              {badges.map((b) => (
                <SelectItem key={b.id} value={b.id}>
                  {b.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {badgeId &&
          (candidates.length === 0 ? (
            <p className="rounded-md bg-green-50 p-3 text-sm font-medium text-green-800">Every scout already holds this badge.</p>
          ) : (
            <fieldset className="grid grid-cols-1 gap-2">
              <legend className="mb-2 text-sm font-semibold">Scouts without this badge ({candidates.length})</legend>
              <div className="flex items-center gap-3 rounded-md bg-muted/60 p-2">
                <Checkbox
                  id={`${id}-all`}
                  checked={all ? true : chosen.length > 0 ? "indeterminate" : false}
                  onCheckedChange={() => setSelected(all ? new Set() : new Set(candidates.map((s) => s.id)))}
                />
                <Label htmlFor={`${id}-all`}>Select all</Label>
              </div>
              <ul className="grid max-h-72 gap-1 overflow-y-auto" data-testid="bulk-award-scouts">
                {candidates.map((s) => (
                  <li key={s.id} className="flex items-center gap-3 rounded-md p-2 hover:bg-muted/50">
                    <Checkbox id={`${id}-${s.id}`} checked={selected.has(s.id)} onCheckedChange={() => toggle(s.id)} />
                    <Label htmlFor={`${id}-${s.id}`} className="break-words font-normal">
                      {s.name}
                    </Label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ))}
        <Button className="justify-self-start" onClick={submit} disabled={mutation.isPending || chosen.length === 0}>
          {mutation.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Users aria-hidden="true" />}
          {mutation.isPending ? "Awarding..." : `Award to ${chosen.length} ${chosen.length === 1 ? "Scout" : "Scouts"}`}
        </Button>
      </CardContent>
    </Card>
  );
}
