import type { CurrentInvite, Invite, InviteCards, ParentInvitesResult } from "@shared/api/invites";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiJson } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";

export type InviteKind = "scout" | "parent";

const invitePath = (scoutId: string, kind: InviteKind) =>
  `/api/scouts/${encodeURIComponent(scoutId)}/${kind === "scout" ? "invite" : "parent-invite"}`;

export const inviteKeys = {
  current: (scoutId: string, kind: InviteKind) => [invitePath(scoutId, kind)] as const,
};

/** The code already handed out for a scout (leaders): shown again instead of silently replaced. */
export const currentInviteQuery = (scoutId: string, kind: InviteKind) =>
  queryOptions({
    queryKey: inviteKeys.current(scoutId, kind),
    queryFn: ({ signal }) => apiGet<CurrentInvite>(invitePath(scoutId, kind), { signal }),
  });

/** A new personal code for one roster scout (a scout code replaces the scout's earlier one). */
export function createInvite(scoutId: string, kind: InviteKind) {
  return apiJson<Invite>("POST", invitePath(scoutId, kind));
}

/**
 * The codes for a printed sheet of invite cards (leaders): the code already handed out to each
 * selected scout where it can be shown again, a new one where not; scouts with an account are named
 * in `withAccount` and get no card. The single cards shown afterwards read their code afresh.
 */
export async function inviteCards(scoutIds: string[]) {
  const cards = await apiJson<InviteCards>("POST", "/api/scouts/invites", { scoutIds });
  await Promise.all(cards.cards.map((card) => queryClient.invalidateQueries({ queryKey: inviteKeys.current(card.scoutId, "scout") })));
  return cards;
}

/** After a new code is made, the dialog shows it as the current one without reading it back. */
export function showAsCurrent(scoutId: string, kind: InviteKind, invite: Invite) {
  queryClient.setQueryData<CurrentInvite>(inviteKeys.current(scoutId, kind), {
    current: { ...invite, createdAt: new Date().toISOString() },
  });
}

/** The address printed on the card: this app's sign-in page with the code filled in. */
export const inviteUrl = (code: string, origin = window.location.origin) => `${origin}/login?invite=${encodeURIComponent(code)}`;

/** Emails a parent invite to each contact of these scouts who has no account; the roster shows who was invited when. */
export function emailParentInvites(scoutIds: string[]) {
  return apiJson<ParentInvitesResult>("POST", "/api/scouts/parent-invites", { scoutIds });
}
