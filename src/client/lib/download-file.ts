/**
 * Hands a file made in the browser (a CSV export, a JSON template, an .ics fetched with the session
 * token) to the browser's downloads, under `filename`.
 */
export function downloadFile(filename: string, content: Blob | string, type = "application/octet-stream") {
  const blob = typeof content === "string" ? new Blob([content], { type }) : content;
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the object URL is freed once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
