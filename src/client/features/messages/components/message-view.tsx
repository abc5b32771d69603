import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { LazyPart } from "@/components/lazy-part";
import { Skeleton } from "@/components/ui/skeleton";
import { apiErrorStatus, errorMessage } from "@/lib/api-request";
import { lazyNamed } from "@/lib/lazy-named";
import { markRead, messageQuery } from "../api";
import { MessageBody } from "./message-body";
import { MessageTime } from "./message-time";

// A parent's reply form (and the form library) comes beside the message, which is read first.
const ReplyForm = lazyNamed(() => import("./reply-form"), "ReplyForm");

export function BackToMessages() {
  return (
    <Link
      href="/messages"
      className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      All messages
    </Link>
  );
}

/**
 * One message of mine, whole (/messages/{id}, also the link in its email). Opening it marks it read,
 * once; a parent can answer the leaders under it.
 */
export function MessageView({ id, canReply }: { id: string; canReply: boolean }) {
  const message = useQuery(messageQuery(id, useQueryClient()));
  const read = useMutation({ mutationFn: markRead });
  const asked = useRef<string | null>(null);
  const unread = message.data?.readAt === null;

  useEffect(() => {
    if (!unread || asked.current === id) return;
    asked.current = id;
    read.mutate(id);
  }, [id, unread, read.mutate]);

  if (message.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <BackToMessages />
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (message.isError && !message.data) {
    const notMine = apiErrorStatus(message.error) === 404;
    return (
      <div className="grid gap-4">
        <BackToMessages />
        <h1 className="text-2xl font-bold">{notMine ? "Message not found" : "Could not load the message"}</h1>
        <p role="alert" className="text-muted-foreground">
          {notMine
            ? "This message was not sent to you. If it came to you by email, you may be signed in as someone else."
            : errorMessage(message.error, "Please try again.")}
        </p>
      </div>
    );
  }
  const m = message.data;
  if (!m) return null;
  return (
    <div className="grid gap-6">
      <BackToMessages />
      <article aria-labelledby="message-subject" className="rounded-lg border bg-card p-4 shadow-sm sm:p-6">
        <h1 id="message-subject" className="text-2xl font-bold wrap-anywhere">
          {m.subject}
        </h1>
        <p className="mt-1 text-sm text-muted-foreground">
          From {m.sentBy.name} · <MessageTime value={m.createdAt} />
        </p>
        <MessageBody body={m.body} className="mt-4 leading-relaxed" />
      </article>
      {canReply && (
        <LazyPart>
          <ReplyForm messageId={m.id} subject={m.subject} />
        </LazyPart>
      )}
    </div>
  );
}
