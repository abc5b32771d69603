import type { ScoutEvent } from "@shared/api/events";
import { useMutation, useQuery } from "@tanstack/react-query";
import { errorMessage } from "@/lib/api-request";
import { toast, toastError } from "@/lib/use-toast";
import { joinEvent, participationQuery, refreshEventQueries } from "../api";

/** Join state of one event: not joined → joining → joined, or waiting for a parent's OK. */
export function useJoinEvent(event: ScoutEvent) {
  const participation = useQuery(participationQuery(event.id));
  const mutation = useMutation({
    mutationFn: () => joinEvent(event.id),
    onSuccess: async () => {
      toast({ title: "Joined Event!", description: `You've successfully joined ${event.title}!` });
      await refreshEventQueries();
    },
    onError: async (error) => {
      // The server's own reason ("This event is full.", "This event has already started."…) when it gives one.
      toastError(errorMessage(error, "This event may be full or you may already be registered."), "Unable to join");
      await refreshEventQueries();
    },
  });
  const hasJoined = participation.data?.hasJoined === true;
  // With parent approval on, a scout's join waits for a parent's OK.
  const isPending = participation.data?.status === "pending";
  return {
    hasJoined,
    isPending,
    joining: mutation.isPending,
    join: () => !hasJoined && mutation.mutate(),
    loading: participation.isLoading,
  };
}
