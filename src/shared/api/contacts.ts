import { z } from "zod";
import { LIMITS } from "../constants";
import { CONTACTS_MAX } from "../contact-columns";
import { optionalEmail, optionalText, requiredText } from "./common";

export { CONTACT_COLUMN_FIELDS, CONTACTS_MAX, contactColumn, contactsFromColumns, PARENT_COLUMNS } from "../contact-columns";

/**
 * The people a leader reaches for one child (docs/product.md, "Families who never sign up"): up to
 * four on a roster entry. Leaders and the child's linked parents see and edit them; no other family
 * or scout ever does. An email is not unique: siblings share their parents.
 */
export const CONTACT_RELATIONSHIP_MAX = 50;

export const CONTACT_MESSAGES = {
  tooMany: `A scout can have at most ${CONTACTS_MAX} contacts.`,
  notAList: "Contacts must be a list.",
} as const;

export const contactInput = z.object({
  name: requiredText(LIMITS.name, "Contact name"),
  email: optionalEmail("Contact email"),
  phone: optionalText(50, "Contact phone"),
  relationship: optionalText(CONTACT_RELATIONSHIP_MAX, "Relationship"),
});
export type ContactInput = z.input<typeof contactInput>;

export const contactList = z
  .array(contactInput, { error: CONTACT_MESSAGES.notAList })
  .max(CONTACTS_MAX, { error: CONTACT_MESSAGES.tooMany });

/**
 * A contact as leaders and the child's parents read it. `account` is a linked parent account shown
 * among the contacts (not stored with them, so not edited in the roster form); `hasAccount` marks a
 * contact who can sign in as the child's parent. `invitedAt`: when a parent invite was last emailed.
 */
export const contactResponse = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  relationship: z.string().nullable(),
  hasAccount: z.boolean(),
  account: z.boolean(),
  invitedAt: z.string().nullable(),
});
export type Contact = z.infer<typeof contactResponse>;
