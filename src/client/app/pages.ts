import type { TroopUser } from "@shared/api/auth";
import type { Role } from "@shared/constants";
import type { FetchQueryOptions } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { accountPhoneQuery } from "@/features/account/api";
import { approvalsQuery, myActivitiesQuery } from "@/features/advancement/api";
import { attendanceQuery } from "@/features/attendance/api";
import { badgeStatsQuery, badgesQuery, earnedFreshQuery } from "@/features/badges/api";
import { eventsQuery, pendingRequestsQuery } from "@/features/events/api";
import { childActivitiesQuery, childBadgesQuery, childEventsQuery, childrenQuery } from "@/features/family/api";
import { leadersQuery } from "@/features/leaders/api";
import { inboxQuery, unreadCountQuery } from "@/features/messages/api";
import { myPatrolQuery, patrolsQuery } from "@/features/patrols/api";
import { troopContactQuery } from "@/features/public-troop/contact-api";
import { scoutsQuery } from "@/features/scouts/api";
import { brandingQuery, configurationQuery, troopFeaturesQuery } from "@/features/troop/api";
import { PAGE_ADDRESSES, type PageAddress, type PageName } from "./page-addresses";

export type { PageName };

/**
 * The one table of the signed-in pages: at which address, for which roles, which chunk draws the
 * page, and which reads it shows first. The router offers its rows (router.tsx), start-up asks for
 * the reads of the page at the address early (start-up-reads.ts), and the server draws a page's first
 * view with them (entry-server.tsx). A page the server draws with a read missing here is caught by
 * src/server/pages/page-reads.test.ts.
 */

/** A read as a feature's api.ts declares it (its `queryOptions`). */
// biome-ignore lint/suspicious/noExplicitAny: reads of every shape share one list; each keeps its own types where it is used.
export type Read = FetchQueryOptions<any, any, any, any>;

/** Who a page is drawn for: the user, or at start-up the role last signed in on this device (a guess). */
export type Reader = { role: Role | null; isNewUser?: boolean };

/** What the router gives every page: the user, and the address's parameters (`/family/:scoutId`). */
export type PageProps = { user: TroopUser; params: Record<string, string | undefined> };

type Page = {
  /** The page's chunk, loaded when it is first shown (or earlier, by start-up). */
  load: () => Promise<{ default: ComponentType<PageProps> }>;
  /**
   * The reads the page shows first: the server draws the page with them, and start-up asks early for
   * those the app keeps (a read asked afresh on every visit, `staleTime: 0`, is left to the page).
   */
  reads: (user: Reader) => Read[];
  /**
   * Reads the page draws in their loading state on purpose when the server draws it: the app asks for
   * them when it takes the page over (a scout's own feed, read fresh on every visit; the reads of one
   * child's page).
   */
  later?: (user: Reader, params: Record<string, string | undefined>) => Read[];
};

const pages = {
  onboarding: { load: () => import("./pages/onboarding-page"), reads: () => [] },
  scoutHome: {
    load: () => import("./pages/scout-home-page"),
    reads: () => [badgesQuery, earnedFreshQuery],
    // A scout's patrol card comes in after the badges.
    later: (user) => (user.role === "scout" ? [myActivitiesQuery, myPatrolQuery] : []),
  },
  leaderDashboard: {
    load: () => import("./pages/leader-dashboard-page"),
    // The requests waiting for review: the dashboard's notice.
    reads: () => [scoutsQuery, badgesQuery, eventsQuery, attendanceQuery, badgeStatsQuery, pendingRequestsQuery, approvalsQuery],
  },
  admin: { load: () => import("./pages/admin-page"), reads: () => [badgesQuery] },
  scoutManagement: {
    load: () => import("./pages/scout-management-page"),
    // The requests waiting for review: the roster's count and its tab. The patrols: their card and the roster's marks.
    reads: () => [scoutsQuery, badgesQuery, eventsQuery, approvalsQuery, patrolsQuery],
  },
  troopSettings: { load: () => import("./pages/troop-settings-page"), reads: () => [configurationQuery, leadersQuery] },
  family: {
    load: () => import("./pages/family-page"),
    reads: () => [childrenQuery, troopContactQuery, accountPhoneQuery],
    later: (_user, { scoutId }) => (scoutId ? [childEventsQuery(scoutId), childBadgesQuery(scoutId), childActivitiesQuery(scoutId)] : []),
  },
  messages: {
    load: () => import("./pages/messages-page"),
    reads: () => [inboxQuery],
    // A new message offers "One patrol" once the troop's patrols are in.
    later: (user) => (user.role === "leader" ? [patrolsQuery] : []),
  },
  // Its overview is read once the page runs: a commissioner's, across the district's troops.
  district: { load: () => import("./pages/district-page"), reads: () => [] },
} satisfies Record<PageName, Page>;

/** One address of a page with how it is drawn and read. */
export type PageRow = Page & PageAddress;

/** Every signed-in page at every address (page-addresses.ts), the first row that fits the user winning. */
export const PAGES: readonly PageRow[] = PAGE_ADDRESSES.map((address) => ({ ...pages[address.page], ...address }));

/**
 * What every signed-in page is drawn with besides its own reads: the troop's branding and its
 * switches (the app reads the switches afresh when it takes a page over, so a page drawn with them
 * does not change under the reader's eyes). The bell's count is drawn loading: it is read fresh on
 * every visit and then kept up to date by the app.
 */
export const FRAME: Pick<Page, "reads" | "later"> = {
  reads: () => [brandingQuery, troopFeaturesQuery],
  later: () => [unreadCountQuery],
};

/** The address's parameters when `path` is one of `pattern`'s, else null (the router's own patterns). */
export function matchPath(pattern: string, path: string): Record<string, string | undefined> | null {
  if (pattern.endsWith("/*?")) {
    const base = pattern.slice(0, -3);
    if (path === base) return {};
    return path.startsWith(`${base}/`) ? { "*": decodeURIComponent(path.slice(base.length + 1)) } : null;
  }
  const want = pattern.split("/");
  const have = path.split("/");
  if (want.length !== have.length) return null;
  const params: Record<string, string | undefined> = {};
  for (const [i, part] of want.entries()) {
    const value = have[i] ?? "";
    if (part.startsWith(":")) {
      if (!value) return null;
      params[part.slice(1)] = decodeURIComponent(value);
    } else if (part !== value) return null;
  }
  return params;
}

const fits = (row: PageRow, user: Reader) =>
  user.role !== null && row.roles.includes(user.role) && (!row.newUser || user.isNewUser === true);

/** The rows the router offers `user`: the first that fits at each address. */
export function rowsFor(user: Reader, table: readonly PageRow[] = PAGES): PageRow[] {
  const seen = new Set<string>();
  return table.filter((row) => {
    if (!fits(row, user) || seen.has(row.path)) return false;
    seen.add(row.path);
    return true;
  });
}

/** The page `user` gets at `path`, with the address's parameters; null where the router has none for them. */
export function pageFor(path: string, user: Reader, table: readonly PageRow[] = PAGES) {
  for (const row of rowsFor(user, table)) {
    const params = matchPath(row.path, path);
    if (params) return { row, params };
  }
  return null;
}

/** Whether `path` is a signed-in page's address for any role (another role's gets the 404 page there). */
export const isSignedInAddress = (path: string, table: readonly PageRow[] = PAGES) => table.some((row) => matchPath(row.path, path));

/**
 * The page start-up asks for early at `path`, for the role last signed in on this device: a guess,
 * so a page of another role's is asked for too (a wrong guess costs a request, never data the role
 * may not see: the server checks every read). Null where the address has no page, or where home
 * depends on a role not known yet.
 */
export function pageAt(path: string, role: Role | null): PageName | null {
  const rows = PAGES.filter((row) => !row.newUser && matchPath(row.path, path));
  const mine = rows.find((row) => role !== null && row.roles.includes(role));
  if (mine) return mine.page;
  const names = new Set(rows.map((row) => row.page));
  return names.size === 1 ? (rows[0]?.page ?? null) : null;
}

/** A page's chunk and reads by its name. */
export const pageNamed = (name: PageName): Page => pages[name];
