import type { ScoutEvent } from "@shared/api/events";
import { useMutation, useQuery } from "@tanstack/react-query";
import { toast, toastError } from "@/lib/use-toast";
import { joinEvent, participationQuery, refreshEventQueries } from "../api";

/** Join state of one event: not joined → joining → joined (spec §4). */
export function useJoinEvent(event: ScoutEvent) {
  const participation = useQuery(participationQuery(event.id));
  const mutation = useMutation({
    mutationFn: () => joinEvent(event.id),
    onSuccess: async () => {
      toast({ title: "Joined Event!", description: `You've successfully joined ${event.title}!` });
      await refreshEventQueries();
    },
    onError: async () => {
      toastError("This event may be full or you may already be registered.", "Unable to join");
      await refreshEventQueries();
    },
  });
  const hasJoined = participation.data?.hasJoined === true;
  return { hasJoined, joining: mutation.isPending, join: () => !hasJoined && mutation.mutate(), loading: participation.isLoading };
}
