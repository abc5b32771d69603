import { Badge as Pill } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";

/** While a progress dialog's list loads: a placeholder, or the sentence that it could not be read. */
export function ProgressLoadState({ isLoading, isError }: { isLoading: boolean; isError: boolean }) {
  if (isLoading) return <Skeleton className="h-40 w-full" />;
  if (!isError) return null;
  return (
    <p role="alert" className="text-destructive">
      The progress could not be loaded. Please try again.
    </p>
  );
}

/** The counts at the top of a progress dialog: earned, waiting for approval, and the work going on. */
export function ProgressSummary({
  earned,
  waiting,
  working,
  testId,
}: {
  earned: number;
  waiting: number;
  /** e.g. "3 in progress" or "3 working on it". */
  working: string;
  testId: string;
}) {
  return (
    <p className="flex flex-wrap gap-2 text-sm" data-testid={testId}>
      <Pill variant="success">{earned} earned</Pill>
      <Pill variant="warning">{waiting} waiting</Pill>
      <Pill variant="muted">{working}</Pill>
    </p>
  );
}
