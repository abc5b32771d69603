import { and, asc, eq, gte, isNull, notExists, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { badgeProgress, badges, scoutBadges, scouts } from "../../db/schema";
import { unsubscribeUrl } from "../../lib/unsubscribe-token";
import { type Channels, DEFAULT_LINK_ORIGIN, type NewMessage, queueMessages } from "./outbox.service";
import { recipientsOfScouts, uniqueEmails } from "./recipients";
import { renderEmail } from "./templates.service";
import { lookOf, type TroopForMessages } from "./troop-look.service";

export const BADGE_REMINDER_THRESHOLD = 50;

/**
 * The Saturday nudge (the badgeReminders switch): each scout with a badge at 50 % or more and not earned
 * gets one message naming those badges and the requirements still to do; so does each parent and
 * family contact (with an unsubscribe link where the address has no account).
 */
export async function queueBadgeReminders(
  db: DbOrTx,
  troop: TroopForMessages,
  channels: Channels,
  now: Date,
  origin = DEFAULT_LINK_ORIGIN,
): Promise<number> {
  const progress = sql<number>`greatest(${badgeProgress.progressPercentage}, ${badges.progressPercentage})`.mapWith(Number);
  const rows = await db
    .select({
      scoutId: badgeProgress.scoutId,
      badgeName: badges.name,
      requirements: badges.requirements,
      completed: badgeProgress.completedRequirements,
      progress,
    })
    .from(badgeProgress)
    .innerJoin(badges, eq(badges.id, badgeProgress.badgeId))
    .innerJoin(scouts, eq(scouts.id, badgeProgress.scoutId))
    .where(
      and(
        eq(badgeProgress.troopId, troop.troopId),
        eq(scouts.isActive, true),
        isNull(badges.deletedAt),
        gte(progress, BADGE_REMINDER_THRESHOLD),
        notExists(
          db
            .select({ one: sql`1` })
            .from(scoutBadges)
            .where(and(eq(scoutBadges.scoutId, badgeProgress.scoutId), eq(scoutBadges.badgeId, badgeProgress.badgeId))),
        ),
      ),
    )
    .orderBy(asc(badgeProgress.scoutId), asc(badges.name));
  const byScout = new Map<string, typeof rows>();
  for (const row of rows) byScout.set(row.scoutId, [...(byScout.get(row.scoutId) ?? []), row]);
  const recipients = await recipientsOfScouts(db, troop.troopId, [...byScout.keys()]);
  const messages: NewMessage[] = [];
  for (const [scoutId, nearly] of byScout) {
    const sections = nearly.map((b) => {
      const done = new Set(b.completed);
      return {
        heading: `${b.badgeName}: ${b.progress}% done`,
        lines: b.requirements.filter((_, index) => !done.has(index)),
        empty: "Every requirement is ticked: ask a leader to check it.",
      };
    });
    for (const person of uniqueEmails(recipients.get(scoutId) ?? [])) {
      const isParent = person.relation === "parent";
      const link = person.familyOnly ? unsubscribeUrl(origin, troop, person.email) : undefined;
      const rendered = renderEmail(lookOf(troop), {
        subject: isParent
          ? `${person.scoutName} is nearly there with ${nearly.length === 1 ? "a badge" : `${nearly.length} badges`}`
          : `You are nearly there with ${nearly.length === 1 ? "a badge" : `${nearly.length} badges`}`,
        intro: [
          `Hi ${person.name},`,
          isParent
            ? `${person.scoutName} is at least halfway through these badges. Here is what is left:`
            : "You are at least halfway through these badges. Here is what is left:",
        ],
        sections,
        footer: isParent
          ? `You get this email because you are a parent or guardian of ${person.scoutName} in ${troop.troopName} and badge reminders are turned on.`
          : `You get this email because you are a scout in ${troop.troopName} and badge reminders are turned on.`,
        ...(link ? { unsubscribeUrl: link } : {}),
      });
      messages.push({
        troopId: troop.troopId,
        kind: "badge-reminder",
        channel: "email",
        recipient: person.email,
        unsubscribeUrl: link ?? null,
        ...rendered,
      });
    }
  }
  return queueMessages(db, messages, channels, now);
}
