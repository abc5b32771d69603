import type { TroopUser, User } from "./api/auth";

/**
 * Whether the session acts in a troop; one of no troop (a commissioner's, many-troops M6) has only
 * the district's pages. Its own module: the schemas of api/auth.ts stay out of the pages that ask.
 */
export const actsInTroop = (user: User): user is TroopUser => user.role !== null && user.currentTroopId !== null;
