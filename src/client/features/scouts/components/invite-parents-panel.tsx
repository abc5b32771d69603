import type { ParentInvitesResult } from "@shared/api/invites";
import type { Scout } from "@shared/api/scouts";
import { useMutation } from "@tanstack/react-query";
import { Mail } from "lucide-react";
import { Button } from "@/components/ui/button";
import { emailParentInvites } from "@/features/invites/api";
import { errorMessage } from "@/lib/api-request";
import { toast, toastError } from "@/lib/use-toast";
import { refreshRosterQueries } from "../api";
import { contactStatus } from "../contact-status";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * "Invite parents" for one scout or the roster's selection: each scout's contacts and where each
 * stands (has an account, invited when, no email), and one button that emails a parent invite to
 * every contact with an email and no account. What was skipped, and why, stays on screen.
 */
export function InviteParentsPanel({ scouts }: { scouts: Pick<Scout, "id" | "name" | "contacts">[] }) {
  const send = useMutation({
    mutationFn: () => emailParentInvites(scouts.map((s) => s.id)),
    onSuccess: async (result) => {
      toast({
        title: result.sent > 0 ? "Invites sent" : "No invites sent",
        description: result.sent > 0 ? `${count(result.sent, "parent invite", "parent invites")} emailed.` : "See why below.",
      });
      await refreshRosterQueries();
    },
    onError: (error) => toastError(errorMessage(error, "Could not send the invites. Please try again.")),
  });
  const skipped = new Map((send.data?.skipped ?? []).map((s) => [s.scoutId, s.reason]));
  return (
    <div className="grid gap-4">
      <ul className="grid max-h-[50vh] gap-3 overflow-y-auto" aria-label="Families to invite">
        {scouts.map((scout) => (
          <li key={scout.id} className="rounded-md border p-3 text-sm">
            <p className="font-semibold wrap-anywhere">{scout.name}</p>
            {scout.contacts.length === 0 ? (
              <p className="text-muted-foreground">No contacts yet: add them with Edit.</p>
            ) : (
              <ul className="mt-1 grid gap-1" aria-label={`Contacts of ${scout.name}`}>
                {scout.contacts.map((c) => (
                  <li key={`${c.name}-${c.email ?? c.phone ?? ""}`} className="wrap-anywhere">
                    {c.name}
                    {c.email && <span className="text-muted-foreground"> ({c.email})</span>}
                    {" · "}
                    <span className={c.hasAccount ? "text-emerald-800" : "text-muted-foreground"}>{contactStatus(c)}</span>
                  </li>
                ))}
              </ul>
            )}
            {skipped.has(scout.id) && (
              <p className="mt-1 text-amber-800" data-testid="invite-skipped">
                Not invited: {skipped.get(scout.id)}
              </p>
            )}
          </li>
        ))}
      </ul>
      <SentSummary result={send.data} />
      <div className="flex justify-end">
        <Button onClick={() => send.mutate()} disabled={send.isPending || scouts.length === 0}>
          <Mail aria-hidden="true" />
          {send.isPending ? "Sending..." : "Email invites"}
        </Button>
      </div>
    </div>
  );
}

function SentSummary({ result }: { result: ParentInvitesResult | undefined }) {
  if (!result) return null;
  return (
    <p role="status" className="text-sm font-medium" data-testid="invites-sent">
      {count(result.sent, "invite", "invites")} emailed
      {result.skipped.length > 0 && ` · ${count(result.skipped.length, "family", "families")} skipped`}.
    </p>
  );
}
