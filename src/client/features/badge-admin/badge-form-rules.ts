import type { Badge, BadgeCreateRequest } from "@shared/api/badges";
import type { BadgeCategory } from "@shared/constants";

/** Badge form rules of spec §5 (pure). */

export const CATEGORY_OPTIONS: { value: BadgeCategory; label: string }[] = [
  { value: "outdoor", label: "Outdoor" },
  { value: "community", label: "Community" },
  { value: "skills", label: "Skills" },
  { value: "creative", label: "Creative" },
  { value: "adventurous", label: "Adventurous" },
];
const CATEGORY_VALUES = CATEGORY_OPTIONS.map((c) => c.value) as string[];

export type BadgeFormValues = {
  name: string;
  description: string;
  category: BadgeCategory;
  imageUrl: string;
  /** One requirement per line. */
  requirements: string;
  /** Initial progress as typed. */
  progressPercentage: string;
};

export type BadgeFormField = keyof BadgeFormValues;
export type BadgeFormErrors = Partial<Record<BadgeFormField, string>>;

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

/** Initial progress: a whole number from 0 to 100; anything non-numeric becomes 0. */
export function parseInitialProgress(value: string | number | null | undefined): number {
  const n = typeof value === "number" ? value : Number.parseFloat(String(value ?? "").trim());
  if (!Number.isFinite(n)) return 0;
  return Math.min(100, Math.max(0, Math.round(n)));
}

export const EMPTY_BADGE_FORM: BadgeFormValues = {
  name: "",
  description: "",
  category: "outdoor",
  imageUrl: "",
  requirements: "",
  progressPercentage: "0",
};

/** The form's starting values: empty for a new badge, the badge's fields when editing. */
export function badgeFormValues(
  badge?: Pick<Badge, "name" | "description" | "category" | "imageUrl" | "requirements" | "progressPercentage"> | null,
): BadgeFormValues {
  if (!badge) return { ...EMPTY_BADGE_FORM };
  return {
    name: badge.name,
    description: badge.description,
    category: isBadgeCategory(badge.category) ? badge.category : "outdoor",
    imageUrl: badge.imageUrl,
    requirements: badge.requirements.join("\n"),
    progressPercentage: String(badge.progressPercentage ?? 0),
  };
}

/** Required: name, description, category, imageUrl, at least one requirement. */
export function validateBadgeForm(values: BadgeFormValues): BadgeFormErrors {
  const errors: BadgeFormErrors = {};
  if (!values.name.trim()) errors.name = "Name is required.";
  if (!values.description.trim()) errors.description = "Description is required.";
  if (!isBadgeCategory(values.category)) errors.category = "Choose a category.";
  if (!values.imageUrl.trim()) errors.imageUrl = "Image URL is required.";
  if (parseRequirements(values.requirements).length === 0) errors.requirements = "Add at least one requirement.";
  return errors;
}

/** Form values → POST/PATCH body. */
export function toBadgeRequest(values: BadgeFormValues): BadgeCreateRequest & { progressPercentage: number } {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    category: values.category,
    imageUrl: values.imageUrl.trim(),
    requirements: parseRequirements(values.requirements),
    progressPercentage: parseInitialProgress(values.progressPercentage),
  };
}

/**
 * Server field errors (400 {fields}) → form fields. "requirements.3" belongs to requirements.
 */
export function badgeFieldErrors(fields: Record<string, string> | null | undefined): BadgeFormErrors {
  const errors: BadgeFormErrors = {};
  if (!fields) return errors;
  const known: BadgeFormField[] = ["name", "description", "category", "imageUrl", "requirements", "progressPercentage"];
  for (const [path, message] of Object.entries(fields)) {
    const root = path.split(".")[0] as BadgeFormField;
    if (known.includes(root) && !errors[root]) errors[root] = message;
  }
  return errors;
}
