import type { Invite } from "@shared/api/invites";
import { useMutation } from "@tanstack/react-query";
import { format } from "date-fns";
import { Printer } from "lucide-react";
import QRCode from "qrcode";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { createInvite, type InviteKind, inviteUrl } from "@/features/invites/api";
import { errorMessage } from "@/lib/api-request";

type Props = { scout: { id: string; name: string } | null; kind: InviteKind; onOpenChange: (open: boolean) => void };

const TEXT = {
  scout: { title: "Sign-up code", who: (name: string) => `For ${name} to create their own account.` },
  parent: { title: "Parent invite", who: (name: string) => `For a parent or guardian of ${name}.` },
} as const;

/**
 * Makes a new code when opened and shows it on a card to print or hand over: the name, the code,
 * the address to open and a QR code of that address. Only the card prints (see index.css).
 */
export function InviteCardDialog({ scout, kind, onOpenChange }: Props) {
  return (
    <Dialog open={scout !== null} onOpenChange={onOpenChange}>
      <DialogContent>{scout && <InviteCardBody scout={scout} kind={kind} />}</DialogContent>
    </Dialog>
  );
}

function InviteCardBody({ scout, kind }: { scout: { id: string; name: string }; kind: InviteKind }) {
  const make = useMutation({ mutationFn: () => createInvite(scout.id, kind) });
  // One code per opening of the dialog; a ref survives StrictMode's second effect run, so it never makes two.
  const started = useRef(false);
  const { mutate } = make;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);
  const text = TEXT[kind];

  return (
    <>
      <DialogHeader>
        <DialogTitle>
          {text.title}: {scout.name}
        </DialogTitle>
        <DialogDescription>{text.who(scout.name)} The code works once, for 14 days.</DialogDescription>
      </DialogHeader>
      {make.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(make.error, "Could not make a code. Please try again.")}
        </p>
      ) : make.data ? (
        <InviteCard invite={make.data} scoutName={scout.name} title={text.title} />
      ) : (
        <div className="grid gap-2" aria-busy="true">
          <Skeleton className="h-48 w-full" />
        </div>
      )}
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
    <div className="grid gap-4">
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
          Valid until {format(new Date(invite.expiresAt), "PPP")}. Works once.
        </p>
      </section>
      <Button onClick={() => window.print()} className="justify-self-end">
        <Printer aria-hidden="true" />
        Print card
      </Button>
    </div>
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
