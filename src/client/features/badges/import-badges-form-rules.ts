import { type BadgeCreateRequest, badgeCreateRequest } from "@shared/api/badges";
import { z } from "zod";
import { isBadgeCategory, parseInitialProgress, parseRequirements } from "./badge-form-rules";

/** Import Badges: pasted JSON, an array of badges or one badge. Pure. */

export const DEFAULT_IMPORT_IMAGE = "/badges/default.svg";

export type ImportResult = { ok: true; badges: BadgeCreateRequest[] } | { ok: false };

function asText(value: unknown): string {
  return typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";
}

function asRequirements(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(asText).filter((r) => r.length > 0);
  if (typeof value === "string") return parseRequirements(value);
  return [];
}

/** One pasted object → a badge body; missing category is outdoor, missing image the default badge image. */
export function toImportedBadge(item: Record<string, unknown>): BadgeCreateRequest {
  return {
    name: asText(item.name),
    description: asText(item.description),
    category: isBadgeCategory(item.category) ? item.category : "outdoor",
    imageUrl: asText(item.imageUrl) || DEFAULT_IMPORT_IMAGE,
    requirements: asRequirements(item.requirements),
    progressPercentage: parseInitialProgress(item.progressPercentage as string | number | undefined),
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Needs non-blank text that parses as JSON: an object (one badge) or a non-empty array of objects.
 * Anything else is refused ({ok: false} → toast 'Invalid JSON').
 */
export function parseImportText(text: string): ImportResult {
  if (!text.trim()) return { ok: false };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false };
  }
  const items = Array.isArray(data) ? data : [data];
  if (items.length === 0 || !items.every(isObject)) return { ok: false };
  return { ok: true, badges: items.map(toImportedBadge) };
}

/** What the Import Badges form says of text that holds no badges (the toast's "Invalid JSON"). */
export const INVALID_IMPORT_MESSAGE = "Please check your JSON format and try again.";

/** A refusal of the `index`th pasted badge (from 0), by this form or the server, said at the JSON field. */
export function importedBadgeProblem(index: number, message: string): string {
  return `Badge ${index + 1}: ${message}`;
}

/**
 * The Import Badges form's schema: the pasted text → the badges to create, each checked by the shared
 * badge schema the server checks it with, so a badge the server would refuse is refused here, before
 * any is created. Every message is said at the one field, "json".
 */
export const importBadgesForm = z.object({ json: z.string() }).transform((values, ctx): BadgeCreateRequest[] => {
  const result = parseImportText(values.json);
  if (!result.ok) {
    ctx.addIssue({ code: "custom", path: ["json"], message: INVALID_IMPORT_MESSAGE });
    return z.NEVER;
  }
  for (const [index, badge] of result.badges.entries()) {
    const parsed = badgeCreateRequest.safeParse(badge);
    if (!parsed.success) {
      ctx.addIssue({ code: "custom", path: ["json"], message: importedBadgeProblem(index, parsed.error.issues[0]?.message ?? "") });
      return z.NEVER;
    }
  }
  return result.badges;
});

/** Download Template: the shape of one badge. */
export const BADGE_TEMPLATE = [
  {
    name: "Badge name",
    description: "What the badge is about",
    category: "outdoor",
    imageUrl: "/badges/default.svg",
    requirements: ["First requirement", "Second requirement"],
    progressPercentage: 0,
  },
];

/** Load Sample: two ready-made badges. */
export const SAMPLE_BADGES = [
  {
    name: "Stargazer",
    description: "Learn to find your way around the night sky.",
    category: "outdoor",
    imageUrl: "/badges/navigator.svg",
    requirements: ["Identify five constellations", "Find the North Star", "Keep a sky diary for one week"],
    progressPercentage: 0,
  },
  {
    name: "Kind Neighbour",
    description: "Help people who live near you.",
    category: "community",
    imageUrl: "/badges/community-helper.svg",
    requirements: ["Help a neighbour with a chore", "Take part in a litter pick", "Make a card for someone who is unwell"],
    progressPercentage: 0,
  },
];

export function prettyJson(value: unknown): string {
  return JSON.stringify(value, null, 2);
}
