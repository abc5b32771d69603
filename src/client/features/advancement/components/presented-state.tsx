import { Badge as Pill } from "@/components/ui/badge";
import { formatDate } from "@/lib/format-date";

/** Whether an earned badge has been handed over: the date it was, or a reminder that it is still owed. */
export function PresentedState({ presentedAt }: { presentedAt: string | null }) {
  return presentedAt ? (
    <p className="text-xs text-green-800">Presented {formatDate(presentedAt)}</p>
  ) : (
    <Pill variant="warning" className="w-fit">
      Not presented yet
    </Pill>
  );
}
