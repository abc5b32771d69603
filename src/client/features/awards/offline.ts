import { awardBadgeRequest } from "@shared/api/awards";
import { refreshAdvancement } from "@/features/advancement/api";
import { refreshBadgeQueries } from "@/features/badges/api";
import { offlineAction } from "@/lib/offline/actions";
import { cachedBadgeName, cachedScoutName } from "@/lib/offline/cached-names";
import { refreshAwardQueries } from "./api";

/** A badge awarded by a leader, kept offline. */
export const awardsOffline = [
  offlineAction({
    methods: ["POST"],
    route: "/api/scouts/:scoutId/award-badge",
    body: awardBadgeRequest,
    describe: ({ params, body }) => `${cachedBadgeName(body.badgeId)} awarded to ${cachedScoutName(params.scoutId)}`,
    refresh: () => void Promise.all([refreshAwardQueries(), refreshAdvancement(), refreshBadgeQueries()]),
  }),
];
