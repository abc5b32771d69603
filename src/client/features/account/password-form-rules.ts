import { MIN_PASSWORD_LENGTH } from "@shared/constants";
import { z } from "zod";

/**
 * The change-password values: no rules in the schema, because the checks (below) answer in a
 * fixed order with exact toasts, and the server's changePasswordRequest decides the rest.
 */
export const passwordFormValues = z.object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() });
export type PasswordFields = z.infer<typeof passwordFormValues>;
export type PasswordProblem = { title: string; description: string };

/** The change-password form's client checks, in a fixed order; null when all pass. */
export function checkPasswordChange({ currentPassword, newPassword, confirmPassword }: PasswordFields): PasswordProblem | null {
  if (!currentPassword || !newPassword || !confirmPassword) {
    return { title: "Missing Information", description: "Please fill in all password fields." };
  }
  if (newPassword !== confirmPassword) {
    return { title: "Passwords Don't Match", description: "New password and confirmation don't match." };
  }
  if (newPassword.length < MIN_PASSWORD_LENGTH) {
    return { title: "Password Too Short", description: `New password must be at least ${MIN_PASSWORD_LENGTH} characters long.` };
  }
  return null;
}
