import { LIMITS, QUICK_REACTIONS } from "@shared/constants";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { useUnsavedChanges } from "@/lib/unsaved-changes";
import { useRequestForm } from "@/lib/use-request-form";
import { cn } from "@/lib/utils";
import { feedbackForm } from "../feedback-form-rules";

/**
 * Feedback box of one activity: a message plus one of the six emojis; emoji buttons wait for a
 * message. A counter shows how much of the limit is used, and a longer message is refused with the
 * reason, never cut short.
 */
export function FeedbackBox({
  activityTitle,
  scoutName,
  pending,
  onSend,
  onCancel,
}: {
  activityTitle: string;
  scoutName: string;
  pending: boolean;
  onSend: (emoji: string, message: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const { register, handleSubmit, watch, formState } = useRequestForm({ schema: feedbackForm, defaults: { message: "" } });
  const message = watch("message") ?? "";
  const empty = message.trim() === "";
  const over = message.trim().length > LIMITS.reactionMessage;
  useUnsavedChanges(!empty);

  return (
    <form
      noValidate
      className="grid grid-cols-1 gap-3 rounded-md border bg-muted/40 p-3"
      data-testid="feedback-box"
      onSubmit={(e) => e.preventDefault()}
    >
      <FormField
        id={`${id}-message`}
        label="Feedback message"
        error={formState.errors.message}
        hint={
          <>
            <span data-testid="feedback-count" className={cn(over && "font-semibold text-destructive")}>
              {message.trim().length}/{LIMITS.reactionMessage} characters.
            </span>{" "}
            {empty ? "Write a message, then pick an emoji to send it." : "Pick an emoji to send your feedback."}
          </>
        }
      >
        {(props) => (
          <Textarea {...props} rows={2} autoFocus placeholder={`Say something about "${activityTitle}"`} {...register("message")} />
        )}
      </FormField>
      <div className="flex flex-wrap items-center gap-2">
        {QUICK_REACTIONS.map((r) => (
          <Button
            key={r.emoji}
            type="button"
            variant="outline"
            size="sm"
            aria-label={`Send ${r.label} to ${scoutName}`}
            title={r.label}
            disabled={empty || pending}
            onClick={handleSubmit((body) => body.message && onSend(r.emoji, body.message))}
            className="text-lg"
          >
            <span aria-hidden="true">{r.emoji}</span>
          </Button>
        ))}
        <Button type="button" variant="ghost" size="sm" onClick={onCancel} className="ml-auto">
          Cancel
        </Button>
      </div>
    </form>
  );
}
