import { z } from "zod";
import { LEADER_ROLES } from "../constants";

export const leaderRoleSchema = z.enum(LEADER_ROLES, { error: "Role must be admin or assistant." });

/** One leader of the troop as GET /api/leaders lists them (admins first, then by name). */
export const leaderResponse = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  leaderRole: leaderRoleSchema,
});
export type Leader = z.infer<typeof leaderResponse>;

/** PATCH /api/leaders/{userId} (admins): a leader's new role. */
export const leaderRoleUpdate = z.object({ leaderRole: leaderRoleSchema });
export type LeaderRoleUpdate = z.input<typeof leaderRoleUpdate>;

/** The last admin cannot step down or be made an assistant: a troop needs one who can change its settings. */
export const LAST_ADMIN = "A troop needs at least one admin. Make another leader an admin first.";
/** DELETE /api/leaders/{userId} refused: the troop would be left with no admin. */
export const LAST_ADMIN_LEAVING = "The troop's last admin cannot leave. Make another leader an admin first.";
