import type { Invite, InviteLookup } from "@shared/api/invites";
import { apiJson } from "@/lib/api-request";

export type InviteKind = "scout" | "parent";

/** A new personal code for one roster scout (a scout code replaces the scout's earlier one). */
export function createInvite(scoutId: string, kind: InviteKind) {
  return apiJson<Invite>("POST", `/api/scouts/${encodeURIComponent(scoutId)}/${kind === "scout" ? "invite" : "parent-invite"}`);
}

/** What a code is for (public): the sign-up form names the child on a parent's invitation. */
export function lookupInvite(code: string) {
  return apiJson<InviteLookup>("POST", "/api/invites/lookup", { code });
}

/** The address printed on the card: this app's sign-in page with the code filled in. */
export const inviteUrl = (code: string, origin = window.location.origin) => `${origin}/login?invite=${encodeURIComponent(code)}`;
