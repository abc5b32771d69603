import { MIN_PASSWORD_LENGTH } from "@shared/constants";

export type PasswordFields = { currentPassword: string; newPassword: string; confirmPassword: string };
export type PasswordProblem = { title: string; description: string };

/** The change-password form's client checks, in the spec's order (§5); null when all pass. */
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
