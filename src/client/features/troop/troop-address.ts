/**
 * The troop a signed-out page is about (many-troops M4): `/t/{slug}` and everything under it is
 * that troop's; any other address is the deployment's first troop (the only one on a one-troop
 * deployment). Read from the address itself, so the first paint already knows.
 */
export function troopSlugAt(path: string): string | null {
  return /^\/t\/([a-z0-9-]{1,40})(?:\/|$)/.exec(path)?.[1] ?? null;
}

/** Where a troop's signed-out pages send "Sign In": its own sign-in page, in its colours. */
export const signInAddress = (slug: string | null) => (slug ? `/t/${slug}/login` : "/login");
