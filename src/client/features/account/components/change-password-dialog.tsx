import { KeyRound } from "lucide-react";
import { LazyDialogButton } from "@/components/lazy-dialog-button";
import { lazyNamed } from "@/lib/lazy-named";

// The dialog, its form and the form library load when it first opens, not with every page's top bar.
const ChangePasswordDialogBody = lazyNamed(() => import("./change-password-dialog-body"), "ChangePasswordDialogBody");

/** Key icon button opening the Change Password form in a dialog (leaders' way to change their password). */
export function ChangePasswordDialog({ triggerClassName }: { triggerClassName?: string }) {
  return (
    <LazyDialogButton
      label="Change password"
      icon={<KeyRound aria-hidden="true" />}
      className={triggerClassName}
      dialog={ChangePasswordDialogBody}
    />
  );
}
