import type { Receipt } from "@shared/api/messages";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { Skeleton } from "@/components/ui/skeleton";
import { eventsQuery } from "@/features/events/api";
import { apiErrorStatus, errorMessage } from "@/lib/api-request";
import { receiptsQuery, sentListQuery } from "../api";
import { audienceText, needsEvent, ROLE_LABELS, readBySentence, splitReceipts } from "../message-rules";
import { MessageBody } from "./message-body";
import { MessageTime } from "./message-time";

function BackToSent() {
  return (
    <Link
      href="/messages/sent"
      className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Sent messages
    </Link>
  );
}

/**
 * One sent message and its recipients in two lists, who has not read it yet and who has, by name
 * and role, so a leader knows which families to ring (/messages/sent/{id}).
 */
export function MessageReceipts({ id }: { id: string }) {
  const sent = useQuery(sentListQuery);
  const receipts = useQuery(receiptsQuery(id));
  const message = sent.data?.find((m) => m.id === id);
  const events = useQuery({ ...eventsQuery, enabled: needsEvent(message?.audience.kind) });

  if (sent.isPending || receipts.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <BackToSent />
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (!message || receipts.isError) {
    const missing = !message || apiErrorStatus(receipts.error) === 404;
    return (
      <div className="grid gap-4">
        <BackToSent />
        <h1 className="text-2xl font-bold">{missing ? "Message not found" : "Could not load who has read it"}</h1>
        <p role="alert" className="text-muted-foreground">
          {missing ? "The troop's leaders sent no such message." : errorMessage(receipts.error, "Please try again.")}
        </p>
      </div>
    );
  }
  const { unread, read } = splitReceipts(receipts.data);
  return (
    <div className="grid gap-6">
      <BackToSent />
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold wrap-anywhere">{message.subject}</h1>
        <p className="text-sm text-muted-foreground wrap-anywhere">
          To {audienceText(message.audience, events.data)} · <MessageTime value={message.createdAt} /> · by {message.sentBy.name}
        </p>
        <p className="font-medium">{readBySentence(read.length, receipts.data.length)}</p>
      </header>
      <details className="rounded-lg border bg-card p-4 shadow-sm">
        <summary className="cursor-pointer rounded-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          The message
        </summary>
        <MessageBody body={message.body} className="mt-3 text-sm leading-relaxed" />
      </details>
      <div className="grid gap-4 md:grid-cols-2">
        <ReceiptList title={`Not read yet (${unread.length})`} testId="not-read" receipts={unread} empty="Everyone has read it." />
        <ReceiptList title={`Read (${read.length})`} testId="read" receipts={read} empty="Nobody has read it yet." />
      </div>
    </div>
  );
}

function ReceiptList({ title, testId, receipts, empty }: { title: string; testId: string; receipts: Receipt[]; empty: string }) {
  return (
    <section aria-label={title} data-testid={testId} className="rounded-lg border bg-card p-4 shadow-sm">
      <h2 className="text-lg font-semibold">{title}</h2>
      {receipts.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y">
          {receipts.map((r) => (
            <li key={r.userId} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-2 text-sm">
              <span className="min-w-0 font-medium wrap-anywhere">{r.name}</span>
              <span className="text-muted-foreground">
                {ROLE_LABELS[r.role]}
                {r.readAt && (
                  <>
                    {" · read "}
                    <MessageTime value={r.readAt} />
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
