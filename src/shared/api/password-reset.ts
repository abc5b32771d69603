import { z } from "zod";
import { emailSchema, passwordSchema } from "./auth";

export const LINK_EXPIRED = "This link has expired. Ask for a new one.";

export const passwordResetRequestBody = z.object({ email: emailSchema });
export type PasswordResetRequestBody = z.input<typeof passwordResetRequestBody>;

export const passwordResetBody = z.object({
  token: z.string({ error: LINK_EXPIRED }).trim().min(1, { error: LINK_EXPIRED }).max(200, { error: LINK_EXPIRED }),
  newPassword: passwordSchema,
});
export type PasswordResetBody = z.input<typeof passwordResetBody>;

/** A leader (roster) or a linked parent sets a new password for a child's account. */
export const setPasswordBody = z.object({ newPassword: passwordSchema });
export type SetPasswordBody = z.input<typeof setPasswordBody>;
