import { type ScoutImportRefusal, type ScoutImportResult, scoutImportRow } from "../../../shared/api/scouts";
import type { Actor } from "../../auth/actor";
import type { Db, Tx } from "../../db/client";
import { scoutContacts, scouts } from "../../db/schema";
import { HttpError, isInputDataError } from "../../lib/http-error";
import type { StoredContact } from "./scout-contacts.service";

/**
 * A roster import is all or nothing: every row is checked first with the rules of adding one scout,
 * and then every row is written in one transaction, so a refusal, a database error or a server
 * killed half-way leaves the roster as it was. Each refusal names its row (counted from 1, as the
 * request lists them) and the field at fault, with the message adding that scout alone would give.
 * Emails may repeat, in the file and on the roster: siblings share their parents' address.
 */

type RowProblem = ScoutImportRefusal["rows"][number];
export type ImportOutcome = ({ ok: true } & ScoutImportResult) | ({ ok: false } & ScoutImportRefusal);

export const IMPORT_MESSAGES = {
  notAScout: "Each row must be a scout's fields.",
  cannotStore: "This row holds a value that cannot be stored (for example an invisible control character).",
} as const;

/** Thrown inside a transaction to roll back every row already written; a 400 should it ever escape. */
class RowRefused extends HttpError {
  constructor(readonly problem: RowProblem) {
    super(400, `Nothing was imported: row ${problem.row} has a problem.`, problem.fields);
  }
}

type NewScout = typeof scouts.$inferInsert & { contacts: StoredContact[] };

/** Writes the rows' scouts and then their contacts, in the caller's transaction. */
async function insertScouts(tx: Tx, troopId: string, rows: NewScout[]) {
  const inserted = await tx
    .insert(scouts)
    .values(rows.map(({ contacts: _contacts, ...scout }) => scout))
    .returning({ id: scouts.id });
  const contacts = rows.flatMap((row, index) =>
    row.contacts.map((c, position) => ({ troopId, scoutId: inserted[index]?.id ?? "", position, ...c })),
  );
  if (contacts.length > 0) await tx.insert(scoutContacts).values(contacts);
}

const refusal = (problems: RowProblem[]): ImportOutcome => {
  const [first] = problems;
  const what = problems.length === 1 && first ? `row ${first.row} has a problem` : `${problems.length} rows have problems`;
  return { ok: false, error: `Nothing was imported: ${what}.`, rows: problems };
};

/**
 * The import once more, a row at a time in one transaction, after the database refused the single
 * statement (a value it cannot store): the row it
 * refuses is named and every row written before it is rolled back with the transaction. If nothing is
 * refused this time, the import is done. Only a refused import pays for the row-by-row writes.
 */
async function insertRowByRow(db: Db, troopId: string, scoutRows: NewScout[]): Promise<RowProblem | null> {
  try {
    await db.transaction(async (tx) => {
      for (const [index, scout] of scoutRows.entries()) {
        const row = index + 1;
        try {
          await insertScouts(tx, troopId, [scout]);
        } catch (error) {
          if (isInputDataError(error)) throw new RowRefused({ row, fields: { row: IMPORT_MESSAGES.cannotStore } });
          throw error;
        }
      }
    });
    return null;
  } catch (error) {
    if (error instanceof RowRefused) return error.problem;
    throw error;
  }
}

export async function importScouts(db: Db, { troopId }: Actor, rows: unknown[]): Promise<ImportOutcome> {
  const problems = new Map<number, Record<string, string>>();
  const refuse = (row: number, field: string, message: string) => {
    const fields = problems.get(row) ?? {};
    fields[field] ??= message;
    problems.set(row, fields);
  };

  const valid = rows.map((input, index) => {
    const row = index + 1;
    if (typeof input !== "object" || input === null || Array.isArray(input)) {
      refuse(row, "row", IMPORT_MESSAGES.notAScout);
      return null;
    }
    const parsed = scoutImportRow.safeParse(input);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) refuse(row, String(issue.path[0] ?? "row"), issue.message);
    return null;
  });

  if (problems.size > 0) {
    return refusal([...problems].sort(([a], [b]) => a - b).map(([row, fields]) => ({ row, fields })));
  }

  const scoutRows = valid.filter((scout) => scout !== null).map((scout) => ({ troopId, ...scout }));
  try {
    await db.transaction(async (tx) => {
      // Two statements in one transaction: the database writes all the rows or none.
      await insertScouts(tx, troopId, scoutRows);
    });
  } catch (error) {
    if (!isInputDataError(error)) throw error;
    const problem = await insertRowByRow(db, troopId, scoutRows);
    if (problem) return refusal([problem]);
  }
  return { ok: true, created: rows.length };
}
