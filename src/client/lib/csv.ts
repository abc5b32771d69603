import { downloadFile } from "./download-file";

/** CSV text for spreadsheets (RFC 4180, CRLF line ends) and its download; shared by every export. */

/** Cells starting like a formula are prefixed with ' so spreadsheets show them as text (CSV injection). */
export const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows of plain text → CSV text, the first row being the header. */
export function toCsv(rows: string[][]): string {
  return `${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** Starts a download of the CSV text in the browser. */
export function downloadCsv(csv: string, filename: string) {
  downloadFile(filename, csv, "text/csv;charset=utf-8");
}
