import type { Scout } from "@shared/api/scouts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { errorText } from "@/components/ui/form-field";
import { errorMessage } from "@/lib/api-request";
import { formatDate } from "@/lib/format-date";
import { useRequestForm } from "@/lib/use-request-form";
import { toast, toastError } from "@/lib/use-toast";
import { mergeScouts, refreshRosterQueries, scoutsQuery } from "../api";
import { MERGE_FIELD_ALIASES, type MergeFormValues, mergeForm } from "../merge-form-rules";

type Entry = Pick<Scout, "id" | "name"> & Partial<Scout>;

/** The entry that stays by default: the older one (usually the leader's, before a sign-up made a second). */
function defaults(scout: Scout | null, others: Entry[]): MergeFormValues {
  const other = others[0];
  const keepOther = other?.joinDate !== undefined && scout !== null && other.joinDate < scout.joinDate;
  return { otherId: other?.id ?? "", keep: keepOther ? "other" : "this" };
}

/** What a leader recognises an entry by: email, account, join date. */
function describe(entry: Entry): string {
  const parts = [
    entry.email ?? "no email",
    entry.hasAccount ? "has an account" : "no account",
    entry.joinDate ? `joined ${formatDate(new Date(entry.joinDate))}` : null,
  ];
  return parts.filter(Boolean).join(" · ");
}

const sameName = (a: Entry, b: Entry) => a.name.replace(/\s/g, "").toLowerCase() === b.name.replace(/\s/g, "").toLowerCase();

/** An entry's name, told apart from the other entry's when both have the same name. */
function label(entry: Entry, other: Entry): string {
  if (!sameName(entry, other)) return entry.name;
  if (Boolean(entry.hasAccount) !== Boolean(other.hasAccount))
    return `${entry.name} (${entry.hasAccount ? "with the account" : "without an account"})`;
  if (entry.email !== other.email) return `${entry.name} (${entry.email ?? "no email"})`;
  return entry.name;
}

/**
 * Merge… on a possible duplicate: the leader picks the other entry (when there are several) and which
 * of the two stays. Everything of the other moves into it on the server, in one go, and the other is
 * deleted.
 */
export function MergeScoutsDialog({
  open,
  scout,
  onOpenChange,
}: {
  open: boolean;
  scout: Scout | null;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const roster = useQuery(scoutsQuery).data ?? [];
  const others: Entry[] = (scout?.possibleDuplicateOf ?? []).map((d) => roster.find((s) => s.id === d.id) ?? d);
  // A new row's Merge… starts from that row's choices; the roster refreshing does not undo the leader's choice.
  const form = useRequestForm({
    schema: mergeForm,
    defaults: defaults(scout, others),
    resetOn: open && [scout],
    aliases: MERGE_FIELD_ALIASES,
  });
  const { register, handleSubmit, setError, watch, formState, showServerErrors } = form;

  const other = others.find((o) => o.id === watch("otherId")) ?? others[0];
  const keepThis = watch("keep") !== "other";
  const kept: Entry | undefined = keepThis ? (scout ?? undefined) : other;
  const gone: Entry | undefined = keepThis ? other : (scout ?? undefined);

  const mutation = useMutation({
    mutationFn: ({ goneId, keptId }: { goneId: string; keptId: string }) => mergeScouts(goneId, keptId),
    onSuccess: (merged) => {
      toast({ title: "Entries Merged", description: `${gone?.name ?? "The other entry"} was merged into ${merged.name}.` });
      onOpenChange(false);
    },
    onError: (error) => {
      const message = errorMessage(error, "Failed to merge the entries. Please try again.");
      if (showServerErrors(error).length === 0) setError("keep", { type: "server", message });
      toastError(message);
    },
    onSettled: () => void refreshRosterQueries(),
  });

  const onSubmit = handleSubmit(() => {
    if (kept && gone) mutation.mutate({ goneId: gone.id, keptId: kept.id });
  });

  const keepError = errorText(formState.errors.keep);
  const radio = "mt-1 size-4 shrink-0 accent-primary";
  const option = "flex items-start gap-3 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-muted";

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Merge duplicate entries</DialogTitle>
          <DialogDescription>
            {scout?.name} may be on the roster twice. Choose the entry to keep; the other is merged into it.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-4">
          {others.length > 1 && (
            <fieldset className="grid grid-cols-1 gap-2">
              <legend className="mb-2 text-sm font-medium">Duplicate entry</legend>
              {others.map((o) => (
                <label key={o.id} className={option}>
                  <input type="radio" className={radio} value={o.id} {...register("otherId")} />
                  <span className="min-w-0">
                    <span className="block font-medium wrap-anywhere">{o.name}</span>
                    <span className="block text-xs text-muted-foreground wrap-anywhere">{describe(o)}</span>
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          <fieldset className="grid grid-cols-1 gap-2" aria-describedby={keepError ? `${id}-keep-error` : undefined}>
            <legend className="mb-2 text-sm font-medium">Entry to keep</legend>
            {scout &&
              other &&
              (["this", "other"] as const).map((which) => {
                const entry = which === "this" ? scout : other;
                return (
                  <label key={which} className={option}>
                    <input type="radio" className={radio} value={which} aria-invalid={keepError ? true : undefined} {...register("keep")} />
                    <span className="min-w-0">
                      <span className="block font-medium wrap-anywhere">{entry.name}</span>
                      <span className="block text-xs text-muted-foreground wrap-anywhere">{describe(entry)}</span>
                    </span>
                  </label>
                );
              })}
            {keepError && (
              <p id={`${id}-keep-error`} className="break-words text-sm text-destructive">
                {keepError}
              </p>
            )}
          </fieldset>
          {kept && gone && (
            <p className="rounded-md bg-muted p-3 text-sm" data-testid="merge-explanation">
              Everything recorded for <strong>{label(gone, kept)}</strong> moves to <strong>{label(kept, gone)}</strong>: the account, badge
              progress and awards, approval requests, attendance, event places, activities and reactions, and linked parents. Details the
              kept entry lacks are taken from the other one, and notes of both are kept. Then the entry {label(gone, kept)} is deleted. This
              cannot be undone.
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={mutation.isPending || !kept || !gone}>
              {mutation.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              {mutation.isPending ? "Merging..." : "Merge Entries"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
