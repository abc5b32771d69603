/** Business constants of the product. Shared by server and client. */

export const NEARLY_DONE_THRESHOLD = 75;
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
export const TOKEN_STORAGE_KEY = "authToken";
/** `<meta name>` the server puts into the page while the troop's public page is on. */
export const PUBLIC_PAGE_META = "troop-public-page";
/** Attribute on the root element when the server sent the page already rendered (the signed-out landing page). */
export const SERVER_RENDERED_ROOT = "data-server-rendered";
/**
 * Attribute on the root element when the server sent a signed-in page's first view, rendered with its
 * first reads; the app takes it over (hydrates it) instead of drawing it again.
 */
export const FIRST_VIEW_ROOT = "data-first-view";
/**
 * Attribute beside it when that first view shows a date or an amount of money: the browser's locale
 * data for them is then loaded before the take-over, which would otherwise pay for it mid-way.
 */
export const LOCALE_DATA_ROOT = "data-locale-data";
/** Id of the `<script type="application/json">` holding those reads (the query cache, dehydrated). */
export const FIRST_VIEW_STATE_ID = "first-view-state";
/**
 * Id of the `<template>` in which a server-drawn signed-out page (landing, sign-in) names the app's
 * code for the page after it; the first script asks for it once the page has loaded.
 */
export const LATER_CODE_ID = "code-for-later";

export const DEFAULT_BRANDING = {
  troopName: "My Scout Troop",
  logoUrl: null as string | null,
  primaryColor: "#490499",
  secondaryColor: "#059669",
  accentColor: "#ea580c",
  customWelcomeMessage: "",
} as const;

export const BADGE_CATEGORIES = ["outdoor", "community", "skills", "creative", "adventurous"] as const;
export type BadgeCategory = (typeof BADGE_CATEGORIES)[number];
/** A troop's own badge category or event type. */
export type CustomKey = { key: string; label: string };
export const CUSTOM_KEY_LIMITS = { keyLength: 30, labelLength: 40, items: 20 } as const;
/** The scout view's category cards. */
export const SCOUT_CARD_CATEGORIES = ["outdoor", "community", "skills"] as const;

export const ROLES = ["scout", "leader", "parent"] as const;
export type Role = (typeof ROLES)[number];
/** A leader's rights in the troop: the first leader is an admin; admins give other leaders their role. */
export const LEADER_ROLES = ["admin", "assistant"] as const;
export type LeaderRole = (typeof LEADER_ROLES)[number];

export const QUICK_REACTIONS = [
  { emoji: "👍", label: "Great job!" },
  { emoji: "🎉", label: "Awesome!" },
  { emoji: "🏆", label: "Champion!" },
  { emoji: "💪", label: "Strong work!" },
  { emoji: "⭐", label: "Star performer!" },
  { emoji: "🔥", label: "On fire!" },
] as const;
export const REACTION_EMOJIS = QUICK_REACTIONS.map((r) => r.emoji) as [string, ...string[]];

export const ACTIVITY_TYPES = ["badge_progress", "event_participation", "achievement", "milestone"] as const;
export const ACTIVITY_POINTS = {
  requirementCompleted: 5,
  achievement: 50,
  milestone: 100,
  eventJoined: 20,
  eventPresent: 10,
} as const;
/** Earned-badge counts that write a milestone activity. */
export const MILESTONES = [1, 5, 10, 25, 50] as const;

export const LIMITS = {
  name: 100,
  eventTitle: 150,
  description: 5000,
  notes: 2000,
  requirementItems: 50,
  requirementLength: 500,
  listItems: 20,
  listItemLength: 50,
  reactionMessage: 500,
  maxParticipants: 10000,
  shortText: 200,
  consentText: 2000,
  kitItems: 50,
  kitItemLength: 100,
  healthText: 1000,
  replyNote: 500,
  signedName: 100,
  helperSeats: 20,
  /** In cents: 100,000.00 of the troop's currency. */
  eventCost: 10_000_000,
} as const;

export const ATTENDANCE_GREEN = 80;
export const ATTENDANCE_ORANGE = 60;
export const DEFAULT_EVENT_HOURS = 2;
export const CALENDAR_CELLS = 42;
