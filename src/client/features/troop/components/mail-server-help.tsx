import { MailWarning } from "lucide-react";

const CODE = "rounded bg-amber-100 px-1 font-mono text-xs wrap-anywhere";

/**
 * Shown on the Notifications tab while the app runs without SMTP_URL: messages stay unsent
 * with the contract's reason, so the leader learns what the person running the app has to set.
 */
export function MailServerHelp() {
  return (
    <section
      aria-labelledby="mail-server-help-title"
      className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h3 id="mail-server-help-title" className="flex items-center gap-2 font-semibold">
        <MailWarning className="size-4 shrink-0" aria-hidden="true" />
        No mail server is configured
      </h3>
      <p className="text-sm">Emails wait unsent in the outbox below until whoever runs the app sets these two settings and restarts it:</p>
      <dl className="grid gap-2 text-sm">
        <div>
          <dt>
            <code className={CODE}>SMTP_URL</code> — the mail server (<code className={CODE}>smtps://</code> for TLS), e.g.
          </dt>
          <dd>
            <code className={`${CODE} inline-block max-w-full`}>smtp://user:password@mail.example.org:587</code>
          </dd>
        </div>
        <div>
          <dt>
            <code className={CODE}>MAIL_FROM</code> — the sender, e.g.
          </dt>
          <dd>
            <code className={`${CODE} inline-block max-w-full`}>Troop 12 &lt;troop12@example.org&gt;</code>
          </dd>
        </div>
      </dl>
    </section>
  );
}
