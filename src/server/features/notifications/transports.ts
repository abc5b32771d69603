import type { Transporter } from "nodemailer";

/** What the deployment configures for sending (R§7, R§9): all optional; nothing set sends nothing. */
export type MailSettings = {
  /** smtp://user:pass@host:port, or smtps:// for TLS from the first byte. */
  smtpUrl?: string;
  mailFrom: string;
  /** The gateway receives one POST of {to, text} as JSON per SMS. */
  smsWebhookUrl?: string;
};

export const DEFAULT_MAIL_FROM = "Scout Badges <no-reply@localhost>";
export const NO_MAIL_SERVER = "No mail server is configured";

export type EmailMessage = { to: string; subject: string; text: string; html: string | null };

export type Transports = {
  email: ((message: EmailMessage) => Promise<void>) | null;
  sms: ((to: string, text: string) => Promise<void>) | null;
  close: () => void;
};

/** A gateway that takes too long counts as a failed attempt rather than holding the worker. */
const SEND_TIMEOUT_MS = 20_000;

export function createTransports(settings: MailSettings): Transports {
  const { smtpUrl } = settings;
  // The mail library loads with the first message: a process that sends none keeps it out of memory.
  let mailer: Promise<Transporter> | null = null;
  const connect = (url: string) =>
    import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url,
        connectionTimeout: SEND_TIMEOUT_MS,
        greetingTimeout: SEND_TIMEOUT_MS,
        socketTimeout: SEND_TIMEOUT_MS,
      }),
    );
  const webhook = settings.smsWebhookUrl;
  return {
    email: smtpUrl
      ? async ({ to, subject, text, html }) => {
          mailer ??= connect(smtpUrl);
          await (await mailer).sendMail({ from: settings.mailFrom, to, subject, text, ...(html ? { html } : {}) });
        }
      : null,
    sms: webhook
      ? async (to, text) => {
          const res = await fetch(webhook, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ to, text }),
            signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
          });
          if (!res.ok) throw new Error(`The SMS gateway answered ${res.status} ${res.statusText}`.trim());
        }
      : null,
    close: () => void mailer?.then((transport) => transport.close()),
  };
}
