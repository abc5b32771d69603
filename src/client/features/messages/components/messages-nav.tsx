import { SquarePen } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button-variants";
import { cn } from "@/lib/utils";

export type MessagesSection = "inbox" | "sent" | "new";

const SECTIONS = [
  { key: "inbox", href: "/messages", label: "Inbox" },
  { key: "sent", href: "/messages/sent", label: "Sent" },
] as const;

/**
 * A leader's way around the messages pages: the inbox (messages to them, parents' replies among
 * them), what the leaders sent, and a new message. Links, so each has its own address.
 */
export function MessagesNav({ current }: { current: MessagesSection }) {
  return (
    <nav aria-label="Messages" className="flex flex-wrap items-center gap-2">
      <div className="inline-flex rounded-md bg-muted p-1">
        {SECTIONS.map((s) => (
          <Link
            key={s.key}
            href={s.href}
            aria-current={current === s.key ? "page" : undefined}
            className={cn(
              "rounded-sm px-4 py-1.5 text-sm font-medium text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
              current === s.key && "bg-background text-foreground shadow-sm",
            )}
          >
            {s.label}
          </Link>
        ))}
      </div>
      <Link
        href="/messages/new"
        aria-current={current === "new" ? "page" : undefined}
        className={cn(buttonVariants({ variant: current === "new" ? "outline" : "default" }))}
      >
        <SquarePen aria-hidden="true" />
        New message
      </Link>
    </nav>
  );
}
