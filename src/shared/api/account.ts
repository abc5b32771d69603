import { z } from "zod";

/**
 * The signed-in account's own phone number (`GET`/`PUT /api/account/phone`): what a leader rings
 * about a child. Leaders see a parent's on the camp sheet and with an offer to drive or help.
 */
export const PHONE_MAX = 30;
export const accountPhoneRequest = z.object({
  phone: z
    .string({ error: "Phone must be text." })
    .trim()
    .max(PHONE_MAX, { error: `Phone must be at most ${PHONE_MAX} characters.` })
    // Digits (at least five), spaces, brackets, dots and dashes, with an optional leading +.
    .regex(/^$|^(?=(?:\D*\d){5})\+?[0-9 ().-]+$/, { error: "Phone must be a phone number, like +44 7700 900123." })
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type AccountPhoneRequest = z.input<typeof accountPhoneRequest>;
export const accountPhoneResponse = z.object({ phone: z.string().nullable() });
export type AccountPhone = z.infer<typeof accountPhoneResponse>;
