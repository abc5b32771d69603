import type pg from "pg";
import { ScopedPgClient } from "../../src/server/db/scoped-connection";

/**
 * Plans of what the app sends (many-troops M8): the statements a piece of work sends on PostgreSQL,
 * and the large tables each one's plan reads from end to end, explained as the app's role in the
 * troop's scope. The plans test and the thousand-troop benchmark share it.
 */
export type Statement = { text: string; values: unknown[] };
type PlanNode = { "Node Type": string; "Relation Name"?: string; Plans?: PlanNode[] };

/** Every read (select or with) the app sends while `run` runs; the scope's own settings left out. */
export async function readsSentBy(run: () => Promise<unknown>): Promise<Statement[]> {
  const seen: Statement[] = [];
  const original = ScopedPgClient.prototype.query;
  // biome-ignore lint/suspicious/noExplicitAny: node-postgres' query() forms, recorded and passed on unchanged
  ScopedPgClient.prototype.query = function (this: ScopedPgClient, ...args: any[]) {
    const first = args[0];
    const text: unknown = typeof first === "string" ? first : first?.text;
    const values = Array.isArray(args[1]) ? args[1] : (first?.values ?? []);
    if (typeof text === "string" && /^\s*(select|with)\b/i.test(text) && !text.includes("set_config(")) seen.push({ text, values });
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    ScopedPgClient.prototype.query = original;
  }
  return seen;
}

/** The app's tables with more than `rows` rows, by the planner's count. */
export async function largeTables(client: pg.Client, rows: number): Promise<Set<string>> {
  const { rows: found } = await client.query<{ relname: string }>(
    "select relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' and c.reltuples > $1",
    [rows],
  );
  return new Set(found.map((row) => row.relname));
}

function scansOf(node: PlanNode): string[] {
  const own = node["Node Type"] === "Seq Scan" && node["Relation Name"] ? [node["Relation Name"]] : [];
  return [...own, ...(node.Plans ?? []).flatMap(scansOf)];
}

/** The tables of `large` a statement's plan reads end to end; `client` connects as the app's role. */
export async function largeScans(client: pg.Client, troopId: string, statement: Statement, large: Set<string>): Promise<string[]> {
  await client.query("select set_config('app.troop_id', $1, false)", [troopId]);
  const { rows } = await client.query<{ "QUERY PLAN": { Plan: PlanNode }[] }>(`explain (format json) ${statement.text}`, statement.values);
  const plan = rows[0]?.["QUERY PLAN"][0]?.Plan;
  if (!plan) throw new Error(`no plan for ${statement.text}`);
  return scansOf(plan).filter((table) => large.has(table));
}
