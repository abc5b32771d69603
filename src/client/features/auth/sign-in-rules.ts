import type { LoginRequest, SignupRequest } from "@shared/api/auth";
import type { Role } from "@shared/constants";
import { isPersonalCode } from "@shared/invite-code";

/**
 * Sign In / Create Account values as the controls hold them. Deliberately no required, format or
 * length rules: the server decides and its message is shown at the field.
 */
export type SignInValues = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role: Exclude<Role, "parent">;
  inviteCode: string;
};
export const SIGN_IN_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "password",
  "role",
  "inviteCode",
] as const satisfies readonly (keyof SignInValues)[];

export function toLoginRequest(values: SignInValues, troop: string | null = null): LoginRequest {
  return { username: values.email, password: values.password, role: values.role, ...(troop ? { troop } : {}) };
}

/**
 * The code goes out as inviteCode, trimmed, and only when one was typed. "Scout Leader/Parent" with a
 * parent's invitation (`forChild`, the child the link's code names) or a personal code is a parent
 * signing up: leader codes look different ("LEAD-…").
 */
export function toSignupRequest(values: SignInValues, forChild: string | null): SignupRequest {
  const code = values.inviteCode.trim();
  const { email, password, firstName, lastName } = values;
  const role: Role = values.role === "leader" && (forChild !== null || isPersonalCode(code)) ? "parent" : values.role;
  return { email, password, firstName, lastName, role, ...(code ? { inviteCode: code } : {}) };
}
