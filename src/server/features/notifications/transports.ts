import type { Transporter } from "nodemailer";

/** What the deployment configures for sending: all optional; nothing set sends nothing. */
export type MailSettings = {
  /** smtp://user:pass@host:port, or smtps:// for TLS from the first byte. */
  smtpUrl?: string;
  mailFrom: string;
  /** The gateway receives one POST of {to, text} as JSON per SMS. */
  smsWebhookUrl?: string;
  /** PUBLIC_ORIGIN: its host names every Message-ID; without it the host is `localhost`. */
  publicOrigin?: string;
  /** How long one network step may take before the attempt fails; tests shorten it. */
  timeoutMs?: number;
};

export const DEFAULT_MAIL_FROM = "Scout Badges <no-reply@localhost>";
export const NO_MAIL_SERVER = "No mail server is configured";

/**
 * `id` is the outbox row's: it names the Message-ID, so a resend after a crash is recognisable as the
 * same message. `replyTo`: the person it is from, so a reply in a mail program reaches them.
 * `unsubscribeUrl`: the address's own unsubscribe link, offered by mail programs (RFC 8058 one-click).
 */
export type EmailMessage = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  replyTo?: string | null;
  unsubscribeUrl?: string | null;
  /** The troop it comes from: its name is the sender's name, at MAIL_FROM's address (many-troops M4). */
  fromName?: string | null;
};

/** MAIL_FROM's address alone: "Scout Badges <no-reply@example.org>" → "no-reply@example.org". */
export const addressOf = (mailFrom: string) => /<([^<>]+)>\s*$/.exec(mailFrom)?.[1]?.trim() ?? mailFrom.trim();

export type Transports = {
  email: ((message: EmailMessage) => Promise<void>) | null;
  sms: ((to: string, text: string) => Promise<void>) | null;
  close: () => void;
};

/**
 * A silent mail server or gateway fails the attempt after this long. It is well inside the worker's
 * claim lease (deliver.ts), so a stuck connection ends long before anyone could think the claim lapsed.
 */
export const TRANSPORT_TIMEOUT_MS = 20_000;

/** `<{outboxId}@{host}>`: the same for every attempt at one message. */
export function messageIdOf(outboxId: string, publicOrigin: string | undefined): string {
  const host = publicOrigin ? new URL(publicOrigin).hostname : "localhost";
  return `<${outboxId}@${host}>`;
}

export function createTransports(settings: MailSettings): Transports {
  const { smtpUrl, timeoutMs = TRANSPORT_TIMEOUT_MS } = settings;
  // The mail library loads with the first message: a process that sends none keeps it out of memory.
  let mailer: Promise<Transporter> | null = null;
  const connect = (url: string) =>
    import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
      }),
    );
  const webhook = settings.smsWebhookUrl;
  return {
    email: smtpUrl
      ? async ({ id, to, subject, text, html, replyTo, unsubscribeUrl, fromName }) => {
          mailer ??= connect(smtpUrl);
          await (await mailer).sendMail({
            // nodemailer quotes the name as the header needs it, whatever the troop is called.
            from: fromName ? { name: fromName, address: addressOf(settings.mailFrom) } : settings.mailFrom,
            to,
            subject,
            text,
            ...(html ? { html } : {}),
            ...(replyTo ? { replyTo } : {}),
            ...(unsubscribeUrl
              ? { list: { unsubscribe: unsubscribeUrl }, headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } }
              : {}),
            messageId: messageIdOf(id, settings.publicOrigin),
          });
        }
      : null,
    sms: webhook ? (to, text) => postSms(webhook, to, text, timeoutMs) : null,
    close: () => void mailer?.then((transport) => transport.close()),
  };
}

/**
 * One SMS to the gateway. A redirect is never followed: it would carry a child's phone number to an
 * address nobody configured, so it fails the attempt with the reason instead.
 */
async function postSms(webhook: string, to: string, text: string, timeoutMs: number) {
  const res = await fetch(webhook, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ to, text }),
    redirect: "manual",
    signal: AbortSignal.timeout(timeoutMs),
  });
  // The body is not needed; cancelling it frees the connection at once.
  await res.body?.cancel();
  if (res.type === "opaqueredirect" || (res.status >= 300 && res.status < 400)) {
    throw new Error(`The SMS gateway answered ${res.status} (a redirect); redirects are not followed, so nothing was sent`);
  }
  if (!res.ok) throw new Error(`The SMS gateway answered ${res.status} ${res.statusText}`.trim());
}
