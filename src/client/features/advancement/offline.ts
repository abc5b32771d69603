import {
  type MeetingSignOffResult,
  meetingSignOffRequest,
  meetingSignOffResponse,
  returnApprovalRequest,
  type ScoutBadgeProgress,
  signOffRequest,
} from "@shared/api/advancement";
import { offlineAction } from "@/lib/offline/actions";
import { cachedBadgeName, cachedScoutName, cachedUserName } from "@/lib/offline/cached-names";
import { queryClient } from "@/lib/query-client";
import { advancementKeys, refreshAdvancement, refreshSignOffReads } from "./api";

/** Today in the device's own calendar, as the server writes a sign-off's day. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}

const SCOUT_SIGN_OFF = "/api/scouts/:scoutId/badges/:badgeId/requirements/:index/sign-off";
const refreshSignOffs = () => void Promise.all([refreshSignOffReads(), refreshAdvancement()]);

/** The scout's progress shows the requirement signed off by this leader (`signOff`), or no longer (null). */
function showSignOff(
  scoutId: string,
  badgeId: string,
  index: number,
  signOff: { index: number; by: string; on: string; note: string | null } | null,
) {
  queryClient.setQueryData<ScoutBadgeProgress[]>(advancementKeys.scoutProgress(scoutId), (list) =>
    list?.map((badge) => {
      if (badge.id !== badgeId) return badge;
      const others = badge.signOffs.filter((s) => s.index !== index);
      const ticks = badge.completedRequirements.filter((i) => i !== index);
      return {
        ...badge,
        signOffs: signOff ? [...others, signOff] : others,
        completedRequirements: signOff ? [...ticks, index].sort((a, b) => a - b) : ticks,
      };
    }),
  );
}

/** The scouts a meeting's sign-off left out, read from the server's answer with its contract (none when it is not one). */
const skippedOf = (answer: unknown) => meetingSignOffResponse.safeParse(answer).data?.skipped ?? [];

const meetingSignOffText = (badgeId: string, index: string) =>
  `Sign-off of requirement ${Number(index) + 1} of ${cachedBadgeName(badgeId)}`;

/** Sign-offs (one scout's, and a meeting's for many) and a leader's answers to badges waiting for approval, kept offline. */
export const advancementOffline = [
  offlineAction({
    methods: ["POST"],
    route: SCOUT_SIGN_OFF,
    body: signOffRequest,
    describe: ({ params }) =>
      `Sign-off of requirement ${Number(params.index) + 1} of ${cachedBadgeName(params.badgeId)} for ${cachedScoutName(params.scoutId)}`,
    apply: ({ params, body }) => {
      const index = Number(params.index);
      const signOff = { index, by: cachedUserName(), on: body.date ?? today(), note: body.note || null };
      showSignOff(params.scoutId, params.badgeId, index, signOff);
      return { scoutId: params.scoutId, badgeId: params.badgeId, ...signOff };
    },
    refresh: refreshSignOffs,
  }),
  offlineAction({
    methods: ["DELETE"],
    route: SCOUT_SIGN_OFF,
    describe: ({ params }) =>
      `Sign-off taken back of requirement ${Number(params.index) + 1} of ${cachedBadgeName(params.badgeId)} for ${cachedScoutName(params.scoutId)}`,
    apply: ({ params }) => {
      showSignOff(params.scoutId, params.badgeId, Number(params.index), null);
      return null;
    },
    refresh: refreshSignOffs,
  }),
  offlineAction({
    methods: ["POST"],
    route: "/api/badges/:badgeId/requirements/:index/sign-off",
    body: meetingSignOffRequest,
    describe: ({ params }) => meetingSignOffText(params.badgeId, params.index),
    apply: ({ body }): MeetingSignOffResult => ({ signedOff: body.scoutIds, skipped: [] }),
    // A scout the server left out (erased or made inactive meanwhile) is listed by name, alone: the
    // others were signed off, and Retry sends only theirs.
    refusedParts: ({ url, params, body }, answer) =>
      skippedOf(answer).map(({ scoutId, reason }) => ({
        url,
        body: { ...body, scoutIds: [scoutId] },
        description: `${meetingSignOffText(params.badgeId, params.index)} for ${cachedScoutName(scoutId)}`,
        reason,
      })),
    refresh: refreshSignOffs,
  }),
  offlineAction({
    methods: ["POST"],
    route: "/api/badge-approvals/:id/approve",
    describe: () => "A badge approved",
    refresh: () => void refreshAdvancement(),
  }),
  offlineAction({
    methods: ["POST"],
    route: "/api/badge-approvals/:id/return",
    body: returnApprovalRequest,
    describe: () => "A badge sent back to the scout",
    refresh: () => void refreshAdvancement(),
  }),
];
