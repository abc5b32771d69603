import type { CaughtMail, TestSmtpServer } from "../../setup/smtp-server";

/** The mail to `address` whose subject matches, once it has arrived at the journey's mail server. */
export async function mailTo(smtp: TestSmtpServer, address: string, subject: RegExp): Promise<CaughtMail> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mail = smtp.mails.find((m) => m.to.includes(address) && subject.test(m.subject));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${address}; got ${smtp.mails.map((m) => m.subject).join(", ")}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
