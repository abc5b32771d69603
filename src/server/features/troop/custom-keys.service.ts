/**
 * The troop's custom badge categories and event types: what badges and
 * events may store, and the rule that a key still in use cannot be removed.
 *
 * Locking: a badge or event that stores a custom key reads the troop row FOR SHARE, and a
 * configuration change that removes keys holds it FOR UPDATE while it counts their uses, so a
 * badge saved into a category at the same moment it is removed either lands first (and the removal
 * is refused) or sees the category gone (and is refused).
 */
import { and, count, eq, inArray, isNull } from "drizzle-orm";
import { BADGE_CATEGORIES, type CustomKey } from "../../../shared/constants";
import type { Tx } from "../../db/client";
import { badges, events, troops } from "../../db/schema";
import { HttpError } from "../../lib/http-error";

async function customKeysOf(tx: Tx, troopId: string) {
  const [row] = await tx
    .select({ categories: troops.customBadgeCategories, eventTypes: troops.customEventTypes })
    .from(troops)
    .where(eq(troops.id, troopId))
    .for("share");
  return { categories: row?.categories ?? [], eventTypes: row?.eventTypes ?? [] };
}

/** A badge's category must be built in or one of the troop's custom keys (400 on the field otherwise). */
export async function assertBadgeCategory(tx: Tx, troopId: string, category: string | undefined): Promise<void> {
  if (category === undefined || (BADGE_CATEGORIES as readonly string[]).includes(category)) return;
  const { categories } = await customKeysOf(tx, troopId);
  if (categories.some((c) => c.key === category)) return;
  const message = "Pick one of the troop's badge categories.";
  throw new HttpError(400, message, { category: message });
}

/** An event's type is null or one of the troop's custom event types. */
export async function assertEventType(tx: Tx, troopId: string, eventType: string | null | undefined): Promise<void> {
  if (eventType === undefined || eventType === null) return;
  const { eventTypes } = await customKeysOf(tx, troopId);
  if (eventTypes.some((t) => t.key === eventType)) return;
  const message = "Pick one of the troop's event types.";
  throw new HttpError(400, message, { eventType: message });
}

const removed = (before: CustomKey[] | null, after: CustomKey[] | null | undefined): CustomKey[] => {
  if (after === undefined) return [];
  const kept = new Set((after ?? []).map((k) => k.key));
  return (before ?? []).filter((k) => !kept.has(k.key));
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Refuses (409) a configuration change that removes a category or event type which active badges
 * or events still use, naming it and how many use it (also as the list's field message). Call with
 * the troop row locked FOR UPDATE.
 */
export async function refuseRemovingUsedKeys(
  tx: Tx,
  troopId: string,
  before: { categories: CustomKey[] | null; eventTypes: CustomKey[] | null },
  after: { categories: CustomKey[] | null | undefined; eventTypes: CustomKey[] | null | undefined },
): Promise<void> {
  const goneCategories = removed(before.categories, after.categories);
  if (goneCategories.length > 0) {
    const uses = await tx
      .select({ key: badges.category, n: count() })
      .from(badges)
      .where(
        and(
          eq(badges.troopId, troopId),
          isNull(badges.deletedAt),
          inArray(
            badges.category,
            goneCategories.map((c) => c.key),
          ),
        ),
      )
      .groupBy(badges.category);
    const first = goneCategories.find((c) => uses.some((u) => u.key === c.key));
    const n = Number(uses.find((u) => u.key === first?.key)?.n ?? 0);
    if (first) {
      const message = `The category "${first.label}" is used by ${plural(n, "badge", "badges")}. Move ${n === 1 ? "it" : "them"} to another category first.`;
      // Named on the list's field too, so the settings form marks the tab that holds it.
      throw new HttpError(409, message, { customBadgeCategories: message });
    }
  }
  const goneTypes = removed(before.eventTypes, after.eventTypes);
  if (goneTypes.length > 0) {
    const uses = await tx
      .select({ key: events.eventType, n: count() })
      .from(events)
      .where(
        and(
          eq(events.troopId, troopId),
          isNull(events.deletedAt),
          inArray(
            events.eventType,
            goneTypes.map((t) => t.key),
          ),
        ),
      )
      .groupBy(events.eventType);
    const first = goneTypes.find((t) => uses.some((u) => u.key === t.key));
    const n = Number(uses.find((u) => u.key === first?.key)?.n ?? 0);
    if (first) {
      const message = `The event type "${first.label}" is used by ${plural(n, "event", "events")}. Change ${n === 1 ? "its" : "their"} type first.`;
      throw new HttpError(409, message, { customEventTypes: message });
    }
  }
}
