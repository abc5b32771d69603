import { type ScoutCreateRequest, scoutCreateRequest } from "@shared/api/scouts";
import { CONTACT_COLUMN_FIELDS, CONTACTS_MAX, contactColumn, contactsFromColumns, PARENT_COLUMNS } from "@shared/contact-columns";
import { FORMULA_START } from "@/lib/csv";
import type { CSV_COLUMNS } from "./scout-csv-export";

/** Reading a roster CSV (the import); writing one is scout-csv-export.ts, which the roster loads without the schemas. */

type ColumnKey = (typeof CSV_COLUMNS)[number]["key"];

/** Header spellings accepted on import, compared without case, spaces, dashes or underscores. */
const HEADER_ALIASES: Record<string, ColumnKey> = {
  name: "name",
  scoutname: "name",
  fullname: "name",
  email: "email",
  emailaddress: "email",
  phone: "phone",
  phonenumber: "phone",
  telephone: "phone",
  emergencycontact: "emergencyContact",
  emergencyphone: "emergencyPhone",
  emergencycontactphone: "emergencyPhone",
  dateofbirth: "dateOfBirth",
  dob: "dateOfBirth",
  birthday: "dateOfBirth",
  birthdate: "dateOfBirth",
  active: "isActive",
  isactive: "isActive",
  status: "isActive",
  notes: "notes",
  note: "notes",
};

const normalise = (header: string) => header.toLowerCase().replace(/[\s_-]+/g, "");

/**
 * The family's contact columns, by their spelling compared as headers are ("contact1email"): "Contact
 * 1 Name" … "Contact 4 Relationship", and a single "Parent Name", "Parent Email", "Parent Phone".
 * Each maps to its column name as the shared contacts reader takes it.
 */
const CONTACT_COLUMNS = [
  ...Array.from({ length: CONTACTS_MAX }, (_, i) => CONTACT_COLUMN_FIELDS.map(([label]) => contactColumn(i, label))).flat(),
  ...Object.values(PARENT_COLUMNS),
];
const CONTACT_HEADERS: Record<string, string> = Object.fromEntries(CONTACT_COLUMNS.map((column) => [normalise(column), column]));
const CONTACT_HEADERS_BY_COLUMN: Record<string, true> = Object.fromEntries(CONTACT_COLUMNS.map((column) => [column, true]));

/**
 * RFC 4180 parsing: fields may be quoted; quoted fields may hold commas, newlines and doubled quotes.
 * Returns rows of cells with the line number each row starts on; wholly blank lines are dropped.
 * Throws on an unterminated quote.
 */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const src = text.replace(/^\uFEFF/, "");
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = "";
  let inQuotes = false;
  let line = 1;
  let rowLine = 1;
  let quoteLine = 1;

  const endRow = () => {
    cells.push(cell);
    if (!(cells.length === 1 && cells[0]?.trim() === "")) rows.push({ line: rowLine, cells });
    cells = [];
    cell = "";
  };

  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (inQuotes) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          cell += '"';
          i++;
        } else inQuotes = false;
      } else {
        if (ch === "\n") line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"' && cell.trim() === "") {
      cell = "";
      inQuotes = true;
      quoteLine = line;
    } else if (ch === ",") {
      cells.push(cell);
      cell = "";
    } else if (ch === "\r" || ch === "\n") {
      if (ch === "\r" && src[i + 1] === "\n") i++;
      endRow();
      line++;
      rowLine = line;
    } else {
      cell += ch;
    }
  }
  if (inQuotes) throw new Error(`A quoted field starting on line ${quoteLine} is never closed.`);
  if (cell !== "" || cells.length > 0) endRow();
  return rows;
}

export type ImportRow = {
  /** Line in the file where the row starts (the header is line 1 in most files). */
  line: number;
  values: Partial<Record<ColumnKey, string>>;
  /** The family's contact cells by column name ("Contact 1 Email", "Parent Name"). */
  contactCells: Record<string, string>;
  scout: ScoutCreateRequest | null;
  errors: string[];
};

export type ImportPreview = {
  /** Problems with the file as a whole (no header, no Name column, bad quoting). */
  fileErrors: string[];
  /** Headers present in the file that the import ignores. */
  ignoredHeaders: string[];
  rows: ImportRow[];
  /** True only when the file is usable and every row is valid: nothing is imported otherwise. */
  valid: boolean;
};

function parseActive(raw: string): boolean | null {
  const v = raw.trim().toLowerCase();
  if (v === "") return true;
  if (["yes", "y", "true", "1", "active"].includes(v)) return true;
  if (["no", "n", "false", "0", "inactive"].includes(v)) return false;
  return null;
}

const PHONE_COLUMNS: readonly string[] = ["phone", "emergencyPhone"];
const isPhoneColumn = (key: string) => PHONE_COLUMNS.includes(key) || / phone$/i.test(key);

/**
 * A cell's value without the export's guard apostrophe (put before cells that start like a formula,
 * or with an apostrophe). A phone never starts with an apostrophe, so there one is always taken off:
 * that also covers a spreadsheet's text marker on numbers such as '0123.
 */
function unescapeCell(value: string, key: string): string {
  const trimmed = value.trim();
  if (!trimmed.startsWith("'")) return trimmed;
  const rest = trimmed.slice(1);
  return isPhoneColumn(key) || FORMULA_START.test(rest) || rest.startsWith("'") ? rest : trimmed;
}

/**
 * Reads a roster CSV into a preview: maps headers to scout fields and the family's contact columns,
 * and validates every row with the scout schema. Emails may repeat, in the file and on the roster:
 * siblings share their parents' address (the roster marks a shared one as a possible duplicate).
 */
export function previewScoutImport(text: string): ImportPreview {
  const fileErrors: string[] = [];
  let table: { line: number; cells: string[] }[];
  try {
    table = parseCsv(text);
  } catch (error) {
    return { fileErrors: [(error as Error).message], ignoredHeaders: [], rows: [], valid: false };
  }
  const [header, ...body] = table;
  if (!header)
    return { fileErrors: ["The file is empty: add a header row and one row per scout."], ignoredHeaders: [], rows: [], valid: false };

  const columns: (string | null)[] = [];
  const ignoredHeaders: string[] = [];
  const seen = new Set<string>();
  for (const raw of header.cells) {
    const key = HEADER_ALIASES[normalise(raw)] ?? CONTACT_HEADERS[normalise(raw)] ?? null;
    if (key && seen.has(key)) {
      fileErrors.push(`The column "${raw.trim()}" appears twice.`);
      columns.push(null);
      continue;
    }
    if (key) seen.add(key);
    else if (raw.trim() !== "") ignoredHeaders.push(raw.trim());
    columns.push(key);
  }
  if (!seen.has("name")) fileErrors.push('The first row must be a header with a "Name" column.');
  if (body.length === 0 && fileErrors.length === 0) fileErrors.push("The file has a header but no scouts.");

  const rows: ImportRow[] = body.map(({ line, cells }) => {
    const errors: string[] = [];
    const values: Partial<Record<ColumnKey, string>> = {};
    const contactCells: Record<string, string> = {};
    cells.forEach((cell, index) => {
      const key = columns[index];
      if (key && key in CONTACT_HEADERS_BY_COLUMN) contactCells[key] = unescapeCell(cell, key);
      else if (key) values[key as ColumnKey] = unescapeCell(cell, key);
      else if (index >= columns.length && cell.trim() !== "")
        errors.push(`Has more cells (${cells.length}) than the header has columns (${columns.length}).`);
    });
    const active = parseActive(values.isActive ?? "");
    if (active === null) errors.push(`Active must be yes or no (found "${values.isActive}").`);
    const candidate = {
      name: values.name ?? "",
      email: values.email || null,
      phone: values.phone || null,
      emergencyContact: values.emergencyContact || null,
      emergencyPhone: values.emergencyPhone || null,
      dateOfBirth: values.dateOfBirth || null,
      isActive: active ?? true,
      notes: values.notes || null,
    };
    // The shared reader makes contacts of the columns as the server would; the schema checks them.
    const contacts = contactsFromColumns(contactCells) ?? [];
    const parsed = scoutCreateRequest.safeParse({ ...candidate, contacts });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const which = issue.path[0] === "contacts" && typeof issue.path[1] === "number" ? `Contact ${issue.path[1] + 1}: ` : "";
        const message = `${which}${issue.message}`;
        if (!errors.includes(message)) errors.push(message);
      }
    }
    const scout = parsed.success && errors.length === 0 ? { ...candidate, contacts: parsed.data.contacts } : null;
    return { line, values, contactCells, scout, errors: [...new Set(errors)] };
  });

  const valid = fileErrors.length === 0 && rows.length > 0 && rows.every((r) => r.errors.length === 0);
  return { fileErrors, ignoredHeaders, rows, valid };
}
