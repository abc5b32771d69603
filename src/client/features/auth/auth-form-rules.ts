import type { LoginRequest, SignupRequest } from "@shared/api/auth";
import { ROLES } from "@shared/constants";
import { z } from "zod";

/**
 * Sign In / Create Account values. Deliberately no required, format or length rules (the
 * server decides and its message is shown), so the resolver only types what the controls hold.
 */
export const authFormValues = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  password: z.string(),
  role: z.enum(ROLES),
  inviteCode: z.string(),
});
export type AuthFormValues = z.infer<typeof authFormValues>;
export const AUTH_FORM_FIELDS = Object.keys(authFormValues.shape) as (keyof AuthFormValues)[];

export function toLoginRequest(values: AuthFormValues): LoginRequest {
  return { username: values.email, password: values.password, role: values.role };
}

/** The code goes out as inviteCode, trimmed, and only when one was typed. */
export function toSignupRequest(values: AuthFormValues): SignupRequest {
  const code = values.inviteCode.trim();
  const { email, password, firstName, lastName, role } = values;
  return { email, password, firstName, lastName, role, ...(code ? { inviteCode: code } : {}) };
}
