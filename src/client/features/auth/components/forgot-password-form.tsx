import { zodResolver } from "@hookform/resolvers/zod";
import { passwordResetRequestBody } from "@shared/api/password-reset";
import { useMutation } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { errorMessage } from "@/lib/api-request";
import { requestForm } from "@/lib/request-form";
import { applyServerFieldErrors } from "@/lib/server-field-errors";
import { toastError } from "@/lib/use-toast";
import { requestPasswordReset } from "../api";
import { EmailInput } from "./email-input";

/**
 * What the form says after every request, whether or not an account has the address (no hint
 * whether an account exists).
 */
export const RESET_REQUESTED =
  "If an account uses this email, a link to choose a new password is on its way. It works once, within an hour.";

const values = z.object({ email: z.string() });
const schema = requestForm({ values, toRequest: (v) => ({ email: v.email }), request: passwordResetRequestBody });

/** "Forgot password?" on the sign-in card: asks for a reset link by email. */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const id = useId();
  const doneRef = useRef<HTMLParagraphElement>(null);
  const form = useForm<z.infer<typeof values>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: initialEmail },
  });
  const { register, handleSubmit, setError, setFocus, formState } = form;
  const mutation = useMutation({
    mutationFn: requestPasswordReset,
    onError: (error) => {
      applyServerFieldErrors(setError, error, ["email"]);
      toastError(errorMessage(error, "Could not send the request. Please try again."));
    },
  });

  useEffect(() => {
    setFocus("email");
  }, [setFocus]);
  // The answer replaces the form; focus follows it so it is read out.
  useEffect(() => {
    if (mutation.isSuccess) doneRef.current?.focus();
  }, [mutation.isSuccess]);

  if (mutation.isSuccess) {
    return (
      <div className="grid gap-4">
        <p ref={doneRef} tabIndex={-1} role="status" className="flex items-start gap-2 rounded-md bg-muted p-4 text-sm focus:outline-none">
          <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{RESET_REQUESTED}</span>
        </p>
        <Button className="w-full" onClick={onBack}>
          Back to sign in
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">Type the email you sign in with. We email you a link to choose a new password.</p>
      <form noValidate aria-label="Forgot password" onSubmit={handleSubmit((body) => mutation.mutate(body))} className="grid gap-4">
        <FormField id={`${id}-email`} label="Email" error={formState.errors.email}>
          {(props) => <EmailInput {...props} {...register("email")} />}
        </FormField>
        <Button type="submit" className="w-full" disabled={mutation.isPending}>
          {mutation.isPending ? "Please wait..." : "Send reset link"}
        </Button>
      </form>
      <Button variant="link" className="h-auto whitespace-normal p-1" onClick={onBack}>
        Back to sign in
      </Button>
    </div>
  );
}
