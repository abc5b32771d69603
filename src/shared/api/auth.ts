import { z } from "zod";
import { LEADER_ROLES, LIMITS, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, ROLES, type Role } from "../constants";
import { requiredText } from "./common";

export const roleSchema = z.enum(ROLES, { error: "Role must be scout, leader or parent." });

export const passwordSchema = z
  .string({ error: "Password is required." })
  .min(MIN_PASSWORD_LENGTH, { error: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.` })
  .max(MAX_PASSWORD_LENGTH, { error: `Password must be at most ${MAX_PASSWORD_LENGTH} characters.` });

export const emailSchema = z
  .string({ error: "Email is required." })
  .trim()
  .min(1, { error: "Email is required." })
  .max(254, { error: "Email must be at most 254 characters." })
  .pipe(z.email({ error: "Enter a valid email address." }))
  .transform((v) => v.toLowerCase());

export const signupRequest = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: requiredText(LIMITS.name, "First name"),
  lastName: requiredText(LIMITS.name, "Last name"),
  role: roleSchema.default("scout"),
  inviteCode: z.string().trim().max(100).optional(),
});
export type SignupRequest = z.input<typeof signupRequest>;

export const loginRequest = z.object({
  username: z.string({ error: "Email is required." }).trim().min(1, { error: "Email is required." }).max(254),
  password: z.string({ error: "Password is required." }).min(1, { error: "Password is required." }).max(1024),
  role: roleSchema.default("scout"),
  /** Signed in at a troop's own page (/t/{slug}/login): lands in that troop when the account is in it. */
  troop: z.string().trim().max(100).optional(),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const changePasswordRequest = z.object({
  currentPassword: z.string({ error: "Current password is required." }).min(1, { error: "Current password is required." }).max(1024),
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** A troop as a membership names it: its id, its address and its name. */
export const troopRefResponse = z.object({ id: z.string(), slug: z.string(), name: z.string() });
export type TroopRef = z.infer<typeof troopRefResponse>;

/** POST /api/memberships's answer: the troop joined and the role there (the request is api/memberships.ts). */
export const joinTroopResponse = z.object({ troop: troopRefResponse, role: roleSchema });
export type JoinTroopResponse = z.infer<typeof joinTroopResponse>;

export const troopMembershipResponse = troopRefResponse.extend({
  role: roleSchema,
  leaderRole: z.enum(LEADER_ROLES).nullable(),
});
export type TroopMembership = z.infer<typeof troopMembershipResponse>;

/** A district as its commissioners and its troops' admins see it (many-troops M6): its id and name. */
export const districtRefResponse = z.object({ id: z.string(), name: z.string() });
export type DistrictRef = z.infer<typeof districtRefResponse>;

export const userResponse = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  /** The role in the session's troop; null for a session of no troop (a district's commissioner who belongs to none). */
  role: roleSchema.nullable(),
  /** A leader's rights ("admin" or "assistant"), so screens leave out what an assistant may not do; null for others. */
  leaderRole: z.enum(LEADER_ROLES).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  isNewUser: z.boolean(),
  /** Every troop the account belongs to, with its role there (many-troops M2); `role` above is the current troop's. */
  troops: z.array(troopMembershipResponse),
  /** The troop this session acts in: everything on screen, branding too, is that troop's; null for none (a commissioner's session). */
  currentTroopId: z.string().nullable(),
  /** The districts the account is a commissioner of (many-troops M6): each has its overview at /district. */
  districts: z.array(districtRefResponse),
});
export type User = z.infer<typeof userResponse>;
/** The account as a session acting in a troop sees it: every troop page is drawn for one. */
export type TroopUser = User & { role: Role; currentTroopId: string };

export const authResponse = z.object({ authToken: z.string(), user: userResponse });
export type AuthResponse = z.infer<typeof authResponse>;
