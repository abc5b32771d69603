import type { DbOrTx } from "../../db/client";
import type { OutboxKind } from "../../db/schema";
import { unsubscribeUrl } from "../../lib/unsubscribe-token";
import { type Channels, queueMessages } from "../notifications/outbox.service";
import type { TroopForMessages } from "../notifications/troop-look.service";
import type { AccountRecipient } from "./audience.service";
import { renderMessageEmail } from "./message-email";

export type MessageMail = {
  messageId: string;
  subject: string;
  body: string;
  /** The email's first line, or null when the body says who wrote. */
  lead: string | null;
  /** Why an account's address gets it. */
  footer: string;
  /** Why a family without an account gets it. */
  familyFooter: string;
  /** The person it is from: a reply in a mail program reaches them. */
  replyTo: string | null;
  kind: OutboxKind;
  /** Not sent before then (see NewMessage.notBefore). */
  notBefore?: Date;
};

/**
 * The emails of one message, queued in the caller's transaction: one per address, never a list.
 * An account's address gets a link to the message in the app; a family's address without an
 * account gets the whole message with its own unsubscribe link (an address that unsubscribed is
 * left out by the outbox). Answers how many emails were queued and how many of them went to
 * families without an account ("{m} emailed").
 */
export async function queueMessageEmails(
  tx: DbOrTx,
  troop: TroopForMessages,
  recipients: { accounts: AccountRecipient[]; familyEmails: string[] },
  mail: MessageMail,
  { origin, channels, now }: { origin: string; channels: Channels; now: Date },
): Promise<{ queued: number; emailed: number }> {
  const base = { troopId: troop.troopId, kind: mail.kind, channel: "email" as const, replyTo: mail.replyTo, notBefore: mail.notBefore };
  const accountAddresses = [...new Set(recipients.accounts.map((a) => a.email.trim().toLowerCase()).filter(Boolean))];
  const forAccounts = renderMessageEmail(troop, {
    subject: mail.subject,
    body: mail.body,
    lead: mail.lead,
    footer: mail.footer,
    url: `${origin}/messages/${mail.messageId}`,
  });
  const queuedToAccounts = await queueMessages(
    tx,
    accountAddresses.map((recipient) => ({ ...base, recipient, ...forAccounts })),
    channels,
    now,
  );
  const familyAddresses = recipients.familyEmails.filter((address) => !accountAddresses.includes(address));
  const emailed = await queueMessages(
    tx,
    familyAddresses.map((recipient) => {
      const link = unsubscribeUrl(origin, troop, recipient);
      const rendered = renderMessageEmail(troop, {
        subject: mail.subject,
        body: mail.body,
        lead: mail.lead,
        footer: mail.familyFooter,
        url: null,
        unsubscribeUrl: link,
      });
      return { ...base, recipient, unsubscribeUrl: link, ...rendered };
    }),
    channels,
    now,
  );
  return { queued: queuedToAccounts + emailed, emailed };
}
