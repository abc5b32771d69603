import { and, eq, inArray, notExists, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { idempotencyKeys, memberships, troops, users } from "../db/schema";

/** Bad input to a command: said in one line, and the command exits non-zero having changed nothing. */
export class OperatorError extends Error {}

async function troopBySlug(db: DbOrTx, slug: string | undefined) {
  if (!slug) throw new OperatorError("Name the troop by its address (its slug), e.g. 1st-riverside.");
  const [troop] = await db
    .select({ id: troops.id, name: troops.troopName, pausedAt: troops.pausedAt })
    .from(troops)
    .where(eq(troops.slug, slug));
  if (!troop) throw new OperatorError(`No troop has the address "${slug}". \`npm run operator -- troops\` lists them.`);
  return troop;
}

type TroopLine = { slug: string; name: string; scouts: number; leaders: number; lastActivity: string | null; paused: boolean };

/** `troops`: every troop with its counts, by address. */
export async function listTroops(db: DbOrTx): Promise<string[]> {
  const rows = (
    (await db.execute(sql`
      select t.slug, t.troop_name as name,
        (select count(*) from scouts s where s.troop_id = t.id and s.is_active)::int as scouts,
        (select count(*) from memberships m where m.troop_id = t.id and m.role = 'leader')::int as leaders,
        (select to_char(max(a.created_at) at time zone 'UTC', 'YYYY-MM-DD HH24:MI') from activities a where a.troop_id = t.id) as "lastActivity",
        t.paused_at is not null as paused
      from troops t order by t.slug`)) as unknown as { rows: TroopLine[] }
  ).rows;
  const table = [
    ["slug", "name", "scouts", "leaders", "last activity (UTC)", "paused"],
    ...rows.map((r) => [r.slug, r.name, String(r.scouts), String(r.leaders), r.lastActivity ?? "none", r.paused ? "paused" : "no"]),
  ];
  const widths = table[0]?.map((_, column) => Math.max(...table.map((row) => row[column]?.length ?? 0))) ?? [];
  return [
    ...table.map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join("  ")
        .trimEnd(),
    ),
    `${rows.length} ${rows.length === 1 ? "troop" : "troops"}`,
  ];
}

/** `troop:disable S` / `troop:enable S`: its people can neither sign in nor call anything while paused; nothing is deleted. */
export async function pauseTroop(db: DbOrTx, slug: string | undefined, paused: boolean): Promise<string> {
  const troop = await troopBySlug(db, slug);
  if (Boolean(troop.pausedAt) === paused)
    return `Troop ${slug} (${troop.name}) was already ${paused ? "paused" : "enabled"}: nothing changed.`;
  await db
    .update(troops)
    .set({ pausedAt: paused ? new Date() : null })
    .where(eq(troops.id, troop.id));
  return paused
    ? `Troop ${slug} (${troop.name}) is paused: its people can neither sign in nor call anything until \`troop:enable ${slug}\`. Nothing was deleted.`
    : `Troop ${slug} (${troop.name}) is enabled again.`;
}

/**
 * `troop:delete S --confirm S`: the troop and every row of it (each troop table cascades from the
 * troop: sessions, feeds and the outbox too), the remembered answers of its people, and the accounts
 * left with no troop. One transaction: all of it, or nothing.
 */
export async function deleteTroop(db: DbOrTx, slug: string | undefined, confirm: string | undefined): Promise<string> {
  const troop = await troopBySlug(db, slug);
  if (confirm !== slug)
    throw new OperatorError(`Deleting a troop cannot be undone: repeat its address with --confirm ${slug}. Nothing was deleted.`);
  const [first] = await db.select({ id: troops.id }).from(troops).orderBy(troops.createdAt, troops.id).limit(1);
  if (first?.id === troop.id) {
    throw new OperatorError(
      `Troop ${slug} is the deployment's first troop, which serves its home page: it is not deleted. Nothing was deleted.`,
    );
  }
  return db.transaction(async (tx) => {
    const people = (await tx.select({ id: memberships.userId }).from(memberships).where(eq(memberships.troopId, troop.id))).map(
      (p) => p.id,
    );
    // Answers kept for a repeated request may hold the troop's data.
    if (people.length > 0) await tx.delete(idempotencyKeys).where(inArray(idempotencyKeys.userId, people));
    await tx.delete(troops).where(eq(troops.id, troop.id));
    const erased =
      people.length === 0
        ? []
        : await tx
            .delete(users)
            .where(
              and(
                inArray(users.id, people),
                notExists(tx.select({ one: sql`1` }).from(memberships).where(eq(memberships.userId, users.id))),
              ),
            )
            .returning({ id: users.id });
    return `Troop ${slug} (${troop.name}) is deleted with every row it held; ${erased.length} ${erased.length === 1 ? "account" : "accounts"} left without a troop ${erased.length === 1 ? "was" : "were"} erased, ${people.length - erased.length} kept for ${people.length - erased.length === 1 ? "its" : "their"} other troops.`;
  });
}
