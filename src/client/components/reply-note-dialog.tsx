import { lazyNamed } from "@/lib/lazy-named";
import type { ReplyNoteProps } from "./reply-note-form-dialog";
import { WhenFirstOpened } from "./when-first-opened";

// The form (and the form library) comes with the first "Can't come": the pages with event cards load none of it.
const ReplyNoteFormDialog = lazyNamed(() => import("./reply-note-form-dialog"), "ReplyNoteFormDialog");

/** "Can't come" with an optional note for the leaders ("Away at Grandma's"), checked by the shared reply schema. */
export function ReplyNoteDialog(props: ReplyNoteProps) {
  return (
    <WhenFirstOpened open={props.eventTitle !== null}>
      <ReplyNoteFormDialog {...props} />
    </WhenFirstOpened>
  );
}
