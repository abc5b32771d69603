/**
 * A troop's address on a deployment of many troops (`/t/{slug}`, many-troops M3): 3-40 characters
 * of a-z, 0-9 and "-", not starting or ending with "-", and not a word the app's own addresses use.
 * The migration that gave existing troops their address follows the same rules. No schema library
 * here: the signed-out pages read addresses with these alone (api/start-troop.ts has the schema).
 */
export const SLUG_MIN = 3;
export const SLUG_MAX = 40;

/** Words a troop may not take: the first segment of every address the app itself answers. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  "api",
  "assets",
  "t",
  "login",
  "admin",
  "family",
  "district",
  "messages",
  "scout-dashboard",
  "leader-dashboard",
  "scout-management",
  "troop-settings",
  "reset-password",
  "unsubscribe",
  "start-a-troop",
  "badges",
  "icons",
]);

export const SLUG_RULE = `Use ${SLUG_MIN}–${SLUG_MAX} lower-case letters, digits and hyphens, not starting or ending with a hyphen.`;
export const SLUG_RESERVED = "This address is reserved. Choose another.";
export const SLUG_TAKEN = "This address is taken.";
export const SLUG_PATTERN = new RegExp(`^(?=.{${SLUG_MIN},${SLUG_MAX}}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$`);

/** The address a troop's name suggests ("1st Riverside Troop!" → "1st-riverside-troop"); the person may change it. */
export function slugFromName(name: string): string {
  const base = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, "");
  return base.length >= SLUG_MIN && !RESERVED_SLUGS.has(base) ? base : "";
}

/**
 * The troop a page address is about (many-troops M4): `/t/{slug}` and everything under it is that
 * troop's; null for any other address (the deployment's first troop, or the deployment's own page).
 */
export function troopSlugAt(path: string): string | null {
  return /^\/t\/([a-z0-9-]{1,40})(?:[/?#]|$)/.exec(path)?.[1] ?? null;
}
