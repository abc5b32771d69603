import type { Role } from "@shared/constants";
import type { QueryClient } from "@tanstack/react-query";

/**
 * What a signed-in page module may offer besides its component: the reads it shows first, so start-up
 * can ask for them while the user look-up is still on its way. Which page that is comes from the role
 * last signed in on this device, so it is a guess: a wrong one costs a request, never data another
 * role may not see (the server checks every read).
 */
export type PageModule = { prefetch?: (client: QueryClient) => void };

/**
 * Every signed-in page's chunk, named once: the router renders them lazily, start-up asks for the
 * address's early (a module is fetched and run once, whoever imports it first).
 */
export const pageModules = {
  onboarding: () => import("./pages/onboarding-page"),
  scoutHome: () => import("./pages/scout-home-page"),
  leaderDashboard: () => import("./pages/leader-dashboard-page"),
  admin: () => import("./pages/admin-page"),
  scoutManagement: () => import("./pages/scout-management-page"),
  troopSettings: () => import("./pages/troop-settings-page"),
  family: () => import("./pages/family-page"),
  messages: () => import("./pages/messages-page"),
};

export type PageName = keyof typeof pageModules;

const LEADER_PAGES: Record<string, PageName> = {
  "/leader-dashboard": "leaderDashboard",
  "/admin": "admin",
  "/scout-management": "scoutManagement",
  "/troop-settings": "troopSettings",
};

/** The page the router will show at `path` for `role` (home depends on the role), or null when unsure. */
export function pageAt(path: string, role: Role | null): PageName | null {
  if (path === "/") return role === "leader" ? "leaderDashboard" : role === "parent" ? "family" : role === "scout" ? "scoutHome" : null;
  if (path === "/scout-dashboard") return "scoutHome";
  if (path === "/family" || path.startsWith("/family/")) return "family";
  if (path === "/messages" || path.startsWith("/messages/")) return "messages";
  return LEADER_PAGES[path] ?? null;
}
