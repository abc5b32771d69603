import type { Invite } from "@shared/api/invites";
import type { Scout } from "@shared/api/scouts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { format } from "date-fns";
import { Printer, RefreshCw } from "lucide-react";
import QRCode from "qrcode";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { createInvite, currentInviteQuery, type InviteKind, inviteUrl, showAsCurrent } from "@/features/invites/api";
import { errorMessage } from "@/lib/api-request";
import { InviteParentsPanel } from "./invite-parents-panel";

/** A roster scout; with its contacts, the parent invite can also be emailed to the family. */
type CardScout = { id: string; name: string } & Partial<Pick<Scout, "contacts">>;
type Props = { scout: CardScout | null; kind: InviteKind; onOpenChange: (open: boolean) => void };

const TEXT = {
  scout: {
    title: "Sign-up code",
    who: (name: string) => `For ${name} to create their own account.`,
    replaceTitle: "Replace this code?",
    replace: (code: string) =>
      `The card with ${code} stops working at once: anyone holding it needs the new card. Make a new code only if the old one was lost or given to the wrong person.`,
    replaceHidden: "The card made earlier stops working at once: anyone holding it needs the new card.",
  },
  parent: {
    title: "Parent invite",
    who: (name: string) => `For a parent or guardian of ${name}.`,
    replaceTitle: "Make a code for another parent?",
    replace: (code: string) =>
      `Each parent needs a code of their own. ${code} keeps working until it is used or runs out; the new code is for another parent.`,
    replaceHidden: "Each parent needs a code of their own. The earlier code keeps working until it is used or runs out.",
  },
} as const;

const day = (iso: string) => format(new Date(iso), "PPP");

/**
 * A scout's personal code on a card to print or hand over: the name, the code, the address to open
 * and a QR code of that address. Opening it shows the code already handed out (a card printed last
 * week keeps working); only when there is none is one made. A new code is a deliberate step with
 * a warning, since for a scout it stops the old card. Only the card prints (see index.css).
 */
export function InviteCardDialog({ scout, kind, onOpenChange }: Props) {
  return (
    <Dialog open={scout !== null} onOpenChange={onOpenChange}>
      <DialogContent>{scout && <InviteCardBody scout={scout} kind={kind} />}</DialogContent>
    </Dialog>
  );
}

function InviteCardBody({ scout, kind }: { scout: CardScout; kind: InviteKind }) {
  const current = useQuery(currentInviteQuery(scout.id, kind));
  const make = useMutation({
    mutationFn: () => createInvite(scout.id, kind),
    onSuccess: (invite) => showAsCurrent(scout.id, kind, invite),
  });
  const [confirmNew, setConfirmNew] = useState(false);
  const text = TEXT[kind];
  const live = current.data?.current ?? null;

  // No code handed out yet: make the first one at once. A ref survives StrictMode's second effect
  // run, so one opening never makes two.
  const started = useRef(false);
  const { mutate } = make;
  const none = current.isSuccess && current.data.current === null;
  useEffect(() => {
    if (!none || started.current) return;
    started.current = true;
    mutate();
  }, [none, mutate]);

  const failure = current.error ?? make.error;
  return (
    <>
      <DialogHeader>
        <DialogTitle>
          {text.title}: {scout.name}
        </DialogTitle>
        <DialogDescription>{text.who(scout.name)} A code works once, for 14 days.</DialogDescription>
      </DialogHeader>
      {kind === "parent" && scout.contacts && (
        <section aria-labelledby={`email-family-${scout.id}`} className="grid gap-2">
          <h3 id={`email-family-${scout.id}`} className="text-sm font-semibold">
            Email the family
          </h3>
          <InviteParentsPanel scouts={[{ id: scout.id, name: scout.name, contacts: scout.contacts }]} />
          <h3 className="text-sm font-semibold">Or print a card</h3>
        </section>
      )}
      {failure ? (
        <p role="alert" className="text-destructive">
          {errorMessage(failure, "Could not show the code. Please try again.")}
        </p>
      ) : live && !make.isPending ? (
        <div className="grid gap-4">
          {live.code ? (
            <InviteCard invite={{ code: live.code, expiresAt: live.expiresAt }} scoutName={scout.name} title={text.title} />
          ) : (
            <p className="rounded-md border border-dashed p-4 text-sm" data-testid="invite-hidden">
              A code made on {day(live.createdAt)} works until {day(live.expiresAt)}, but it was made before codes were kept, so it cannot
              be shown again. Make a new code to print a card.
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setConfirmNew(true)}>
              <RefreshCw aria-hidden="true" />
              New code
            </Button>
            {live.code && (
              <Button onClick={() => window.print()}>
                <Printer aria-hidden="true" />
                Print card
              </Button>
            )}
          </div>
        </div>
      ) : (
        <div className="grid gap-2" aria-busy="true">
          <Skeleton className="h-48 w-full" />
        </div>
      )}
      <ConfirmDialog
        open={confirmNew}
        onOpenChange={setConfirmNew}
        title={text.replaceTitle}
        description={live?.code ? text.replace(live.code) : text.replaceHidden}
        confirmLabel="New code"
        onConfirm={() => make.mutate()}
      />
    </>
  );
}

function InviteCard({ invite, scoutName, title }: { invite: Invite; scoutName: string; title: string }) {
  const url = inviteUrl(invite.code);
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(url, { margin: 1, width: 220, errorCorrectionLevel: "M" }).then((data) => live && setQr(data));
    return () => {
      live = false;
    };
  }, [url]);

  return (
    <section className="invite-print-card grid gap-3 rounded-lg border-2 border-dashed p-4 text-center" aria-label={`${title} card`}>
      <p className="text-sm font-medium text-muted-foreground">{title}</p>
      <p className="break-words text-xl font-bold">{scoutName}</p>
      <p className="font-mono text-2xl font-bold tracking-[0.2em]" data-testid="invite-code">
        {invite.code}
      </p>
      {qr ? <img src={qr} alt={`QR code for ${url}`} className="mx-auto size-44" /> : <Skeleton className="mx-auto size-44" />}
      <p className="text-sm">
        Open <InviteLink url={url} />
      </p>
      <p className="text-xs text-muted-foreground" data-testid="invite-expiry">
        Valid until {day(invite.expiresAt)}. Works once.
      </p>
    </section>
  );
}

/** The address, breakable before its path and its query: a narrow card wraps it there, not mid-code. */
function InviteLink({ url }: { url: string }) {
  const path = url.indexOf("/login");
  const query = url.indexOf("?");
  if (path < 0 || query < path) return <span className="font-medium [overflow-wrap:anywhere]">{url}</span>;
  return (
    <span className="font-medium [overflow-wrap:anywhere]">
      {url.slice(0, path)}
      <wbr />
      {url.slice(path, query)}
      <wbr />
      {url.slice(query)}
    </span>
  );
}
