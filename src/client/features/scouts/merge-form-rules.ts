import { z } from "zod";

/** Merge…'s values: the other entry (when there are several) and which of the two stays. */
export const mergeForm = z.object({
  otherId: z.string().min(1, { error: "Choose the duplicate entry." }),
  keep: z.enum(["this", "other"], { error: "Choose the entry to keep." }),
});
export type MergeFormValues = z.infer<typeof mergeForm>;

/** The merge request's key said at the field that chooses it. */
export const MERGE_FIELD_ALIASES: Record<string, "keep"> = { intoScoutId: "keep" };
