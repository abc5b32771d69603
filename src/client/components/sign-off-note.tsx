import type { RequirementSignOff } from "@shared/api/badges";
import { BadgeCheck } from "lucide-react";
import { formatDate } from "@/lib/format-date";
import { cn } from "@/lib/utils";

/**
 * The day of a sign-off as the app writes dates ("Jan 10, 2026"). The server sends the calendar day
 * itself (YYYY-MM-DD), so it is read and written in UTC: counted in a zone behind UTC it would be the
 * day before.
 */
export const signOffDay = (on: string) => formatDate(on, "UTC");

/** "Signed off by {leader} on {date}", and the leader's note when there is one. */
export function signedOffText(signOff: Pick<RequirementSignOff, "by" | "on">): string {
  return `Signed off by ${signOff.by} on ${signOffDay(signOff.on)}`;
}

/** Under a requirement a leader signed off: who, when and their note. */
export function SignOffNote({ signOff, id, className }: { signOff: RequirementSignOff; id?: string; className?: string }) {
  return (
    <span id={id} className={cn("flex items-start gap-1 text-xs text-muted-foreground", className)} data-testid="sign-off-note">
      <BadgeCheck className="mt-px size-3.5 shrink-0 text-green-700" aria-hidden="true" />
      <span className="min-w-0 wrap-anywhere">
        {signedOffText(signOff)}
        {signOff.note && <span className="block whitespace-pre-wrap italic">“{signOff.note}”</span>}
      </span>
    </span>
  );
}
