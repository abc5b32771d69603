import type { AppContext, ZodApp } from "./app-context";
import { accountRoutes } from "./features/account/account.routes";
import { activityRoutes } from "./features/activities/activities.routes";
import { advancementRoutes } from "./features/advancement/advancement.routes";
import { attendanceRoutes } from "./features/attendance/attendance.routes";
import { authRoutes } from "./features/auth/auth.routes";
import { awardRoutes } from "./features/awards/awards.routes";
import { badgeRoutes } from "./features/badges/badges.routes";
import { calendarRoutes } from "./features/calendar/calendar.routes";
import { eventRoutes } from "./features/events/events.routes";
import { familyRoutes } from "./features/family/family.routes";
import { healthRoutes } from "./features/health/health.routes";
import { inviteRoutes } from "./features/invites/invites.routes";
import { leaderRoutes } from "./features/leaders/leaders.routes";
import { messageRoutes } from "./features/messages/messages.routes";
import { notificationRoutes } from "./features/notifications/notifications.routes";
import { passwordResetRoutes } from "./features/password-reset/password-reset.routes";
import { patrolRoutes } from "./features/patrols/patrols.routes";
import { publicTroopRoutes } from "./features/public-troop/public-troop.routes";
import { scoutRoutes } from "./features/scouts/scouts.routes";
import { troopRoutes } from "./features/troop/troop.routes";
import { unsubscribeRoutes } from "./features/unsubscribe/unsubscribe.routes";

/** The one registry: one line per feature. */
export function registerRoutes(app: ZodApp, ctx: AppContext) {
  healthRoutes(app, ctx);
  authRoutes(app, ctx);
  troopRoutes(app, ctx);
  accountRoutes(app, ctx);
  badgeRoutes(app, ctx);
  scoutRoutes(app, ctx);
  patrolRoutes(app, ctx);
  awardRoutes(app, ctx);
  advancementRoutes(app, ctx);
  activityRoutes(app, ctx);
  eventRoutes(app, ctx);
  attendanceRoutes(app, ctx);
  calendarRoutes(app, ctx);
  publicTroopRoutes(app, ctx);
  inviteRoutes(app, ctx);
  familyRoutes(app, ctx);
  notificationRoutes(app, ctx);
  passwordResetRoutes(app, ctx);
  messageRoutes(app, ctx);
  leaderRoutes(app, ctx);
  unsubscribeRoutes(app, ctx);
}
