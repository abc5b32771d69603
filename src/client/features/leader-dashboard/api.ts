/** The dashboard's statistics are the badges feature's (their key sits under the badge keys). */
export { badgeStatsQuery } from "../badges/api";
