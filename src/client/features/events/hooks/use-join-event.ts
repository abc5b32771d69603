import type { ScoutEvent } from "@shared/api/events";
import { useMutation, useQuery } from "@tanstack/react-query";
import { errorMessage } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";
import { toast, toastError } from "@/lib/use-toast";
import { joinEvent, participationQuery, refreshEventQueries } from "../api";

/** What joining says: joined at once, or a request sent that waits for a parent's OK. */
export const joinToast = {
  joined: (title: string) => ({ title: "Joined Event!", description: `You've successfully joined ${title}!` }),
  pending: (title: string) => ({
    title: "Request sent — waiting for a parent's OK",
    description: `Your place at ${title} is held until a parent or a leader says OK.`,
  }),
};

/** Join state of one event: not joined → joining → joined, or waiting for a parent's OK. */
export function useJoinEvent(event: ScoutEvent) {
  const participation = useQuery(participationQuery(event.id));
  const mutation = useMutation({
    mutationFn: () => joinEvent(event.id),
    onSuccess: async () => {
      await refreshEventQueries();
      // With parent approval on the place waits for a parent's OK: "Joined" would promise too much.
      const now = await queryClient.fetchQuery(participationQuery(event.id));
      toast(now.status === "pending" ? joinToast.pending(event.title) : joinToast.joined(event.title));
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
