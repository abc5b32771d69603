/**
 * A realistic troop for the benchmark, written straight to the database (through the API it would
 * take minutes). Deterministic, so both databases and every run get the same troop.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { createSession } from "../src/server/auth/sessions";
import type { Database } from "../src/server/db/client";
import {
  activities,
  activityReactions,
  badgeProgress,
  badges,
  eventParticipants,
  events,
  memberships,
  scoutBadges,
  scouts,
  troops,
  users,
} from "../src/server/db/schema";
import { acrossTroops } from "../src/server/db/troop-scope";
import { hashPassword } from "../src/server/lib/passwords";
import { BADGE_CATEGORIES, QUICK_REACTIONS } from "../src/shared/constants";

/** The troop of the measurements: a busy year of a 60-scout troop. */
export const TROOP_SIZE = { scouts: 60, badges: 80, events: 40, awards: 3000, activities: 5000, reactions: 1500, progress: 1200 };
export type TroopSize = typeof TROOP_SIZE;

/** The same troop shrunk by a factor (at least one of everything), to check that queries do not grow with it. */
export function scaled(size: TroopSize, factor: number): TroopSize {
  return Object.fromEntries(Object.entries(size).map(([key, n]) => [key, Math.max(1, Math.round(n * factor))])) as TroopSize;
}

export type SeededTroop = { leaderToken: string; scoutToken: string };

/** A small deterministic generator, so both databases get the same troop. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

async function insertChunked<T>(insert: (rows: T[]) => Promise<unknown>, rows: T[], size = 500) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Fills the app's troop (created by buildApp) with a leader, scouts with accounts and their year. */
export async function seedTroop(database: Database, size: TroopSize = TROOP_SIZE): Promise<SeededTroop> {
  // The seeding writes as the tables' owner, whom row-level security holds on PostgreSQL as well.
  return acrossTroops("the benchmark seeds its troop", () => seedInTroop(database, size));
}

async function seedInTroop(database: Database, size: TroopSize): Promise<SeededTroop> {
  const db = database.db;
  const random = rng(42);
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)] as T;
  const [troop] = await db.select({ id: troops.id }).from(troops).limit(1);
  if (!troop) throw new Error("no troop");
  const troopId = troop.id;
  const passwordHash = await hashPassword("bench-password");
  const day = 24 * 60 * 60 * 1000;
  const now = Date.now();

  const [leader] = await db
    .insert(users)
    .values({ email: "leader@bench.example", passwordHash, firstName: "Lee", lastName: "Leader", isNewUser: false })
    .returning({ id: users.id });
  if (!leader) throw new Error("leader insert failed");
  await db.insert(memberships).values({ userId: leader.id, troopId, role: "leader", leaderRole: "admin" });
  await db.update(troops).set({ leaderUserId: leader.id }).where(eq(troops.id, troopId));

  const first = ["Ada", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivy", "Jon", "Kai", "Lia"];
  const last = ["Pine", "Brook", "Stone", "Field", "Marsh", "Reed", "Vale", "Ash"];
  const scoutUsers = Array.from({ length: size.scouts }, (_, i) => ({
    id: randomUUID(),
    email: `scout${i}@bench.example`,
    passwordHash,
    firstName: first[i % first.length] as string,
    lastName: last[i % last.length] as string,
    isNewUser: false,
  }));
  await insertChunked((rows) => db.insert(users).values(rows), scoutUsers);
  await insertChunked(
    (rows) => db.insert(memberships).values(rows),
    scoutUsers.map((u) => ({ userId: u.id, troopId, role: "scout" as const })),
  );
  const roster = scoutUsers.map((u, i) => ({
    id: randomUUID(),
    troopId,
    userId: u.id,
    name: `${u.firstName} ${u.lastName}`,
    email: u.email,
    phone: `555-01${String(i).padStart(2, "0")}`,
    emergencyContact: `Parent of ${u.firstName}`,
    isActive: i % 9 !== 0,
  }));
  await insertChunked((rows) => db.insert(scouts).values(rows), roster);

  const existing = await db.select({ id: badges.id, requirements: badges.requirements }).from(badges);
  const extra = Array.from({ length: Math.max(0, size.badges - existing.length) }, (_, i) => ({
    id: randomUUID(),
    troopId,
    name: `Bench Badge ${i + 1}`,
    description: "Learn the skill, practise it with your patrol and show a leader what you can do. ".repeat(2),
    imageUrl: "/badges/bench.svg",
    category: BADGE_CATEGORIES[i % BADGE_CATEGORIES.length],
    requirements: Array.from({ length: 3 + (i % 5) }, (_, r) => `Requirement ${r + 1}: do something worthwhile and explain it.`),
    progressPercentage: i % 4 === 0 ? 10 : 0,
  }));
  await insertChunked((rows) => db.insert(badges).values(rows), extra);
  const allBadges = [...existing, ...extra.map((b) => ({ id: b.id, requirements: b.requirements }))];

  const eventRows = Array.from({ length: size.events }, (_, i) => ({
    id: randomUUID(),
    troopId,
    title: `Troop outing ${i + 1}`,
    description: "Meet at the scout hut; bring water, a packed lunch and clothes for the weather. ".repeat(3),
    imageUrl: "https://example.com/event.jpg",
    startDate: new Date(now + (i - 15) * 3 * day),
    endDate: new Date(now + (i - 15) * 3 * day + 8 * 60 * 60 * 1000),
    location: "Pine Lake",
    tags: ["outdoor", "patrol"],
    badgeOpportunities: ["Camping", "First Aid"],
    maxParticipants: i % 3 === 0 ? null : 30,
    isFeatured: i % 8 === 0,
  }));
  await insertChunked((rows) => db.insert(events).values(rows), eventRows);
  const participants = eventRows
    .slice(15)
    .flatMap((e, i) =>
      scoutUsers.slice(0, 5 + (i % 10)).map((u, j) => ({ troopId, eventId: e.id, userId: u.id, scoutId: roster[j]?.id ?? null })),
    );
  await insertChunked((rows) => db.insert(eventParticipants).values(rows), participants);
  for (const e of eventRows.slice(15)) {
    const n = participants.filter((p) => p.eventId === e.id).length;
    await db.update(events).set({ currentParticipants: n }).where(eq(events.id, e.id));
  }

  // A small troop has fewer scout × badge pairs than the awards and progress rows asked for.
  const maxPairs = roster.length * allBadges.length;
  const awardCount = Math.min(size.awards, Math.floor(maxPairs / 2));
  const progressCount = Math.min(size.progress, maxPairs - awardCount);
  const pairs = new Set<string>();
  const awards: (typeof scoutBadges.$inferInsert)[] = [];
  while (awards.length < awardCount) {
    const s = Math.floor(random() * roster.length);
    const b = Math.floor(random() * allBadges.length);
    if (pairs.has(`${s}:${b}`)) continue;
    pairs.add(`${s}:${b}`);
    awards.push({
      troopId,
      scoutId: (roster[s] as { id: string }).id,
      badgeId: (allBadges[b] as { id: string }).id,
      earnedDate: new Date(now - Math.floor(random() * 365) * day),
      awardedByUserId: leader.id,
      awardedBy: "Lee Leader",
    });
  }
  await insertChunked((rows) => db.insert(scoutBadges).values(rows), awards);

  const progress: (typeof badgeProgress.$inferInsert)[] = [];
  const progressPairs = new Set<string>();
  while (progress.length < progressCount) {
    const s = Math.floor(random() * roster.length);
    const b = Math.floor(random() * allBadges.length);
    const key = `${s}:${b}`;
    if (pairs.has(key) || progressPairs.has(key)) continue;
    progressPairs.add(key);
    const total = (allBadges[b] as { requirements: string[] }).requirements.length;
    const done = Array.from({ length: Math.floor(random() * total) }, (_, k) => k);
    progress.push({
      troopId,
      scoutId: (roster[s] as { id: string }).id,
      badgeId: (allBadges[b] as { id: string }).id,
      completedRequirements: done,
      progressPercentage: Math.round((100 * done.length) / total),
    });
  }
  await insertChunked((rows) => db.insert(badgeProgress).values(rows), progress);

  const types = ["badge_progress", "achievement", "event_participation", "milestone"] as const;
  const activityRows = Array.from({ length: size.activities }, (_, i) => {
    const scout = pick(roster);
    const activityType = types[i % types.length] as (typeof types)[number];
    return {
      id: randomUUID(),
      troopId,
      scoutId: scout.id,
      activityType,
      title: `${activityType === "achievement" ? "Earned" : "Worked on"} Bench Badge ${1 + (i % 60)}`,
      description: `${scout.name} made progress today.`,
      points: [5, 50, 20, 100][i % 4] as number,
      metadata: { badgeId: pick(allBadges).id },
      createdAt: new Date(now - i * 60 * 60 * 1000),
    };
  });
  await insertChunked((rows) => db.insert(activities).values(rows), activityRows);
  const reactions = Array.from({ length: size.reactions }, () => {
    const activity = pick(activityRows.slice(0, 800));
    return {
      troopId,
      activityId: activity.id,
      scoutId: activity.scoutId,
      leaderUserId: leader.id,
      emoji: pick([...QUICK_REACTIONS]).emoji,
      message: random() < 0.3 ? "Well done, keep it up!" : null,
    };
  });
  // One leader's same emoji on one activity is one reaction (a unique key): drop repeats.
  const distinct = [...new Map(reactions.map((r) => [`${r.activityId} ${r.emoji}`, r])).values()];
  await insertChunked((rows) => db.insert(activityReactions).values(rows), distinct);

  const scoutUser = scoutUsers[0];
  if (!scoutUser) throw new Error("no scout");
  return { leaderToken: await createSession(db, leader.id, troopId), scoutToken: await createSession(db, scoutUser.id, troopId) };
}
