import type { InferDataFromTag, QueryKey } from "@tanstack/react-query";
import type * as account from "@/features/account/api";
import type * as activities from "@/features/activities/api";
import type * as advancement from "@/features/advancement/api";
import type * as attendance from "@/features/attendance/api";
import type * as auth from "@/features/auth/api";
import type * as awards from "@/features/awards/api";
import type * as badgeAdmin from "@/features/badges/api";
import type * as badges from "@/features/badges/api";
import type * as calendar from "@/features/calendar/api";
import type * as eventAdmin from "@/features/events/api";
import type * as events from "@/features/events/api";
import type * as family from "@/features/family/api";
import type * as invites from "@/features/invites/api";
import type * as leaderDashboard from "@/features/leader-dashboard/api";
import type * as leaders from "@/features/leaders/api";
import type * as messages from "@/features/messages/api";
import type * as notifications from "@/features/notifications/api";
import type * as patrols from "@/features/patrols/api";
import type * as publicTroop from "@/features/public-troop/api";
import type * as troopContact from "@/features/public-troop/contact-api";
import type * as scouts from "@/features/scouts/api";
import type * as branding from "@/features/troop/api";
import type * as troopSettings from "@/features/troop/api";

/**
 * `"GET /url": Data` for one of a feature's reads (its `queryOptions`) whose key is its fixed
 * address: the data type the client itself reads there, which the shared contracts give it.
 */
type ReadRoute<Q> = Q extends { queryKey: infer K extends QueryKey }
  ? K extends readonly [infer Url extends string]
    ? string extends Url
      ? never
      : { [R in `GET ${Url}`]: InferDataFromTag<unknown, K> }
    : never
  : never;

type ReadsOf<M> = M extends unknown ? { [Name in keyof M]: ReadRoute<M[Name]> }[keyof M] : never;
type Merged<U> = (U extends unknown ? (u: U) => void : never) extends (m: infer M) => void ? M : never;

/**
 * Every fixed-address read of every feature, typed as the feature reads it: a stub of one of these
 * (fetch-stub.ts) that no longer matches the contract fails to compile instead of passing.
 */
export type ReadResponses = Merged<
  ReadsOf<
    | typeof account
    | typeof activities
    | typeof advancement
    | typeof attendance
    | typeof auth
    | typeof awards
    | typeof badgeAdmin
    | typeof badges
    | typeof branding
    | typeof calendar
    | typeof eventAdmin
    | typeof events
    | typeof family
    | typeof invites
    | typeof leaderDashboard
    | typeof leaders
    | typeof messages
    | typeof notifications
    | typeof patrols
    | typeof publicTroop
    | typeof troopContact
    | typeof scouts
    | typeof troopSettings
  >
>;
