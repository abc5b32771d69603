/** The window title for a troop: its name first, so a tab among many is easy to find. */
export const documentTitle = (troopName: string | null | undefined) => (troopName ? `${troopName} · Scout Badges` : "Scout Badges");
