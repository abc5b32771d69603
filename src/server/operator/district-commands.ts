import { inArray, sql } from "drizzle-orm";
import { emailSchema } from "../../shared/api/auth";
import type { DbOrTx } from "../db/client";
import { districts, troops } from "../db/schema";
import { inviteCommissioner } from "../features/districts/district-invites.service";
import { isCommissioner } from "../features/districts/district-overview.service";
import { isUniqueViolation } from "../lib/http-error";
import { type Delivery, noSuchTroop, OperatorError } from "./commands";

const DISTRICT_NAME_MAX = 100;

async function districtByName(db: DbOrTx, name: string | undefined) {
  if (!name?.trim()) throw new OperatorError('Name the district, e.g. "North District".');
  const [district] = await db
    .select({ id: districts.id, name: districts.name })
    .from(districts)
    .where(sql`lower(${districts.name}) = ${name.trim().toLowerCase()}`);
  if (!district)
    throw new OperatorError(`No district is called "${name.trim()}". \`npm run operator -- district:create "${name.trim()}"\` makes it.`);
  return district;
}

/** `district:create NAME`: a district, its name unique whatever its case. */
export async function createDistrict(db: DbOrTx, name: string | undefined): Promise<string> {
  const trimmed = name?.trim() ?? "";
  if (!trimmed) throw new OperatorError('Name the district, e.g. district:create "North District".');
  if (trimmed.length > DISTRICT_NAME_MAX) throw new OperatorError(`A district's name is at most ${DISTRICT_NAME_MAX} characters.`);
  try {
    await db.insert(districts).values({ name: trimmed });
  } catch (error) {
    if (isUniqueViolation(error)) throw new OperatorError(`A district called "${trimmed}" already exists: nothing changed.`);
    throw error;
  }
  return `District "${trimmed}" is created: add troops with \`district:add <slug> "${trimmed}"\` and invite its commissioners with \`district:invite <email> "${trimmed}"\`.`;
}

/**
 * `district:add S [S…] DISTRICT`: the troops join the district (from any other they were in). Every
 * address is checked first: one unknown address changes nothing.
 */
export async function addTroopsToDistrict(db: DbOrTx, args: string[]): Promise<string> {
  const name = args.at(-1);
  const slugs = [...new Set(args.slice(0, -1))];
  if (slugs.length === 0) throw new OperatorError('Name the troops and the district, e.g. district:add 1st-riverside "North District".');
  const district = await districtByName(db, name);
  const found = await db
    .select({ id: troops.id, slug: troops.slug, name: troops.troopName, districtId: troops.districtId })
    .from(troops)
    .where(inArray(troops.slug, slugs));
  const unknown = slugs.find((slug) => !found.some((troop) => troop.slug === slug));
  if (unknown !== undefined) throw noSuchTroop(unknown);
  const moving = found.filter((troop) => troop.districtId !== district.id);
  if (moving.length > 0) {
    await db
      .update(troops)
      .set({ districtId: district.id, updatedAt: new Date() })
      .where(
        inArray(
          troops.id,
          moving.map((troop) => troop.id),
        ),
      );
  }
  const [only] = found;
  if (found.length === 1 && only) {
    return moving.length === 0
      ? `Troop ${only.slug} is already in "${district.name}": nothing changed.`
      : `Troop ${only.slug} (${only.name}) is now in "${district.name}": its commissioners see its counts.`;
  }
  return `${moving.length} of ${found.length} troops moved into "${district.name}" (${found.length - moving.length} were in it already): its commissioners see their counts.`;
}

/** `district:invite EMAIL DISTRICT`: emails a commissioner's invite, a code for that address alone. */
export async function inviteToDistrict(
  db: DbOrTx,
  email: string | undefined,
  name: string | undefined,
  delivery: Delivery,
): Promise<string> {
  const parsed = emailSchema.safeParse(email ?? "");
  if (!parsed.success)
    throw new OperatorError(
      `"${email ?? ""}" is not an email address: ${parsed.error.issues[0]?.message ?? "Enter a valid email address."}`,
    );
  const district = await districtByName(db, name);
  if (await isCommissioner(db, district.id, parsed.data))
    throw new OperatorError(`${parsed.data} is already a commissioner of "${district.name}": nothing changed.`);
  const { code } = await db.transaction((tx) =>
    inviteCommissioner(tx, { districtId: district.id, email: parsed.data, invitedByUserId: null, ...delivery }),
  );
  return `${delivery.channels.email ? "Emailed" : "Queued (no mail server is set, so it waits unsent)"} a commissioner's invite for "${district.name}" to ${parsed.data}: code ${code}, usable once within 14 days by that address.`;
}
