import type { Scout } from "@shared/api/scouts";
import { useMutation } from "@tanstack/react-query";
import { X } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast, toastError } from "@/lib/use-toast";
import { refreshRosterQueries, unlinkParent } from "../api";
import { contactStatus } from "../contact-status";

type Parent = Scout["parents"][number];

/**
 * Under a roster name: whether the scout has an account, each linked parent with an unlink button,
 * and the family's other contacts with where each stands (invited when, no email).
 */
export function LinkedParents({ scout }: { scout: Scout }) {
  const [unlinking, setUnlinking] = useState<Parent | null>(null);
  const unlink = useMutation({
    mutationFn: (p: Parent) => unlinkParent(scout.id, p.userId),
    onSuccess: async (_, p) => {
      toast({ title: "Parent unlinked", description: `${p.name} no longer follows ${scout.name}.` });
      await refreshRosterQueries();
    },
    onError: () => toastError("Could not unlink the parent. Please try again."),
  });
  // A contact with an account is listed with the parents above; the rest are the family's other contacts.
  const contacts = scout.contacts.filter((c) => !c.hasAccount);
  return (
    <div className="mt-1 grid gap-1 text-xs font-normal">
      <span className={scout.hasAccount ? "text-emerald-800" : "text-muted-foreground"}>
        {scout.hasAccount ? "Has an account" : "No account yet"}
      </span>
      {scout.parents.length > 0 && (
        <ul aria-label={`Parents of ${scout.name}`} className="grid gap-1">
          {scout.parents.map((p) => (
            <li key={p.userId} className="flex max-w-56 items-start gap-1">
              <span className="min-w-0 flex-1 wrap-anywhere">
                Parent: {p.name} <span className="text-muted-foreground">({p.email})</span>
              </span>
              <button
                type="button"
                className="rounded p-0.5 text-muted-foreground hover:text-destructive focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={`Unlink ${p.name} from ${scout.name}`}
                onClick={() => setUnlinking(p)}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {contacts.length > 0 && (
        <ul aria-label={`Contacts of ${scout.name}`} className="grid gap-0.5">
          {contacts.map((c) => (
            <li key={`${c.name}-${c.email ?? c.phone ?? ""}`} className="max-w-56 wrap-anywhere">
              Contact: {c.name}
              {c.relationship && ` (${c.relationship})`} <span className="text-muted-foreground">· {contactStatus(c)}</span>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={unlinking !== null}
        onOpenChange={(open) => !open && setUnlinking(null)}
        title={`Unlink ${unlinking?.name}?`}
        description={`${unlinking?.name} will no longer see ${scout.name}. Their account stays.`}
        confirmLabel="Unlink"
        onConfirm={() => unlinking && unlink.mutate(unlinking)}
      />
    </div>
  );
}
