import { cn } from "@/lib/utils";

/**
 * A message's body as the leader typed it: plain text with its line breaks kept, never read as HTML
 * (a "<script>" in it is shown as those characters). Long words and addresses wrap on a phone.
 */
export function MessageBody({ body, className }: { body: string; className?: string }) {
  return <div className={cn("whitespace-pre-wrap wrap-anywhere", className)}>{body}</div>;
}
