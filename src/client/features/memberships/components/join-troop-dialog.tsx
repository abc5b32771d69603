import type { TroopRef } from "@shared/api/auth";
import { INVITE_MESSAGES } from "@shared/api/invites";
import { joinTroopRequest } from "@shared/api/memberships";
import { useMutation } from "@tanstack/react-query";
import { type RefObject, useId } from "react";
import type { z } from "zod";
import { FormDialog } from "@/components/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api-request";
import { useRequestForm } from "@/lib/use-request-form";
import { toast } from "@/lib/use-toast";
import { joinTroop } from "../api";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After joining: the switcher moves the session to the troop joined. */
  onJoined: (troop: TroopRef) => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/**
 * Join another troop with one of its codes: the leader invite code, or a child's parent invite.
 * A refusal is said at the field (an unknown or used code, a second membership of one troop).
 */
export function JoinTroopDialog({ open, onOpenChange, onJoined, returnFocusTo }: Props) {
  const id = useId();
  const form = useRequestForm({ schema: joinTroopRequest, defaults: { code: "" }, resetOn: open && [] });
  const join = useMutation({
    mutationFn: (body: z.output<typeof joinTroopRequest>) => joinTroop(body.code),
    onSuccess: ({ troop, role }) => {
      toast({
        title: `You joined ${troop.name}`,
        description: role === "leader" ? "You help there as a leader." : "Your child there is on your family page.",
      });
      onOpenChange(false);
      onJoined(troop);
    },
    onError: (error) => {
      if (form.showServerErrors(error).length > 0) return;
      form.setError("code", { type: "server", message: errorMessage(error, INVITE_MESSAGES.invalid) }, { shouldFocus: true });
    },
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) returnFocusTo?.current?.focus();
      }}
      title="Join another troop"
      description="Enter the code that troop gave you: its leader invite code, or your child's parent invite code."
      onSubmit={form.handleSubmit((body) => join.mutate(body))}
      submitLabel="Join troop"
      pendingLabel="Joining..."
      pending={join.isPending}
      dirty={form.formState.isDirty}
    >
      <FormField id={`${id}-code`} label="Code" error={form.formState.errors.code}>
        {(props) => <Input {...props} autoComplete="off" autoCapitalize="characters" spellCheck={false} {...form.register("code")} />}
      </FormField>
    </FormDialog>
  );
}
