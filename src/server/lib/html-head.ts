/** Page metadata put into index.html by the server, so link previews see it without running scripts. */
export type PageHead = {
  title: string;
  description: string;
  url: string;
  siteName: string;
  image: string | null;
  /** Further `<meta name content>` pairs, for the client to read before it asks the server anything. */
  extraMeta?: Record<string, string>;
};

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe for HTML text and attribute values. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const meta = (key: "name" | "property", name: string, content: string) => `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;

/**
 * index.html with the page's title, description and Open Graph tags. The built file's own title and
 * description are replaced; every value is escaped, since troop settings are typed by people.
 */
export function withHead(html: string, head: PageHead): string {
  const tags = [
    meta("name", "description", head.description),
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", head.siteName),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    meta("property", "og:url", head.url),
    ...(head.image ? [meta("property", "og:image", head.image)] : []),
    meta("name", "twitter:card", "summary"),
    ...Object.entries(head.extraMeta ?? {}).map(([name, content]) => meta("name", escapeHtml(name), content)),
  ].join("\n    ");
  // Replacer functions, not strings: a "$&" typed in a troop name must stay literal text.
  return html
    .replace(/<meta\s+name="description"[^>]*>\s*/i, () => "")
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
}
