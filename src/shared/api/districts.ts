import { z } from "zod";
import { type DistrictRef, districtRefResponse, emailSchema } from "./auth";

export { type DistrictRef, districtRefResponse };

/** One troop's counts on the district overview (many-troops M6): counts only, never a child. */
export const districtTroopCounts = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  activeScouts: z.number().int(),
  leaders: z.number().int(),
  badgesEarned30d: z.number().int(),
  badgesPresented30d: z.number().int(),
  eventsHeld30d: z.number().int(),
  /** Present marks over all marks at the troop's events of the last 30 days, 0 to 1; null with none taken. */
  attendanceRate30d: z.number().nullable(),
  lastActivityAt: z.string().nullable(),
});
export type DistrictTroopCounts = z.infer<typeof districtTroopCounts>;

/** The district's totals: sums of the troops' counts, attendance over all their marks. */
export const districtTotals = districtTroopCounts.omit({ id: true, slug: true, name: true }).extend({ troops: z.number().int() });
export type DistrictTotals = z.infer<typeof districtTotals>;

/** GET /api/district/overview[?districtId=]: one district of the commissioner's, with every district they may switch to. */
export const districtOverviewResponse = z.object({
  district: districtRefResponse,
  troops: z.array(districtTroopCounts),
  totals: districtTotals,
  /** Every district the account is a commissioner of, by name. */
  districts: z.array(districtRefResponse),
});
export type DistrictOverview = z.infer<typeof districtOverviewResponse>;

export const districtOverviewQuery = z.object({ districtId: z.uuid({ error: "Choose one of your districts." }).optional() });

/** POST /api/district/invites: a commissioner invites another by email, into the district they see. */
export const commissionerInviteRequest = z.object({
  email: emailSchema,
  districtId: z.uuid({ error: "Choose one of your districts." }),
});
export type CommissionerInviteRequest = z.input<typeof commissionerInviteRequest>;

/** POST /api/memberships with a commissioner's invite code: the district joined. */
export const joinDistrictResponse = z.object({ district: districtRefResponse, role: z.literal("commissioner") });
export type JoinDistrictResponse = z.infer<typeof joinDistrictResponse>;

/** GET /api/troop/district: the district the troop belongs to, if any. */
export const troopDistrictResponse = z.object({ district: districtRefResponse.nullable() });
export type TroopDistrict = z.infer<typeof troopDistrictResponse>;

export const DISTRICT_MESSAGES = {
  commissionersOnly: "Only the district's commissioners can see this.",
  notYourDistrict: "You are not a commissioner of this district.",
  alreadyCommissioner: "You are already a commissioner of this district.",
  alreadyCommissionerThere: "That person is already a commissioner of this district.",
  inviteForAnotherEmail: "This invite was sent to another email address. Sign in with that address to use it.",
  notForScouts: "A scout's account cannot be a district commissioner.",
  signUpWithInvitedEmail: "This invite was sent to another email address. Create the account with that address.",
} as const;
