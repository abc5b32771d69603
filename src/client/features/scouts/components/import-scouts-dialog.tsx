import { useMutation } from "@tanstack/react-query";
import { AlertCircle, CheckCircle2 } from "lucide-react";
import { useId, useMemo } from "react";
import { FormDialog } from "@/components/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-request";
import { useRequestForm } from "@/lib/use-request-form";
import { toast, toastError } from "@/lib/use-toast";
import { cn } from "@/lib/utils";
import { importRefusalRows, importScouts, refreshRosterQueries } from "../api";
import { EMPTY_IMPORT, IMPORT_FIELD_ALIASES, importScoutsForm } from "../import-scouts-form-rules";
import { type ImportRow, previewScoutImport } from "../scout-csv";
import { CSV_COLUMNS } from "../scout-csv-export";

const MAX_FILE_BYTES = 1_000_000;

/**
 * Import from CSV: a file or pasted text, a preview with a message per bad row, and an import that only
 * starts when every row is valid. The rows go to the server in one call, which creates all of them or
 * none; the rows it refuses get its messages in the preview.
 */
export function ImportScoutsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const id = useId();
  const schema = useMemo(() => importScoutsForm(), []);
  const form = useRequestForm({ schema, defaults: EMPTY_IMPORT, aliases: IMPORT_FIELD_ALIASES });
  const { register, handleSubmit, reset, setValue, setError, watch, formState, showServerErrors } = form;
  const text = watch("csv");
  const fileName = watch("fileName");
  const preview = useMemo(() => (text.trim() ? previewScoutImport(text) : null), [text]);

  const mutation = useMutation({
    mutationFn: (rows: ImportRow[]) => importScouts(rows.flatMap((r) => (r.scout ? [r.scout] : []))),
    onSuccess: ({ created }) => {
      toast({ title: "Scouts Imported", description: `Imported ${created} ${created === 1 ? "scout" : "scouts"}.` });
      close(false);
    },
    onError: (error) => {
      // A refusal naming rows is shown on those rows (the server counts the rows it was sent, the
      // preview the file's lines, so the summary here names neither); nothing was created.
      const refused = importRefusalRows(error).length;
      if (refused === 0) {
        // A refusal of the list as a whole (how many rows) is said at the CSV field too.
        showServerErrors(error);
        toastError(errorMessage(error, "Failed to import scouts. Please try again."));
      } else {
        const what = refused === 1 ? "1 row was refused" : `${refused} rows were refused`;
        setError("csv", { type: "server", message: `Nothing was imported: ${what}. See the preview below.` }, { shouldFocus: false });
      }
    },
    onSettled: () => void refreshRosterQueries(),
  });

  // The server's messages, on the preview row each refers to (the request's rows are the preview's, in order).
  const serverErrors = useMemo(() => {
    const sent = mutation.variables ?? [];
    const byLine = new Map<number, string[]>();
    for (const refused of importRefusalRows(mutation.error)) {
      const line = sent[refused.row - 1]?.line;
      if (line !== undefined) byLine.set(line, Object.values(refused.fields));
    }
    return byLine;
  }, [mutation.error, mutation.variables]);

  function close(next: boolean) {
    if (!next) {
      reset(EMPTY_IMPORT);
      mutation.reset();
    }
    onOpenChange(next);
  }

  async function onFile(file: File | undefined) {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      toastError("That file is larger than 1 MB.");
      return;
    }
    mutation.reset();
    setValue("csv", await file.text(), { shouldValidate: formState.isSubmitted });
    setValue("fileName", file.name);
  }

  const onSubmit = handleSubmit((rows) => mutation.mutate(rows));

  const rows = preview?.rows ?? [];
  // The preview's own message wins over the server's for a row it already refuses.
  const errorsOf = (row: ImportRow) => (row.errors.length > 0 ? row.errors : (serverErrors.get(row.line) ?? []));
  const badRows = rows.filter((r) => errorsOf(r).length > 0).length;
  const total = rows.length;
  const ready = preview?.valid === true && serverErrors.size === 0;

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title="Import Scouts from CSV"
      description={
        <>
          The first row names the columns: {CSV_COLUMNS.map((c) => c.header).join(", ")}. Only Name is required. Nothing is imported until
          every row is valid.
        </>
      }
      onSubmit={onSubmit}
      submitLabel={ready ? `Import ${total} ${total === 1 ? "Scout" : "Scouts"}` : "Import"}
      pendingLabel={`Importing ${total} ${total === 1 ? "scout" : "scouts"}...`}
      spinner
      pending={mutation.isPending}
      submitDisabled={!ready}
      formClassName="grid grid-cols-1 gap-4"
    >
      <FormField id={`${id}-file`} label="CSV file">
        {(props) => <Input {...props} type="file" accept=".csv,text/csv" onChange={(e) => void onFile(e.target.files?.[0])} />}
      </FormField>
      <FormField
        id={`${id}-text`}
        label="Or paste CSV text"
        hint={fileName ? `Loaded ${fileName}` : undefined}
        error={formState.errors.csv}
      >
        {(props) => (
          <Textarea
            {...props}
            rows={5}
            className="font-mono text-xs md:text-xs"
            placeholder={"Name,Email,Active\nAlex Smith,alex@example.com,yes"}
            {...register("csv", {
              onChange: () => {
                mutation.reset();
                setValue("fileName", "");
              },
            })}
          />
        )}
      </FormField>

      {preview && (
        <section aria-labelledby={`${id}-preview`} className="grid grid-cols-1 gap-2">
          <h3 id={`${id}-preview`} className="text-sm font-semibold">
            Preview
          </h3>
          <div
            role="status"
            className={cn("flex items-start gap-2 rounded-md p-3 text-sm", ready ? "bg-green-50 text-green-800" : "bg-red-50 text-red-800")}
          >
            {ready ? (
              <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            ) : (
              <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            )}
            <div className="grid grid-cols-1 gap-1">
              {preview.fileErrors.map((e) => (
                <p key={e}>{e}</p>
              ))}
              {preview.fileErrors.length === 0 &&
                (ready ? (
                  <p>
                    {total} {total === 1 ? "scout is" : "scouts are"} ready to import.
                  </p>
                ) : (
                  <p>
                    {badRows} of {total} {total === 1 ? "row has" : "rows have"} problems. Fix them and nothing is imported until then.
                  </p>
                ))}
              {preview.ignoredHeaders.length > 0 && <p>Ignored columns: {preview.ignoredHeaders.join(", ")}.</p>}
            </div>
          </div>
          {rows.length > 0 && (
            <Table
              wrapperClassName="max-h-64 overflow-y-auto rounded-md border"
              aria-label="Import preview"
              scrollLabel="Import preview rows"
            >
              <TableHeader>
                <TableRow>
                  <TableHead scope="col" className="w-12 px-2">
                    Line
                  </TableHead>
                  <TableHead scope="col">Scout</TableHead>
                  <TableHead scope="col">Result</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((row) => {
                  const errors = errorsOf(row);
                  return (
                    <TableRow key={row.line} data-testid="import-row" className={errors.length ? "bg-red-50/60" : undefined}>
                      <TableCell className="px-2">{row.line}</TableCell>
                      <TableCell className="min-w-24 max-w-40 px-2">
                        <span className="block font-medium wrap-anywhere">{row.values.name || "—"}</span>
                        {row.values.email && <span className="block text-xs wrap-anywhere text-muted-foreground">{row.values.email}</span>}
                      </TableCell>
                      <TableCell className="min-w-32 px-2 wrap-anywhere">
                        {errors.length === 0 ? (
                          <span className="text-green-800">OK</span>
                        ) : (
                          <ul className="grid grid-cols-1 gap-1 text-red-800">
                            {errors.map((e) => (
                              <li key={e}>{e}</li>
                            ))}
                          </ul>
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          )}
        </section>
      )}
    </FormDialog>
  );
}
