import type { Audience, InboxMessage, NewMessageRequest, Receipt, RecipientCount, SentListItem, SentMessage } from "@shared/api/messages";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { apiGet, apiJson, apiRequest } from "@/lib/api-request";
import { queryClient } from "@/lib/query-client";

/*
 * Messages to families. The top bar's bell loads this file with every page, so it holds only the
 * queries and calls (types come from the shared schemas, never the schemas themselves): the pages
 * and forms of the feature load with the messages page.
 */

const BASE = "/api/messages";
const messageUrl = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** Every messages query sits under `all`, so one invalidation refreshes the bell, the inbox and the sent list. */
export const messageKeys = {
  all: [BASE] as const,
  inbox: [BASE, "inbox"] as const,
  unreadCount: [BASE, "unread-count"] as const,
  message: (id: string) => [BASE, "message", id] as const,
  sent: [BASE, "sent"] as const,
  receipts: (id: string) => [BASE, "receipts", id] as const,
  recipientCount: (audience: Audience) =>
    [BASE, "recipients-count", audience.kind, audience.eventId ?? null, audience.patrolId ?? null] as const,
};

/** How often the bell looks for new messages while the page is in view (it also looks when the window regains focus). */
export const UNREAD_POLL_MS = 60_000;

/**
 * The bell's number. Unlike the app's other reads it refreshes by itself, on focus and every minute
 * while the page is visible: a message can arrive at any time, and the bell is how anyone learns of it.
 */
export const unreadCountQuery = queryOptions({
  queryKey: messageKeys.unreadCount,
  queryFn: ({ signal }) => apiGet<{ count: number }>(`${BASE}/unread-count`, { signal }),
  staleTime: 0,
  refetchOnWindowFocus: "always",
  refetchInterval: UNREAD_POLL_MS,
});

/** Messages addressed to me, newest first; read fresh on each visit and when the window regains focus. */
export const inboxQuery = queryOptions({
  queryKey: messageKeys.inbox,
  queryFn: ({ signal }) => apiGet<InboxMessage[]>(BASE, { signal }),
  staleTime: 0,
  refetchOnWindowFocus: "always",
});

/**
 * One message of mine; drawn from the inbox at once when the inbox has it, then read fresh. `client`
 * is the cache the page is drawn from: on the server each request has its own, so the first view and
 * the app taking it over draw the same thing.
 */
export const messageQuery = (id: string, client: QueryClient = queryClient) =>
  queryOptions<InboxMessage, Error, InboxMessage, ReturnType<typeof messageKeys.message>>({
    queryKey: messageKeys.message(id),
    queryFn: ({ signal }) => apiGet<InboxMessage>(messageUrl(id), { signal }),
    staleTime: 0,
    placeholderData: () => client.getQueryData<InboxMessage[]>(messageKeys.inbox)?.find((m) => m.id === id),
  });

/** Leaders: what the troop's leaders sent, with how many have read each. */
export const sentListQuery = queryOptions({
  queryKey: messageKeys.sent,
  queryFn: ({ signal }) => apiGet<SentListItem[]>(`${BASE}/sent`, { signal }),
  staleTime: 0,
  refetchOnWindowFocus: "always",
});

/** Leaders: every recipient of one message, read or not. */
export const receiptsQuery = (id: string) =>
  queryOptions({
    queryKey: messageKeys.receipts(id),
    queryFn: ({ signal }) => apiGet<Receipt[]>(`${messageUrl(id)}/receipts`, { signal }),
    staleTime: 0,
    refetchOnWindowFocus: "always",
  });

/** Leaders: how many people an audience reaches, asked again whenever the audience changes. */
export const recipientCountQuery = (audience: Audience) =>
  queryOptions({
    queryKey: messageKeys.recipientCount(audience),
    queryFn: () => apiJson<RecipientCount>("POST", `${BASE}/recipients-count`, { audience }),
    staleTime: 30_000,
  });

export function sendMessage(body: NewMessageRequest) {
  return apiJson<SentMessage>("POST", BASE, body);
}

export function replyToMessage(id: string, body: string) {
  return apiJson<SentMessage>("POST", `${messageUrl(id)}/reply`, { body });
}

/** Marks one message read; the inbox and the message show it read at once, the bell is asked again. */
export async function markRead(id: string) {
  await apiRequest("POST", `${messageUrl(id)}/read`);
  const readAt = new Date().toISOString();
  const mark = (m: InboxMessage) => (m.id === id && m.readAt === null ? { ...m, readAt } : m);
  queryClient.setQueryData<InboxMessage[]>(messageKeys.inbox, (list) => list?.map(mark));
  queryClient.setQueryData<InboxMessage>(messageKeys.message(id), (m) => (m ? mark(m) : m));
  await queryClient.invalidateQueries({ queryKey: messageKeys.unreadCount });
}

/** After sending or replying: the bell, the inbox and the sent list (a leader may be among the recipients). */
export function refreshMessages() {
  return queryClient.invalidateQueries({ queryKey: messageKeys.all });
}
