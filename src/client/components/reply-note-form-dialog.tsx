import { replyRequest } from "@shared/api/event-logistics";
import { LIMITS } from "@shared/constants";
import { useId } from "react";
import { FormDialog } from "@/components/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { useRequestForm } from "@/lib/use-request-form";

/** The reply's note alone: the answer is "no" by the button that opened the dialog. */
const noteForm = replyRequest.pick({ note: true });

export type ReplyNoteProps = {
  /** The event's title, or null while the dialog is closed. */
  eventTitle: string | null;
  /** Who cannot come: "You" for a scout, the child's name for a parent. */
  who: string;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (note: string | undefined) => void;
};

/** "Can't come" with an optional note for the leaders ("Away at Grandma's"), checked by the shared reply schema. */
export function ReplyNoteFormDialog({ eventTitle, who, pending, onOpenChange, onSubmit }: ReplyNoteProps) {
  const id = useId();
  const open = eventTitle !== null;
  const form = useRequestForm({ schema: noteForm, defaults: { note: "" }, resetOn: open && [] });
  const submit = form.handleSubmit((values) => onSubmit(values.note?.trim() ? values.note.trim() : undefined));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Can't come: ${eventTitle ?? ""}`}
      description={`${who === "You" ? "You" : who} will not be on the list. If a place was held, it goes to the next on the waiting list.`}
      onSubmit={submit}
      submitLabel="Send: can't come"
      pendingLabel="Sending..."
      pending={pending}
      dirty={form.formState.isDirty}
    >
      <FormField
        id={`${id}-note`}
        label="Note for the leaders (optional)"
        hint={`For example "Away that weekend". Up to ${LIMITS.replyNote} characters.`}
        error={form.formState.errors.note}
      >
        {(control) => <Textarea {...control} rows={3} {...form.register("note")} />}
      </FormField>
    </FormDialog>
  );
}
