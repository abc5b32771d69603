import type { SentListItem } from "@shared/api/messages";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { eventsQuery } from "@/features/events/api";
import { errorMessage } from "@/lib/api-request";
import { sentListQuery } from "../api";
import { audienceText, needsEvent, reachSentence, readBySentence } from "../message-rules";
import { MessageTime } from "./message-time";

/** Newest first, whatever order the list comes in. */
function newestFirst(items: readonly SentListItem[]): SentListItem[] {
  return [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * What the troop's leaders sent, newest first, each with how many of its recipients have read it
 * ("34 read in the app · 3 emailed", and "Read by 34 of 52"); each opens who has and has not read it.
 */
export function SentList() {
  const sent = useQuery(sentListQuery);
  const needsEvents = sent.data?.some((m) => needsEvent(m.audience.kind)) ?? false;
  const events = useQuery({ ...eventsQuery, enabled: needsEvents });

  if (sent.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (sent.isError) {
    return (
      <p role="alert" className="text-destructive">
        {errorMessage(sent.error, "Could not load the sent messages.")}
      </p>
    );
  }
  if (sent.data.length === 0) {
    return (
      <div className="rounded-lg border border-dashed bg-card p-6 text-center">
        <p className="font-medium">Nothing sent yet</p>
        <p className="mt-1 text-sm text-muted-foreground">Messages the troop's leaders send show here, with who has read them.</p>
      </div>
    );
  }
  return (
    <section aria-labelledby="sent-heading" className="grid gap-3">
      <h2 id="sent-heading" className="text-lg font-semibold">
        Sent
      </h2>
      <ul className="grid gap-3">
        {newestFirst(sent.data).map((message) => (
          <li
            key={message.id}
            data-testid="sent-item"
            className="relative rounded-lg border bg-card p-4 shadow-sm focus-within:ring-2 focus-within:ring-ring hover:bg-muted/50"
          >
            <h3 className="font-semibold wrap-anywhere">
              <Link href={`/messages/sent/${message.id}`} className="outline-none after:absolute after:inset-0 after:content-['']">
                {message.subject}
              </Link>
            </h3>
            <p className="mt-1 text-sm text-muted-foreground wrap-anywhere">
              To {audienceText(message.audience, events.data)} · <MessageTime value={message.createdAt} /> · by {message.sentBy.name}
            </p>
            <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
              <p className="text-sm font-medium">{reachSentence(message.readCount, message.emailed)}</p>
              <Progress
                aria-hidden="true"
                className="max-w-48 flex-1 basis-24"
                value={message.recipients > 0 ? (100 * message.readCount) / message.recipients : 0}
              />
              <p className="text-xs text-muted-foreground">{readBySentence(message.readCount, message.recipients)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
