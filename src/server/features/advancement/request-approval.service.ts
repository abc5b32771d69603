import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { badgeApprovals } from "../../db/schema";

/**
 * A scout asks a leader to approve a badge (requireLeaderApproval). Asking again while it waits
 * changes nothing; asking after a leader returned it makes it wait again and clears the note.
 * Call inside the earn transaction, with the scout locked.
 */
export async function requestApproval(tx: Tx, input: { troopId: string; scoutId: string; badgeId: string }): Promise<void> {
  await tx
    .insert(badgeApprovals)
    .values({ ...input, status: "pending" })
    .onConflictDoUpdate({
      target: [badgeApprovals.scoutId, badgeApprovals.badgeId],
      set: {
        status: "pending",
        note: null,
        returnedAt: null,
        returnedByUserId: null,
        // A request that was already waiting keeps its place in the queue.
        requestedAt: sql`case when ${badgeApprovals.status} = 'pending' then ${badgeApprovals.requestedAt} else now() end`,
      },
    });
}
