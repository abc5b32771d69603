import { type MoveToPatrolRequest, moveToPatrolRequest } from "@shared/api/patrols";
import { z } from "zod";
import { requestForm } from "@/lib/request-form";

const values = z.object({ scoutIds: z.array(z.string()), patrolId: z.string() });
/** "" in the select is no patrol: the scouts leave theirs. */
export const moveForm = requestForm({
  values,
  toRequest: (v): MoveToPatrolRequest => ({ scoutIds: v.scoutIds, patrolId: v.patrolId || null }),
  request: moveToPatrolRequest,
});
