import type { BadgeCreateRequest } from "@shared/api/badges";
import { useMutation } from "@tanstack/react-query";
import { Download, FileJson, Upload } from "lucide-react";
import { useId, useRef } from "react";
import { FormDialog } from "@/components/form-dialog";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { ApiError } from "@/lib/api-request";
import { downloadFile } from "@/lib/download-file";
import { useRequestForm } from "@/lib/use-request-form";
import { toast, toastError } from "@/lib/use-toast";
import { importBadges, refreshBadgeQueries } from "../api";
import {
  BADGE_TEMPLATE,
  INVALID_IMPORT_MESSAGE,
  importBadgesForm,
  importedBadgeProblem,
  prettyJson,
  SAMPLE_BADGES,
} from "../import-badges-form-rules";

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Import Badges: paste JSON (an array of badges or one badge), Download Template, Load Sample; one
 * POST per badge. Text that holds no badges toasts "Invalid JSON"; a badge the shared schema (or the
 * server) refuses is named at the field, and the import fails.
 */
export function ImportBadgesDialog({ open, onOpenChange }: Props) {
  const id = useId();
  const form = useRequestForm({ schema: importBadgesForm, defaults: { json: "" }, resetOn: open && [] });
  const { register, handleSubmit, setError, setValue, clearErrors, formState } = form;
  // How many badges were created before a refusal: the refused one is the next.
  const created = useRef(0);

  const failedToast = () => toastError("Failed to import badges");

  const mutation = useMutation({
    mutationFn: (badges: BadgeCreateRequest[]) => {
      created.current = 0;
      return importBadges(badges, (count) => {
        created.current = count;
      });
    },
    onSuccess: (count) => {
      toast({ title: `Successfully imported ${count} badges!` });
      onOpenChange(false);
    },
    onError: (error) => {
      const message = error instanceof ApiError && error.fields ? Object.values(error.fields)[0] : undefined;
      if (message) setError("json", { type: "server", message: importedBadgeProblem(created.current, message) }, { shouldFocus: true });
      failedToast();
    },
    // Some badges may have been created before a refusal: the list shows what exists either way.
    onSettled: () => refreshBadgeQueries(),
  });

  const onSubmit = handleSubmit(
    (badges) => mutation.mutate(badges),
    (errors) => {
      if (errors.json?.message === INVALID_IMPORT_MESSAGE) toastError(INVALID_IMPORT_MESSAGE, "Invalid JSON");
      else failedToast();
    },
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Import Badges"
      description="Paste a JSON array of badges, or a single badge object."
      onSubmit={onSubmit}
      submitLabel={
        <>
          <Upload aria-hidden="true" />
          Import Badges
        </>
      }
      pendingLabel={
        <>
          <Upload aria-hidden="true" />
          Importing...
        </>
      }
      pending={mutation.isPending}
    >
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => downloadFile("badge-template.json", prettyJson(BADGE_TEMPLATE), "application/json")}
        >
          <Download aria-hidden="true" />
          Download Template
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            setValue("json", prettyJson(SAMPLE_BADGES), { shouldDirty: true });
            clearErrors("json");
          }}
        >
          <FileJson aria-hidden="true" />
          Load Sample
        </Button>
      </div>
      <FormField
        id={`${id}-json`}
        label="Badge JSON"
        hint="Each badge needs a name, description and requirements; category defaults to outdoor."
        error={formState.errors.json}
      >
        {(props) => (
          <Textarea
            {...props}
            rows={12}
            spellCheck={false}
            className="font-mono text-xs md:text-xs"
            placeholder='[{"name": "…", "description": "…", "category": "outdoor", "imageUrl": "/badges/hiker.svg", "requirements": ["…"]}]'
            {...register("json")}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
