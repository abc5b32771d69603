import { zodResolver } from "@hookform/resolvers/zod";
import { type BulkAwardRequest, bulkAwardRequest } from "@shared/api/scouts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormDialog } from "@/components/form-dialog";
import { SelectField } from "@/components/select-field";
import { requestForm } from "@/lib/request-form";
import { applyServerFieldErrors } from "@/lib/server-field-errors";
import { toast, toastError } from "@/lib/use-toast";
import { bulkAwardBadge, bulkAwardSummary, refreshAwardQueries } from "../../awards/api";
import { badgesQuery } from "../../badges/api";

const values = z.object({ scoutIds: z.array(z.string()), badgeId: z.string() });
type Values = z.infer<typeof values>;
/** The badge and the scouts ticked in the table, checked by the shared bulk-award schema. */
const bulkAwardForm = requestForm({ values, toRequest: (v): BulkAwardRequest => v, request: bulkAwardRequest });

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
  const form = useForm<Values, unknown, BulkAwardRequest>({
    resolver: zodResolver(bulkAwardForm),
    defaultValues: { scoutIds, badgeId: "" },
  });
  const { control, handleSubmit, setValue, setError, formState } = form;
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
      applyServerFieldErrors(setError, error, ["badgeId"]);
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
