import type { Scout } from "@shared/api/scouts";
import { formatDate } from "@/lib/format-date";

type Contact = Scout["contacts"][number];

/** Where a family contact stands: following with an account, invited on a day, or not reachable by email. */
export function contactStatus(contact: Contact): string {
  if (contact.hasAccount) return "has an account";
  if (!contact.email) return "no email";
  return contact.invitedAt ? `invited ${formatDate(contact.invitedAt)}` : "not invited yet";
}
