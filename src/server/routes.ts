import type { AppContext, ZodApp } from "./app-context";
import { attendanceRoutes } from "./features/attendance/attendance.routes";
import { authRoutes } from "./features/auth/auth.routes";
import { eventRoutes } from "./features/events/events.routes";
import { healthRoutes } from "./features/health/health.routes";
import { troopRoutes } from "./features/troop/troop.routes";

/** The one registry: one line per feature. */
export function registerRoutes(app: ZodApp, ctx: AppContext) {
  healthRoutes(app, ctx);
  authRoutes(app, ctx);
  troopRoutes(app, ctx);
  eventRoutes(app, ctx);
  attendanceRoutes(app, ctx);
}
