import type { Role } from "@shared/constants";

/** The signed-in pages by name; pages.ts says how each is drawn and read. */
export type PageName =
  | "onboarding"
  | "scoutHome"
  | "leaderDashboard"
  | "admin"
  | "scoutManagement"
  | "troopSettings"
  | "family"
  | "messages"
  | "district";

/** One address of a page, for the roles that have it there. */
export type PageAddress = {
  /** The address as the router matches it: `/family/:scoutId`, `/messages/*?` (anything under it). */
  path: string;
  roles: readonly Role[];
  page: PageName;
  /** Only on a new account's first visits (the welcome page at home). */
  newUser?: true;
};

const LEADER: readonly Role[] = ["leader"];

/**
 * Every signed-in page at every address, the first row that fits the user winning. Kept apart from
 * the pages' reads (pages.ts) so the signed-out app, which sends these addresses to sign-in and back,
 * takes the same list without the features' code.
 */
export const PAGE_ADDRESSES: readonly PageAddress[] = [
  // Home depends on the role; a new scout or leader is welcomed first. Parents have no onboarding.
  { path: "/", roles: ["scout", "leader"], page: "onboarding", newUser: true },
  { path: "/", roles: LEADER, page: "leaderDashboard" },
  { path: "/", roles: ["scout"], page: "scoutHome" },
  { path: "/", roles: ["parent"], page: "family" },
  // The scout view, where leaders also create events.
  { path: "/scout-dashboard", roles: ["scout", "leader"], page: "scoutHome" },
  { path: "/leader-dashboard", roles: LEADER, page: "leaderDashboard" },
  { path: "/admin", roles: LEADER, page: "admin" },
  { path: "/scout-management", roles: LEADER, page: "scoutManagement" },
  { path: "/troop-settings", roles: LEADER, page: "troopSettings" },
  { path: "/family", roles: ["parent"], page: "family" },
  { path: "/family/:scoutId", roles: ["parent"], page: "family" },
  // Every role reads its messages; the page itself offers leaders what only they do.
  { path: "/messages/*?", roles: ["scout", "leader", "parent"], page: "messages" },
  // A district's commissioners (many-troops M6); anyone else may enter an invite's code there. Never a scout's.
  { path: "/district", roles: ["leader", "parent"], page: "district" },
];

/** The addresses only a signed-in user has: every page's but home, which is the landing page signed out. */
export const SIGNED_IN_ONLY_PATHS: readonly string[] = [...new Set(PAGE_ADDRESSES.map((a) => a.path))].filter((path) => path !== "/");
