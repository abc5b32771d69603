import type { MoveToPatrolRequest } from "@shared/api/patrols";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useId } from "react";
import { FormDialog } from "@/components/form-dialog";
import { SelectField } from "@/components/select-field";
import { errorMessage } from "@/lib/api-request";
import { useRequestForm } from "@/lib/use-request-form";
import { toast, toastError } from "@/lib/use-toast";
import { moveToPatrol, patrolsQuery, refreshPatrols } from "../../patrols/api";
import { refreshRosterQueries } from "../api";
import { moveForm } from "../move-to-patrol-form-rules";

/** Move to patrol, from the roster's selection: every selected scout joins the patrol chosen, or none does. */
export function MoveToPatrolDialog({
  open,
  onOpenChange,
  scoutIds,
  onMoved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  scoutIds: string[];
  onMoved: () => void;
}) {
  const id = useId();
  const patrols = useQuery(patrolsQuery);
  // Each opening starts with no patrol chosen: the last move's patrol is not this one's.
  const form = useRequestForm({ schema: moveForm, defaults: { scoutIds, patrolId: "" }, resetOn: open && [] });
  const { control, handleSubmit, setValue, formState, showServerErrors } = form;
  const selection = scoutIds.join(",");
  useEffect(() => {
    setValue("scoutIds", selection ? selection.split(",") : []);
  }, [selection, setValue]);

  const mutation = useMutation({
    mutationFn: (body: MoveToPatrolRequest) => moveToPatrol(body.scoutIds, body.patrolId),
    onSuccess: (result, body) => {
      const patrol = patrols.data?.find((p) => p.id === body.patrolId);
      toast({
        title: "Scouts moved",
        description: `${result.moved} ${result.moved === 1 ? "scout" : "scouts"} ${patrol ? `moved to ${patrol.name}` : "taken out of their patrol"}.`,
      });
      onMoved();
      onOpenChange(false);
    },
    onError: (error) => {
      showServerErrors(error);
      toastError(errorMessage(error, "Failed to move the scouts. Please try again."));
    },
    onSettled: () => void Promise.all([refreshRosterQueries(), refreshPatrols()]),
  });

  const count = scoutIds.length;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Move to patrol"
      description={
        count === 0
          ? "No scouts selected yet: tick scouts in the table first."
          : `Move ${count} selected ${count === 1 ? "scout" : "scouts"} to a patrol. A patrol leader who changes patrol stops leading.`
      }
      onSubmit={handleSubmit(
        (body) => mutation.mutate(body),
        () => toastError("Please select scouts to move.", "Selection Required"),
      )}
      submitLabel="Move"
      pendingLabel="Moving..."
      pending={mutation.isPending}
    >
      <SelectField
        control={control}
        name="patrolId"
        id={`${id}-patrol`}
        label="Patrol"
        error={formState.errors.patrolId}
        noneLabel="No patrol"
        placeholder="No patrol"
        options={(patrols.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
      />
    </FormDialog>
  );
}
