import { type BulkAwardRequest, bulkAwardRequest } from "@shared/api/awards";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useId } from "react";
import { FormDialog } from "@/components/form-dialog";
import { SelectField } from "@/components/select-field";
import { useRequestForm } from "@/lib/use-request-form";
import { toast, toastError } from "@/lib/use-toast";
import { bulkAwardBadge, bulkAwardSummary, refreshAwardQueries } from "../../awards/api";
import { badgesQuery } from "../../badges/api";

/**
 * Bulk Award Badge from the roster: one badge to every selected scout (POST /api/scouts/bulk-award-badge).
 * Scouts who already hold it are skipped by the server and counted in the toast.
 */
export function BulkAwardDialog({
  open,
  onOpenChange,
  scoutIds,
  onAwarded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  scoutIds: string[];
  onAwarded: () => void;
}) {
  const id = useId();
  const badges = useQuery(badgesQuery);
  const form = useRequestForm({ schema: bulkAwardRequest, defaults: { scoutIds, badgeId: "" } });
  const { control, handleSubmit, setValue, formState, showServerErrors } = form;
  // The scouts come from the table's selection; the badge chosen stays until an award.
  const selection = scoutIds.join(",");
  useEffect(() => {
    setValue("scoutIds", selection ? selection.split(",") : []);
  }, [selection, setValue]);

  const mutation = useMutation({
    mutationFn: (body: BulkAwardRequest) => bulkAwardBadge(body.scoutIds, body.badgeId),
    onSuccess: (result) => {
      void refreshAwardQueries();
      toast({ title: "Badges Awarded", description: bulkAwardSummary(result) });
      setValue("badgeId", "");
      onAwarded();
      onOpenChange(false);
    },
    onError: (error) => {
      showServerErrors(error);
      toastError("Failed to award badges. Please try again.");
    },
  });

  const onSubmit = handleSubmit(
    (body) => mutation.mutate(body),
    () => toastError("Please select scouts and a badge to award.", "Selection Required"),
  );

  const count = scoutIds.length;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Award Badge"
      description={
        count === 0
          ? "No scouts selected yet: tick scouts in the table first."
          : `Award a badge to ${count} selected ${count === 1 ? "scout" : "scouts"}. Scouts who already hold it are skipped.`
      }
      onSubmit={onSubmit}
      submitLabel="Award Badge"
      pendingLabel="Awarding..."
      spinner
      pending={mutation.isPending}
    >
      <SelectField
        control={control}
        name="badgeId"
        id={`${id}-badge`}
        label="Badge"
        error={formState.errors.badgeId}
        className="grid-cols-1"
        placeholder={badges.isLoading ? "Loading badges..." : "Choose a badge"}
        options={(badges.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
      />
    </FormDialog>
  );
}
