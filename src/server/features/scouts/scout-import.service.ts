import { and, eq, inArray, sql } from "drizzle-orm";
import { type ScoutImportRefusal, type ScoutImportResult, scoutImportRow } from "../../../shared/api/scouts";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { scouts } from "../../db/schema";
import { HttpError, isInputDataError, isUniqueViolation } from "../../lib/http-error";
import { EMAIL_ON_ROSTER } from "./scouts.service";

/**
 * A roster import is all or nothing: every row is checked first with the rules of adding one scout,
 * and then every row is written in one transaction, so a refusal, a database error or a server
 * killed half-way leaves the roster as it was. Each refusal names its row (counted from 1, as the
 * request lists them) and the field at fault, with the message adding that scout alone would give.
 */

type RowProblem = ScoutImportRefusal["rows"][number];
export type ImportOutcome = ({ ok: true } & ScoutImportResult) | ({ ok: false } & ScoutImportRefusal);

export const IMPORT_MESSAGES = {
  notAScout: "Each row must be a scout's fields.",
  cannotStore: "This row holds a value that cannot be stored (for example an invisible control character).",
  sameEmailAsRow: (row: number) => `Row ${row} has the same email.`,
} as const;

/** Thrown inside a transaction to roll back every row already written; a 400 should it ever escape. */
class RowRefused extends HttpError {
  constructor(readonly problem: RowProblem) {
    super(400, `Nothing was imported: row ${problem.row} has a problem.`, problem.fields);
  }
}

type NewScout = typeof scouts.$inferInsert;

const refusal = (problems: RowProblem[]): ImportOutcome => {
  const [first] = problems;
  const what = problems.length === 1 && first ? `row ${first.row} has a problem` : `${problems.length} rows have problems`;
  return { ok: false, error: `Nothing was imported: ${what}.`, rows: problems };
};

/**
 * The import once more, a row at a time in one transaction, after the database refused the single
 * statement (a value it cannot store, or an email another request added meanwhile): the row it
 * refuses is named and every row written before it is rolled back with the transaction. If nothing is
 * refused this time, the import is done. Only a refused import pays for the row-by-row writes.
 */
async function insertRowByRow(db: Db, scoutRows: NewScout[]): Promise<RowProblem | null> {
  try {
    await db.transaction(async (tx) => {
      for (const [index, scout] of scoutRows.entries()) {
        const row = index + 1;
        try {
          await tx.insert(scouts).values(scout);
        } catch (error) {
          if (isUniqueViolation(error)) throw new RowRefused({ row, fields: { email: EMAIL_ON_ROSTER } });
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

  // Emails: once in the file, and not on the roster yet (the check adding one scout makes).
  const firstRowOf = new Map<string, number>();
  valid.forEach((scout, index) => {
    if (!scout?.email) return;
    const earlier = firstRowOf.get(scout.email);
    if (earlier === undefined) firstRowOf.set(scout.email, index + 1);
    else refuse(index + 1, "email", IMPORT_MESSAGES.sameEmailAsRow(earlier));
  });
  if (firstRowOf.size > 0) {
    const taken = await db
      .select({ email: sql<string>`lower(${scouts.email})` })
      .from(scouts)
      .where(and(eq(scouts.troopId, troopId), inArray(sql`lower(${scouts.email})`, [...firstRowOf.keys()])));
    const takenEmails = new Set(taken.map((t) => t.email));
    valid.forEach((scout, index) => {
      if (scout?.email && takenEmails.has(scout.email)) problems.set(index + 1, { ...problems.get(index + 1), email: EMAIL_ON_ROSTER });
    });
  }
  if (problems.size > 0) {
    return refusal([...problems].sort(([a], [b]) => a - b).map(([row, fields]) => ({ row, fields })));
  }

  const scoutRows = valid.filter((scout) => scout !== null).map((scout) => ({ troopId, ...scout }));
  try {
    await db.transaction(async (tx) => {
      // One statement: the database writes all its rows or none.
      await tx.insert(scouts).values(scoutRows);
    });
  } catch (error) {
    if (!isUniqueViolation(error) && !isInputDataError(error)) throw error;
    const problem = await insertRowByRow(db, scoutRows);
    if (problem) return refusal([problem]);
  }
  return { ok: true, created: rows.length };
}
