/**
 * Every sign-in and call of a troop the operator paused (troop:disable) answers 403 with this. Kept
 * on the server: the client shows it as it shows any refusal, and every page's bundle is budgeted.
 */
export const TROOP_PAUSED = "This troop is paused. Ask your leader.";
