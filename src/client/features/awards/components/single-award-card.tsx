import type { ScoutBadge } from "@shared/api/awards";
import type { Badge as BadgeItem } from "@shared/api/badges";
import type { Scout } from "@shared/api/scouts";
import { useMutation } from "@tanstack/react-query";
import { Award, Loader2 } from "lucide-react";
import { useId } from "react";
import { SelectField } from "@/components/select-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/format-date";
import { useRequestForm } from "@/lib/use-request-form";
import { toast, toastError } from "@/lib/use-toast";
import { awardBadge, refreshAwardQueries } from "../api";
import { type SingleAwardRequest, singleAwardForm } from "../award-form-rules";
import { badgesNotHeld } from "../award-rules";

/** Award one badge to one scout: pick the scout, see what they hold, award one they do not hold yet. */
export function SingleAwardCard({ scouts, badges, awards }: { scouts: Scout[]; badges: BadgeItem[]; awards: ScoutBadge[] }) {
  const id = useId();
  const form = useRequestForm({ schema: singleAwardForm, defaults: { scoutId: "", badgeId: "" } });
  const { control, handleSubmit, setValue, watch, formState, showServerErrors } = form;
  const errors = formState.errors;
  const scoutId = watch("scoutId");
  const scout = scouts.find((s) => s.id === scoutId) ?? null;
  const badgeById = new Map(badges.map((b) => [b.id, b]));
  const held = awards.filter((a) => a.scoutId === scoutId).sort((a, b) => b.earnedDate.localeCompare(a.earnedDate));
  const available = scout ? badgesNotHeld(badges, awards, scout.id) : [];

  const mutation = useMutation({
    mutationFn: (body: SingleAwardRequest) => awardBadge(body.scoutId, body.badgeId),
    onSuccess: (_, body) => {
      toast({
        title: "Badge Awarded",
        description: `${scouts.find((s) => s.id === body.scoutId)?.name ?? "The scout"} earned ${badgeById.get(body.badgeId)?.name ?? "the badge"}.`,
      });
      setValue("badgeId", "");
    },
    onError: (error) => {
      showServerErrors(error);
      toastError("Failed to award badge. Please try again.");
    },
    onSettled: () => void refreshAwardQueries(),
  });

  const onSubmit = handleSubmit(
    (body) => mutation.mutate(body),
    () => toastError("Please select a scout and a badge to award.", "Selection Required"),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Award a Badge</CardTitle>
        <CardDescription>Pick a scout to see their badges and award a new one.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-4">
          <SelectField
            control={control}
            name="scoutId"
            id={`${id}-scout`}
            label="Scout"
            error={errors.scoutId}
            className="grid-cols-1"
            placeholder={scouts.length === 0 ? "No scouts yet" : "Choose a scout"}
            options={scouts.map((s) => ({ value: s.id, label: s.name }))}
            onChange={() => setValue("badgeId", "")}
          />

          {scout && (
            <>
              <section aria-labelledby={`${id}-held`} className="grid grid-cols-1 gap-2">
                <h3 id={`${id}-held`} className="text-sm font-semibold">
                  {scout.name}'s badges ({held.length})
                </h3>
                {held.length === 0 ? (
                  <p className="text-sm text-muted-foreground">No badges earned yet</p>
                ) : (
                  <ul className="grid grid-cols-1 gap-2" aria-label={`${scout.name}'s badges`}>
                    {held.map((a) => {
                      const badge = badgeById.get(a.badgeId);
                      return (
                        <li key={a.id} className="flex items-center gap-3 rounded-md border p-2" data-testid="held-badge">
                          {badge ? (
                            <img src={badge.imageUrl} alt="" className="size-9 shrink-0 rounded-full object-cover" />
                          ) : (
                            <Award className="size-9 shrink-0 text-muted-foreground" aria-hidden="true" />
                          )}
                          <div className="min-w-0">
                            <p className="break-words font-medium">{badge?.name ?? "Retired badge"}</p>
                            <p className="text-xs text-muted-foreground">
                              Earned {formatDate(a.earnedDate)} · by {a.awardedBy}
                            </p>
                          </div>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </section>

              {available.length === 0 ? (
                <p className="rounded-md bg-green-50 p-3 text-sm font-medium text-green-800">All badges earned!</p>
              ) : (
                <div className="grid grid-cols-1 gap-2">
                  <SelectField
                    control={control}
                    name="badgeId"
                    id={`${id}-badge`}
                    label="Badge to award"
                    error={errors.badgeId}
                    className="grid-cols-1"
                    placeholder="Choose a badge"
                    options={available.map((b) => ({ value: b.id, label: b.name }))}
                  />
                  <Button type="submit" className="justify-self-start" disabled={mutation.isPending}>
                    {mutation.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Award aria-hidden="true" />}
                    {mutation.isPending ? "Awarding..." : "Award Badge"}
                  </Button>
                </div>
              )}
            </>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
