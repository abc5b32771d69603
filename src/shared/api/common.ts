import { z } from "zod";
import { LIMITS } from "../constants";

/** Half of a UTF-16 pair standing alone: no character at all, and nothing a database can store as text. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text field trimmed and bounded; empty strings are kept as "" (callers decide about null). */
export const boundedText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .refine((value) => !LONE_SURROGATE.test(value), { error: `${label} holds a character that is not text.` });

export const requiredText = (max: number, label: string) => boundedText(max, label).min(1, { error: `${label} is required.` });

/** Optional text that turns "" into null so the database holds null for "not set". */
export const optionalText = (max: number, label: string) =>
  boundedText(max, label)
    .nullish()
    .transform((v) => (v ? v : null));

const SAFE_URL = /^(https?:\/\/[^\s]+|\/[^\s]*)$/i;
/** imageUrl, logoUrl, website: http(s) or a path on this site; never javascript: or data:. */
export const safeUrl = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(2048, { error: `${label} must be at most 2048 characters.` })
    .regex(SAFE_URL, { error: `${label} must start with http://, https:// or /.` });

export const optionalSafeUrl = (label: string) =>
  z
    .union([z.literal(""), safeUrl(label)])
    .nullish()
    .transform((v) => (v ? v : null));

export const hexColor = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: `${label} must be a colour like #490499.` })
    .transform((v) => v.toLowerCase());

export const optionalEmail = (label: string) =>
  z
    .union([z.literal(""), z.email({ error: `${label} must be a valid email address.` }).max(254)])
    .nullish()
    .transform((v) => (v ? v.trim().toLowerCase() : null));

export const stringList = (maxItems: number, maxLength: number, label: string) =>
  z
    .array(boundedText(maxLength, `Each ${label} item`), { error: `${label} must be a list.` })
    .max(maxItems, { error: `${label} can have at most ${maxItems} items.` })
    .transform((items) => items.filter((item) => item.length > 0));

export const isoDate = (label: string) =>
  z.union([z.iso.datetime({ offset: true }), z.iso.date()], { error: `${label} must be an ISO date and time.` });

/** How deeply free-form JSON (troop additionalFields) may nest; deeper cannot be stored or sent back safely. */
export const MAX_JSON_DEPTH = 20;

/** The nesting depth of a parsed JSON value, measured without recursion (a hostile value may be very deep). */
export function jsonDepth(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (current === null || typeof current !== "object") continue;
    const level = depth + 1;
    if (level > deepest) deepest = level;
    if (level > MAX_JSON_DEPTH) return level;
    for (const child of Object.values(current)) stack.push([child, level]);
  }
  return deepest;
}

/** A JSON object of free-form fields, bounded in nesting. */
export const freeFormFields = (label: string) =>
  z
    .record(z.string(), z.unknown(), { error: `${label} must be an object.` })
    .refine((value) => jsonDepth(value) <= MAX_JSON_DEPTH, { error: `${label} are nested too deeply.` });

export const idParam = z.object({ id: z.string() });
export type ErrorBody = { error: string; fields?: Record<string, string> };

export { LIMITS };

/** A person as a list names them. */
export const personRef = z.object({ id: z.string(), name: z.string() });
/** A badge as a list names it, with its picture. */
export const badgeRef = z.object({ id: z.string(), name: z.string(), imageUrl: z.string() });
