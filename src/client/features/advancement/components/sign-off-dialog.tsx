import { SIGN_OFF_NOTE_MAX, type SignOffRequest } from "@shared/api/advancement";
import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { FormDialog } from "@/components/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-request";
import { useRequestForm } from "@/lib/use-request-form";
import { toast, toastError } from "@/lib/use-toast";
import { refreshSignOffReads, signOffRequirement } from "../api";
import { type SignOffValues, signOffForm, troopToday } from "../sign-off-form-rules";

/** Which requirement of which badge, for which scout. */
export type SignOffTarget = {
  scout: { id: string; name: string };
  badge: { id: string; name: string };
  index: number;
  requirement: string;
};

const blank = (): SignOffValues => ({ date: troopToday(), note: "" });

/** A leader signs one requirement off for one scout: the day it was done (today unless said) and a note. */
export function SignOffDialog({ target, onOpenChange }: { target: SignOffTarget | null; onOpenChange: (open: boolean) => void }) {
  const id = useId();
  // Each opening starts from today: the dialog may stay mounted across days at a camp.
  const { register, handleSubmit, formState, showServerErrors } = useRequestForm({
    schema: signOffForm,
    defaults: blank(),
    resetOn: target !== null && [target],
  });

  const mutation = useMutation({
    mutationFn: ({ target, body }: { target: SignOffTarget; body: SignOffRequest }) =>
      signOffRequirement(target.scout.id, target.badge.id, target.index, body),
    onSuccess: async (_result, { target }) => {
      toast({ title: "Signed off", description: `${target.requirement} (${target.badge.name}) for ${target.scout.name}.` });
      onOpenChange(false);
      await refreshSignOffReads();
    },
    onError: (error) => {
      showServerErrors(error);
      toastError(errorMessage(error, "Could not sign it off. Please try again."));
    },
  });

  const onSubmit = handleSubmit((body) => {
    if (target) mutation.mutate({ target, body });
  });

  return (
    <FormDialog
      open={target !== null}
      onOpenChange={onOpenChange}
      title="Sign off requirement"
      description={target ? `${target.scout.name} · ${target.badge.name}: ${target.requirement}` : ""}
      onSubmit={onSubmit}
      submitLabel="Sign off"
      pendingLabel="Signing off..."
      pending={mutation.isPending}
      dirty={formState.isDirty}
    >
      <FormField id={`${id}-date`} label="Done on" error={formState.errors.date} required>
        {(props) => <Input {...props} type="date" max={troopToday()} {...register("date")} />}
      </FormField>
      <FormField id={`${id}-note`} label="Note (optional)" hint={`Up to ${SIGN_OFF_NOTE_MAX} characters.`} error={formState.errors.note}>
        {(props) => <Textarea {...props} rows={3} {...register("note")} />}
      </FormField>
    </FormDialog>
  );
}
