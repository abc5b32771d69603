import { readableOn } from "../../../shared/contrast";
import { escapeHtml, type TroopLook } from "../notifications/templates.service";

export type UnsubscribePageState = "ask" | "done" | "again" | "invalid";

const TEXTS: Record<UnsubscribePageState, { title: string; lines: (email: string, troop: string) => string[]; button?: string }> = {
  ask: {
    title: "Stop these emails?",
    lines: (email, troop) => [`${troop} will send no more emails to ${email}: no messages, event notices, reminders or invitations.`],
    button: "Unsubscribe",
  },
  done: {
    title: "You are unsubscribed",
    lines: (email, troop) => [`${troop} will send no more emails to ${email}.`, "Changed your mind? You can get them again."],
    button: "Get emails again",
  },
  again: {
    title: "You will get emails again",
    lines: (email, troop) => [`${troop} will send its messages, event notices and reminders to ${email} again.`],
  },
  invalid: {
    title: "This link is not valid",
    lines: () => ["The link may be incomplete. Open it again from the email, or ask your troop's leader."],
  },
};

/**
 * The page behind an email's unsubscribe link: a family without an account has no app to go to, so
 * it is plain HTML in the troop's colours, with one button that posts the change (a mail program
 * that opens links to scan them never unsubscribes anyone).
 */
export function unsubscribePage(state: UnsubscribePageState, troop: TroopLook | null, email: string, action: string): string {
  const text = TEXTS[state];
  const name = troop?.troopName ?? "Scout Badges";
  const primary = /^#[0-9a-f]{6}$/i.test(troop?.primaryColor ?? "") ? (troop?.primaryColor ?? "#490499") : "#490499";
  const onPrimary = readableOn(primary);
  const button = text.button
    ? `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(text.button)}</button></form>`
    : "";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(text.title)} · ${escapeHtml(name)}</title>
<style>
body{margin:0;font-family:system-ui,Arial,sans-serif;background:#f4f4f5;color:#1f2937;line-height:1.5}
header{background:${primary};color:${onPrimary};padding:16px 24px;font-size:20px;font-weight:bold}
main{max-width:560px;margin:24px auto;background:#fff;border-radius:8px;padding:20px 24px}
h1{font-size:22px;margin:0 0 12px}
button{background:${primary};color:${onPrimary};border:0;border-radius:6px;padding:12px 20px;font-size:16px;font-weight:bold;cursor:pointer;min-height:44px}
button:focus-visible{outline:3px solid #1f2937;outline-offset:2px}
</style></head>
<body><header>${escapeHtml(name)}</header><main><h1>${escapeHtml(text.title)}</h1>${text
    .lines(email, name)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join("")}${button}</main></body></html>
`;
}
