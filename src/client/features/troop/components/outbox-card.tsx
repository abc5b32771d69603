import type { OutboxMessage } from "@shared/api/notifications";
import { useQuery } from "@tanstack/react-query";
import { Inbox, Mail, MessageSquareText, RefreshCw } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/format-date";
import { outboxQuery } from "../../notifications/api";

/** How many messages show before "Show all": the Save Settings button stays within reach. */
export const OUTBOX_FIRST = 10;

const STATUS: Record<OutboxMessage["status"], { label: string; variant: "success" | "warning" | "destructive" }> = {
  sent: { label: "Sent", variant: "success" },
  unsent: { label: "Unsent", variant: "warning" },
  failed: { label: "Failed", variant: "destructive" },
};

const attemptsText = (n: number) => `${n} ${n === 1 ? "attempt" : "attempts"}`;

function OutboxItem({ message }: { message: OutboxMessage }) {
  const status = STATUS[message.status];
  const Channel = message.channel === "sms" ? MessageSquareText : Mail;
  const reason = message.reason ?? (message.status === "unsent" ? "Waiting to be sent." : null);
  return (
    <li className="grid gap-1 py-3" data-testid="outbox-message">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 font-medium wrap-anywhere">{message.subject}</p>
        <Badge variant={status.variant}>{status.label}</Badge>
      </div>
      <p className="flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
        <Channel className="size-4 shrink-0" aria-hidden="true" />
        <span className="sr-only">{message.channel === "sms" ? "SMS to" : "Email to"}</span>
        <span className="min-w-0 wrap-anywhere">{message.to}</span>
      </p>
      <p className="text-xs text-muted-foreground">
        Queued {formatDateTime(message.createdAt)}
        {message.sentAt && <> · Sent {formatDateTime(message.sentAt)}</>}
        {message.attempts > 0 && <> · {attemptsText(message.attempts)}</>}
      </p>
      {reason && (
        <p className={message.status === "failed" ? "text-sm text-destructive wrap-anywhere" : "text-sm wrap-anywhere"}>{reason}</p>
      )}
    </li>
  );
}

/** The leaders' outbox: the troop's last 100 messages, newest first, with status and reason. */
export function OutboxCard() {
  const outbox = useQuery(outboxQuery);
  const [showAll, setShowAll] = useState(false);
  const messages = outbox.data ?? [];
  const shown = showAll ? messages : messages.slice(0, OUTBOX_FIRST);

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1.5">
            <CardTitle as="h2">Outbox</CardTitle>
            <CardDescription>Every email and SMS the app sends, newest first (the last 100).</CardDescription>
          </div>
          <Button variant="outline" size="sm" onClick={() => void outbox.refetch()}>
            <RefreshCw aria-hidden="true" className={outbox.isFetching ? "animate-spin" : undefined} />
            Refresh
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {outbox.isLoading ? (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : outbox.isError ? (
          <p role="alert" className="text-destructive">
            Could not load the outbox. Please try again.
          </p>
        ) : messages.length === 0 ? (
          <div className="grid justify-items-center gap-2 rounded-lg border border-dashed py-8 text-center">
            <Inbox className="size-8 text-muted-foreground" aria-hidden="true" />
            <h3 className="font-semibold">No messages yet</h3>
            <p className="max-w-sm text-sm text-muted-foreground">
              Reminders, weekly reports and password-reset links show here once the app queues them.
            </p>
          </div>
        ) : (
          <>
            <ul aria-label="Messages" className="divide-y">
              {shown.map((message) => (
                <OutboxItem key={message.id} message={message} />
              ))}
            </ul>
            {messages.length > OUTBOX_FIRST && (
              <Button variant="link" className="h-auto px-0" onClick={() => setShowAll((v) => !v)}>
                {showAll ? `Show the newest ${OUTBOX_FIRST}` : `Show all ${messages.length}`}
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
