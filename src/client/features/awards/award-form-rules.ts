import { awardBadgeRequest } from "@shared/api/awards";
import { z } from "zod";
import { requestForm } from "@/lib/request-form";

/** The award forms' rules (pure): their values and the shared request schemas that check them. */

/** Award a Badge: the scout, and the badge to award them. */
const singleAwardValues = z.object({ scoutId: z.string(), badgeId: z.string() });
/** The award's body, and the scout its path names. */
const singleAwardRequest = awardBadgeRequest.extend({
  scoutId: z.string({ error: "Scout is required." }).min(1, { error: "Scout is required." }),
});
export type SingleAwardRequest = z.input<typeof singleAwardRequest>;

export const singleAwardForm = requestForm({
  values: singleAwardValues,
  toRequest: (values): SingleAwardRequest => ({ scoutId: values.scoutId, badgeId: values.badgeId }),
  request: singleAwardRequest,
});
