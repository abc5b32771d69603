import type { BadgeApproval } from "@shared/api/advancement";
import { useMutation, useQuery } from "@tanstack/react-query";
import { formatDistanceToNow } from "date-fns";
import { Check, CheckCheck, Undo2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Skeleton } from "@/components/ui/skeleton";
import { WhenFirstOpened } from "@/components/when-first-opened";
import { errorMessage } from "@/lib/api-request";
import { formatDateTime } from "@/lib/format-date";
import { lazyNamed } from "@/lib/lazy-named";
import { toast, toastError } from "@/lib/use-toast";
import { approvalsQuery, approveRequest, approveRequests, refreshAdvancement } from "../api";

// The note form (and the form library) loads beside the queue, never holding it up.
const ReturnRequestDialog = lazyNamed(() => import("./return-request-dialog"), "ReturnRequestDialog");

/** "To review": scouts' badge requests waiting for a leader (requireLeaderApproval), approved one by one or together. */
export function ReviewTab() {
  const id = useId();
  const approvals = useQuery(approvalsQuery);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [returning, setReturning] = useState<BadgeApproval | null>(null);
  const list = approvals.data ?? [];
  const chosen = list.filter((a) => selected.has(a.id));

  const approveOne = useMutation({
    mutationFn: (request: BadgeApproval) => approveRequest(request.id),
    onSuccess: (_award, request) =>
      toast({ title: "Badge approved", description: `${request.scout.name} has earned the ${request.badge.name} badge.` }),
    onError: (error) => toastError(errorMessage(error, "Could not approve it. Please try again.")),
    onSettled: () => refreshAdvancement(),
  });
  const approveMany = useMutation({
    mutationFn: (ids: string[]) => approveRequests(ids),
    onSuccess: (result) => {
      setSelected(new Set());
      const n = result.approved.length;
      toast({
        title: `${n} ${n === 1 ? "badge" : "badges"} approved`,
        description: result.skipped.length > 0 ? `${result.skipped.length} had already been handled by someone else.` : undefined,
      });
    },
    onError: (error) => toastError(errorMessage(error, "Could not approve them. Please try again.")),
    onSettled: () => refreshAdvancement(),
  });
  const busy = approveOne.isPending || approveMany.isPending;

  function toggle(id: string, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">To review</CardTitle>
        <CardDescription>Badges scouts have asked for. Approve them, or send one back with a note.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {approvals.isLoading && <Skeleton className="h-24 w-full" />}
        {approvals.isError && <p role="alert">The requests could not be loaded. Please reload the page.</p>}
        {approvals.data && list.length === 0 && (
          <p className="rounded-md bg-muted p-4 text-muted-foreground">Nothing waiting for review.</p>
        )}
        {list.length > 0 && (
          <>
            <div className="flex flex-wrap items-center gap-3">
              <div className="flex items-center gap-2 text-sm font-medium">
                <Checkbox
                  id={`${id}-all`}
                  checked={chosen.length === list.length ? true : chosen.length > 0 ? "indeterminate" : false}
                  onCheckedChange={(v) => setSelected(v === true ? new Set(list.map((a) => a.id)) : new Set())}
                />
                <label htmlFor={`${id}-all`}>Select all</label>
              </div>
              <Button size="sm" disabled={chosen.length === 0 || busy} onClick={() => approveMany.mutate(chosen.map((a) => a.id))}>
                <CheckCheck aria-hidden="true" />
                Approve selected ({chosen.length})
              </Button>
            </div>
            <ul className="grid gap-2" aria-label="Badge requests">
              {list.map((request) => {
                const requested = new Date(request.requestedAt);
                return (
                  <li key={request.id} className="flex flex-wrap items-center gap-3 rounded-md border p-3" data-testid="approval-request">
                    <Checkbox
                      checked={selected.has(request.id)}
                      onCheckedChange={(v) => toggle(request.id, v === true)}
                      aria-label={`Select ${request.scout.name}: ${request.badge.name}`}
                    />
                    <img src={request.badge.imageUrl} alt="" className="size-10 shrink-0 object-contain" />
                    <div className="min-w-0 flex-1">
                      <p className="break-words font-semibold">
                        {request.scout.name} · {request.badge.name}
                      </p>
                      <p className="text-xs text-muted-foreground">
                        {request.completedRequirements.length} of {request.totalRequirements} requirements ticked · asked{" "}
                        <time dateTime={request.requestedAt} title={formatDateTime(requested)} suppressHydrationWarning>
                          {formatDistanceToNow(requested, { addSuffix: true })}
                        </time>
                      </p>
                    </div>
                    <div className="flex gap-2">
                      <Button
                        size="sm"
                        disabled={busy}
                        onClick={() => approveOne.mutate(request)}
                        aria-label={`Approve ${request.badge.name} for ${request.scout.name}`}
                      >
                        <Check aria-hidden="true" />
                        Approve
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={busy}
                        onClick={() => setReturning(request)}
                        aria-label={`Send back ${request.badge.name} for ${request.scout.name}`}
                      >
                        <Undo2 aria-hidden="true" />
                        Send back
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </CardContent>
      <WhenFirstOpened open={returning !== null}>
        <ReturnRequestDialog request={returning} onOpenChange={(open) => !open && setReturning(null)} />
      </WhenFirstOpened>
    </Card>
  );
}
