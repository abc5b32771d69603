import { type Badge, badgeProgressRequest } from "@shared/api/badges";
import { offlineAction } from "@/lib/offline/actions";
import { cachedBadgeName } from "@/lib/offline/cached-names";
import { queryClient } from "@/lib/query-client";
import { badgeKeys, refreshBadgeQueries } from "./api";

/** A scout's ticks on a badge, kept offline: the badge shows them (and its percentage) at once. */
export const badgesOffline = [
  offlineAction({
    methods: ["PATCH"],
    route: "/api/badges/:badgeId/progress",
    body: badgeProgressRequest,
    describe: ({ params }) => `Requirements ticked on ${cachedBadgeName(params.badgeId)}`,
    apply: ({ params, body }) => {
      const badge = queryClient.getQueryData<Badge[]>(badgeKeys.all)?.find((b) => b.id === params.badgeId);
      if (!badge) return null;
      const total = badge.requirements.length;
      const { completedRequirements } = body;
      const updated: Badge = {
        ...badge,
        completedRequirements,
        progressPercentage: total > 0 ? Math.round((completedRequirements.length / total) * 100) : 0,
      };
      queryClient.setQueryData<Badge[]>(badgeKeys.all, (list) => list?.map((b) => (b.id === params.badgeId ? updated : b)));
      return updated;
    },
    refresh: () => void refreshBadgeQueries(),
  }),
];
