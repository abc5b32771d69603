/**
 * A family's contacts in a roster CSV (docs/product.md, "Families who never sign up"): the columns
 * and how a row's cells become contacts. Plain TypeScript, so the roster's export loads it without
 * the schemas (shared/api/contacts.ts validates what this reads).
 */

/** How many contacts a roster entry keeps. */
export const CONTACTS_MAX = 4;

/** The CSV's contact columns: "Contact 1 Name" … "Contact 4 Relationship". */
export const CONTACT_COLUMN_FIELDS = [
  ["Name", "name"],
  ["Email", "email"],
  ["Phone", "phone"],
  ["Relationship", "relationship"],
] as const;
export const contactColumn = (index: number, label: (typeof CONTACT_COLUMN_FIELDS)[number][0]) => `Contact ${index + 1} ${label}`;
/** The single parent columns an import also reads, as the first contact. */
export const PARENT_COLUMNS = { name: "Parent Name", email: "Parent Email", phone: "Parent Phone" } as const;

type Cells = Record<string, unknown>;
const cell = (cells: Cells, key: string) => {
  const value = cells[key];
  return typeof value === "string" ? value.trim() : value;
};

/**
 * Contacts from a row's column names: "Parent Name/Email/Phone" as the first contact (relationship
 * "Parent"), then "Contact n …" for n = 1–4. A contact with no cell filled is no contact; one
 * with an email or phone but no name keeps its gaps for the validation to name. Undefined when the
 * row has none of these columns, so a row without them leaves the contacts alone.
 */
export function contactsFromColumns(cells: Cells): Record<string, unknown>[] | undefined {
  const contacts: Record<string, unknown>[] = [];
  let seen = false;
  // A contact with any cell filled is one; a missing name is "" so that it is named as required.
  const add = (contact: Record<string, unknown>) => {
    if (Object.values(contact).some((v) => v !== undefined && v !== "")) contacts.push({ ...contact, name: contact.name ?? "" });
  };
  if (Object.values(PARENT_COLUMNS).some((key) => key in cells)) {
    seen = true;
    const parent = {
      name: cell(cells, PARENT_COLUMNS.name),
      email: cell(cells, PARENT_COLUMNS.email),
      phone: cell(cells, PARENT_COLUMNS.phone),
    };
    if (Object.values(parent).some((v) => v !== undefined && v !== "")) add({ ...parent, relationship: "Parent" });
  }
  for (let i = 0; i < CONTACTS_MAX; i++) {
    const contact: Record<string, unknown> = {};
    for (const [label, field] of CONTACT_COLUMN_FIELDS) {
      const key = contactColumn(i, label);
      if (key in cells) seen = true;
      contact[field] = cell(cells, key);
    }
    add(contact);
  }
  return seen ? contacts : undefined;
}
