/** Badges earned but not yet handed over at a ceremony. */
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { MarkPresentedResult, ToPresentGroup } from "../../../shared/api/awards";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { badges, memberships, scoutBadges, scouts, users } from "../../db/schema";
import { iso } from "../../lib/dates";
import { HttpError, isUuid, notFound } from "../../lib/http-error";

export const FUTURE_PRESENTATION = "The date a badge was presented cannot be in the future.";
// A leader in a time zone ahead of the server's may record "today" before the server's today begins.
const CLOCK_SLACK_MS = 24 * 60 * 60 * 1000;

/** Awards not yet presented, grouped by scout (scouts by name, each scout's awards oldest first). */
export async function awardsToPresent(db: Db, { troopId }: Actor): Promise<ToPresentGroup[]> {
  const rows = await db
    .select({
      id: scoutBadges.id,
      earnedDate: scoutBadges.earnedDate,
      scoutId: scouts.id,
      scoutName: scouts.name,
      badgeId: badges.id,
      badgeName: badges.name,
      imageUrl: badges.imageUrl,
      awardedBy: scoutBadges.awardedBy,
      awardedByRole: memberships.role,
    })
    .from(scoutBadges)
    .innerJoin(scouts, eq(scouts.id, scoutBadges.scoutId))
    // A badge the leaders deleted is no longer handed out.
    .innerJoin(badges, and(eq(badges.id, scoutBadges.badgeId), isNull(badges.deletedAt)))
    // Who signs the certificate: the name kept on the award, when a leader's account gave it.
    .leftJoin(users, eq(users.id, scoutBadges.awardedByUserId))
    .leftJoin(memberships, and(eq(memberships.userId, scoutBadges.awardedByUserId), eq(memberships.troopId, scoutBadges.troopId)))
    .where(and(eq(scoutBadges.troopId, troopId), isNull(scoutBadges.presentedAt)))
    .orderBy(asc(scouts.name), asc(scouts.id), asc(scoutBadges.earnedDate), asc(scoutBadges.id));
  const groups: ToPresentGroup[] = [];
  for (const row of rows) {
    let group = groups.at(-1);
    if (group?.scout.id !== row.scoutId) {
      group = { scout: { id: row.scoutId, name: row.scoutName }, awards: [] };
      groups.push(group);
    }
    group.awards.push({
      id: row.id,
      badge: { id: row.badgeId, name: row.badgeName, imageUrl: row.imageUrl },
      earnedDate: iso(row.earnedDate),
      awardedBy: row.awardedByRole === "leader" ? row.awardedBy : null,
    });
  }
  return groups;
}

/**
 * Records that badges were handed over (on `presentedAt`, default now). Idempotent: an award that
 * already has a date keeps it. All or nothing on ids: one unknown (or another troop's) answers 404.
 * The update's own "not yet presented" condition decides under concurrency, so two identical
 * requests mark each award once.
 */
export async function markPresented(db: Db, { troopId }: Actor, awardIds: string[], presentedAt?: string): Promise<MarkPresentedResult> {
  const wanted = [...new Set(awardIds.map((id) => id.toLowerCase()))];
  if (!wanted.every(isUuid)) throw notFound("Award");
  const when = presentedAt ? new Date(presentedAt) : new Date();
  if (when.getTime() > Date.now() + CLOCK_SLACK_MS) throw new HttpError(400, FUTURE_PRESENTATION, { presentedAt: FUTURE_PRESENTATION });
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: scoutBadges.id })
      .from(scoutBadges)
      .where(and(eq(scoutBadges.troopId, troopId), inArray(scoutBadges.id, wanted)));
    if (found.length !== wanted.length) throw notFound("Award");
    const marked = await tx
      .update(scoutBadges)
      .set({ presentedAt: when })
      .where(and(eq(scoutBadges.troopId, troopId), inArray(scoutBadges.id, wanted), isNull(scoutBadges.presentedAt)))
      .returning({ id: scoutBadges.id });
    const markedIds = new Set(marked.map((row) => row.id));
    return { presented: wanted.filter((id) => markedIds.has(id)), alreadyPresented: wanted.filter((id) => !markedIds.has(id)) };
  });
}
