import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Unsubscribe links for emails to families without an account: `/unsubscribe?token=…`, where the
 * token names the troop and the address and is signed with the troop's own secret (never sent
 * anywhere), so nobody can unsubscribe an address they did not receive mail at, and nothing has to
 * be stored per email sent.
 */

export type LinkSigner = { troopId: string; mailLinkSecret: string };

const base64url = (value: string) => Buffer.from(value, "utf8").toString("base64url");
const signatureOf = (secret: string, troopId: string, email: string) =>
  createHmac("sha256", secret).update(`${troopId}\n${email}`).digest("base64url").slice(0, 32);

export function unsubscribeToken({ troopId, mailLinkSecret }: LinkSigner, email: string): string {
  const address = email.trim().toLowerCase();
  return `${troopId}.${base64url(address)}.${signatureOf(mailLinkSecret, troopId, address)}`;
}

export const unsubscribeUrl = (origin: string, signer: LinkSigner, email: string) =>
  `${origin}/unsubscribe?token=${encodeURIComponent(unsubscribeToken(signer, email))}`;

/** The troop and address a token names, before its signature is checked against the troop's secret. */
export function readUnsubscribeToken(token: string): { troopId: string; email: string; signature: string } | null {
  const [troopId, address, signature, extra] = token.split(".");
  if (!troopId || !address || !signature || extra !== undefined) return null;
  if (!/^[0-9a-f-]{36}$/i.test(troopId)) return null;
  const email = Buffer.from(address, "base64url").toString("utf8");
  if (!email.includes("@") || email.length > 254) return null;
  return { troopId: troopId.toLowerCase(), email, signature };
}

export function signatureMatches(secret: string, troopId: string, email: string, signature: string): boolean {
  const expected = Buffer.from(signatureOf(secret, troopId, email));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
