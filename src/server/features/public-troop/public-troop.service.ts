import { and, asc, eq, gt, isNull } from "drizzle-orm";
import { PUBLIC_UPCOMING_EVENTS, type PublicTroop } from "../../../shared/api/public-troop";
import type { DbOrTx } from "../../db/client";
import { events, troops } from "../../db/schema";
import { inTroop } from "../../db/troop-scope";
import { iso, isoOrNull } from "../../lib/dates";

/**
 * The troop's public page, or null while enablePublicProfile is off. Only
 * troop-level fields and the next events' title, times and place: nothing here names a child.
 */
export async function getPublicTroop(db: DbOrTx, troopId: string, now = new Date()): Promise<PublicTroop | null> {
  const [troop] = await db
    .select({
      enablePublicProfile: troops.enablePublicProfile,
      troopName: troops.troopName,
      troopNumber: troops.troopNumber,
      region: troops.region,
      logoUrl: troops.logoUrl,
      primaryColor: troops.primaryColor,
      secondaryColor: troops.secondaryColor,
      accentColor: troops.accentColor,
      customWelcomeMessage: troops.customWelcomeMessage,
      meetingLocation: troops.meetingLocation,
      meetingSchedule: troops.meetingSchedule,
      contactEmail: troops.contactEmail,
      website: troops.website,
    })
    .from(troops)
    .where(eq(troops.id, troopId));
  if (!troop?.enablePublicProfile) return null;
  const { enablePublicProfile: _on, ...fields } = troop;

  // A visitor has no troop of their own: the page reads in the troop it shows.
  const upcoming = await inTroop(troopId, () =>
    db
      .select({ title: events.title, startDate: events.startDate, endDate: events.endDate, location: events.location })
      .from(events)
      .where(and(eq(events.troopId, troopId), isNull(events.deletedAt), gt(events.startDate, now)))
      .orderBy(asc(events.startDate), asc(events.createdAt))
      .limit(PUBLIC_UPCOMING_EVENTS),
  );

  return {
    ...fields,
    upcomingEvents: upcoming.map((event) => ({ ...event, startDate: iso(event.startDate), endDate: isoOrNull(event.endDate) })),
  };
}

/** The troop at `/t/{slug}`, or null for an address no troop has. */
export async function troopIdBySlug(db: DbOrTx, slug: string): Promise<string | null> {
  if (!/^[a-z0-9-]{1,40}$/.test(slug)) return null;
  const [troop] = await db.select({ id: troops.id }).from(troops).where(eq(troops.slug, slug)).limit(1);
  return troop?.id ?? null;
}
