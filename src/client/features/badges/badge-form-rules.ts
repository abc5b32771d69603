import { type Badge, type BadgeCreateRequest, badgeCreateRequest } from "@shared/api/badges";
import type { BadgeCategory } from "@shared/constants";
import { z } from "zod";
import { numberOrZero, requestForm } from "@/lib/request-form";

/** Badge form rules (pure): the form's values, its transform into the request, and its schema. */

export const CATEGORY_OPTIONS: { value: BadgeCategory; label: string }[] = [
  { value: "outdoor", label: "Outdoor" },
  { value: "community", label: "Community" },
  { value: "skills", label: "Skills" },
  { value: "creative", label: "Creative" },
  { value: "adventurous", label: "Adventurous" },
];
const CATEGORY_VALUES = CATEGORY_OPTIONS.map((c) => c.value) as string[];

const badgeFormValuesSchema = z.object({
  name: z.string(),
  description: z.string(),
  category: z.string(),
  /** Initial progress as typed. */
  progressPercentage: z.string(),
  imageUrl: z.string(),
  /** One requirement per line. */
  requirements: z.string(),
});
export type BadgeFormValues = z.infer<typeof badgeFormValuesSchema>;

export function isBadgeCategory(value: unknown): value is BadgeCategory {
  return typeof value === "string" && CATEGORY_VALUES.includes(value);
}

/** Requirements typed one per line: trimmed, blank lines dropped. */
export function parseRequirements(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** Initial progress of an imported badge (import): a whole number from 0 to 100; anything non-numeric becomes 0. */
export function parseInitialProgress(value: string | number | null | undefined): number {
  const n = typeof value === "number" ? value : Number.parseFloat(String(value ?? "").trim());
  if (!Number.isFinite(n)) return 0;
  return Math.min(100, Math.max(0, Math.round(n)));
}

export const EMPTY_BADGE_FORM: BadgeFormValues = {
  name: "",
  description: "",
  category: "outdoor",
  progressPercentage: "0",
  imageUrl: "",
  requirements: "",
};

/** The form's starting values: empty for a new badge, the badge's fields when editing. */
export function badgeFormValues(
  badge?: Pick<Badge, "name" | "description" | "category" | "imageUrl" | "requirements" | "progressPercentage"> | null,
): BadgeFormValues {
  if (!badge) return { ...EMPTY_BADGE_FORM };
  return {
    name: badge.name,
    description: badge.description,
    // A built-in or one of the troop's custom keys: kept as it is (the select offers both).
    category: badge.category || "outdoor",
    progressPercentage: String(badge.progressPercentage ?? 0),
    imageUrl: badge.imageUrl,
    requirements: badge.requirements.join("\n"),
  };
}

/** Form values → POST/PATCH body. */
export function toBadgeRequest(values: BadgeFormValues): BadgeCreateRequest & { progressPercentage: number } {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    // The select offers the built-in categories and the troop's own; the server checks the key.
    category: values.category,
    imageUrl: values.imageUrl.trim(),
    requirements: parseRequirements(values.requirements),
    // Blank or non-numeric is 0; "2.5" or 150 get the request schema's field message, never a silent clamp.
    progressPercentage: numberOrZero(values.progressPercentage),
  };
}

/**
 * The form's schema: values → request body, checked by the server's own badge schema. Only "required"
 * is said the form's way for the image URL and the requirements (the server's text for an empty one
 * reads as a format problem).
 */
export const badgeForm = requestForm({
  values: badgeFormValuesSchema,
  toRequest: toBadgeRequest,
  request: badgeCreateRequest,
  check: (values) => ({
    imageUrl: values.imageUrl.trim() ? undefined : "Image URL is required.",
    requirements: parseRequirements(values.requirements).length === 0 ? "Add at least one requirement." : undefined,
  }),
});
