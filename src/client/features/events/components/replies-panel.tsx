import type { ReplyRow } from "@shared/api/event-logistics";
import type { ScoutEvent } from "@shared/api/events";
import { useMutation, useQuery } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, ArrowUpDown, FileSignature, Mail, MessageSquareReply, Printer } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { WhenFirstOpened } from "@/components/when-first-opened";
import { useMoney } from "@/features/troop/hooks/use-money";
import { errorMessage } from "@/lib/api-request";
import { formatDateTime } from "@/lib/format-date";
import { lazyNamed } from "@/lib/lazy-named";
import { toast, toastError } from "@/lib/use-toast";
import { cn } from "@/lib/utils";
import { recordPaperConsent, refreshReplies, repliesQuery, setPaid } from "../api";
import {
  answerText,
  consentText,
  countReplies,
  isSignedUp,
  paymentTotals,
  type ReplySort,
  type ReplySortKey,
  sortReplies,
} from "../replies-rules";

// The form (and the form library) load when a leader first records a reply.
const RecordReplyDialog = lazyNamed(() => import("./record-reply-dialog"), "RecordReplyDialog");

/** The compose screen of messages, with the scouts who have not answered this event chosen. */
export function unansweredMessageHref(eventId: string): string {
  return `/messages/new?audience=event-unanswered&eventId=${encodeURIComponent(eventId)}`;
}

const COLUMNS: { key: ReplySortKey | null; label: string }[] = [
  { key: "name", label: "Name" },
  { key: "answer", label: "Answer" },
  { key: null, label: "Note" },
  { key: "answeredAt", label: "Answered" },
  { key: "consent", label: "Consent" },
  { key: "paid", label: "Paid" },
];

/**
 * Every active scout and their answer for one event: note, who answered and when, consent, paid, and
 * the place on the waiting list; counts and money totals above; sortable by each column; printable.
 * A leader records a reply for any of them (a family without an account phones it in).
 */
export function RepliesPanel({ event }: { event: ScoutEvent }) {
  const replies = useQuery(repliesQuery(event.id));
  const money = useMoney();
  const [sort, setSort] = useState<ReplySort>({ key: "name", direction: "ascending" });
  const [answering, setAnswering] = useState<ReplyRow | null>(null);
  // Paper consent is asked once more before it is recorded: it stands for a parent's signature.
  const [onPaper, setOnPaper] = useState<ReplyRow | null>(null);

  const paid = useMutation({
    mutationFn: ({ row, value }: { row: ReplyRow; value: boolean }) => setPaid(event.id, row.scoutId, value),
    onSuccess: (_, { row, value }) => toast({ title: value ? "Marked as paid" : "Marked as not paid", description: row.name }),
    onError: (error) => toastError(errorMessage(error, "Could not save the payment. Please try again.")),
    onSettled: () => refreshReplies(event.id),
  });
  const paper = useMutation({
    mutationFn: (row: ReplyRow) => recordPaperConsent(event.id, row.scoutId),
    onSuccess: (_, row) => toast({ title: "Paper consent recorded", description: row.name }),
    onError: (error) => toastError(errorMessage(error, "Could not record the consent. Please try again.")),
    onSettled: () => refreshReplies(event.id),
  });

  if (replies.isLoading)
    return (
      <div className="grid gap-2" aria-busy="true">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (replies.isError)
    return (
      <p role="alert" className="text-destructive">
        {errorMessage(replies.error, "Could not load the replies.")}
      </p>
    );

  const rows = replies.data ?? [];
  const counts = countReplies(rows);
  const totals = paymentTotals(rows, event.cost);
  const shown = sortReplies(rows, sort);
  const sortBy = (key: ReplySortKey) =>
    setSort((now) => ({ key, direction: now.key === key && now.direction === "ascending" ? "descending" : "ascending" }));

  return (
    <section className="print-sheet grid gap-4" aria-label={`Replies for ${event.title}`}>
      <h3 className="hidden text-lg font-bold print:block">
        {event.title} · {formatDateTime(event.startDate)}
      </h3>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4" data-testid="reply-counts">
        <Count label="Going" value={counts.going} />
        <Count label="Can't come" value={counts.cantCome} />
        <Count label="Waiting" value={counts.waiting} />
        <Count label="No answer yet" value={counts.noAnswer} />
        {counts.needsConsent > 0 && <Count label="Need consent" value={counts.needsConsent} />}
        {counts.awaitingParent > 0 && <Count label="Awaiting parent" value={counts.awaitingParent} />}
      </dl>
      {event.cost > 0 && (
        <p className="text-sm" data-testid="reply-totals">
          Cost {money.format(event.cost)} each · Expected <strong>{money.format(totals.expected, "")}</strong> · Received{" "}
          <strong>{money.format(totals.received, "")}</strong>
        </p>
      )}
      <div className="flex flex-wrap gap-2 print:hidden">
        {counts.noAnswer > 0 && (
          <Link href={unansweredMessageHref(event.id)} className={buttonVariants({ variant: "outline", size: "sm" })}>
            <Mail aria-hidden="true" />
            Message the {counts.noAnswer} with no answer
          </Link>
        )}
        <Button variant="outline" size="sm" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print replies
        </Button>
      </div>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">No active scouts on the roster yet.</p>
      ) : (
        <Table scrollLabel="Replies table" className="min-w-[44rem] print:min-w-0">
          <TableHeader>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableHead
                  key={column.label}
                  aria-sort={column.key && sort.key === column.key ? sort.direction : undefined}
                  className="px-2"
                >
                  {column.key ? (
                    <SortButton
                      label={column.label}
                      active={sort.key === column.key}
                      sort={sort}
                      onClick={() => sortBy(column.key as ReplySortKey)}
                    />
                  ) : (
                    column.label
                  )}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={row.scoutId} data-testid="reply-row">
                <TableCell className="px-2 py-2 font-medium">{row.name}</TableCell>
                <TableCell className="px-2 py-2">
                  <div className="grid justify-items-start gap-1">
                    <span className={cn("rounded px-2 py-0.5 text-xs font-medium whitespace-nowrap", ANSWER_LOOK[row.answer])}>
                      {answerText(row)}
                    </span>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="h-8 px-2 text-xs print:hidden"
                      aria-label={`Record a reply for ${row.name}`}
                      onClick={() => setAnswering(row)}
                    >
                      <MessageSquareReply aria-hidden="true" />
                      Record reply
                    </Button>
                  </div>
                </TableCell>
                <TableCell className="max-w-48 px-2 py-2 break-words">{row.note ?? ""}</TableCell>
                <TableCell className="px-2 py-2 text-xs">
                  {row.answeredAt ? (
                    <>
                      {row.answeredBy && <span className="block">answered by {row.answeredBy}</span>}
                      <time dateTime={row.answeredAt} className="text-muted-foreground">
                        {formatDateTime(row.answeredAt)}
                      </time>
                    </>
                  ) : (
                    <span className="text-muted-foreground">–</span>
                  )}
                </TableCell>
                <TableCell className="px-2 py-2 text-xs">
                  {row.consent ? (
                    consentText(row.consent)
                  ) : event.consentRequired && isSignedUp(row) ? (
                    <div className="grid justify-items-start gap-1">
                      <span className="rounded bg-amber-100 px-2 py-0.5 font-medium text-amber-900">Needs consent</span>
                      <Button
                        variant="outline"
                        size="sm"
                        className="print:hidden"
                        disabled={paper.isPending}
                        aria-label={`Record paper consent for ${row.name}`}
                        onClick={() => setOnPaper(row)}
                      >
                        <FileSignature aria-hidden="true" />
                        Record paper consent
                      </Button>
                    </div>
                  ) : (
                    <span className="text-muted-foreground">{event.consentRequired ? "–" : "Not needed"}</span>
                  )}
                </TableCell>
                <TableCell className="px-2 py-2">
                  {isSignedUp(row) || row.paid ? (
                    <div className="flex items-center gap-2">
                      <Checkbox
                        checked={row.paid}
                        disabled={paid.isPending}
                        aria-label={`${row.name} has paid`}
                        onCheckedChange={(value) => paid.mutate({ row, value: value === true })}
                      />
                      <span className="hidden text-xs print:inline">{row.paid ? "Paid" : "Not paid"}</span>
                    </div>
                  ) : (
                    <span className="text-muted-foreground">–</span>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ConfirmDialog
        open={onPaper !== null}
        onOpenChange={(open) => !open && setOnPaper(null)}
        title={`Record paper consent for ${onPaper?.name ?? ""}?`}
        description={`Only with the form signed by a parent in your hands: ${event.title} then counts ${onPaper?.name ?? "them"} as going with consent. It can be withdrawn later.`}
        confirmLabel="Record paper consent"
        onConfirm={() => onPaper && paper.mutate(onPaper)}
      />
      <WhenFirstOpened open={answering !== null}>
        <RecordReplyDialog eventId={event.id} row={answering} onOpenChange={(open) => !open && setAnswering(null)} />
      </WhenFirstOpened>
    </section>
  );
}

const ANSWER_LOOK: Record<ReplyRow["answer"], string> = {
  yes: "bg-emerald-100 text-emerald-900",
  no: "bg-slate-200 text-slate-800",
  waitlisted: "bg-sky-100 text-sky-900",
  pending: "bg-amber-100 text-amber-900",
  none: "bg-rose-50 text-rose-900",
};

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg border bg-card p-2 text-center">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-xl font-bold">{value}</dd>
    </div>
  );
}

function SortButton({ label, active, sort, onClick }: { label: string; active: boolean; sort: ReplySort; onClick: () => void }) {
  const Icon = !active ? ArrowUpDown : sort.direction === "ascending" ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex items-center gap-1 rounded px-1 py-1 font-medium hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {label}
      <Icon className="size-3.5 print:hidden" aria-hidden="true" />
    </button>
  );
}
