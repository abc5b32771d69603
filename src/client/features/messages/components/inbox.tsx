import type { InboxMessage } from "@shared/api/messages";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-request";
import { cn } from "@/lib/utils";
import { inboxQuery } from "../api";
import { MessageTime } from "./message-time";

/**
 * The messages addressed to me, newest first (as the server sends them). An unread one is marked for
 * the eye (a bar, bold subject and a "New" label) and for a screen reader (its link says "unread").
 * Each opens at /messages/{id}.
 */
export function Inbox() {
  const inbox = useQuery(inboxQuery);

  if (inbox.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (inbox.isError) {
    return (
      <p role="alert" className="text-destructive">
        {errorMessage(inbox.error, "Could not load your messages.")}
      </p>
    );
  }
  if (inbox.data.length === 0) {
    return (
      <div className="rounded-lg border border-dashed bg-card p-6 text-center">
        <p className="font-medium">No messages yet</p>
        <p className="mt-1 text-sm text-muted-foreground">When the troop's leaders write to you, their messages show here.</p>
      </div>
    );
  }
  const unread = inbox.data.filter((m) => m.readAt === null).length;
  return (
    <section aria-labelledby="inbox-heading" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="inbox-heading" className="text-lg font-semibold">
          Inbox
        </h2>
        <p className="text-sm text-muted-foreground">{unread === 0 ? "All read" : `${unread} unread`}</p>
      </div>
      <ul className="grid gap-3">
        {inbox.data.map((message) => (
          <InboxItem key={message.id} message={message} />
        ))}
      </ul>
    </section>
  );
}

function InboxItem({ message }: { message: InboxMessage }) {
  const unread = message.readAt === null;
  return (
    <li
      data-testid="inbox-item"
      data-unread={unread || undefined}
      className={cn(
        "relative rounded-lg border bg-card p-4 shadow-sm focus-within:ring-2 focus-within:ring-ring hover:bg-muted/50",
        unread && "border-l-4 border-l-primary",
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className={cn("min-w-0 wrap-anywhere", unread ? "font-bold" : "font-medium")}>
          {/* The whole card is the link's target (after:inset-0). Its name is the subject, and says
              "unread" in a label rather than hidden text, which browsers join with a stray space. */}
          <Link
            href={`/messages/${message.id}`}
            aria-label={unread ? `${message.subject}, unread` : undefined}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {message.subject}
          </Link>
        </h3>
        {unread && (
          <Badge aria-hidden="true" className="shrink-0">
            New
          </Badge>
        )}
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        From {message.sentBy.name} · <MessageTime value={message.createdAt} />
      </p>
      <p className={cn("mt-2 line-clamp-2 text-sm wrap-anywhere", !unread && "text-muted-foreground")}>{message.body}</p>
    </li>
  );
}
