import type { MeetingSignOffRequest, MeetingSignOffResult, ScoutBadgeProgress, SignOffRequest } from "@shared/api/advancement";
import type { AttendanceRecord, AttendanceRequest } from "@shared/api/attendance";
import type { User } from "@shared/api/auth";
import type { Badge } from "@shared/api/badges";
import type { ReplyRequest, ReplyResult } from "@shared/api/event-logistics";
import type { PendingRequest, ScoutEvent } from "@shared/api/events";
import type { Scout } from "@shared/api/scouts";
import { refreshActivities } from "@/features/activities/api";
import { advancementKeys, refreshAdvancement, refreshSignOffReads } from "@/features/advancement/api";
import { attendanceKeys, refreshAttendanceQueries } from "@/features/attendance/api";
import { authKeys } from "@/features/auth/api";
import { refreshAwardQueries } from "@/features/awards/api";
import { badgeKeys, refreshBadgeQueries } from "@/features/badges/api";
import { eventKeys, refreshEventQueries } from "@/features/events/api";
import { refreshFamilyQueries } from "@/features/family/api";
import { refreshMessages } from "@/features/messages/api";
import { refreshRosterQueries, scoutKeys } from "@/features/scouts/api";
import type { ChangeRequest, OfflineAction } from "@/lib/offline/actions";
import { queryClient } from "@/lib/query-client";

// The changes a person may make offline (docs/product.md, "Offline changes"), and nothing else: each says what it
// is in the person's words (for "Couldn't be saved"), shows itself in the cache where a screen reads
// it, and names the reads to ask again once the server has it.

const ID = "([^/]+)";
const part = (change: ChangeRequest, index: number) => decodeURIComponent(change.match[index] ?? "");

function scoutName(scoutId: string): string {
  return queryClient.getQueryData<Scout[]>(scoutKeys.all)?.find((s) => s.id === scoutId)?.name ?? "a scout";
}

function eventTitle(eventId: string): string {
  for (const [, events] of queryClient.getQueriesData<ScoutEvent[]>({ queryKey: eventKeys.all })) {
    const found = Array.isArray(events) ? events.find((e) => e.id === eventId) : undefined;
    if (found) return found.title;
  }
  return "an event";
}

function badgeName(badgeId: string): string {
  return queryClient.getQueryData<Badge[]>(badgeKeys.all)?.find((b) => b.id === badgeId)?.name ?? "a badge";
}

const attendance: OfflineAction = {
  methods: ["POST"],
  path: /^\/api\/attendance$/,
  describe: ({ body }) => {
    const { scoutId, eventId } = body as AttendanceRequest;
    return `Attendance for ${scoutName(scoutId)} at ${eventTitle(eventId)}`;
  },
  apply: ({ body }) => {
    const request = body as AttendanceRequest;
    const recordedAt = request.recordedAt ?? new Date().toISOString();
    queryClient.setQueryData<AttendanceRecord[]>(attendanceKeys.all, (list = []) => {
      const same = (r: AttendanceRecord) => r.scoutId === request.scoutId && r.eventId === request.eventId;
      const before = list.find(same);
      const record: AttendanceRecord = {
        id: before?.id ?? `offline-${request.scoutId}-${request.eventId}`,
        scoutId: request.scoutId,
        eventId: request.eventId,
        status: request.status,
        notes: request.notes ?? before?.notes ?? null,
        recordedAt,
        scoutName: before?.scoutName ?? scoutName(request.scoutId),
        eventTitle: before?.eventTitle ?? eventTitle(request.eventId),
      };
      return before ? list.map((r) => (same(r) ? record : r)) : [record, ...list];
    });
    return null;
  },
  refresh: () => void refreshAttendanceQueries(),
};

const progress: OfflineAction = {
  methods: ["PATCH"],
  path: new RegExp(`^/api/badges/${ID}/progress$`),
  describe: (change) => `Requirements ticked on ${badgeName(part(change, 1))}`,
  apply: (change) => {
    const badgeId = part(change, 1);
    const { completedRequirements } = change.body as { completedRequirements: number[] };
    const badge = queryClient.getQueryData<Badge[]>(badgeKeys.all)?.find((b) => b.id === badgeId);
    if (!badge) return null;
    const total = badge.requirements.length;
    const updated: Badge = {
      ...badge,
      completedRequirements,
      progressPercentage: total > 0 ? Math.round((completedRequirements.length / total) * 100) : 0,
    };
    queryClient.setQueryData<Badge[]>(badgeKeys.all, (list) => list?.map((b) => (b.id === badgeId ? updated : b)));
    return updated;
  },
  refresh: () => void refreshBadgeQueries(),
};

/** Today in the device's own calendar, as the server writes a sign-off's day. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}

const signOffForScout: OfflineAction = {
  methods: ["POST", "DELETE"],
  path: new RegExp(`^/api/scouts/${ID}/badges/${ID}/requirements/(\\d+)/sign-off$`),
  describe: (change) =>
    `${change.method === "DELETE" ? "Sign-off taken back" : "Sign-off"} of requirement ${Number(part(change, 3)) + 1} of ${badgeName(part(change, 2))} for ${scoutName(part(change, 1))}`,
  // The scout's progress shows the requirement signed off (or not) by this leader.
  apply: (change) => {
    const [scoutId, badgeId, index] = [part(change, 1), part(change, 2), Number(part(change, 3))];
    const signing = change.method === "POST";
    const body = (change.body ?? {}) as SignOffRequest;
    const user = queryClient.getQueryData<User | null>(authKeys.user);
    const signOff = { index, by: user ? `${user.firstName} ${user.lastName}` : "You", on: body.date ?? today(), note: body.note || null };
    queryClient.setQueryData<ScoutBadgeProgress[]>(advancementKeys.scoutProgress(scoutId), (list) =>
      list?.map((badge) => {
        if (badge.id !== badgeId) return badge;
        const others = badge.signOffs.filter((s) => s.index !== index);
        const ticks = badge.completedRequirements.filter((i) => i !== index);
        return {
          ...badge,
          signOffs: signing ? [...others, signOff] : others,
          completedRequirements: signing ? [...ticks, index].sort((a, b) => a - b) : ticks,
        };
      }),
    );
    return signing ? { scoutId, badgeId, ...signOff } : null;
  },
  refresh: () => void Promise.all([refreshSignOffReads(), refreshAdvancement(), refreshRosterQueries()]),
};

const meetingSignOffText = (change: ChangeRequest) =>
  `Sign-off of requirement ${Number(part(change, 2)) + 1} of ${badgeName(part(change, 1))}`;

const signOffForBadge: OfflineAction = {
  methods: ["POST"],
  path: new RegExp(`^/api/badges/${ID}/requirements/(\\d+)/sign-off$`),
  describe: meetingSignOffText,
  apply: (change): MeetingSignOffResult => ({ signedOff: (change.body as MeetingSignOffRequest | undefined)?.scoutIds ?? [], skipped: [] }),
  // A scout the server left out (erased or made inactive meanwhile) is listed by name, alone: the
  // others were signed off, and Retry sends only theirs.
  refusedParts: (change, answer) =>
    ((answer as MeetingSignOffResult | null)?.skipped ?? []).map(({ scoutId, reason }) => ({
      url: change.url,
      body: { ...(change.body as MeetingSignOffRequest), scoutIds: [scoutId] },
      description: `${meetingSignOffText(change)} for ${scoutName(scoutId)}`,
      reason,
    })),
  refresh: () => void Promise.all([refreshSignOffReads(), refreshAdvancement(), refreshRosterQueries()]),
};

/** A yes that the server put on the waiting list (the event filled meanwhile): the person is told. */
function toldOfWaitingList(eventId: string, answer: unknown): string | null {
  const result = answer as ReplyResult | null;
  if (result?.status !== "waitlisted") return null;
  return `${eventTitle(eventId)} filled up while you were offline: you are number ${result.position ?? "?"} on the waiting list.`;
}

/** Until the server has answered, a yes counts as a place and a no as not going. */
const replyGuess = (body: unknown): ReplyResult => ({
  status: (body as ReplyRequest).answer === "yes" ? "joined" : "declined",
  position: null,
});

const ownReply: OfflineAction = {
  methods: ["PUT"],
  path: new RegExp(`^/api/events/${ID}/reply$`),
  describe: (change) => `Your answer to ${eventTitle(part(change, 1))}`,
  apply: (change) => replyGuess(change.body),
  refresh: () => void refreshEventQueries(),
  told: (change, answer) => toldOfWaitingList(part(change, 1), answer),
};

const childReply: OfflineAction = {
  methods: ["PUT"],
  path: new RegExp(`^/api/parent/children/${ID}/events/${ID}/reply$`),
  describe: (change) => `Answer for your child to ${eventTitle(part(change, 2))}`,
  apply: (change) => replyGuess(change.body),
  refresh: () => void Promise.all([refreshFamilyQueries(), refreshEventQueries()]),
  told: (change, answer) => toldOfWaitingList(part(change, 2), answer),
};

const approvals: OfflineAction = {
  methods: ["POST"],
  path: /^\/api\/badge-approvals\/([^/]+)\/(approve|return)$/,
  describe: (change) => (part(change, 2) === "return" ? "A badge sent back to the scout" : "A badge approved"),
  refresh: () => void Promise.all([refreshAdvancement(), refreshBadgeQueries()]),
};

/** A leader's OK (or no) to a scout's request to join: the request leaves the list at once. */
const joinRequests: OfflineAction = {
  methods: ["POST"],
  path: new RegExp(`^/api/events/${ID}/participants/${ID}/(approve|decline)$`),
  describe: (change) => {
    const request = queryClient.getQueryData<PendingRequest[]>(eventKeys.pendingRequests)?.find((r) => r.participantId === part(change, 2));
    const who = request ? `${request.scoutName} at ${request.eventTitle}` : `a scout at ${eventTitle(part(change, 1))}`;
    return `${part(change, 3) === "approve" ? "Request approved" : "Request declined"} for ${who}`;
  },
  apply: (change) => {
    queryClient.setQueryData<PendingRequest[]>(eventKeys.pendingRequests, (list) =>
      list?.filter((r) => r.participantId !== part(change, 2)),
    );
    return null;
  },
  refresh: () => void refreshEventQueries(),
};

const awards: OfflineAction = {
  methods: ["POST"],
  path: new RegExp(`^/api/scouts/${ID}/award-badge$`),
  describe: (change) => `${badgeName((change.body as { badgeId: string }).badgeId)} awarded to ${scoutName(part(change, 1))}`,
  refresh: () => void Promise.all([refreshAwardQueries(), refreshAdvancement(), refreshBadgeQueries()]),
};

const reactions: OfflineAction = {
  methods: ["POST"],
  path: new RegExp(`^/api/activities/${ID}/reactions$`),
  describe: () => "Your reaction to an activity",
  refresh: () => void refreshActivities(),
};

const messageRead: OfflineAction = {
  methods: ["POST"],
  path: new RegExp(`^/api/messages/${ID}/read$`),
  describe: () => "A message marked as read",
  refresh: () => void refreshMessages(),
};

export const OFFLINE_ACTIONS: readonly OfflineAction[] = [
  attendance,
  progress,
  signOffForScout,
  signOffForBadge,
  ownReply,
  childReply,
  approvals,
  joinRequests,
  awards,
  reactions,
  messageRead,
];
