import { useQuery } from "@tanstack/react-query";
import { Bell } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Hinted } from "@/components/ui/hint";
import { unreadCountQuery } from "../api";

/** What the bell says to a screen reader: "Messages", or "Messages, 3 unread". */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Messages, ${unread} unread` : "Messages";
}

/**
 * The top bar's bell, for every role: a link to the messages page with the number of unread
 * messages on it (no number at 0, or while it is being read). Part of every page's first load, so it
 * brings nothing of the messages pages with it.
 */
export function MessagesBell() {
  const { data } = useQuery(unreadCountQuery);
  const unread = data?.count ?? 0;
  const label = bellLabel(unread);
  return (
    <Hinted hint={label}>
      <Button asChild variant="ghost" size="icon" className="relative max-[479px]:w-9">
        <Link href="/messages" aria-label={label}>
          <Bell aria-hidden="true" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              data-testid="unread-count"
              className="absolute top-0.5 right-0 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] font-bold leading-none text-destructive-foreground"
            >
              {unread > 99 ? "99+" : unread}
            </span>
          )}
        </Link>
      </Button>
    </Hinted>
  );
}
