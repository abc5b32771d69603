import { scoutImportRequest } from "@shared/api/scouts";
import { z } from "zod";
import { type ImportRow, previewScoutImport } from "./scout-csv";

/** Import from CSV's rules (pure): its values, and the check that turns them into the rows to send. */

export const IMPORT_FORM_MESSAGES = {
  empty: "Paste the CSV text or choose a file.",
  notReady: "Nothing is imported until every row is valid.",
} as const;

const importScoutsValues = z.object({
  /** The CSV text, pasted or read from the chosen file. */
  csv: z.string(),
  /** The chosen file's name ("" for pasted text). */
  fileName: z.string(),
});
export type ImportScoutsValues = z.infer<typeof importScoutsValues>;
export const EMPTY_IMPORT: ImportScoutsValues = { csv: "", fileName: "" };
/** A request key of the import said at the CSV field (the list of rows as a whole). */
export const IMPORT_FIELD_ALIASES: Record<string, "csv"> = { rows: "csv" };

/**
 * The schema the form checks its values with (useRequestForm): some text, a preview where every row is valid (each row is
 * checked by the scout schema, see scout-csv.ts), and the rows as the shared import request takes
 * them (how many at once). The result is the preview's rows, each with its line in the file.
 */
export const importScoutsForm = () =>
  importScoutsValues.transform((values, ctx): ImportRow[] => {
    const refuse = (message: string) => {
      ctx.addIssue({ code: "custom", path: ["csv"], message });
      return z.NEVER;
    };
    if (!values.csv.trim()) return refuse(IMPORT_FORM_MESSAGES.empty);
    const preview = previewScoutImport(values.csv);
    if (!preview.valid) return refuse(IMPORT_FORM_MESSAGES.notReady);
    const checked = scoutImportRequest.safeParse({ rows: preview.rows.map((row) => row.scout) });
    if (!checked.success) return refuse(checked.error.issues[0]?.message ?? IMPORT_FORM_MESSAGES.notReady);
    return preview.rows;
  });
