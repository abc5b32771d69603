import { type ReplyResult, replyRequest, replyResponse } from "@shared/api/event-logistics";
import type { PendingRequest } from "@shared/api/events";
import { offlineAction } from "@/lib/offline/actions";
import { cachedEventTitle } from "@/lib/offline/cached-names";
import { queryClient } from "@/lib/query-client";
import { eventKeys, refreshEventQueries } from "./api";

/** A yes that the server put on the waiting list (the event filled meanwhile): the person is told. */
export function toldOfWaitingList(eventId: string, answer: unknown): string | null {
  const result = replyResponse.safeParse(answer).data;
  if (result?.status !== "waitlisted") return null;
  return `${cachedEventTitle(eventId)} filled up while you were offline: you are number ${result.position ?? "?"} on the waiting list.`;
}

/** Until the server has answered, a yes counts as a place and a no as not going. */
export const replyGuess = ({ answer }: { answer: "yes" | "no" }): ReplyResult => ({
  status: answer === "yes" ? "joined" : "declined",
  position: null,
});

/** A leader's OK (or no) to a scout's request to join: the request leaves the list at once. */
const joinRequestAnswer = (decision: "approve" | "decline") =>
  offlineAction({
    methods: ["POST"],
    route: `/api/events/:eventId/participants/:participantId/${decision}`,
    describe: ({ params }) => {
      const request = queryClient
        .getQueryData<PendingRequest[]>(eventKeys.pendingRequests)
        ?.find((r) => r.participantId === params.participantId);
      const who = request ? `${request.scoutName} at ${request.eventTitle}` : `a scout at ${cachedEventTitle(params.eventId)}`;
      return `${decision === "approve" ? "Request approved" : "Request declined"} for ${who}`;
    },
    apply: ({ params }) => {
      queryClient.setQueryData<PendingRequest[]>(eventKeys.pendingRequests, (list) =>
        list?.filter((r) => r.participantId !== params.participantId),
      );
      return null;
    },
    refresh: () => void refreshEventQueries(),
  });

/** A scout's own answer to an event, and a leader's answers to requests to join, kept offline. */
export const eventsOffline = [
  offlineAction({
    methods: ["PUT"],
    route: "/api/events/:eventId/reply",
    body: replyRequest,
    describe: ({ params }) => `Your answer to ${cachedEventTitle(params.eventId)}`,
    apply: ({ body }) => replyGuess(body),
    refresh: () => void refreshEventQueries(),
    told: ({ params }, answer) => toldOfWaitingList(params.eventId, answer),
  }),
  joinRequestAnswer("approve"),
  joinRequestAnswer("decline"),
];
