import { BODY_MAX, replyRequest } from "@shared/api/messages";
import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-request";
import { useRequestForm } from "@/lib/use-request-form";
import { toast, toastError } from "@/lib/use-toast";
import { refreshMessages, replyToMessage } from "../api";
import { CharacterCount } from "./character-count";

/** A parent's answer to a message: it reaches the troop's leaders as a message naming the parent and the subject. */
export function ReplyForm({ messageId, subject }: { messageId: string; subject: string }) {
  const id = useId();
  const form = useRequestForm({ schema: replyRequest, defaults: { body: "" } });
  const reply = useMutation({
    mutationFn: (body: string) => replyToMessage(messageId, body),
    onSuccess: async () => {
      toast({ title: "Reply sent", description: "The leaders will find it in their messages." });
      form.reset({ body: "" });
      await refreshMessages();
    },
    onError: (error) => {
      form.showServerErrors(error);
      toastError(errorMessage(error, "Could not send your reply. Please try again."));
    },
  });
  const length = form.watch("body").length;

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border bg-card p-4 shadow-sm sm:p-6">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Reply
      </h2>
      <p className="mt-1 text-sm text-muted-foreground wrap-anywhere">Your answer to “{subject}” goes to the troop's leaders.</p>
      <form noValidate className="mt-4 grid gap-4" onSubmit={form.handleSubmit((values) => reply.mutate(values.body))}>
        <FormField
          id={`${id}-body`}
          label="Your reply"
          hint={<CharacterCount length={length} max={BODY_MAX} />}
          error={form.formState.errors.body}
          required
        >
          {(props) => <Textarea {...props} rows={5} {...form.register("body")} />}
        </FormField>
        <div>
          <Button type="submit" disabled={reply.isPending}>
            {reply.isPending ? "Sending..." : "Send reply"}
          </Button>
        </div>
      </form>
    </section>
  );
}
