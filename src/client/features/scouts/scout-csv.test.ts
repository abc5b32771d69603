// @vitest-environment jsdom
import type { Scout } from "@shared/api/scouts";
import { describe, expect, it } from "vitest";
import { parseCsv, previewScoutImport } from "./scout-csv";
import { scoutsToCsv } from "./scout-csv-export";

const scout = (over: Partial<Scout>): Scout => ({
  id: "s1",
  name: "Alex",
  email: null,
  phone: null,
  emergencyContact: null,
  emergencyPhone: null,
  dateOfBirth: null,
  joinDate: "2026-01-01T00:00:00.000Z",
  isActive: true,
  notes: null,
  hasAccount: false,
  contacts: [],
  parents: [],
  possibleDuplicateOf: [],
  patrolId: null,
  patrolLeader: false,
  ...over,
});

describe("parseCsv", () => {
  it("reads quoted fields with commas, doubled quotes and newlines", () => {
    const rows = parseCsv('Name,Notes\r\n"Smith, Jo","Says ""hi""\nthen leaves"\r\nSam,plain\n');
    expect(rows).toEqual([
      { line: 1, cells: ["Name", "Notes"] },
      { line: 2, cells: ["Smith, Jo", 'Says "hi"\nthen leaves'] },
      { line: 4, cells: ["Sam", "plain"] },
    ]);
  });

  it("drops blank lines and a byte-order mark, keeps empty cells", () => {
    expect(parseCsv("\uFEFFName,Email\n\nA,\n")).toEqual([
      { line: 1, cells: ["Name", "Email"] },
      { line: 3, cells: ["A", ""] },
    ]);
  });

  it("refuses an unterminated quote", () => {
    expect(() => parseCsv('Name\n"Open')).toThrow(/line 2 is never closed/);
  });
});

describe("scoutsToCsv", () => {
  it("writes a header and quotes fields that need it, guarding formula-like cells", () => {
    const csv = scoutsToCsv([
      scout({ name: 'Jo "JJ" Smith', email: "jo@example.com", notes: "likes, commas\nand lines", phone: "+44 1234", isActive: false }),
    ]);
    const [header, ...rest] = csv.split("\r\n");
    const contactHeaders = [1, 2, 3, 4].map((n) => `Contact ${n} Name,Contact ${n} Email,Contact ${n} Phone,Contact ${n} Relationship`);
    expect(header).toBe(`Name,Email,Phone,Emergency Contact,Emergency Phone,Date of Birth,Active,Notes,${contactHeaders.join(",")}`);
    expect(rest.join("\r\n")).toBe(`"Jo ""JJ"" Smith",jo@example.com,'+44 1234,,,,no,"likes, commas\nand lines"${",".repeat(16)}\r\n`);
  });

  it("round-trips through the import unchanged", () => {
    const original = [
      scout({
        id: "a",
        name: "Smith, Jo",
        email: "jo@example.com",
        phone: "+44 1234",
        dateOfBirth: "2014-05-02",
        notes: 'Allergic to "nuts"\nBring EpiPen',
        contacts: [
          {
            name: "Mia, Smith",
            email: "mia@example.com",
            phone: "+44 7700",
            relationship: "Mother",
            hasAccount: false,
            account: false,
            invitedAt: null,
          },
          // A linked account shown among the contacts is not exported as one: it keeps its own details.
          {
            name: "Al Smith",
            email: "al@example.com",
            phone: null,
            relationship: "Parent",
            hasAccount: true,
            account: true,
            invitedAt: null,
          },
        ],
      }),
      scout({ id: "b", name: "=Sam", isActive: false, emergencyContact: "Mum", emergencyPhone: "0123" }),
    ];
    const preview = previewScoutImport(scoutsToCsv(original));
    expect(preview.valid).toBe(true);
    expect(preview.rows.map((r) => r.scout)).toEqual([
      {
        name: "Smith, Jo",
        email: "jo@example.com",
        phone: "+44 1234",
        emergencyContact: null,
        emergencyPhone: null,
        dateOfBirth: "2014-05-02",
        isActive: true,
        notes: 'Allergic to "nuts"\nBring EpiPen',
        contacts: [{ name: "Mia, Smith", email: "mia@example.com", phone: "+44 7700", relationship: "Mother" }],
      },
      {
        name: "=Sam",
        email: null,
        phone: null,
        emergencyContact: "Mum",
        emergencyPhone: "0123",
        dateOfBirth: null,
        isActive: false,
        notes: null,
        contacts: [],
      },
    ]);
  });
});

describe("phones and the export's guard apostrophe", () => {
  const phones = ["+44 1234", "-0123", "=1+1", "@home", "0123 456", "(555) 010-0101", "'+44 7700", "'0123", "+1\t555"];

  it.each(phones)("exports %j guarded where a spreadsheet would read a formula, and imports it back unchanged", (phone) => {
    const csv = scoutsToCsv([scout({ phone, emergencyPhone: phone })]);
    const row = csv.split("\r\n")[1] ?? "";
    if (/^[=+\-@'\t]/.test(phone)) expect(row).toContain(`'${phone}`);
    const preview = previewScoutImport(csv);
    expect(preview.rows[0]?.errors).toEqual([]);
    expect(preview.rows[0]?.values.phone).toBe(phone);
    expect(preview.rows[0]?.values.emergencyPhone).toBe(phone);
  });

  it("keeps other values that start with an apostrophe exactly as exported", () => {
    const original = scout({ name: "'Quoted' Kid", notes: "'=not a formula" });
    const preview = previewScoutImport(scoutsToCsv([original]));
    expect(preview.rows[0]?.scout).toMatchObject({ name: "'Quoted' Kid", notes: "'=not a formula" });
  });

  it("takes a spreadsheet's text marker off a phone typed as '0123, and leaves names alone", () => {
    const preview = previewScoutImport("Name,Phone,Emergency Phone\nO'Neil,'0123,'+44 20\n");
    expect(preview.rows[0]?.scout).toMatchObject({ name: "O'Neil", phone: "0123", emergencyPhone: "+44 20" });
  });
});

describe("previewScoutImport", () => {
  it("maps headers whatever their case and spelling, and lists ignored columns", () => {
    const preview = previewScoutImport(
      "full name,E-mail Address,STATUS,date_of_birth,Join Date\nAna,ana@example.com,inactive,2015-01-02,2020-01-01\n",
    );
    expect(preview.valid).toBe(true);
    expect(preview.ignoredHeaders).toEqual(["Join Date"]);
    expect(preview.rows[0]?.scout).toMatchObject({ name: "Ana", email: "ana@example.com", isActive: false, dateOfBirth: "2015-01-02" });
  });

  it("gives each bad row its own message and marks the whole file invalid", () => {
    const preview = previewScoutImport(
      [
        "Name,Email,Active,Date of Birth",
        "Good,good@example.com,yes,",
        ",x@example.com,yes,",
        "Bad Mail,not-an-email,,",
        "Odd,,maybe,",
        "Born,,,31/12/2014",
        "Dup,good@example.com,,",
      ].join("\n"),
    );
    expect(preview.valid).toBe(false);
    const byLine = Object.fromEntries(preview.rows.map((r) => [r.line, r.errors]));
    expect(byLine[2]).toEqual([]);
    expect(byLine[3]).toEqual(["Name is required."]);
    expect(byLine[4]).toEqual(["Email must be a valid email address."]);
    expect(byLine[5]).toEqual(['Active must be yes or no (found "maybe").']);
    expect(byLine[6]).toEqual(["Date of birth must be a date (YYYY-MM-DD)."]);
    // Siblings may share an email: a repeat is no problem.
    expect(byLine[7]).toEqual([]);
  });

  it("reads both contact column styles, any spelling of the headers, and names a bad contact", () => {
    const preview = previewScoutImport(
      [
        "Name,contact 1 name,Contact_1_Email,CONTACT 1 PHONE,Contact 1 Relationship,Parent Name,Parent Email",
        "Ada,Mia Moss,MIA@example.com,'0700,Mother,,",
        "Bo,,,,,Pat Bo,pat@example.com",
        "Cy,,not-mail,,,,",
      ].join("\n"),
    );
    expect(preview.ignoredHeaders).toEqual([]);
    expect(preview.rows[0]?.scout?.contacts).toEqual([
      { name: "Mia Moss", email: "mia@example.com", phone: "0700", relationship: "Mother" },
    ]);
    expect(preview.rows[1]?.scout?.contacts).toEqual([{ name: "Pat Bo", email: "pat@example.com", phone: null, relationship: "Parent" }]);
    expect(preview.rows[2]?.errors).toEqual([
      "Contact 1: Contact name is required.",
      "Contact 1: Contact email must be a valid email address.",
    ]);
  });

  it("needs a header with a Name column and at least one row", () => {
    expect(previewScoutImport("Email\nx@example.com").fileErrors).toEqual(['The first row must be a header with a "Name" column.']);
    expect(previewScoutImport("Name\n").fileErrors).toEqual(["The file has a header but no scouts."]);
    expect(previewScoutImport("").valid).toBe(false);
  });

  it("refuses rows with more cells than columns", () => {
    const preview = previewScoutImport("Name\nA,extra\n");
    expect(preview.rows[0]?.errors).toEqual(["Has more cells (2) than the header has columns (1)."]);
  });
});
