import { SIGN_OFF_NOTE_MAX } from "@shared/api/advancement";
import type { Badge, RequirementSignOff } from "@shared/api/badges";
import type { Scout } from "@shared/api/scouts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useMemo } from "react";
import { Controller, useWatch } from "react-hook-form";
import { FormDialog } from "@/components/form-dialog";
import { groupScoutsByPatrol } from "@/components/patrol-filter";
import { PatrolMark } from "@/components/patrol-mark";
import { SelectField } from "@/components/select-field";
import { SignOffNote } from "@/components/sign-off-note";
import { Checkbox } from "@/components/ui/checkbox";
import { errorText, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { patrolsQuery } from "@/features/patrols/api";
import { errorMessage } from "@/lib/api-request";
import { useRequestForm } from "@/lib/use-request-form";
import { toast, toastError } from "@/lib/use-toast";
import { badgeProgressQuery, refreshSignOffReads, signOffAtMeeting } from "../api";
import { type MeetingSubmit, type MeetingValues, meetingForm, signedOffForText, troopToday } from "../sign-off-form-rules";

const blank = (): MeetingValues => ({ badgeId: "", requirement: "", scoutIds: [], date: troopToday(), note: "" });

export type MeetingSignOffProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The troop's badges and roster as the page read them (undefined while loading). */
  badges: Badge[] | undefined;
  scouts: Scout[] | undefined;
};

/**
 * Meeting mode: a leader picks a badge and one of its requirements, ticks the scouts who did it
 * (those already signed off show ticked, with who and when) and saves once: one request signs it
 * off for all of them, or for none when one cannot be.
 */
export function MeetingSignOffDialog({ open, onOpenChange, badges, scouts: roster }: MeetingSignOffProps) {
  const id = useId();
  const patrols = useQuery({ ...patrolsQuery, enabled: open });
  // Each opening starts afresh, from today.
  const form = useRequestForm({ schema: meetingForm, defaults: blank(), resetOn: open && [], aliases: { index: "requirement" } });
  const { control, register, handleSubmit, setValue, formState, showServerErrors } = form;
  const badgeId = useWatch({ control, name: "badgeId" });
  const requirement = useWatch({ control, name: "requirement" });
  const chosen = useWatch({ control, name: "scoutIds" });
  const progress = useQuery({ ...badgeProgressQuery(badgeId), enabled: open && badgeId !== "" });

  const badge = badges?.find((b) => b.id === badgeId);
  const index = requirement === "" ? null : Number(requirement);
  const scouts = useMemo(() => (roster ?? []).filter((s) => s.isActive).sort((a, b) => a.name.localeCompare(b.name)), [roster]);
  /** Who has this requirement signed off already, by scout. */
  const signedOff = useMemo(() => {
    const found = new Map<string, RequirementSignOff>();
    if (index === null) return found;
    for (const row of progress.data ?? []) {
      const signOff = row.signOffs.find((s) => s.index === index);
      if (signOff) found.set(row.scout.id, signOff);
    }
    return found;
  }, [progress.data, index]);
  const open_ = scouts.filter((s) => !signedOff.has(s.id)).map((s) => s.id);
  /** The scouts by patrol (patrols by name, then those in none) once the troop has patrols; else one list. */
  const groups = useMemo(() => groupScoutsByPatrol(scouts, patrols.data ?? []), [patrols.data, scouts]);
  const allChosen = open_.length > 0 && open_.every((scoutId) => chosen.includes(scoutId));

  const mutation = useMutation({
    mutationFn: ({ badgeId, requirement, ...body }: MeetingSubmit) => signOffAtMeeting(badgeId, requirement, body),
    onSuccess: async (result) => {
      const skipped = result?.skipped ?? [];
      const what = badge && index !== null ? `${badge.name}: ${badge.requirements[index]}` : "";
      // Those left out (erased or made inactive meanwhile) are named: the others are signed off.
      const left = skipped.map((s) => `${scouts.find((scout) => scout.id === s.scoutId)?.name ?? "A scout"}: ${s.reason}`);
      toast({
        title: signedOffForText(result?.signedOff.length ?? 0),
        description: [what, ...left.map((line) => `Not signed off · ${line}`)].filter(Boolean).join(" "),
      });
      onOpenChange(false);
      await refreshSignOffReads();
    },
    onError: async (error) => {
      showServerErrors(error);
      toastError(errorMessage(error, "Could not save the sign-offs. Please try again."));
      await refreshSignOffReads();
    },
  });

  const onSubmit = handleSubmit((body) => mutation.mutate(body));
  const scoutsError = errorText(formState.errors.scoutIds);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Sign off at a meeting"
      description="Pick a badge and a requirement, tick the scouts who did it, and save once."
      onSubmit={onSubmit}
      submitLabel="Save"
      pending={mutation.isPending}
      dirty={formState.isDirty}
      contentClassName="sm:max-w-xl"
    >
      <SelectField
        control={control}
        name="badgeId"
        id={`${id}-badge`}
        label="Badge"
        error={formState.errors.badgeId}
        placeholder={badges ? "Choose a badge" : "Loading badges..."}
        options={(badges ?? []).map((b) => ({ value: b.id, label: b.name }))}
        onChange={() => {
          setValue("requirement", "");
          setValue("scoutIds", []);
        }}
      />
      <SelectField
        control={control}
        name="requirement"
        id={`${id}-requirement`}
        label="Requirement"
        error={formState.errors.requirement}
        placeholder={badge ? "Choose a requirement" : "Choose a badge first"}
        // A long requirement is cut short in the select: it is read in full here.
        hint={badge && index !== null ? badge.requirements[index] : undefined}
        options={(badge?.requirements ?? []).map((text, i) => ({ value: String(i), label: `${i + 1}. ${text}` }))}
        // Scouts ticked for another requirement are not ticked for this one.
        onChange={() => setValue("scoutIds", [])}
      />
      {badge && index !== null && (
        <fieldset className="grid gap-2" aria-describedby={scoutsError ? `${id}-scouts-error` : undefined}>
          <legend className="mb-1 text-sm font-medium">Scouts who did it</legend>
          {open_.length > 0 && (
            <div className="flex items-center gap-3 px-3">
              <Checkbox
                id={`${id}-all`}
                checked={allChosen}
                onCheckedChange={(v) => setValue("scoutIds", v === true ? open_ : [], { shouldDirty: true })}
              />
              <label className="text-sm font-medium" htmlFor={`${id}-all`}>
                Select all
              </label>
            </div>
          )}
          {!roster || progress.isLoading ? (
            <p className="text-sm text-muted-foreground" role="status">
              Loading scouts...
            </p>
          ) : scouts.length === 0 ? (
            <p className="text-sm text-muted-foreground">The troop has no active scouts.</p>
          ) : (
            <Controller
              control={control}
              name="scoutIds"
              render={({ field }) => (
                <div className="grid max-h-[45vh] gap-3 overflow-y-auto rounded-md border p-2" data-testid="meeting-scouts">
                  {groups.map((group) => (
                    <fieldset key={group.key} className="grid min-w-0 gap-1">
                      {group.key !== "all" && (
                        <legend className="flex items-center gap-2 px-1 text-xs font-semibold uppercase text-muted-foreground">
                          {group.patrol && <PatrolMark color={group.patrol.color} className="size-2.5" />}
                          {group.patrol ? group.patrol.name : "No patrol"}
                        </legend>
                      )}
                      <ul className="grid gap-1">
                        {group.scouts.map((scout) => {
                          const done = signedOff.get(scout.id);
                          const boxId = `${id}-scout-${scout.id}`;
                          return (
                            <li key={scout.id} className="flex items-start gap-3 rounded-md p-1">
                              <Checkbox
                                id={boxId}
                                className="mt-0.5"
                                checked={done !== undefined || field.value.includes(scout.id)}
                                disabled={done !== undefined}
                                aria-describedby={done ? `${boxId}-done` : undefined}
                                onCheckedChange={(v) =>
                                  field.onChange(v === true ? [...field.value, scout.id] : field.value.filter((s) => s !== scout.id))
                                }
                              />
                              <div className="grid min-w-0 gap-0.5">
                                <label htmlFor={boxId} className="text-sm leading-snug wrap-anywhere">
                                  {scout.name}
                                </label>
                                {done && <SignOffNote signOff={done} id={`${boxId}-done`} />}
                              </div>
                            </li>
                          );
                        })}
                      </ul>
                    </fieldset>
                  ))}
                </div>
              )}
            />
          )}
          {scoutsError && (
            <p id={`${id}-scouts-error`} className="text-sm text-destructive">
              {scoutsError}
            </p>
          )}
        </fieldset>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-date`} label="Done on" error={formState.errors.date} required>
          {(props) => <Input {...props} type="date" max={troopToday()} {...register("date")} />}
        </FormField>
        <FormField id={`${id}-note`} label="Note (optional)" hint={`Up to ${SIGN_OFF_NOTE_MAX} characters.`} error={formState.errors.note}>
          {(props) => <Textarea {...props} rows={2} {...register("note")} />}
        </FormField>
      </div>
    </FormDialog>
  );
}
