import { setPasswordBody } from "@shared/api/password-reset";
import { useMemo } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { newPasswordForm } from "@/lib/new-password-form-rules";
import { toast } from "@/lib/use-toast";
import { NewPasswordForm } from "./new-password-form";

type Props = {
  /** The child's name; null keeps the dialog closed. */
  name: string | null;
  onOpenChange: (open: boolean) => void;
  /** PUT of {newPassword} for this child (a leader's roster call or a parent's). */
  submit: (newPassword: string) => Promise<unknown>;
};

/**
 * A leader or a linked parent gives a child's account a new password (a child without an email
 * cannot use a reset link). The child's sessions end, so the dialog says so.
 */
export function SetPasswordDialog({ name, onOpenChange, submit }: Props) {
  const schema = useMemo(() => newPasswordForm((newPassword) => ({ newPassword }), setPasswordBody), []);
  return (
    <Dialog open={name !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Set a new password for {name}</DialogTitle>
          <DialogDescription>
            {name} signs in with this password from now on and is signed out everywhere. Tell them the new password yourself.
          </DialogDescription>
        </DialogHeader>
        {name !== null && (
          <NewPasswordForm
            schema={schema}
            submit={(body) => submit(body.newPassword)}
            failure="Could not set the password. Please try again."
            submitLabel="Set password"
            onSuccess={() => {
              toast({ title: "Password set", description: `${name} can sign in with the new password now.` });
              onOpenChange(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
