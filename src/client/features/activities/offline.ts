import { reactionRequest } from "@shared/api/activities";
import { offlineAction } from "@/lib/offline/actions";
import { refreshActivities } from "./api";

/** A reaction to an activity in the feed, kept offline. */
export const activitiesOffline = [
  offlineAction({
    methods: ["POST"],
    route: "/api/activities/:activityId/reactions",
    body: reactionRequest,
    describe: () => "Your reaction to an activity",
    refresh: () => void refreshActivities(),
  }),
];
