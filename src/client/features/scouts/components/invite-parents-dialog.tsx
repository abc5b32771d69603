import type { Scout } from "@shared/api/scouts";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { InviteParentsPanel } from "./invite-parents-panel";

type Props = { scouts: Scout[]; open: boolean; onOpenChange: (open: boolean) => void };

/** "Invite parents" for the roster's selection: every family's contacts, and one button that emails them their invites. */
export function InviteParentsDialog({ scouts, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Invite parents</DialogTitle>
          <DialogDescription>
            Each contact with an email and no account gets a parent invite: a code of their own and a link to sign up, valid for 14 days.
          </DialogDescription>
        </DialogHeader>
        {open && <InviteParentsPanel scouts={scouts} />}
      </DialogContent>
    </Dialog>
  );
}
