import type { ReplyAnswer, ReplyResult } from "@shared/api/event-logistics";
import type { ScoutEvent } from "@shared/api/events";
import { useMutation, useQuery } from "@tanstack/react-query";
import { errorMessage } from "@/lib/api-request";
import { toast, toastError } from "@/lib/use-toast";
import { participationQuery, refreshEventQueries, replyToEvent } from "../api";

/** What answering says: a place, a request waiting for a parent's OK, a waiting place, or not going. */
export function replyToast(result: ReplyResult, title: string) {
  switch (result.status) {
    case "joined":
      return { title: "Joined Event!", description: `You've successfully joined ${title}!` };
    case "pending":
      return {
        title: "Request sent — waiting for a parent's OK",
        description: `Your place at ${title} is held until a parent or a leader says OK.`,
      };
    case "waitlisted":
      return {
        title: "On the waiting list",
        description: `${title} is full. You are number ${result.position ?? "?"} on the waiting list. We will tell you if a place frees up.`,
      };
    default:
      return { title: "Thanks for telling us", description: `The leaders know you can't come to ${title}.` };
  }
}

/** A scout's answer to one event: where they stand (going, waiting for a parent's OK, waiting for a place) and the two answers. */
export function useReply(event: ScoutEvent) {
  const participation = useQuery(participationQuery(event.id));
  const mutation = useMutation({
    mutationFn: ({ answer, note }: { answer: ReplyAnswer; note?: string }) => replyToEvent(event.id, { answer, note }),
    onSuccess: async (result) => {
      toast(replyToast(result, event.title));
      await refreshEventQueries();
    },
    onError: async (error) => {
      // The server's own reason ("This event is full.", "This event has already started."…) when it gives one.
      toastError(errorMessage(error, "That did not work. Please try again."), "Could not send your answer");
      await refreshEventQueries();
    },
  });
  const status = participation.data?.status ?? "none";
  return {
    status,
    waitingFor: participation.data?.waitingFor ?? "parent",
    position: participation.data?.waitlistPosition ?? null,
    loading: participation.isLoading,
    sending: mutation.isPending,
    reply: (answer: ReplyAnswer, note?: string) =>
      mutation.mutateAsync({ answer, note }).then(
        () => true,
        () => false,
      ),
  };
}
