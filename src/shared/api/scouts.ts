import { z } from "zod";
import { LIMITS } from "../constants";
import { isoDate, optionalEmail, optionalText, requiredText } from "./common";

/** Scout form and POST body: the scout schema without id and joinDate. */
export const scoutCreateRequest = z.object({
  name: requiredText(LIMITS.name, "Name"),
  email: optionalEmail("Email"),
  phone: optionalText(50, "Phone"),
  emergencyContact: optionalText(LIMITS.name, "Emergency contact"),
  emergencyPhone: optionalText(50, "Emergency phone"),
  dateOfBirth: isoDate("Date of birth").nullish(),
  isActive: z.boolean({ error: "Active must be true or false." }).default(true),
  notes: optionalText(LIMITS.notes, "Notes"),
});
export type ScoutCreateRequest = z.input<typeof scoutCreateRequest>;
export const scoutUpdateRequest = scoutCreateRequest.partial();
export type ScoutUpdateRequest = z.input<typeof scoutUpdateRequest>;

export const scoutResponse = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  emergencyContact: z.string().nullable(),
  emergencyPhone: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  joinDate: z.string(),
  isActive: z.boolean(),
  notes: z.string().nullable(),
  hasAccount: z.boolean(),
});
export type Scout = z.infer<typeof scoutResponse>;

export const awardBadgeRequest = z.object({
  badgeId: z.string({ error: "Badge is required." }).min(1, { error: "Badge is required." }),
  awardedBy: z.string().max(LIMITS.name).optional(),
});
export const bulkAwardRequest = z.object({
  scoutIds: z
    .array(z.string(), { error: "scoutIds must be a list." })
    .min(1, { error: "Select at least one scout." })
    .max(1000, { error: "At most 1000 scouts at once." }),
  badgeId: z.string({ error: "Badge is required." }).min(1, { error: "Badge is required." }),
  awardedBy: z.string().max(LIMITS.name).optional(),
});
export type BulkAwardRequest = z.input<typeof bulkAwardRequest>;

export const scoutBadgeResponse = z.object({
  id: z.string(),
  scoutId: z.string(),
  badgeId: z.string(),
  earnedDate: z.string(),
  awardedBy: z.string(),
});
export type ScoutBadge = z.infer<typeof scoutBadgeResponse>;

export const bulkAwardResponse = z.object({ awarded: z.array(z.string()), skipped: z.array(z.string()) });
export type BulkAwardResult = z.infer<typeof bulkAwardResponse>;
