import type { BadgeApproval, BadgeScoutProgress, NearlyThere, ScoutBadgeProgress } from "@shared/api/advancement";
import type { Badge } from "@shared/api/badges";
import type { ScoutEvent } from "@shared/api/events";
import type { Patrol } from "@shared/api/patrols";
import type { Scout } from "@shared/api/scouts";
import type { Branding, TroopConfiguration, TroopFeatures } from "@shared/api/troop";

/**
 * Answers as the server sends them, for component tests: each builder returns the shared response
 * type whole, so a field the server adds or renames shows up here at compile time.
 */

export function scoutFixture(overrides: Partial<Scout> & Pick<Scout, "id" | "name">): Scout {
  return {
    email: null,
    phone: null,
    emergencyContact: null,
    emergencyPhone: null,
    dateOfBirth: null,
    joinDate: "2026-01-05T10:00:00.000Z",
    isActive: true,
    notes: null,
    hasAccount: false,
    contacts: [],
    parents: [],
    possibleDuplicateOf: [],
    patrolId: null,
    patrolLeader: false,
    ...overrides,
  };
}

export function badgeFixture(overrides: Partial<Badge> & Pick<Badge, "id" | "name">): Badge {
  return {
    description: "Tie the knots every scout should know.",
    imageUrl: "/badges/knots.svg",
    category: "skills",
    requirements: ["Tie a reef knot", "Tie a bowline", "Tie a clove hitch", "Whip a rope end"],
    progressPercentage: 0,
    completedRequirements: [],
    isEarned: false,
    earnedDate: null,
    approval: null,
    approvalNote: null,
    signOffs: [],
    ...overrides,
  };
}

export function eventFixture(overrides: Partial<ScoutEvent> & Pick<ScoutEvent, "id" | "title">): ScoutEvent {
  return {
    description: "A night under the stars.",
    imageUrl: "/badges/camper.svg",
    startDate: "2026-06-10T09:00:00.000Z",
    endDate: null,
    location: "Pine Lake",
    tags: [],
    badgeOpportunities: [],
    maxParticipants: null,
    currentParticipants: 0,
    isFeatured: false,
    eventType: null,
    waitlist: true,
    waitlistCount: 0,
    consentRequired: false,
    consentText: null,
    kitList: [],
    cost: 0,
    createdAt: "2026-05-01T10:00:00.000Z",
    updatedAt: "2026-05-01T10:00:00.000Z",
    ...overrides,
  };
}

/** A troop's settings as the leaders' settings screen reads them (GET /api/troop/configuration). */
export function configurationFixture(overrides: Partial<TroopConfiguration> = {}): TroopConfiguration {
  return {
    id: "t1",
    troopName: "Troop 7",
    timeZone: "Europe/London",
    currency: "USD",
    troopNumber: null,
    region: null,
    leaderUserId: "u1",
    logoUrl: null,
    primaryColor: "#490499",
    secondaryColor: "#059669",
    accentColor: "#ea580c",
    meetingLocation: null,
    meetingSchedule: null,
    contactEmail: null,
    contactPhone: null,
    website: null,
    customWelcomeMessage: null,
    customBadgeCategories: null,
    customEventTypes: null,
    additionalFields: null,
    enablePublicProfile: false,
    enableParentPortal: true,
    enableAdvancementTracking: true,
    enableActivityFeed: true,
    requireParentApproval: false,
    requireLeaderApproval: false,
    emailNotifications: true,
    smsNotifications: false,
    weeklyReports: true,
    badgeReminders: true,
    eventReminders: true,
    leaderInviteCode: "LEAD-1",
    scoutJoinCode: "SCOUT-1",
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

export function featuresFixture(overrides: Partial<TroopFeatures> = {}): TroopFeatures {
  return {
    enableAdvancementTracking: true,
    requireLeaderApproval: false,
    enableActivityFeed: true,
    customBadgeCategories: [],
    customEventTypes: [],
    ...overrides,
  };
}

/** One badge of one scout as a leader sees it: the badge as the scout sees it, and when it was handed out. */
export function scoutBadgeProgressFixture(
  overrides: Partial<ScoutBadgeProgress> & Pick<ScoutBadgeProgress, "id" | "name">,
): ScoutBadgeProgress {
  const { presentedAt = null, ...badge } = overrides;
  return { ...badgeFixture(badge), presentedAt };
}

/** One scout's way towards one badge, as the badge's progress lists it. */
export function badgeScoutProgressFixture(overrides: Partial<BadgeScoutProgress> & Pick<BadgeScoutProgress, "scout">): BadgeScoutProgress {
  return {
    progressPercentage: 0,
    completedRequirements: [],
    isEarned: false,
    presentedAt: null,
    approval: null,
    signOffs: [],
    ...overrides,
  };
}

export function nearlyThereFixture(overrides: Partial<NearlyThere> & Pick<NearlyThere, "scout" | "badge">): NearlyThere {
  return {
    progressPercentage: 75,
    completedCount: 3,
    totalRequirements: 4,
    approval: null,
    ...overrides,
  };
}

/** A scout's request for a leader to approve a badge. */
export function badgeApprovalFixture(overrides: Partial<BadgeApproval> & Pick<BadgeApproval, "id">): BadgeApproval {
  return {
    scout: { id: "s1", name: "Alice Archer" },
    badge: { id: "b1", name: "Knots", imageUrl: "/badges/knots.svg" },
    requestedAt: "2026-05-20T10:00:00.000Z",
    completedRequirements: [0, 1, 2, 3],
    totalRequirements: 4,
    ...overrides,
  };
}

/** The troop's look as every screen reads it (GET /api/troop/branding). */
export function brandingFixture(overrides: Partial<Branding> = {}): Branding {
  return {
    troopName: "Troop 7",
    logoUrl: null,
    primaryColor: "#490499",
    secondaryColor: "#059669",
    accentColor: "#ea580c",
    customWelcomeMessage: "",
    timeZone: "UTC",
    ...overrides,
  };
}

/** A patrol as GET /api/patrols lists it: no motto, no scouts unless said. */
export function patrolFixture(overrides: Partial<Patrol> & Pick<Patrol, "id" | "name" | "color">): Patrol {
  return { motto: null, scoutCount: 0, ...overrides };
}
