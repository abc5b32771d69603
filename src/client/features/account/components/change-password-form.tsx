import { useMutation } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/api-request";
import { toast, toastError } from "@/lib/use-toast";
import { changePassword } from "../../auth/api";
import { checkPasswordChange } from "../password-checks";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * Change Password form (spec §5 checks, PUT /api/change-password). onDone runs after a successful change.
 */
export function ChangePasswordForm({ onDone }: { onDone?: () => void }) {
  const id = useId();
  const [fields, setFields] = useState(EMPTY);
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      setFields(EMPTY);
      toast({ title: "Password Updated", description: "Your password has been changed successfully." });
      onDone?.();
    },
    onError: (error) => {
      toastError(errorMessage(error, "Failed to change password. Please try again."));
    },
  });

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const problem = checkPasswordChange(fields);
    if (problem) {
      toast({ ...problem, variant: "destructive" });
      return;
    }
    mutation.mutate({ currentPassword: fields.currentPassword, newPassword: fields.newPassword });
  }

  const field = (name: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        type="password"
        autoComplete={autoComplete}
        value={fields[name]}
        onChange={(e) => setFields((f) => ({ ...f, [name]: e.target.value }))}
      />
    </div>
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
