import type { Scout } from "@shared/api/scouts";
import { useMutation } from "@tanstack/react-query";
import { AlertCircle, CheckCircle2, Loader2 } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Textarea } from "@/components/ui/textarea";
import { toast, toastError } from "@/lib/use-toast";
import { cn } from "@/lib/utils";
import { importScouts, refreshRosterQueries } from "../api";
import { previewScoutImport } from "../scout-csv";
import { CSV_COLUMNS } from "../scout-csv-export";

const MAX_FILE_BYTES = 1_000_000;

/**
 * Import from CSV: a file or pasted text, a preview with a message per bad row, and an import that only
 * starts when every row is valid (then one POST per scout, undone if one is refused).
 */
export function ImportScoutsDialog({
  open,
  onOpenChange,
  roster,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  roster: Scout[];
}) {
  const id = useId();
  const [text, setText] = useState("");
  const [fileName, setFileName] = useState("");
  const preview = useMemo(() => (text.trim() ? previewScoutImport(text, roster) : null), [text, roster]);
  const [progress, setProgress] = useState(0);

  const mutation = useMutation({
    mutationFn: async () => {
      const scouts = preview?.valid ? preview.rows.map((r) => r.scout).filter((s) => s !== null) : [];
      setProgress(0);
      return importScouts(scouts, setProgress);
    },
    onSuccess: (count) => {
      toast({ title: "Scouts Imported", description: `Imported ${count} ${count === 1 ? "scout" : "scouts"}.` });
      close(false);
    },
    onError: (error) => toastError(error.message || "Failed to import scouts. Please try again."),
    onSettled: () => void refreshRosterQueries(),
  });

  function close(next: boolean) {
    if (!next) {
      setText("");
      setFileName("");
      setProgress(0);
    }
    onOpenChange(next);
  }

  async function onFile(file: File | undefined) {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      toastError("That file is larger than 1 MB.");
      return;
    }
    setFileName(file.name);
    setText(await file.text());
  }

  const rows = preview?.rows ?? [];
  const badRows = rows.filter((r) => r.errors.length > 0).length;
  const total = rows.length;

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Import Scouts from CSV</DialogTitle>
          <DialogDescription>
            The first row names the columns: {CSV_COLUMNS.map((c) => c.header).join(", ")}. Only Name is required. Nothing is imported until
            every row is valid.
          </DialogDescription>
        </DialogHeader>
        <div className="grid grid-cols-1 gap-2">
          <Label htmlFor={`${id}-file`}>CSV file</Label>
          <Input id={`${id}-file`} type="file" accept=".csv,text/csv" onChange={(e) => void onFile(e.target.files?.[0])} />
        </div>
        <div className="grid grid-cols-1 gap-2">
          <Label htmlFor={`${id}-text`}>Or paste CSV text</Label>
          <Textarea
            id={`${id}-text`}
            rows={5}
            className="font-mono text-xs md:text-xs"
            placeholder={"Name,Email,Active\nAlex Smith,alex@example.com,yes"}
            value={text}
            onChange={(e) => {
              setFileName("");
              setText(e.target.value);
            }}
          />
          {fileName && <p className="text-xs text-muted-foreground">Loaded {fileName}</p>}
        </div>

        {preview && (
          <section aria-labelledby={`${id}-preview`} className="grid grid-cols-1 gap-2">
            <h3 id={`${id}-preview`} className="text-sm font-semibold">
              Preview
            </h3>
            <div
              role="status"
              className={cn(
                "flex items-start gap-2 rounded-md p-3 text-sm",
                preview.valid ? "bg-green-50 text-green-800" : "bg-red-50 text-red-800",
              )}
            >
              {preview.valid ? (
                <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              ) : (
                <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              )}
              <div className="grid grid-cols-1 gap-1">
                {preview.fileErrors.map((e) => (
                  <p key={e}>{e}</p>
                ))}
                {preview.fileErrors.length === 0 &&
                  (preview.valid ? (
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
                  {rows.map((row) => (
                    <TableRow key={row.line} data-testid="import-row" className={row.errors.length ? "bg-red-50/60" : undefined}>
                      <TableCell className="px-2">{row.line}</TableCell>
                      <TableCell className="min-w-24 max-w-40 px-2">
                        <span className="block font-medium wrap-anywhere">{row.values.name || "—"}</span>
                        {row.values.email && <span className="block text-xs wrap-anywhere text-muted-foreground">{row.values.email}</span>}
                      </TableCell>
                      <TableCell className="min-w-32 px-2 wrap-anywhere">
                        {row.errors.length === 0 ? (
                          <span className="text-green-800">OK</span>
                        ) : (
                          <ul className="grid grid-cols-1 gap-1 text-red-800">
                            {row.errors.map((e) => (
                              <li key={e}>{e}</li>
                            ))}
                          </ul>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </section>
        )}

        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button onClick={() => mutation.mutate()} disabled={!preview?.valid || mutation.isPending}>
            {mutation.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {mutation.isPending
              ? `Importing ${progress} of ${total}...`
              : preview?.valid
                ? `Import ${total} ${total === 1 ? "Scout" : "Scouts"}`
                : "Import"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
