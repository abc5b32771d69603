import type { BadgeApproval } from "@shared/api/advancement";
import { NOTE_MAX, returnApprovalRequest } from "@shared/api/advancement";
import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-request";
import { useRequestForm } from "@/lib/use-request-form";
import { toast, toastError } from "@/lib/use-toast";
import { refreshAdvancement, returnRequest } from "../api";

/** A leader sends a badge request back with a note the scout reads on the badge. */
export function ReturnRequestDialog({ request, onOpenChange }: { request: BadgeApproval | null; onOpenChange: (open: boolean) => void }) {
  const id = useId();
  const form = useRequestForm({ schema: returnApprovalRequest, defaults: { note: "" } });
  const mutation = useMutation({
    mutationFn: ({ approvalId, note }: { approvalId: string; note: string }) => returnRequest(approvalId, note),
    onSuccess: async () => {
      toast({ title: "Sent back", description: `${request?.scout.name} will see your note on the ${request?.badge.name} badge.` });
      form.reset({ note: "" });
      onOpenChange(false);
      await refreshAdvancement();
    },
    onError: async (error) => {
      form.showServerErrors(error);
      toastError(errorMessage(error, "Could not send it back. Please try again."));
      await refreshAdvancement();
    },
  });
  const onSubmit = form.handleSubmit((values) => {
    if (request) mutation.mutate({ approvalId: request.id, note: values.note });
  });
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) form.reset({ note: "" });
        onOpenChange(open);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Send back with a note</DialogTitle>
          <DialogDescription>
            {request
              ? `${request.scout.name} asked for the ${request.badge.name} badge. Say what is still to do; they can ask again after.`
              : ""}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <FormField
            id={`${id}-note`}
            label="Note for the scout"
            hint={`Up to ${NOTE_MAX} characters.`}
            error={form.formState.errors.note}
            required
          >
            {(props) => <Textarea {...props} rows={4} {...form.register("note")} />}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? "Sending..." : "Send back"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
