import type { Scout } from "@shared/api/scouts";
import { CONTACT_COLUMN_FIELDS, CONTACTS_MAX, contactColumn } from "@shared/contact-columns";
import { csvCell } from "@/lib/csv";

/** Roster CSV: the export writes these columns; the import reads them (and a few spellings of them). */
export const CSV_COLUMNS = [
  { key: "name", header: "Name" },
  { key: "email", header: "Email" },
  { key: "phone", header: "Phone" },
  { key: "emergencyContact", header: "Emergency Contact" },
  { key: "emergencyPhone", header: "Emergency Phone" },
  { key: "dateOfBirth", header: "Date of Birth" },
  { key: "isActive", header: "Active" },
  { key: "notes", header: "Notes" },
] as const;

/**
 * A cell of the roster CSV. Cells that start like a formula get csvCell's guard apostrophe; so does a
 * value that itself starts with an apostrophe, so that the import, which takes one guard apostrophe
 * off, gives back exactly the value exported.
 */
function rosterCell(value: string): string {
  return csvCell(value.startsWith("'") ? `'${value}` : value);
}

/** The family's contacts follow the scout's columns: "Contact 1 Name" … "Contact 4 Relationship". */
const CONTACT_HEADERS = Array.from({ length: CONTACTS_MAX }, (_, i) =>
  CONTACT_COLUMN_FIELDS.map(([label]) => contactColumn(i, label)),
).flat();

/** The roster as CSV text (header row plus one row per scout, CRLF line ends), with each family's contacts. */
export function scoutsToCsv(scouts: Scout[]): string {
  const lines = [[...CSV_COLUMNS.map((c) => c.header), ...CONTACT_HEADERS].join(",")];
  for (const scout of scouts) {
    // The contacts kept on the roster; a linked account shown among them keeps its own details.
    const contacts = scout.contacts.filter((c) => !c.account);
    const contactCells = Array.from({ length: CONTACTS_MAX }, (_, i) =>
      CONTACT_COLUMN_FIELDS.map(([, field]) => rosterCell(contacts[i]?.[field] ?? "")),
    ).flat();
    lines.push(
      [
        ...CSV_COLUMNS.map(({ key }) => {
          const value = scout[key];
          if (key === "isActive") return value ? "yes" : "no";
          return rosterCell(value == null ? "" : String(value));
        }),
        ...contactCells,
      ].join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}
