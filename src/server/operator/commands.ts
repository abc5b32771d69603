import { and, eq, inArray, notExists, sql } from "drizzle-orm";
import { emailSchema } from "../../shared/api/auth";
import { LIMITS } from "../../shared/constants";
import { RESERVED_SLUGS, SLUG_PATTERN, SLUG_RESERVED, SLUG_RULE, SLUG_TAKEN } from "../../shared/troop-slug";
import type { DbOrTx } from "../db/client";
import { districtCommissioners, idempotencyKeys, memberships, troops, users } from "../db/schema";
import { insertTroop } from "../db/seed/seed";
import { inTroop } from "../db/troop-scope";
import { type Channels, DEFAULT_LINK_ORIGIN, queueMessages } from "../features/notifications/outbox.service";
import { renderEmail } from "../features/notifications/templates.service";
import { isUniqueViolation } from "../lib/http-error";

/** Bad input to a command: said in one line, and the command exits non-zero having changed nothing. */
export class OperatorError extends Error {}

/** Where emailed links point and which channels can send, as the app has them. */
export type Delivery = { origin: string; channels: Channels };

/** The delivery the settings give: PUBLIC_ORIGIN for links, SMTP_URL and SMS_WEBHOOK_URL for sending. */
export function deliveryOf(env: { PUBLIC_ORIGIN?: string; SMTP_URL?: string; SMS_WEBHOOK_URL?: string }): Delivery {
  return {
    origin: env.PUBLIC_ORIGIN ?? DEFAULT_LINK_ORIGIN,
    channels: { email: Boolean(env.SMTP_URL), sms: Boolean(env.SMS_WEBHOOK_URL) },
  };
}

export const noSuchTroop = (slug: string) =>
  new OperatorError(`No troop has the address "${slug}". \`npm run operator -- troops\` lists them.`);

export async function troopBySlug(db: DbOrTx, slug: string | undefined) {
  if (!slug) throw new OperatorError("Name the troop by its address (its slug), e.g. 1st-riverside.");
  const [troop] = await db
    .select({ id: troops.id, name: troops.troopName, pausedAt: troops.pausedAt, districtId: troops.districtId })
    .from(troops)
    .where(eq(troops.slug, slug));
  if (!troop) throw noSuchTroop(slug);
  return troop;
}

type TroopLine = {
  slug: string;
  name: string;
  district: string | null;
  scouts: number;
  leaders: number;
  lastActivity: string | null;
  paused: boolean;
};

/**
 * `troop:create --name N --slug S --admin EMAIL`: a troop as "Start a troop" makes one (its address,
 * starter badges and codes), with no leader yet, and an email to EMAIL with its leader code: the first
 * leader to sign up or join with it is the troop's admin.
 */
export async function createTroop(db: DbOrTx, flags: Record<string, string>, delivery: Delivery): Promise<string> {
  const name = flags.name?.trim() ?? "";
  if (!name) throw new OperatorError('Name the troop: --name "1st Riverside".');
  if (name.length > LIMITS.name) throw new OperatorError(`A troop's name is at most ${LIMITS.name} characters.`);
  const slug = flags.slug?.trim() ?? "";
  if (!SLUG_PATTERN.test(slug)) throw new OperatorError(`--slug "${slug}": ${SLUG_RULE}`);
  if (RESERVED_SLUGS.has(slug)) throw new OperatorError(`--slug "${slug}": ${SLUG_RESERVED}`);
  const admin = emailSchema.safeParse(flags.admin ?? "");
  if (!admin.success)
    throw new OperatorError(`--admin "${flags.admin ?? ""}": ${admin.error.issues[0]?.message ?? "Enter a valid email address."}`);
  const taken = () => new OperatorError(`--slug "${slug}": ${SLUG_TAKEN} Nothing was created.`);
  try {
    await db.transaction(async (tx) => {
      const troop = await insertTroop(tx, { troopName: name, slug });
      await inTroop(troop.id, () => queueLeaderInvite(tx, troop.id, admin.data, delivery));
    });
  } catch (error) {
    // The address's unique index decides, also against a troop started at the same moment.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  return `Troop ${slug} (${name}) is created at ${delivery.origin}/t/${slug}; ${delivery.channels.email ? "emailed" : "queued (no mail server is set, so it waits unsent)"} its leader code to ${admin.data}, whose first leader becomes its admin.`;
}

async function queueLeaderInvite(tx: DbOrTx, troopId: string, email: string, { origin, channels }: Delivery): Promise<void> {
  const [troop] = await tx.select().from(troops).where(eq(troops.id, troopId));
  if (!troop) throw new Error("troop missing");
  const rendered = renderEmail(troop, {
    subject: `${troop.troopName} is ready for you on Scout Badges`,
    intro: ["Hello,", `${troop.troopName} has its own place on Scout Badges, and you are invited to run it as its first leader and admin.`],
    sections: [
      {
        heading: "How to start",
        lines: [
          `Open the troop's page and choose Sign up as a leader, with this email address and the leader code ${troop.leaderInviteCode}.`,
          "Already have an account? Sign up there all the same, with its email address and this code: you are offered to sign in and join.",
        ],
      },
    ],
    action: { label: `Open ${troop.troopName}`, url: `${origin}/t/${troop.slug}/login` },
    footer: `You get this email because the person running this Scout Badges deployment started ${troop.troopName} for ${email}.`,
  });
  await queueMessages(tx, [{ troopId, kind: "leader-invite", channel: "email", recipient: email, ...rendered }], channels, new Date());
}

/** `troops`: every troop with its counts, by address. */
export async function listTroops(db: DbOrTx): Promise<string[]> {
  const rows = (
    (await db.execute(sql`
      select t.slug, t.troop_name as name, d.name as district,
        (select count(*) from scouts s where s.troop_id = t.id and s.is_active)::int as scouts,
        (select count(*) from memberships m where m.troop_id = t.id and m.role = 'leader')::int as leaders,
        (select to_char(max(a.created_at) at time zone 'UTC', 'YYYY-MM-DD HH24:MI') from activities a where a.troop_id = t.id) as "lastActivity",
        t.paused_at is not null as paused
      from troops t left join districts d on d.id = t.district_id order by t.slug`)) as unknown as { rows: TroopLine[] }
  ).rows;
  const table = [
    ["slug", "name", "district", "scouts", "leaders", "last activity (UTC)", "paused"],
    ...rows.map((r) => [
      r.slug,
      r.name,
      r.district ?? "none",
      String(r.scouts),
      String(r.leaders),
      r.lastActivity ?? "none",
      r.paused ? "paused" : "no",
    ]),
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
                // A district's commissioner keeps the account: it belongs to the district still.
                notExists(tx.select({ one: sql`1` }).from(districtCommissioners).where(eq(districtCommissioners.userId, users.id))),
              ),
            )
            .returning({ id: users.id });
    return `Troop ${slug} (${troop.name}) is deleted with every row it held; ${erased.length} ${erased.length === 1 ? "account" : "accounts"} left without a troop ${erased.length === 1 ? "was" : "were"} erased, ${people.length - erased.length} kept for ${people.length - erased.length === 1 ? "its" : "their"} other troops or districts.`;
  });
}
