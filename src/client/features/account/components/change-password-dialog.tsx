import { KeyRound } from "lucide-react";
import { Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { lazyNamed } from "@/lib/lazy-named";

// The form (and the form library) loads when the dialog first opens, not with every page's top bar.
const ChangePasswordForm = lazyNamed(() => import("./change-password-form"), "ChangePasswordForm");

/** Key icon button opening the Change Password form in a dialog (leaders' way to change their password). */
export function ChangePasswordDialog({ triggerClassName }: { triggerClassName?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Tooltip>
        <TooltipTrigger asChild>
          <DialogTrigger asChild>
            <Button variant="ghost" size="icon" aria-label="Change password" className={triggerClassName}>
              <KeyRound aria-hidden="true" />
            </Button>
          </DialogTrigger>
        </TooltipTrigger>
        <TooltipContent>Change password</TooltipContent>
      </Tooltip>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change Password</DialogTitle>
          <DialogDescription>Enter your current password and choose a new one of at least 6 characters.</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<Skeleton className="h-56 w-full" />}>
          <ChangePasswordForm onDone={() => setOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
