import { randomBytes } from "node:crypto";
import type { App } from "../../src/server/app";
import type { Badge, BadgeCreateRequest } from "../../src/shared/api/badges";
import { requestsTo } from "../setup/request-as";
import type { SignedIn } from "./users";

export const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

export function buildBadge(overrides: Partial<BadgeCreateRequest> = {}): BadgeCreateRequest {
  return {
    name: `Knots ${randomBytes(3).toString("hex")}`,
    description: "Tie the knots every scout should know.",
    imageUrl: "/badges/knots.svg",
    category: "skills",
    requirements: ["Tie a reef knot", "Tie a bowline", "Tie a clove hitch", "Whip a rope end"],
    progressPercentage: 0,
    ...overrides,
  };
}

/** A badge created by a leader through the API. */
export async function createBadge(app: App, leader: SignedIn, overrides: Partial<BadgeCreateRequest> = {}): Promise<Badge> {
  const res = await requestsTo(app)(leader).post("/api/badges", buildBadge(overrides));
  if (res.statusCode !== 201) throw new Error(`creating a badge failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A roster scout created by a leader through the API (no account). */
export async function createRosterScout(
  app: App,
  leader: SignedIn,
  body: Record<string, unknown> = {},
): Promise<{ id: string; name: string }> {
  const res = await requestsTo(app)(leader).post("/api/scouts", { name: `Robin ${randomBytes(2).toString("hex")}`, ...body });
  if (res.statusCode !== 201) throw new Error(`adding a scout failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Ticks requirements for a signed-in scout. */
export async function tick(app: App, scout: SignedIn, badgeId: string, completedRequirements: number[]) {
  const res = await requestsTo(app)(scout).patch(`/api/badges/${badgeId}/progress`, { completedRequirements });
  if (res.statusCode !== 200) throw new Error(`progress failed: ${res.statusCode} ${res.body}`);
  return res.json() as Badge;
}

/** A badge with one requirement that the scout has already ticked: ready to earn. */
export async function createEarnableBadge(app: App, leader: SignedIn, scout: SignedIn, overrides: Partial<BadgeCreateRequest> = {}) {
  const badge = await createBadge(app, leader, { requirements: ["Show a leader"], ...overrides });
  await tick(
    app,
    scout,
    badge.id,
    badge.requirements.map((_, index) => index),
  );
  return badge;
}
