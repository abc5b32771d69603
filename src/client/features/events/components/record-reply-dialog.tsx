import { type ReplyRequest, type ReplyResult, type ReplyRow, replyRequest } from "@shared/api/event-logistics";
import { LIMITS } from "@shared/constants";
import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { FormDialog } from "@/components/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-request";
import { useRequestForm } from "@/lib/use-request-form";
import { toast, toastError } from "@/lib/use-toast";
import { recordReply, refreshReplies } from "../api";

const CHOICES = [
  { value: "yes", label: "Going", hint: "Takes a place, or a place on the waiting list when the event is full." },
  { value: "no", label: "Can't come", hint: "Frees any place held: the next on the waiting list moves up." },
] as const;

/** What the toast says the answer did. */
function outcome(result: ReplyResult): string {
  switch (result.status) {
    case "joined":
      return "Going";
    case "waitlisted":
      return `On the waiting list (number ${result.position ?? "?"})`;
    case "pending":
      return "Waiting for a parent's OK";
    case "declined":
      return "Can't come";
  }
}

/**
 * A reply a family gave by phone, on paper or in person, recorded by a leader for one scout (with or
 * without an account) by the same rules as the scout's own: checked by the shared reply schema, and
 * shown in the table as answered by this leader.
 */
export function RecordReplyDialog({
  eventId,
  row,
  onOpenChange,
}: {
  eventId: string;
  row: ReplyRow | null;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const open = row !== null;
  const form = useRequestForm({
    schema: replyRequest,
    defaults: { answer: row?.answer === "no" ? "no" : "yes", note: row?.note ?? "" },
    resetOn: open && [row],
  });
  const save = useMutation({
    mutationFn: (body: ReplyRequest) => recordReply(eventId, row?.scoutId ?? "", body),
    onSuccess: (result) => {
      toast({ title: "Reply recorded", description: `${row?.name}: ${outcome(result)}` });
      onOpenChange(false);
    },
    onError: (error) => {
      form.showServerErrors(error);
      toastError(errorMessage(error, "Could not record the reply. Please try again."));
    },
    onSettled: () => refreshReplies(eventId),
  });
  const errors = form.formState.errors;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Reply for ${row?.name ?? ""}`}
      description="A reply the family gave by phone, on paper or in person. It is shown as answered by you."
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      submitLabel="Record reply"
      pendingLabel="Saving..."
      pending={save.isPending}
      dirty={form.formState.isDirty}
    >
      <fieldset className="grid gap-2" aria-describedby={errors.answer ? `${id}-answer-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">Answer</legend>
        {CHOICES.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer items-start gap-3 rounded-md border bg-background p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-muted has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input type="radio" value={choice.value} className="mt-0.5 size-4 shrink-0 accent-primary" {...form.register("answer")} />
            <span className="min-w-0">
              <span className="block font-medium">{choice.label}</span>
              <span className="block text-xs text-muted-foreground">{choice.hint}</span>
            </span>
          </label>
        ))}
        {errors.answer?.message && (
          <p id={`${id}-answer-error`} className="text-sm text-destructive">
            {errors.answer.message}
          </p>
        )}
      </fieldset>
      <FormField
        id={`${id}-note`}
        label="Note (optional)"
        hint={`For example "Mum phoned on Tuesday". Up to ${LIMITS.replyNote} characters.`}
        error={errors.note}
      >
        {(control) => <Textarea {...control} rows={2} {...form.register("note")} />}
      </FormField>
    </FormDialog>
  );
}
