import { type BulkAwardRequest, bulkAwardRequest, type ScoutBadge } from "@shared/api/awards";
import type { Badge as BadgeItem } from "@shared/api/badges";
import type { Scout } from "@shared/api/scouts";
import { useMutation } from "@tanstack/react-query";
import { Loader2, Users } from "lucide-react";
import { useId } from "react";
import { SelectField } from "@/components/select-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { errorText } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { useRequestForm } from "@/lib/use-request-form";
import { toast, toastError } from "@/lib/use-toast";
import { bulkAwardBadge, bulkAwardSummary, refreshAwardQueries } from "../api";
import { scoutsWithoutBadge } from "../award-rules";

/** Bulk award: pick a badge, tick scouts who do not hold it yet, award to all of them at once. */
export function BulkAwardCard({ scouts, badges, awards }: { scouts: Scout[]; badges: BadgeItem[]; awards: ScoutBadge[] }) {
  const id = useId();
  const form = useRequestForm({ schema: bulkAwardRequest, defaults: { badgeId: "", scoutIds: [] as string[] } });
  const { control, handleSubmit, reset, setValue, clearErrors, watch, formState, showServerErrors } = form;
  const errors = formState.errors;
  const badgeId = watch("badgeId");
  const selected = new Set(watch("scoutIds"));
  const candidates = badgeId ? scoutsWithoutBadge(scouts, awards, badgeId) : [];
  const chosen = candidates.filter((s) => selected.has(s.id)).map((s) => s.id);
  const all = candidates.length > 0 && chosen.length === candidates.length;

  const mutation = useMutation({
    mutationFn: (body: BulkAwardRequest) => bulkAwardBadge(body.scoutIds, body.badgeId),
    onSuccess: (result) => {
      toast({ title: "Badges Awarded", description: bulkAwardSummary(result) });
      reset({ badgeId: "", scoutIds: [] });
    },
    onError: (error) => {
      showServerErrors(error);
      toastError("Failed to award badges. Please try again.");
    },
    onSettled: () => void refreshAwardQueries(),
  });

  // Only the ticked scouts still without the badge are sent (one may have earned it meanwhile).
  const onSubmit = handleSubmit(
    (body) => mutation.mutate({ ...body, scoutIds: chosen }),
    () => toastError("Please select scouts and a badge to award.", "Selection Required"),
  );

  const select = (scoutIds: string[]) => {
    setValue("scoutIds", scoutIds, { shouldDirty: true });
    clearErrors("scoutIds");
  };
  const toggle = (scoutId: string) => select(selected.has(scoutId) ? chosen.filter((s) => s !== scoutId) : [...chosen, scoutId]);
  const scoutsError = errorText(errors.scoutIds);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Bulk Award</CardTitle>
        <CardDescription>Award one badge to several scouts. Scouts who already hold it are not listed.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-4">
          <SelectField
            control={control}
            name="badgeId"
            id={`${id}-badge`}
            label="Badge"
            error={errors.badgeId}
            className="grid-cols-1"
            placeholder="Choose a badge"
            options={badges.map((b) => ({ value: b.id, label: b.name }))}
            onChange={() => select([])}
          />
          {badgeId &&
            (candidates.length === 0 ? (
              <p className="rounded-md bg-green-50 p-3 text-sm font-medium text-green-800">Every scout already holds this badge.</p>
            ) : (
              <fieldset className="grid grid-cols-1 gap-2" aria-describedby={scoutsError ? `${id}-scouts-error` : undefined}>
                <legend className="mb-2 text-sm font-semibold">Scouts without this badge ({candidates.length})</legend>
                <div className="flex items-center gap-3 rounded-md bg-muted/60 p-2">
                  <Checkbox
                    id={`${id}-all`}
                    checked={all ? true : chosen.length > 0 ? "indeterminate" : false}
                    onCheckedChange={() => select(all ? [] : candidates.map((s) => s.id))}
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
                {scoutsError && (
                  <p id={`${id}-scouts-error`} className="break-words text-sm text-destructive">
                    {scoutsError}
                  </p>
                )}
              </fieldset>
            ))}
          <Button type="submit" className="justify-self-start" disabled={mutation.isPending || chosen.length === 0}>
            {mutation.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Users aria-hidden="true" />}
            {mutation.isPending ? "Awarding..." : `Award to ${chosen.length} ${chosen.length === 1 ? "Scout" : "Scouts"}`}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
