import { useMutation } from "@tanstack/react-query";
import { Copy, RefreshCw } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast, toastError } from "@/lib/use-toast";
import { regenerateCodes, replaceCachedCodes } from "../api";

/** leaderInviteCode is null for an assistant: only the troop's admins invite leaders, and only they regenerate codes. */
type Props = { leaderInviteCode: string | null; scoutJoinCode: string; canRegenerate?: boolean };

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: "Copied", description: `${what} copied to the clipboard.` });
  } catch {
    toastError(`Could not copy the ${what.toLowerCase()}. Select it and copy it instead.`);
  }
}

function CodeRow({ id, label, hint, code }: { id: string; label: string; hint: string; code: string }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={code}
          readOnly
          className="font-mono tracking-wider"
          aria-describedby={`${id}-hint`}
          onFocus={(e) => e.target.select()}
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={`Copy ${label.toLowerCase()}`}
          onClick={() => void copy(code, label)}
        >
          <Copy aria-hidden="true" />
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}

/** The leader invite code and scout join code: read-only, copyable, and regenerated after a confirmation. */
export function JoinCodesCard({ leaderInviteCode, scoutJoinCode, canRegenerate = true }: Props) {
  const [confirming, setConfirming] = useState(false);
  const mutation = useMutation({
    mutationFn: regenerateCodes,
    onSuccess: (saved) => {
      replaceCachedCodes(saved);
      toast({ title: "Codes Regenerated", description: "Share the new codes; the old ones no longer work." });
    },
    onError: () => toastError("Failed to regenerate the codes. Please try again."),
  });

  return (
    <fieldset className="grid gap-4 rounded-lg border p-4">
      <legend className="px-1 text-sm font-semibold">Join codes</legend>
      {leaderInviteCode === null ? (
        <p className="text-sm text-muted-foreground">Only the troop's admins can invite leaders.</p>
      ) : (
        <CodeRow
          id="leader-invite-code"
          label="Leader invite code"
          hint="Another leader enters this when creating an account."
          code={leaderInviteCode}
        />
      )}
      <CodeRow
        id="scout-join-code"
        label="Scout join code"
        hint="Scouts who are not on your roster yet sign up with this."
        code={scoutJoinCode}
      />
      {canRegenerate && (
        <>
          <div>
            <Button type="button" variant="outline" disabled={mutation.isPending} onClick={() => setConfirming(true)}>
              <RefreshCw aria-hidden="true" />
              {mutation.isPending ? "Regenerating..." : "Regenerate codes"}
            </Button>
          </div>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Regenerate join codes?"
            description="Both codes will be replaced. The old codes stop working at once, so anyone you gave them to will need the new ones."
            confirmLabel="Regenerate"
            onConfirm={() => mutation.mutate()}
          />
        </>
      )}
    </fieldset>
  );
}
