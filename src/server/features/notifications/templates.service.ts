import { readableOn, readableOnWhite } from "../../../shared/contrast";
/**
 * One layout for every email: the troop's name and colours, the content, and a footer that says
 * why this person gets it. An email to an account has no unsubscribe link (the switches are the
 * leaders'); one to a family without an account carries its address's own. The plain-text body
 * carries the same words for mail programs that do not show HTML.
 */
export type TroopLook = { troopName: string; primaryColor: string; secondaryColor: string; accentColor: string };

export type EmailContent = {
  subject: string;
  /** First paragraph, e.g. "Hi Sam," and what this message is about. */
  intro: string[];
  sections: { heading: string; lines: string[]; empty?: string }[];
  action?: { label: string; url: string };
  /** Why this person gets the message. */
  footer: string;
  /** This address's unsubscribe link (emails to families without an account). */
  unsubscribeUrl?: string;
};

export const UNSUBSCRIBE_TEXT = "Don't want these emails?";

export type RenderedEmail = { subject: string; text: string; html: string };

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** Colours come from the troop configuration, which only accepts #rrggbb; anything else falls back. */
const safeColour = (value: string, fallback: string) => (/^#[0-9a-f]{6}$/i.test(value) ? value : fallback);

export function renderEmail(troop: TroopLook, content: EmailContent): RenderedEmail {
  return { subject: content.subject, text: renderText(troop, content), html: renderHtml(troop, content) };
}

function renderText(troop: TroopLook, content: EmailContent): string {
  const parts: string[] = [troop.troopName, "", ...content.intro];
  for (const section of content.sections) {
    parts.push("", section.heading);
    if (section.lines.length === 0) parts.push(`  ${section.empty ?? "Nothing this time."}`);
    for (const line of section.lines) parts.push(`  - ${line}`);
  }
  if (content.action) parts.push("", `${content.action.label}: ${content.action.url}`);
  parts.push("", "--", content.footer);
  if (content.unsubscribeUrl) parts.push(`${UNSUBSCRIBE_TEXT} Unsubscribe: ${content.unsubscribeUrl}`);
  return `${parts.join("\n")}\n`;
}

function renderHtml(troop: TroopLook, content: EmailContent): string {
  const primary = safeColour(troop.primaryColor, "#490499");
  const secondary = safeColour(troop.secondaryColor, "#059669");
  const accent = safeColour(troop.accentColor, "#f59e0b");
  // The troop's colours stay readable whatever they are, as on screen: text on the primary colour
  // is black or white, whichever reads better, and a heading in the primary colour on white falls
  // back to the body's dark grey when the colour is too light.
  const onPrimary = readableOn(primary);
  const headingInk = readableOnWhite(primary);
  const paragraph = (line: string) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`;
  const sections = content.sections
    .map((section) => {
      const items =
        section.lines.length === 0
          ? `<p style="margin:0 0 12px;color:#555">${escapeHtml(section.empty ?? "Nothing this time.")}</p>`
          : `<ul style="margin:0 0 16px;padding-left:20px">${section.lines.map((l) => `<li style="margin:0 0 4px">${escapeHtml(l)}</li>`).join("")}</ul>`;
      return `<h2 style="margin:20px 0 8px;font-size:16px;color:${headingInk};border-bottom:2px solid ${secondary};padding-bottom:4px">${escapeHtml(section.heading)}</h2>${items}`;
    })
    .join("");
  const action = content.action
    ? `<p style="margin:20px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:${primary};color:${onPrimary};text-decoration:none;padding:10px 18px;border-radius:6px;font-weight:bold">${escapeHtml(content.action.label)}</a></p><p style="margin:0 0 12px;font-size:13px;color:#555;word-break:break-all">${escapeHtml(content.action.url)}</p>`
    : "";
  const unsubscribe = content.unsubscribeUrl
    ? ` ${escapeHtml(UNSUBSCRIBE_TEXT)} <a href="${escapeHtml(content.unsubscribeUrl)}" style="color:#374151">Unsubscribe</a>`
    : "";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5;padding:16px 0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${primary};color:${onPrimary};padding:16px 24px;font-size:20px;font-weight:bold;border-bottom:4px solid ${accent}">${escapeHtml(troop.troopName)}</td></tr>
<tr><td style="padding:20px 24px;font-size:15px">${content.intro.map(paragraph).join("")}${sections}${action}</td></tr>
<tr><td style="padding:12px 24px 20px;font-size:12px;color:#6b7280;border-top:1px solid #e5e7eb">${escapeHtml(content.footer)}${unsubscribe}</td></tr>
</table></td></tr></table>
</body></html>
`;
}
