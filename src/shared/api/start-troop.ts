import { z } from "zod";
import { LIMITS } from "../constants";
import { RESERVED_SLUGS, SLUG_PATTERN, SLUG_RESERVED, SLUG_RULE } from "../troop-slug";
import { authResponse, emailSchema, passwordSchema, troopRefResponse, userResponse } from "./auth";
import { requiredText } from "./common";

/** Who may start a troop on this deployment (TROOP_SIGNUP). */
export const TROOP_SIGNUP_MODES = ["closed", "code", "open"] as const;
export type TroopSignupMode = (typeof TROOP_SIGNUP_MODES)[number];

export const START_TROOP_MESSAGES = {
  closed: "New troops are not being accepted here.",
  wrongCode: "This code is not valid.",
} as const;

/** A troop's address as a request carries it (the rules: ../troop-slug.ts). */
export const troopSlug = z
  .string({ error: "Address is required." })
  .trim()
  .min(1, { error: "Address is required." })
  .regex(SLUG_PATTERN, { error: SLUG_RULE })
  .refine((slug) => !RESERVED_SLUGS.has(slug), { error: SLUG_RESERVED });

const troopFields = {
  troopName: requiredText(LIMITS.name, "Troop name"),
  slug: troopSlug,
  code: z.string().trim().max(100, { error: "Code must be at most 100 characters." }).optional(),
};

/** POST /api/troops signed in: the person becomes the new troop's admin. */
export const startTroopRequest = z.object(troopFields);
export type StartTroopRequest = z.input<typeof startTroopRequest>;

/** POST /api/troops signed out: the troop and the account of its first leader, in one form. */
export const startTroopWithAccountRequest = z.object({
  ...troopFields,
  firstName: requiredText(LIMITS.name, "First name"),
  lastName: requiredText(LIMITS.name, "Last name"),
  email: emailSchema,
  password: passwordSchema,
});
export type StartTroopWithAccountRequest = z.input<typeof startTroopWithAccountRequest>;

export const startTroopResponse = z.object({
  troop: troopRefResponse,
  authToken: authResponse.shape.authToken.optional(),
  user: userResponse,
});
export type StartTroopResponse = z.infer<typeof startTroopResponse>;

export const DEFAULT_DEPLOYMENT_NAME = "Scout Badges";

/** GET /api/public/deployment: what the deployment's own page shows before sign-in. */
export const deploymentResponse = z.object({
  name: z.string(),
  troopSignup: z.enum(TROOP_SIGNUP_MODES),
  troopCount: z.number().int(),
});
export type Deployment = z.infer<typeof deploymentResponse>;
