import { activitiesOffline } from "@/features/activities/offline";
import { advancementOffline } from "@/features/advancement/offline";
import { attendanceOffline } from "@/features/attendance/offline";
import { awardsOffline } from "@/features/awards/offline";
import { badgesOffline } from "@/features/badges/offline";
import { eventsOffline } from "@/features/events/offline";
import { familyOffline } from "@/features/family/offline";
import { messagesOffline } from "@/features/messages/offline";
import type { OfflineAction } from "@/lib/offline/actions";

/** Every change that may be made offline: each feature says which of its own, beside its api.ts (its offline.ts). */
export const OFFLINE_ACTIONS: readonly OfflineAction[] = [
  ...attendanceOffline,
  ...badgesOffline,
  ...advancementOffline,
  ...eventsOffline,
  ...familyOffline,
  ...awardsOffline,
  ...activitiesOffline,
  ...messagesOffline,
];
