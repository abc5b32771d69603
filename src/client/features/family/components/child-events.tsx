import type { ReplyAnswer } from "@shared/api/event-logistics";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Car, Check, FileSignature, HandHelping, ThumbsUp, Wallet, X } from "lucide-react";
import { useState } from "react";
import { KitList } from "@/components/kit-list";
import { ReplyNoteDialog } from "@/components/reply-note-dialog";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { WhenFirstOpened } from "@/components/when-first-opened";
import { useMoney } from "@/features/troop/hooks/use-money";
import { errorMessage } from "@/lib/api-request";
import { formatDate, formatDateTime } from "@/lib/format-date";
import { lazyNamed } from "@/lib/lazy-named";
import { queryClient } from "@/lib/query-client";
import { toast, toastError } from "@/lib/use-toast";
import {
  childEventAction,
  childEventsQuery,
  type FamilyEvent,
  keepConsent,
  keepWaitlistPosition,
  myHelperOfferQuery,
  refreshFamilyQueries,
  replyForChild,
  withdrawConsent,
  withdrawHelperOffer,
} from "../api";
import { PARTICIPATION_TEXT } from "../participation-text";

// The consent and helper forms (and the form library) load when first opened.
const ConsentDialog = lazyNamed(() => import("./consent-dialog"), "ConsentDialog");
const HelperOfferDialog = lazyNamed(() => import("./helper-offer-dialog"), "HelperOfferDialog");

/** The child's state in words, with the number on the waiting list when known. */
function stateText(e: FamilyEvent): string {
  if (e.participation === "waitlisted" && e.waitlistPosition) return `On the waiting list · number ${e.waitlistPosition}`;
  // Answered "no" (or withdrawn): the leaders know, which "Not signed up" would not say.
  if (e.participation === "none" && e.reply === "no") return "Can't come";
  return PARTICIPATION_TEXT[e.participation];
}

const full = (e: FamilyEvent) => !!e.maxParticipants && e.currentParticipants >= e.maxParticipants;

/**
 * The troop's upcoming events with the child's state: Going / Can't come on the child's behalf (and
 * approve / decline a request that waits for a parent's OK), the consent to sign when the event asks
 * for one, the kit list and cost, and the parent's own offer to drive or help.
 */
export function ChildEvents({ scoutId, name }: { scoutId: string; name: string }) {
  const events = useQuery(childEventsQuery(scoutId));
  const [cantCome, setCantCome] = useState<FamilyEvent | null>(null);
  const [signing, setSigning] = useState<FamilyEvent | null>(null);
  const [helping, setHelping] = useState<FamilyEvent | null>(null);

  const reply = useMutation({
    mutationFn: ({ event, answer, note }: { event: FamilyEvent; answer: ReplyAnswer; note?: string; withdraw?: boolean }) =>
      replyForChild(scoutId, event.id, { answer, note }),
    onSuccess: async (result, { event, withdraw }) => {
      const said = withdraw
        ? { title: "Withdrawn", description: `${name} · ${event.title}` }
        : result.status === "joined"
          ? { title: "Going", description: `${name} is going to ${event.title}.` }
          : result.status === "waitlisted"
            ? {
                title: "On the waiting list",
                description: `${event.title} is full: ${name} is number ${result.position ?? "?"} on the waiting list.`,
              }
            : result.status === "pending"
              ? { title: "Request sent", description: `${name} · ${event.title}` }
              : { title: "Can't come", description: `The leaders know ${name} can't come to ${event.title}.` };
      toast(said);
      setCantCome(null);
      await refreshFamilyQueries();
      if (result.status === "waitlisted") keepWaitlistPosition(scoutId, event.id, result.position);
    },
    onError: async (error) => {
      toastError(errorMessage(error, "That did not work. Please try again."));
      await refreshFamilyQueries();
    },
  });
  const decide = useMutation({
    mutationFn: ({ event, action }: { event: FamilyEvent; action: "approve" | "decline" }) => childEventAction(scoutId, event.id, action),
    onSuccess: async (_, { event, action }) => {
      toast({ title: action === "approve" ? "Approved" : "Declined", description: `${name} · ${event.title}` });
      await refreshFamilyQueries();
    },
    onError: async (error) => {
      toastError(errorMessage(error, "That did not work. Please try again."));
      await refreshFamilyQueries();
    },
  });
  const unsign = useMutation({
    mutationFn: (event: FamilyEvent) => withdrawConsent(scoutId, event.id),
    onSuccess: async (_, event) => {
      keepConsent(scoutId, event.id, null);
      toast({ title: "Consent withdrawn", description: `${name} · ${event.title}` });
      await refreshFamilyQueries();
      keepConsent(scoutId, event.id, null);
    },
    onError: (error) => toastError(errorMessage(error, "Could not withdraw the consent. Please try again.")),
  });

  if (events.isLoading) return <Skeleton className="h-32 w-full" />;
  if (events.isError)
    return (
      <p role="alert" className="text-destructive">
        {errorMessage(events.error, "Could not load events.")}
      </p>
    );
  const now = Date.now();
  const upcoming = (events.data ?? []).filter((e) => new Date(e.startDate).getTime() > now);
  if (upcoming.length === 0) return <p className="text-muted-foreground">No upcoming events.</p>;
  const busy = reply.isPending || decide.isPending;

  return (
    <>
      <ul className="grid gap-3" aria-label={`Events for ${name}`}>
        {upcoming.map((e) => {
          const taking = e.participation !== "none";
          return (
            <li key={e.id} className="grid gap-3 rounded-lg border bg-card p-3" data-testid="child-event">
              <div className="grid gap-2 sm:flex sm:items-start sm:justify-between">
                <div className="min-w-0">
                  <p className="break-words font-medium">{e.title}</p>
                  <p className="text-sm text-muted-foreground">
                    <time dateTime={e.startDate}>{formatDateTime(e.startDate)}</time> · {e.location}
                  </p>
                  <p className="text-sm font-medium" data-testid="child-event-state">
                    {stateText(e)}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2 sm:justify-end">
                  {e.participation === "pending" ? (
                    <>
                      <Button
                        size="sm"
                        disabled={busy}
                        aria-label={`Approve: ${e.title}`}
                        onClick={() => decide.mutate({ event: e, action: "approve" })}
                      >
                        Approve
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={busy}
                        aria-label={`Decline: ${e.title}`}
                        onClick={() => decide.mutate({ event: e, action: "decline" })}
                      >
                        Decline
                      </Button>
                    </>
                  ) : e.participation === "none" ? (
                    <>
                      {full(e) && !e.waitlist ? (
                        <p className="rounded-md bg-slate-200 px-3 py-1.5 text-sm font-medium text-slate-800">This event is full.</p>
                      ) : (
                        <Button
                          size="sm"
                          disabled={busy}
                          aria-label={`Sign up: ${e.title}`}
                          onClick={() => reply.mutate({ event: e, answer: "yes" })}
                        >
                          <ThumbsUp aria-hidden="true" />
                          {full(e) ? "Sign up (waiting list)" : "Sign up"}
                        </Button>
                      )}
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={busy}
                        aria-label={`Can't come: ${e.title}`}
                        onClick={() => setCantCome(e)}
                      >
                        <X aria-hidden="true" />
                        Can't come
                      </Button>
                    </>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy}
                      aria-label={`Withdraw place: ${e.title}`}
                      onClick={() => reply.mutate({ event: e, answer: "no", withdraw: true })}
                    >
                      Withdraw place
                    </Button>
                  )}
                </div>
              </div>
              {(e.cost > 0 || (taking && e.kitList.length > 0)) && (
                <div className="grid gap-1 text-sm">
                  {e.cost > 0 && <CostLine cents={e.cost} />}
                  {taking && e.kitList.length > 0 && <KitList items={e.kitList} />}
                </div>
              )}
              {e.consentRequired && (
                <ConsentLine
                  event={e}
                  taking={taking}
                  busy={unsign.isPending}
                  onSign={() => setSigning(e)}
                  onWithdraw={() => unsign.mutate(e)}
                />
              )}
              <HelpLine event={e} onOffer={() => setHelping(e)} />
            </li>
          );
        })}
      </ul>
      <ReplyNoteDialog
        eventTitle={cantCome?.title ?? null}
        who={name}
        pending={reply.isPending}
        onOpenChange={(open) => !open && setCantCome(null)}
        onSubmit={(note) => cantCome && reply.mutate({ event: cantCome, answer: "no", note })}
      />
      <WhenFirstOpened open={signing !== null}>
        <ConsentDialog scoutId={scoutId} childName={name} event={signing} onOpenChange={(open) => !open && setSigning(null)} />
      </WhenFirstOpened>
      <WhenFirstOpened open={helping !== null}>
        <HelperOfferDialog
          event={helping}
          offer={helping ? (queryClient.getQueryData(myHelperOfferQuery(helping.id).queryKey) ?? null) : null}
          onOpenChange={(open) => !open && setHelping(null)}
        />
      </WhenFirstOpened>
    </>
  );
}

function CostLine({ cents }: { cents: number }) {
  const money = useMoney();
  return (
    <p className="flex items-center gap-2" data-testid="child-event-cost">
      <Wallet className="size-4 shrink-0" aria-hidden="true" />
      Cost: <span className="font-medium">{money.format(cents)}</span>
    </p>
  );
}

/** The consent the event asks for: signed (by whom, when, with Withdraw), or the button to sign. */
function ConsentLine({
  event,
  taking,
  busy,
  onSign,
  onWithdraw,
}: {
  event: FamilyEvent;
  taking: boolean;
  busy: boolean;
  onSign: () => void;
  onWithdraw: () => void;
}) {
  const consent = event.consent;
  if (consent && !consent.withdrawnAt) {
    return (
      <div
        className="flex flex-wrap items-center gap-2 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
        data-testid="consent-signed"
      >
        <Check className="size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0 flex-1">
          {consent.method === "paper"
            ? `Consent given on paper · ${formatDate(consent.signedAt)}`
            : `Consent signed by ${consent.signedName ?? "you"} · ${formatDate(consent.signedAt)}`}
        </span>
        <Button size="sm" variant="outline" disabled={busy} aria-label={`Withdraw consent: ${event.title}`} onClick={onWithdraw}>
          Withdraw consent
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="consent-needed">
      <FileSignature className="size-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0 flex-1">
        {taking ? "Needs consent: your child counts as going once you sign." : "This event needs a parent's consent."}
      </span>
      <Button size="sm" aria-label={`Sign consent: ${event.title}`} onClick={onSign}>
        Sign consent
      </Button>
    </div>
  );
}

/** The parent's own offer of help for the event (any child's), with Change and Withdraw; or Offer help. */
function HelpLine({ event, onOffer }: { event: FamilyEvent; onOffer: () => void }) {
  const offer = useQuery(myHelperOfferQuery(event.id));
  const withdraw = useMutation({
    mutationFn: () => withdrawHelperOffer(event.id),
    onSuccess: () => {
      queryClient.setQueryData(myHelperOfferQuery(event.id).queryKey, null);
      toast({ title: "Offer withdrawn", description: event.title });
    },
    onError: (error) => toastError(errorMessage(error, "Could not withdraw your offer. Please try again.")),
  });
  if (offer.isLoading || offer.isError) return null;
  const mine = offer.data;
  if (!mine)
    return (
      <div className="flex">
        <Button size="sm" variant="ghost" className="px-2" aria-label={`Offer help: ${event.title}`} onClick={onOffer}>
          <HandHelping aria-hidden="true" />
          Offer help (drive or help out)
        </Button>
      </div>
    );
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="helper-offer">
      {mine.kind === "driver" ? <Car className="size-4" aria-hidden="true" /> : <HandHelping className="size-4" aria-hidden="true" />}
      <span className="min-w-0 flex-1">
        You offered to {mine.kind === "driver" ? `drive (${mine.seats === 1 ? "1 seat" : `${mine.seats ?? 0} seats`})` : "help"}
        {mine.note ? ` · “${mine.note}”` : ""}
      </span>
      <Button size="sm" variant="outline" aria-label={`Change offer: ${event.title}`} onClick={onOffer}>
        Change
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={withdraw.isPending}
        aria-label={`Withdraw offer: ${event.title}`}
        onClick={() => withdraw.mutate()}
      >
        Withdraw
      </Button>
    </div>
  );
}
