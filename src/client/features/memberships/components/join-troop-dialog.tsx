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
import { queryClient } from "@/lib/query-client";
import { useRequestForm } from "@/lib/use-request-form";
import { toast } from "@/lib/use-toast";
import { authKeys } from "../../auth/api";
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
    onSuccess: (joined) => {
      onOpenChange(false);
      if ("district" in joined) {
        // A commissioner's invite: the district's overview, with the user read again for its districts.
        toast({ title: `You are a commissioner of ${joined.district.name}`, description: "Its overview is under District in this menu." });
        void queryClient.invalidateQueries({ queryKey: authKeys.user });
        return;
      }
      toast({
        title: `You joined ${joined.troop.name}`,
        description: joined.role === "leader" ? "You help there as a leader." : "Your child there is on your family page.",
      });
      onJoined(joined.troop);
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
      description="Enter the code you were given: a troop's leader invite code, your child's parent invite code, or a district's commissioner invite code."
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
