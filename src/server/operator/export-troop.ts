import { existsSync, renameSync, writeFileSync } from "node:fs";
import { basename, dirname } from "node:path";
import { stringify } from "csv-stringify/sync";
import { sql } from "drizzle-orm";
import { zipSync } from "fflate";
import type { DbOrTx } from "../db/client";
import { OperatorError, troopBySlug } from "./commands";

/**
 * Columns that are keys to something rather than the troop's data, left out of an export so that a
 * copy of it opens nothing: a session's token hash, the key that signs the troop's unsubscribe links.
 */
const LEFT_OUT: Record<string, readonly string[]> = { sessions: ["sid"], troops: ["mail_link_secret"] };

type Json = unknown[];

async function jsonRows(db: DbOrTx, query: ReturnType<typeof sql>): Promise<Json> {
  const result = (await db.execute(sql`select coalesce(json_agg(r), '[]'::json) as rows from (${query}) r`)) as unknown as {
    rows: { rows: Json | string }[];
  };
  const rows = result.rows[0]?.rows ?? [];
  // The embedded database answers json as text, PostgreSQL's driver as parsed values.
  return typeof rows === "string" ? (JSON.parse(rows) as Json) : rows;
}

/** The app's tables that hold a troop's rows (every one with a troop_id), by name. */
export async function troopTables(db: DbOrTx): Promise<string[]> {
  const result = (await db.execute(sql`
    select c.table_name as name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
    where c.table_schema = 'public' and c.column_name = 'troop_id' order by 1`)) as unknown as { rows: { name: string }[] };
  return result.rows.map((r) => r.name);
}

/** The table's rows of the troop (`column` = the troop's id) as JSON, without the columns left out. */
async function tableRows(db: DbOrTx, table: string, column: "troop_id" | "id", troopId: string): Promise<Json> {
  const leftOut = (LEFT_OUT[table] ?? []).map((c) => ` - '${c}'`).join("");
  const rows = await jsonRows(
    db,
    sql`select to_jsonb(x)${sql.raw(leftOut)} as row from ${sql.raw(`"${table}"`)} x where x.${sql.raw(`"${column}"`)} = ${troopId} order by 1`,
  );
  return (rows as { row: unknown }[]).map((r) => r.row);
}

const README = (name: string, slug: string, at: string, files: [string, number][]) => `# ${name} (${slug}): the troop's data

Exported from Scout Badges on ${at} by the operator's \`troop:export\`. Every row the troop holds is here,
and nothing of any other troop.

| file | rows | what it holds |
|---|---|---|
${files.map(([file, rows]) => `| ${file} | ${rows} | ${describe(file)} |`).join("\n")}

- \`tables/<table>.json\` holds every row of that table whose \`troop_id\` is the troop's, as the
  database has it (column names as in the database; times in UTC, ISO 8601). \`tables/troops.json\`
  holds the troop's own row.
- \`accounts.json\` holds the accounts of the troop's people (their memberships are in
  \`tables/memberships.json\`): name, email and phone, never a password.
- \`roster.csv\` is the roster for a spreadsheet.
- Left out on purpose, as keys rather than data: each session's token hash (\`sessions.sid\`) and the
  key that signs the troop's unsubscribe links (\`troops.mail_link_secret\`).
- The data of children is in \`tables/scouts.json\`, \`tables/scout_contacts.json\` and the roster.
  Keep this file as safely as the app keeps it.
`;

function describe(file: string): string {
  if (file === "accounts.json") return "the accounts of the troop's people";
  if (file === "roster.csv") return "the roster, a scout a line";
  return `the troop's rows of \`${file.replace(/^tables\/|\.json$/g, "")}\``;
}

/**
 * `troop:export S --out FILE`: one zip with every table's rows of the troop as JSON, its people's
 * accounts, the roster as CSV and a README of the files. Written to a file beside FILE first and then
 * renamed, so FILE is never half written; an existing FILE is refused, never overwritten.
 */
export async function exportTroop(db: DbOrTx, slug: string | undefined, out: string | undefined, now = new Date()): Promise<string> {
  const troop = await troopBySlug(db, slug);
  if (!out) throw new OperatorError(`Say where the zip goes: --out ${slug}.zip`);
  if (!out.endsWith(".zip")) throw new OperatorError(`--out ${out}: the export is a zip; name the file …/${basename(out)}.zip`);
  if (existsSync(out)) throw new OperatorError(`${out} exists: choose another --out, or move it away first. Nothing was written.`);
  if (!existsSync(dirname(out))) throw new OperatorError(`${dirname(out)} does not exist. Nothing was written.`);

  const files: Record<string, Uint8Array> = {};
  const counted: [string, number][] = [];
  const add = (name: string, content: string, rows: number) => {
    files[name] = new TextEncoder().encode(content);
    counted.push([name, rows]);
  };
  let rowCount = 0;
  const ownRow = await tableRows(db, "troops", "id", troop.id);
  add("tables/troops.json", JSON.stringify(ownRow, null, 2), ownRow.length);
  for (const table of await troopTables(db)) {
    const rows = await tableRows(db, table, "troop_id", troop.id);
    rowCount += rows.length;
    add(`tables/${table}.json`, JSON.stringify(rows, null, 2), rows.length);
  }
  const accounts = await jsonRows(
    db,
    sql`select u.id, u.email, u.first_name, u.last_name, u.phone, u.created_at from users u
      where exists (select 1 from memberships m where m.user_id = u.id and m.troop_id = ${troop.id}) order by u.email`,
  );
  add("accounts.json", JSON.stringify(accounts, null, 2), accounts.length);
  const roster = (await jsonRows(
    db,
    sql`select s.name, s.email, s.phone, s.date_of_birth, p.name as patrol, s.is_active, to_char(s.join_date at time zone 'UTC', 'YYYY-MM-DD') as joined,
        s.emergency_contact, s.emergency_phone, s.allergies, s.medical_notes, s.dietary_needs, s.notes
      from scouts s left join patrols p on p.id = s.patrol_id where s.troop_id = ${troop.id} order by lower(s.name), s.id`,
  )) as Record<string, string | boolean | null>[];
  const csv = stringify(
    roster.map((r) => [
      r.name,
      r.email,
      r.phone,
      r.date_of_birth,
      r.patrol,
      r.is_active ? "yes" : "no",
      r.joined,
      r.emergency_contact,
      r.emergency_phone,
      r.allergies,
      r.medical_notes,
      r.dietary_needs,
      r.notes,
    ]),
    {
      header: true,
      columns: [
        "Name",
        "Email",
        "Phone",
        "Date of Birth",
        "Patrol",
        "Active",
        "Joined",
        "Emergency Contact",
        "Emergency Phone",
        "Allergies",
        "Medical Notes",
        "Dietary Needs",
        "Notes",
      ],
      record_delimiter: "windows",
      // A cell that starts like a formula is shown as text by spreadsheets, never run.
      cast: { string: (value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value) },
    },
  );
  add("roster.csv", csv, roster.length);
  const at = now.toISOString();
  files["README.md"] = new TextEncoder().encode(README(troop.name, slug ?? "", at, counted));

  const zip = zipSync(files, { level: 6, mtime: now });
  const partial = `${out}.partial`;
  writeFileSync(partial, zip, { mode: 0o600 });
  renameSync(partial, out);
  return `Troop ${slug} (${troop.name}) is exported to ${out}: ${rowCount + ownRow.length} rows from ${counted.length - 2} tables, ${accounts.length} accounts and a roster of ${roster.length} (${Math.ceil(zip.length / 1024)} KB).`;
}
