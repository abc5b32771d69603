import { type RenderedEmail, renderEmail } from "../notifications/templates.service";
import { lookOf, type TroopForMessages } from "../notifications/troop-look.service";

export type MessageEmail = {
  subject: string;
  body: string;
  /** "Lee Leader wrote to the whole troop:", or null when the body already says who wrote (a reply). */
  lead: string | null;
  /** Why this address gets it. */
  footer: string;
  /** The message in the app: {linkOrigin}/messages/{id}; null for a family without an account. */
  url: string | null;
  /** The address's unsubscribe link, for a family without an account. */
  unsubscribeUrl?: string;
};

/**
 * A message to families as email, in the troop's look: the subject as the email's subject, the
 * body as text (each of its lines a line of the email, escaped in the HTML part, as written in the
 * plain-text part), and a link to the message in the app (none for a family without an account,
 * whose email carries the whole message and its address's unsubscribe link instead). The same
 * email goes to every account's address, each as its own message, so it names nobody but the sender.
 */
export function renderMessageEmail(troop: TroopForMessages, message: MessageEmail): RenderedEmail {
  const lines = message.body.replace(/\r\n?/g, "\n").split("\n");
  return renderEmail(lookOf(troop), {
    subject: message.subject,
    intro: message.lead ? [message.lead, "", ...lines] : lines,
    sections: [],
    ...(message.url ? { action: { label: "Open the message in the app", url: message.url } } : {}),
    footer: message.footer,
    ...(message.unsubscribeUrl ? { unsubscribeUrl: message.unsubscribeUrl } : {}),
  });
}
