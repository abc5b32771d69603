import { replyRequest } from "@shared/api/event-logistics";
import { refreshEventQueries } from "@/features/events/api";
import { replyGuess, toldOfWaitingList } from "@/features/events/offline";
import { offlineAction } from "@/lib/offline/actions";
import { cachedEventTitle } from "@/lib/offline/cached-names";
import { refreshFamilyQueries } from "./api";

/** A parent's answer for their child to an event, kept offline. */
export const familyOffline = [
  offlineAction({
    methods: ["PUT"],
    route: "/api/parent/children/:scoutId/events/:eventId/reply",
    body: replyRequest,
    describe: ({ params }) => `Answer for your child to ${cachedEventTitle(params.eventId)}`,
    apply: ({ body }) => replyGuess(body),
    refresh: () => void Promise.all([refreshFamilyQueries(), refreshEventQueries()]),
    told: ({ params }, answer) => toldOfWaitingList(params.eventId, answer),
  }),
];
