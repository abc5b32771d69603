import { useMutation } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api-request";
import { useRequestForm } from "@/lib/use-request-form";
import { toast, toastError } from "@/lib/use-toast";
import { changePassword } from "../../auth/api";
import { checkPasswordChange, type PasswordFields, passwordFormValues } from "../password-form-rules";

const EMPTY: PasswordFields = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * Change Password form (client checks, then PUT /api/change-password). onDone runs after a successful change.
 * The checks run in a fixed order and answer with fixed toasts (see checkPasswordChange), so the resolver only types the values.
 */
export function ChangePasswordForm({ onDone }: { onDone?: () => void }) {
  const id = useId();
  const { register, handleSubmit, reset, formState, showServerErrors } = useRequestForm({ schema: passwordFormValues, defaults: EMPTY });
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      reset(EMPTY);
      toast({ title: "Password Updated", description: "Your password has been changed successfully." });
      onDone?.();
    },
    onError: (error) => {
      showServerErrors(error);
      toastError(errorMessage(error, "Failed to change password. Please try again."));
    },
  });

  const onSubmit = handleSubmit((fields) => {
    const problem = checkPasswordChange(fields);
    if (problem) {
      toast({ ...problem, variant: "destructive" });
      return;
    }
    mutation.mutate({ currentPassword: fields.currentPassword, newPassword: fields.newPassword });
  });

  const field = (name: keyof PasswordFields, label: string, autoComplete: string) => (
    <FormField id={`${id}-${name}`} label={label} error={formState.errors[name]}>
      {(props) => <Input {...props} type="password" autoComplete={autoComplete} {...register(name)} />}
    </FormField>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {field("currentPassword", "Current Password", "current-password")}
      {field("newPassword", "New Password", "new-password")}
      {field("confirmPassword", "Confirm New Password", "new-password")}
      <Button type="submit" disabled={mutation.isPending} className="w-full sm:w-auto sm:justify-self-start">
        {mutation.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
        {mutation.isPending ? "Updating..." : "Update Password"}
      </Button>
    </form>
  );
}
