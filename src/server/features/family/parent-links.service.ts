import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { parentLinks, scouts } from "../../db/schema";
import { notFound, requireUuid } from "../../lib/http-error";

/** Who a parent acts as: their account and troop (any Actor carries these). */
export type ParentActor = { userId: string; troopId: string };

const CHILD = "Scout";

/** The roster scouts a parent account follows, by name. */
export async function childrenOfParent(db: DbOrTx, actor: ParentActor): Promise<{ id: string; name: string; userId: string | null }[]> {
  return db
    .select({ id: scouts.id, name: scouts.name, userId: scouts.userId })
    .from(parentLinks)
    .innerJoin(scouts, eq(scouts.id, parentLinks.scoutId))
    .where(and(eq(parentLinks.parentUserId, actor.userId), eq(parentLinks.troopId, actor.troopId), eq(scouts.troopId, actor.troopId)))
    .orderBy(asc(scouts.name), asc(scouts.id));
}

/** One of the parent's own children, or 404 (another family's child looks exactly like an unknown id). */
export async function requireChild(
  db: DbOrTx,
  actor: ParentActor,
  scoutId: string,
): Promise<{ id: string; name: string; userId: string | null }> {
  requireUuid(scoutId, CHILD);
  const [child] = await db
    .select({ id: scouts.id, name: scouts.name, userId: scouts.userId })
    .from(parentLinks)
    .innerJoin(scouts, eq(scouts.id, parentLinks.scoutId))
    .where(and(eq(parentLinks.parentUserId, actor.userId), eq(parentLinks.scoutId, scoutId), eq(scouts.troopId, actor.troopId)));
  if (!child) throw notFound(CHILD);
  return child;
}
