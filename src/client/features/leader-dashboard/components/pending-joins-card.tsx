import type { PendingRequest } from "@shared/api/events";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Check, Hourglass, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { decideParticipant, pendingRequestsQuery, refreshEventQueries } from "@/features/events/api";
import { errorMessage } from "@/lib/api-request";
import { formatDate } from "@/lib/format-date";
import { toast, toastError } from "@/lib/use-toast";

type Decision = { request: PendingRequest; decision: "approve" | "decline" };

/**
 * Scouts' requests to join that wait for an OK (parent approval on), counted and answered here: a
 * child with no parent linked would otherwise wait for ever. Nothing shows while none wait.
 */
export function PendingJoinsCard() {
  const requests = useQuery(pendingRequestsQuery);
  const decide = useMutation({
    mutationFn: ({ request, decision }: Decision) => decideParticipant(request.eventId, request.participantId, decision),
    onSuccess: (_, { request, decision }) =>
      toast({ title: decision === "approve" ? "Approved" : "Declined", description: `${request.scoutName} · ${request.eventTitle}` }),
    onError: (error) => toastError(errorMessage(error, "Could not answer the request. Please try again.")),
    onSettled: () => void refreshEventQueries(),
  });
  const list = requests.data ?? [];
  if (list.length === 0) return null;
  const count = list.length;

  return (
    <Card data-testid="pending-joins">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Hourglass className="size-5 text-amber-700" aria-hidden="true" />
          Requests to join
        </CardTitle>
        <CardDescription>
          <span className="font-semibold text-foreground" data-testid="pending-joins-count">
            {count}
          </span>{" "}
          {count === 1 ? "request waits" : "requests wait"} for an OK. Parents answer from their family page; you can answer for any scout,
          and only you can for a scout with no parent linked.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2">
          {list.map((request) => {
            const busy = decide.isPending && decide.variables?.request.participantId === request.participantId;
            return (
              <li
                key={request.participantId}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
                data-testid="pending-join"
              >
                <div className="min-w-0">
                  <p className="break-words font-medium">
                    {request.scoutName} · {request.eventTitle}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {formatDate(request.startDate)}
                    {request.parentCount === 0 && " · No parent linked: only a leader can answer"}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    disabled={busy}
                    aria-label={`Approve ${request.scoutName} for ${request.eventTitle}`}
                    onClick={() => decide.mutate({ request, decision: "approve" })}
                  >
                    <Check aria-hidden="true" />
                    Approve
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busy}
                    aria-label={`Decline ${request.scoutName} for ${request.eventTitle}`}
                    onClick={() => decide.mutate({ request, decision: "decline" })}
                  >
                    <X aria-hidden="true" />
                    Decline
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
