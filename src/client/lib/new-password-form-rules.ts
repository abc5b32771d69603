import { z } from "zod";
import { requestForm } from "./request-form";

/** New password + confirmation: the reset-link page and the "Set password" dialogs of leaders and parents. */
export const newPasswordValues = z.object({ newPassword: z.string(), confirmPassword: z.string() });
export type NewPasswordValues = z.infer<typeof newPasswordValues>;
export const PASSWORDS_DIFFER = "New password and confirmation don't match.";

/**
 * The form's schema: the new password goes into the request (`toRequest`), which the shared request
 * schema checks with the server's own messages; the confirmation only has to match.
 */
export function newPasswordForm<Request>(toRequest: (newPassword: string) => Request, request: z.ZodType<unknown, Request>) {
  return requestForm({
    values: newPasswordValues,
    toRequest: (values) => toRequest(values.newPassword),
    request,
    check: (values) => (values.confirmPassword !== values.newPassword ? { confirmPassword: PASSWORDS_DIFFER } : {}),
  });
}
