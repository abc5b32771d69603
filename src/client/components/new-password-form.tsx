import { MIN_PASSWORD_LENGTH } from "@shared/constants";
import { useMutation } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { useId } from "react";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api-request";
import type { NewPasswordValues } from "@/lib/new-password-form-rules";
import { useRequestForm } from "@/lib/use-request-form";
import { toastError } from "@/lib/use-toast";

type Props<Request> = {
  /** From newPasswordForm: the values become the request body the server checks. */
  schema: z.ZodType<Request, NewPasswordValues>;
  submit: (body: Request) => Promise<unknown>;
  onSuccess: () => void | Promise<void>;
  /** Called with a refusal after its field messages are placed and its toast shown. */
  onError?: (error: unknown) => void;
  /** The toast's text when the server gives no reason. */
  failure: string;
  submitLabel: string;
  /** The form's accessible name when the page or dialog holds more than one form. */
  label?: string;
};

const EMPTY: NewPasswordValues = { newPassword: "", confirmPassword: "" };

/** New password and its confirmation, with the server's messages at the fields (a 400's `newPassword`). */
export function NewPasswordForm<Request>({ schema, submit, onSuccess, onError, failure, submitLabel, label }: Props<Request>) {
  const id = useId();
  const { register, handleSubmit, formState, showServerErrors } = useRequestForm({ schema, defaults: EMPTY });
  const mutation = useMutation({
    mutationFn: submit,
    onSuccess: () => onSuccess(),
    onError: (error) => {
      showServerErrors(error);
      toastError(errorMessage(error, failure));
      onError?.(error);
    },
  });

  return (
    <form noValidate aria-label={label} onSubmit={handleSubmit((body) => mutation.mutate(body))} className="grid gap-4">
      <FormField
        id={`${id}-newPassword`}
        label="New Password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        error={formState.errors.newPassword}
      >
        {(props) => <Input {...props} type="password" autoComplete="new-password" {...register("newPassword")} />}
      </FormField>
      <FormField id={`${id}-confirmPassword`} label="Confirm New Password" error={formState.errors.confirmPassword}>
        {(props) => <Input {...props} type="password" autoComplete="new-password" {...register("confirmPassword")} />}
      </FormField>
      <Button type="submit" disabled={mutation.isPending} className="w-full sm:w-auto sm:justify-self-start">
        {mutation.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
        {mutation.isPending ? "Saving..." : submitLabel}
      </Button>
    </form>
  );
}
