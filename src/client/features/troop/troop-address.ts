import { troopSlugAt } from "@shared/troop-slug";

export { troopSlugAt };

/** Where a troop's signed-out pages send "Sign In": its own sign-in page, in its colours (many-troops M4). */
export const signInAddress = (slug: string | null) => (slug ? `/t/${slug}/login` : "/login");
